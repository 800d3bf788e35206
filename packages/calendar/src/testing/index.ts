import { createFake, type Fake } from '@typed-api/core/testing';
import { namespacePlans } from './plans.js';
import { CALENDAR_PREFIX } from '../wire.js';
import type { FakeContext, FakeCredentials } from './site.js';
import { calendarFakeDialect } from './dialect.js';
import { createRoutes } from './routes.js';
import { CalendarFakeState } from './store.js';

/** Options of {@link createCalendarFake}. */
export interface CalendarFakeOptions {
  /** The site's REST root the fake answers under (it may carry a path). Default `https://calendar.test`. */
  baseUrl?: string | undefined;
  /** The user name accepted with the application password. Default `editor`. */
  username?: string | undefined;
  /** The application password accepted over HTTP Basic. Default `abcd efgh ijkl mnop qrst uvwx`. */
  applicationPassword?: string | undefined;
  /** The session nonce accepted in `X-WP-Nonce`. Default `fake-nonce`. */
  nonce?: string | undefined;
  /** The fake's clock: the default `start_date` of event lists is the start of its day. Default: the real time. */
  now?: (() => Date) | undefined;
  /** Items per page when a list request does not say. Default 10. */
  perPage?: number | undefined;
}

/**
 * A stateful fake of the calendar API: the common fake surface of the core (handlers for every operation
 * of the namespace, `baseUrl` as the site's REST root, `state` with the data and the request log, `faults`,
 * `reset`, `close`), plus the credentials it accepts. `reset()` forgets all data and requests.
 */
export interface CalendarFake extends Fake<CalendarFakeState> {
  /** The credentials the fake accepts. */
  readonly credentials: FakeCredentials;
}

/**
 * Creates a fake calendar site: events filtered by dates, text, terms, venue, organizer, featured and
 * status; paged envelopes with their headers; slugs; trash on delete; 401 for writes without
 * credentials; the site's error bodies.
 */
export function createCalendarFake(options: CalendarFakeOptions = {}): CalendarFake {
  const credentials: FakeCredentials = {
    username: options.username ?? 'editor',
    applicationPassword: options.applicationPassword ?? 'abcd efgh ijkl mnop qrst uvwx',
    nonce: options.nonce ?? 'fake-nonce',
  };
  const state = new CalendarFakeState(options.now ?? ((): Date => new Date()));
  // Injected status faults answer in the site's own error body, as a real server would.
  return createFake(
    {
      baseUrl: options.baseUrl ?? 'https://calendar.test',
      dialect: calendarFakeDialect,
      routes: (baseUrl) => {
        const ctx: FakeContext = { state, root: `${baseUrl}${CALENDAR_PREFIX}`, credentials, perPage: options.perPage ?? 10 };
        return [createRoutes(ctx, baseUrl).handler];
      },
      state: () => state,
      plans: namespacePlans,
      reset: () => {
        state.clear();
      },
    },
    { credentials },
  );
}

export { CalendarFakeState, type RecordedRequest, type StoredEvent } from './store.js';
export type { FakeCredentials } from './site.js';
