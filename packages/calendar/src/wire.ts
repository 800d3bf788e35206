import type { Dialect } from '@typed-api/core';
import type { ParsedError } from '@typed-api/core/internal';

/** The path of the calendar namespace under the site's REST root. */
export const CALENDAR_PREFIX = '/calendar/events/v1';

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

/**
 * How the calendar API speaks: paths under the site's REST root plus `/calendar/events/v1`, bare bodies
 * (lists in their own envelopes), the site's error body `{ code, message, data }`. The server is PHP:
 * `name[]=a&name[]=b` is the one array form every parameter parses, and booleans go as 1/0 because some
 * filters cast with PHP truthiness, where the text "false" counts as true.
 */
export const calendarWire: Dialect = {
  api: 'calendar',
  prefix: CALENDAR_PREFIX,
  parseError,
  queryEncoding: { arrays: 'brackets', booleans: '1-0' },
};
