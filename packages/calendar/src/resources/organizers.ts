import type { HttpClient } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { organizerSchemas, type Organizer, type OrganizerCreate, type OrganizerListQuery, type OrganizerUpdate } from '../schemas/organizer.js';
import { linkedPostKind, LinkedPostResource } from './linked-posts.js';

const organizers = linkedPostKind('organizers', organizerSchemas);

/** Every organizer operation. */
export const organizerOperations: readonly Operation[] = Object.values<Operation>(organizers.operations);

/**
 * Organizers: the people and groups that run events. Creating one needs `organizer` (its name);
 * trashing one twice answers `organizer-is-in-trash` (410). Reads are public; writes need credentials.
 */
export class Organizers extends LinkedPostResource<'organizers', Organizer, OrganizerCreate, OrganizerUpdate, OrganizerListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, organizers);
  }
}
