import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import { idParams, passwordQuery, slugParams } from '../schemas/common.js';
import {
  eventCreateBody,
  eventListQuery,
  eventListSchema,
  eventSchema,
  eventUpdateBody,
  type Event,
  type EventCreate,
  type EventListQuery,
  type EventUpdate,
} from '../schemas/event.js';
import { calendarPages, type CalendarPage } from '../wire.js';

/** Options of the single-event routes. */
export interface EventAccessOptions {
  /** The password of a password-protected event. */
  password?: string | undefined;
}

const list = defineOperation({
  id: 'events.list',
  method: 'GET',
  path: '/events',
  query: eventListQuery,
  response: eventListSchema,
  list: calendarPages('events'),
  specIds: ['GET /events'],
});
const create = defineOperation({
  id: 'events.create',
  method: 'POST',
  path: '/events',
  body: eventCreateBody,
  response: eventSchema,
  specIds: [],
});
const get = defineOperation({
  id: 'events.get',
  method: 'GET',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: eventSchema,
  specIds: ['GET /events/{id}'],
});
const update = defineOperation({
  id: 'events.update',
  method: 'POST',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  body: eventUpdateBody,
  response: eventSchema,
  // Sending the same fields twice leaves the event as once: safe to retry.
  idempotent: true,
  specIds: ['POST /events/{id}'],
});
const del = defineOperation({
  id: 'events.delete',
  method: 'DELETE',
  path: '/events/{id}',
  params: idParams,
  query: passwordQuery,
  response: eventSchema,
  specIds: ['DELETE /events/{id}'],
});
const getBySlug = defineOperation({
  id: 'events.getBySlug',
  method: 'GET',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  query: passwordQuery,
  response: eventSchema,
  specIds: ['GET /events/by-slug/{slug}'],
});
const updateBySlug = defineOperation({
  id: 'events.updateBySlug',
  method: 'POST',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  body: eventUpdateBody,
  response: eventSchema,
  idempotent: true,
  specIds: ['POST /events/by-slug/{slug}'],
});
const deleteBySlug = defineOperation({
  id: 'events.deleteBySlug',
  method: 'DELETE',
  path: '/events/by-slug/{slug}',
  params: slugParams,
  response: eventSchema,
  specIds: ['DELETE /events/by-slug/{slug}'],
});

/** Every event operation. */
export const eventOperations = [list, create, get, update, del, getBySlug, updateBySlug, deleteBySlug] as const;

/** Events: list, read, create, edit and trash them. Reads are public; writes need credentials. */
export class Events {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists events matching the filters, page by page (`await` for the first page, `for await` for every event). */
  list(query?: EventListQuery, options?: RequestOptions): Paginated<Event, CalendarPage<Event>> {
    return walkList(this.#http, list, { query }, options);
  }

  /** Reads one event by id. */
  get(id: number | string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(get, { params: { id }, query: access }, options);
  }

  /** Reads one event by slug. */
  getBySlug(slug: string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(getBySlug, { params: { slug }, query: access }, options);
  }

  /** Creates an event; `title`, `start_date` and `end_date` are required. */
  create(body: EventCreate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(create, { body }, options);
  }

  /** Changes the given fields of an event. */
  update(id: number | string, body: EventUpdate, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(update, { params: { id }, query: access, body }, options);
  }

  /** Changes the given fields of the event with this slug. */
  updateBySlug(slug: string, body: EventUpdate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(updateBySlug, { params: { slug }, body }, options);
  }

  /** Moves an event to the trash and returns it; trashing it again answers `event-is-in-trash` (410). */
  delete(id: number | string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(del, { params: { id }, query: access }, options);
  }

  /** Moves the event with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(deleteBySlug, { params: { slug } }, options);
  }
}
