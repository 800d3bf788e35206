import type { HttpClient } from '@typed-api/core';
import { venueOperations } from '../operations/venues.js';
import type { Venue } from '../responses/venues.js';
import type { VenueCreate, VenueListQuery, VenueUpdate } from '../schemas/venue.js';
import { LinkedPostResource } from './linked-posts.js';

/**
 * Venues: the places where events happen. Creating one needs `venue` (its name); trashing one twice
 * answers `venue-is-in-trash` (410). Reads are public; writes need credentials.
 */
export class Venues extends LinkedPostResource<'venues', Venue, VenueCreate, VenueUpdate, VenueListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, { key: 'venues', operations: venueOperations });
  }
}
