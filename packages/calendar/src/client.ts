import { ApiClient, type ApiPromise, type AuthStrategy, type ClientOptions, type RequestOptions } from '@typed-api/core';
import { Categories } from './resources/categories.js';
import { Events } from './resources/events.js';
import { Organizers } from './resources/organizers.js';
import { Root } from './resources/root.js';
import { Tags } from './resources/tags.js';
import { Venues } from './resources/venues.js';
import type { ApiDoc, RouteIndex } from './responses/root.js';
import type { RouteIndexQuery } from './schemas/root.js';
import { calendarWire } from './wire.js';

export { CALENDAR_PREFIX } from './wire.js';

/**
 * Options of {@link CalendarClient}. `baseUrl` is the site's REST root (e.g. `https://example.org/wp-json`);
 * `auth` is needed for writes only: `basicAuth(user, applicationPassword)` or `cookieNonceAuth(cookie, nonce)`.
 */
export interface CalendarClientOptions extends ClientOptions {
  /** The site's REST root, e.g. `https://example.org/wp-json`; the client adds `/calendar/events/v1`. */
  baseUrl: string;
  /**
   * Credentials for writes (reads are public): `basicAuth(user, applicationPassword)` or
   * `cookieNonceAuth(cookie, nonce)`. Default: none, so writes answer 401.
   */
  auth?: AuthStrategy | undefined;
}

/** A client of the events-calendar REST API v1: events, venues, organizers, categories and tags. */
export class CalendarClient extends ApiClient<CalendarClientOptions> {
  /** Events: list with filters, read, create, edit, trash. */
  readonly events: Events;
  /** Venues of events. */
  readonly venues: Venues;
  /** Organizers of events. */
  readonly organizers: Organizers;
  /** Event categories. */
  readonly categories: Categories;
  /** Event tags. */
  readonly tags: Tags;
  readonly #root: Root;

  constructor(options: CalendarClientOptions) {
    super(options, calendarWire);
    this.events = new Events(this.http);
    this.venues = new Venues(this.http);
    this.organizers = new Organizers(this.http);
    this.categories = new Categories(this.http);
    this.tags = new Tags(this.http);
    this.#root = new Root(this.http);
  }

  /** Lists the routes of the calendar namespace. */
  index(inputs?: RouteIndexQuery, options?: RequestOptions): ApiPromise<RouteIndex> {
    return this.#root.index(inputs, options);
  }

  /** Fetches the interface description (an OpenAPI document) the server generates. */
  doc(options?: RequestOptions): ApiPromise<ApiDoc> {
    return this.#root.doc(options);
  }
}
