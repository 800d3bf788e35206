import { idParams, passwordQuery, slugParams } from '../schemas/common.js';
import { eventCreateBody, eventListQuery, eventUpdateBody } from '../schemas/event.js';
import { calendarPages, defineOperation } from '../wire.js';

/** `GET /events`: one page of the events matching the filters. */
export const listEvents = defineOperation({
  id: 'events.list',
  method: 'GET',
  path: '/events',
  query: eventListQuery,
  response: (r) => r.eventListSchema,
  list: calendarPages('events'),
  specIds: ['GET /events'],
});

/** `POST /events`: creates an event. */
export const createEvent = defineOperation({
  id: 'events.create',
  method: 'POST',
  path: '/events',
  body: eventCreateBody,
  response: (r) => r.eventSchema,
  specIds: [],
});

/** `GET /events/{id}`: reads one event (with the password of a protected one). */
export const getEvent = defineOperation({
  id: 'events.get',
  method: 'GET',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['GET /events/{id}'],
});

/** `POST /events/{id}`: changes the given fields of an event. */
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

/** `DELETE /events/{id}`: moves an event to the trash. */
export const deleteEvent = defineOperation({
  id: 'events.delete',
  method: 'DELETE',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['DELETE /events/{id}'],
});

/** `GET /events/by-slug/{slug}`: reads one event by slug. */
export const getEventBySlug = defineOperation({
  id: 'events.getBySlug',
  method: 'GET',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  query: passwordQuery,
  response: (r) => r.eventSchema,
  specIds: ['GET /events/by-slug/{slug}'],
});

/** `POST /events/by-slug/{slug}`: changes the given fields of the event with this slug. */
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

/** `DELETE /events/by-slug/{slug}`: moves the event with this slug to the trash. */
export const deleteEventBySlug = defineOperation({
  id: 'events.deleteBySlug',
  method: 'DELETE',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  response: (r) => r.eventSchema,
  specIds: ['DELETE /events/by-slug/{slug}'],
});
