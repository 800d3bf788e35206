import type { HttpClient } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { venueSchemas, type Venue, type VenueCreate, type VenueListQuery, type VenueUpdate } from '../schemas/venue.js';
import { linkedPostKind, LinkedPostResource } from './linked-posts.js';

const venues = linkedPostKind('venues', venueSchemas);

/** Every venue operation. */
export const venueOperations: readonly Operation[] = Object.values<Operation>(venues.operations);

/**
 * Venues: the places where events happen. Creating one needs `venue` (its name); trashing one twice
 * answers `venue-is-in-trash` (410). Reads are public; writes need credentials.
 */
export class Venues extends LinkedPostResource<'venues', Venue, VenueCreate, VenueUpdate, VenueListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, venues);
  }
}
