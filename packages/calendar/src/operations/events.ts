import { idParams, passwordQuery, slugParams } from '../schemas/common.js';
import { eventCreateBody, eventListQuery, eventUpdateBody } from '../schemas/event.js';
import { eventsPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists events matching the filters, page by page (`await` for the first page, `for await` for every event). */
export const listEvents = defineOperation({
  id: 'events.list',
  method: 'GET',
  path: '/events',
  query: eventListQuery,
  response: (r) => r.eventListSchema,
  list: eventsPages,
  specIds: ['GET /events'],
});

/** Creates an event; `title`, `start_date` and `end_date` are required. */
export const createEvent = defineOperation({
  id: 'events.create',
  method: 'POST',
  path: '/events',
  body: eventCreateBody,
  response: (r) => r.eventSchema,
  specIds: [],
});

/** Reads one event by id; `inputs.password` opens a password-protected one. */
export const getEvent = defineOperation({
  id: 'events.get',
  method: 'GET',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['GET /events/{id}'],
});

/**
 * Changes the given fields of an event. `inputs` holds the fields to change and, for a password-protected
 * event, its `password`, which the client sends in the query (the fields go in the body).
 */
export const updateEvent = defineOperation({
  id: 'events.update',
  method: 'POST',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  body: eventUpdateBody,
  response: (r) => r.eventSchema,
  // Not resent after a 5xx or a dropped connection: an update may carry the fields of a new venue or
  // organizer, which the site creates each time it receives them (a retry could leave a duplicate).
  idempotent: false,
  specIds: ['POST /events/{id}'],
});

/**
 * Moves an event to the trash and returns it; trashing it again answers `event-is-in-trash` (410).
 * `inputs.password` is the password of a protected event.
 */
export const deleteEvent = defineOperation({
  id: 'events.delete',
  method: 'DELETE',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['DELETE /events/{id}'],
});

/** Reads one event by slug; `inputs.password` opens a password-protected one. */
export const getEventBySlug = defineOperation({
  id: 'events.getBySlug',
  method: 'GET',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['GET /events/by-slug/{slug}'],
});

/** Changes the given fields of the event with this slug. */
export const updateEventBySlug = defineOperation({
  id: 'events.updateBySlug',
  method: 'POST',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  body: eventUpdateBody,
  response: (r) => r.eventSchema,
  // As `events.update`: inline venue or organizer fields would be created again by a resend.
  idempotent: false,
  specIds: ['POST /events/by-slug/{slug}'],
});

/** Moves the event with this slug to the trash and returns it. */
export const deleteEventBySlug = defineOperation({
  id: 'events.deleteBySlug',
  method: 'DELETE',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  response: (r) => r.eventSchema,
  specIds: ['DELETE /events/by-slug/{slug}'],
});
