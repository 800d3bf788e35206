import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import { createEvent, deleteEvent, deleteEventBySlug, getEvent, getEventBySlug, listEvents, updateEvent, updateEventBySlug } from '../operations/events.js';
import type { Event } from '../responses/events.js';
import type { EventCreate, EventListQuery, EventUpdate } from '../schemas/event.js';
import type { CalendarPage } from '../wire.js';

/** Options of the single-event routes. */
export interface EventAccessOptions {
  /** The password of a password-protected event. */
  password?: string | undefined;
}

/** Events: list, read, create, edit and trash them. Reads are public; writes need credentials. */
export class Events {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists events matching the filters, page by page (`await` for the first page, `for await` for every event). */
  list(query?: EventListQuery, options?: RequestOptions): Paginated<Event, CalendarPage<Event>> {
    return walkList(this.#http, listEvents, { query }, options);
  }

  /** Reads one event by id. */
  get(id: number | string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(getEvent, { params: { id }, query: access }, options);
  }

  /** Reads one event by slug. */
  getBySlug(slug: string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(getEventBySlug, { params: { slug }, query: access }, options);
  }

  /** Creates an event; `title`, `start_date` and `end_date` are required. */
  create(body: EventCreate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(createEvent, { body }, options);
  }

  /** Changes the given fields of an event. */
  update(id: number | string, body: EventUpdate, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(updateEvent, { params: { id }, query: access, body }, options);
  }

  /** Changes the given fields of the event with this slug. */
  updateBySlug(slug: string, body: EventUpdate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(updateEventBySlug, { params: { slug }, body }, options);
  }

  /** Moves an event to the trash and returns it; trashing it again answers `event-is-in-trash` (410). */
  delete(id: number | string, access?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(deleteEvent, { params: { id }, query: access }, options);
  }

  /** Moves the event with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(deleteEventBySlug, { params: { slug } }, options);
  }
}
