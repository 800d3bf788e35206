import type { HttpClient } from '@typed-api/core';
import { organizerOperations } from '../operations/organizers.js';
import type { Organizer } from '../responses/organizers.js';
import type { OrganizerCreate, OrganizerListQuery, OrganizerUpdate } from '../schemas/organizer.js';
import { LinkedPostResource } from './linked-posts.js';

/**
 * Organizers: the people and groups that run events. Creating one needs `organizer` (its name);
 * trashing one twice answers `organizer-is-in-trash` (410). Reads are public; writes need credentials.
 */
export class Organizers extends LinkedPostResource<'organizers', Organizer, OrganizerCreate, OrganizerUpdate, OrganizerListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, { key: 'organizers', operations: organizerOperations });
  }
}
