import { venueSchemas } from '../schemas/venue.js';
import { linkedPostOperations } from './linked-posts.js';

/** Every venue operation, by verb: the collection and `{id}` routes, then those by slug. */
export const venueOperations = linkedPostOperations('venues', {
  ...venueSchemas,
  record: (r) => r.venueSchema,
  list: (r) => r.venueListSchema,
});

/** `GET /venues`: one page of the venue list. */
export const listVenues = venueOperations.list;
/** `POST /venues`: creates a venue. */
export const createVenue = venueOperations.create;
/** `GET /venues/{id}`: reads one venue. */
export const getVenue = venueOperations.get;
/** `POST /venues/{id}`: changes the given fields of a venue. */
export const updateVenue = venueOperations.update;
/** `DELETE /venues/{id}`: moves a venue to the trash. */
export const deleteVenue = venueOperations.delete;
/** `GET /venues/by-slug/{slug}`: reads one venue by slug. */
export const getVenueBySlug = venueOperations.getBySlug;
/** `POST /venues/by-slug/{slug}`: changes the given fields of the venue with this slug. */
export const updateVenueBySlug = venueOperations.updateBySlug;
/** `DELETE /venues/by-slug/{slug}`: moves the venue with this slug to the trash. */
export const deleteVenueBySlug = venueOperations.deleteBySlug;
