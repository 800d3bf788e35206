import { FakeHttpError, jsonResponse, type FakeDialect } from '@typed-api/core/testing';
import { CALENDAR_PREFIX } from '../wire.js';

/** A site error body `{code, message, data: {status, ...data}}` with its status. */
export function siteError(code: string, message: string, status: number, data: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return jsonResponse({ code, message, data: { status, ...data } }, status, headers);
}

/** Stops a handler with the site's error body (`data` joins `status` in the body's `data`): the one way the calendar fake answers an error. */
export function fail(code: string, message: string, status: number, data?: Record<string, unknown>): never {
  throw new FakeHttpError(status, code, message, data);
}

const NO_ROUTE = 'No route was found matching the URL and request method.';

/** The site's answer to a path or method no route takes. */
export function noRoute(): never {
  return fail('rest_no_route', NO_ROUTE, 404);
}

/** The site's codes for the fault injector's generic ones. */
const FAULT_CODES: Record<string, (status: number) => string> = {
  'rate-limit-exceeded': () => 'rest_too_many_requests',
  'internal-server-error': (status) => (status >= 500 ? 'internal_server_error' : 'rest_error'),
};

/**
 * The calendar fake's dialect for the core's fake engine and fault injector: paths under
 * `/calendar/events/v1` (the engine puts the path of the site's REST root, the fake's base URL, in
 * front), bare JSON bodies, and the site's error body `{ code, message, data: { status } }`. PUT and
 * PATCH count as POST, as on the site's routes that change a record.
 */
export const calendarFakeDialect: FakeDialect = {
  prefix: CALENDAR_PREFIX,
  ok: (data, status = 200, headers) => jsonResponse(data, status, headers),
  error(status, code, message, headers, details) {
    // The engine's unknown path and wrong method: the site has no 405, both are its 404 rest_no_route.
    if (code === 'not-found' || code === 'method-not-allowed') return siteError('rest_no_route', NO_ROUTE, 404);
    return siteError(FAULT_CODES[code]?.(status) ?? code, message, status, details, headers);
  },
  method: (request) => (request.method === 'PUT' || request.method === 'PATCH' ? 'POST' : request.method),
};
