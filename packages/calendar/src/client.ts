import type { AuthStrategy, ClientOptions } from '@typed-api/core';
import { CalendarResources } from './resources.js';
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

/**
 * A client of the events-calendar REST API v1: events, venues, organizers, categories and tags, one
 * property per namespace, and the namespace's route index and description on the client itself.
 */
export class CalendarClient extends CalendarResources {
  /** Makes a client; only `baseUrl` is required (reads are public). */
  constructor(options: CalendarClientOptions) {
    super(options, calendarWire);
  }
}
