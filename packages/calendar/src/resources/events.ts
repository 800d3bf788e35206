import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import { createEvent, deleteEvent, deleteEventBySlug, getEvent, getEventBySlug, listEvents, updateEvent, updateEventBySlug } from '../operations/events.js';
import type { Event } from '../responses/events.js';
import type { EventAccessOptions } from '../schemas/common.js';
import type { EventCreate, EventListQuery, EventUpdate } from '../schemas/event.js';
import type { CalendarPage } from '../wire.js';

export type { EventAccessOptions } from '../schemas/common.js';

/**
 * Events: list, read, create, edit and trash them. Reads are public; writes need credentials. Every method
 * takes the event's id or slug first, then one object of inputs, then the request options.
 */
export class Events {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists events matching the filters, page by page (`await` for the first page, `for await` for every event). */
  list(inputs?: EventListQuery, options?: RequestOptions): Paginated<Event, CalendarPage<Event>> {
    return walkList(this.#http, listEvents, { query: inputs }, options);
  }

  /** Reads one event by id; `inputs.password` opens a password-protected one. */
  get(id: number | string, inputs?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(getEvent, { params: { id }, query: inputs }, options);
  }

  /** Reads one event by slug; `inputs.password` opens a password-protected one. */
  getBySlug(slug: string, inputs?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(getEventBySlug, { params: { slug }, query: inputs }, options);
  }

  /** Creates an event; `title`, `start_date` and `end_date` are required. */
  create(inputs: EventCreate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(createEvent, { body: inputs }, options);
  }

  /**
   * Changes the given fields of an event. `inputs` holds the fields to change and, for a
   * password-protected event, its `password`, which the client sends in the query (the fields go in the body).
   */
  update(id: number | string, inputs: Inputs<typeof updateEvent>, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(updateEvent, { params: { id }, input: inputs }, options);
  }

  /** Changes the given fields of the event with this slug. */
  updateBySlug(slug: string, inputs: EventUpdate, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(updateEventBySlug, { params: { slug }, body: inputs }, options);
  }

  /**
   * Moves an event to the trash and returns it; trashing it again answers `event-is-in-trash` (410).
   * `inputs.password` is the password of a protected event.
   */
  delete(id: number | string, inputs?: EventAccessOptions, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(deleteEvent, { params: { id }, query: inputs }, options);
  }

  /** Moves the event with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<Event> {
    return this.#http.call(deleteEventBySlug, { params: { slug } }, options);
  }
}
