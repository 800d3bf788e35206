import { HttpClient, type ApiPromise, type AuthStrategy, type ClientOptions, type RequestOptions } from '@typed-api/core';
import { type ParsedError } from '@typed-api/core/internal';
import { Categories } from './resources/categories.js';
import { Events } from './resources/events.js';
import { Organizers } from './resources/organizers.js';
import { Root } from './resources/root.js';
import { Tags } from './resources/tags.js';
import { Venues } from './resources/venues.js';
import type { ApiDoc, RouteIndex, RouteIndexQuery } from './schemas/root.js';

/** The path of the calendar namespace under the site's REST root. */
export const CALENDAR_PREFIX = '/calendar/events/v1';

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

/** Reads the site's error body `{code, message, data: {status, ...}}`; a 401 also says how to authenticate. */
function parseError(body: unknown, response: Response): ParsedError {
  if (typeof body !== 'object' || body === null) return {};
  const { code, message, data } = body as Record<string, unknown>;
  const hint = response.status === 401 ? ' (writes need a logged-in user: pass `auth: basicAuth(user, applicationPassword)` or `cookieNonceAuth(cookie, nonce)`)' : '';
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? `${message}${hint}` : undefined,
    details: typeof data === 'object' && data !== null ? { data } : undefined,
  };
}

/** A client of the events-calendar REST API v1: events, venues, organizers, categories and tags. */
export class CalendarClient {
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
  readonly #http: HttpClient;

  constructor(options: CalendarClientOptions) {
    const http = new HttpClient({
      ...options,
      api: 'calendar',
      prefix: CALENDAR_PREFIX,
      parseError,
      // The server is PHP: `name[]=a&name[]=b` is the one array form every parameter parses (a comma
      // list works only where the plugin splits it itself). Booleans go as 1/0 because some filters
      // cast with PHP truthiness, where the text "false" counts as true.
      queryEncoding: { arrays: 'brackets', booleans: '1-0' },
    });
    this.events = new Events(http);
    this.venues = new Venues(http);
    this.organizers = new Organizers(http);
    this.categories = new Categories(http);
    this.tags = new Tags(http);
    this.#root = new Root(http);
    this.#http = http;
  }

  /** The underlying HTTP client, for operations this SDK does not describe (`request(method, path)`), as in the other packages. */
  get http(): HttpClient {
    return this.#http;
  }

  /** Lists the routes of the calendar namespace. */
  index(query?: RouteIndexQuery, options?: RequestOptions): ApiPromise<RouteIndex> {
    return this.#root.index(query, options);
  }

  /** Fetches the interface description (an OpenAPI document) the server generates. */
  doc(options?: RequestOptions): ApiPromise<ApiDoc> {
    return this.#root.doc(options);
  }
}
