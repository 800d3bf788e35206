import { fail, FakeHttpError, jsonResponse, type FakeDialect } from '@typed-api/core/testing';
import { CALENDAR_PREFIX, calendarWire } from '../wire.js';

/** A site error body `{code, message, data: {status, ...data}}` with its status. */
function siteError(code: string, message: string, status: number, data: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return jsonResponse({ code, message, data: { status, ...data } }, status, headers);
}

const NO_ROUTE = 'No route was found matching the URL and request method.';

/** The site's answer to a path or method no route takes. */
export function noRoute(): never {
  return fail(404, NO_ROUTE, { code: 'rest_no_route' });
}

/** The site's 400 for parameters it refuses, naming each one with what is wrong. */
function invalidParamsError(params: Readonly<Record<string, string>>): FakeHttpError {
  return new FakeHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, { params });
}

/** Stops a write with the site's 400 for fields it refuses, naming each one with what is wrong. */
export function invalidParams(params: Readonly<Record<string, string>>): never {
  throw invalidParamsError(params);
}

/** The site's codes for the engine's and the fault injector's generic ones. */
const GENERIC_CODES: Record<string, (status: number) => string> = {
  'rate-limit-exceeded': () => 'rest_too_many_requests',
  'internal-server-error': (status) => (status >= 500 ? 'internal_server_error' : 'rest_error'),
  'invalid-request': () => 'rest_invalid_param',
  unauthorized: () => 'rest_forbidden',
};

/**
 * The calendar fake's dialect for the core's fake engine and fault injector: paths under
 * `/calendar/events/v1` (the engine puts the path of the site's REST root, the fake's base URL, in
 * front), bare JSON bodies, the site's error body `{ code, message, data: { status } }`, and its query
 * encoding. PUT and PATCH count as POST, as on the site's routes that change a record. Inputs its
 * schemas refuse answer as the site does: a required one left out is `rest_missing_callback_param`,
 * a wrong one `rest_invalid_param` (each named), a path segment off its pattern `rest_no_route`.
 */
export const calendarFakeDialect: FakeDialect = {
  prefix: CALENDAR_PREFIX,
  ok: (data, status = 200, headers) => jsonResponse(data, status, headers),
  error(status, code, message, headers, details) {
    // The engine's unknown path and wrong method: the site has no 405, both are its 404 rest_no_route.
    if (code === 'not-found' || code === 'method-not-allowed') return siteError('rest_no_route', NO_ROUTE, 404);
    return siteError(GENERIC_CODES[code]?.(status) ?? code, message, status, details, headers);
  },
  method: (request) => (request.method === 'PUT' || request.method === 'PATCH' ? 'POST' : request.method),
  query: calendarWire.queryEncoding,
  invalid(problems) {
    // A path segment that does not fit its pattern (`/events/abc`) matches no route on the site.
    if (problems.some((p) => p.path.startsWith('path.'))) return new FakeHttpError(404, 'rest_no_route', NO_ROUTE);
    const name = (path: string): string => path.split('.')[1] ?? path;
    const missing = [...new Set(problems.filter((p) => p.missing && !p.path.includes('.', p.path.indexOf('.') + 1)).map((p) => name(p.path)))];
    if (missing.length > 0) return new FakeHttpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { params: missing });
    const params: Record<string, string> = {};
    for (const problem of problems) params[name(problem.path)] ??= problem.message;
    return invalidParamsError(params);
  },
};
