import { organizerSchemas } from '../schemas/organizer.js';
import { linkedPostOperations } from './linked-posts.js';

/** Every organizer operation, by verb: the collection and `{id}` routes, then those by slug. */
export const organizerOperations = linkedPostOperations('organizers', {
  ...organizerSchemas,
  record: (r) => r.organizerSchema,
  list: (r) => r.organizerListSchema,
});

/** `GET /organizers`: one page of the organizer list. */
export const listOrganizers = organizerOperations.list;
/** `POST /organizers`: creates a organizer. */
export const createOrganizer = organizerOperations.create;
/** `GET /organizers/{id}`: reads one organizer. */
export const getOrganizer = organizerOperations.get;
/** `POST /organizers/{id}`: changes the given fields of a organizer. */
export const updateOrganizer = organizerOperations.update;
/** `DELETE /organizers/{id}`: moves a organizer to the trash. */
export const deleteOrganizer = organizerOperations.delete;
/** `GET /organizers/by-slug/{slug}`: reads one organizer by slug. */
export const getOrganizerBySlug = organizerOperations.getBySlug;
/** `POST /organizers/by-slug/{slug}`: changes the given fields of the organizer with this slug. */
export const updateOrganizerBySlug = organizerOperations.updateBySlug;
/** `DELETE /organizers/by-slug/{slug}`: moves the organizer with this slug to the trash. */
export const deleteOrganizerBySlug = organizerOperations.deleteBySlug;
