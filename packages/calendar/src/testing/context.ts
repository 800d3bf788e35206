import { jsonResponse, type FakeHandler } from '@typed-api/core/testing';
import { identify, type Caller, type FakeCredentials } from './auth.js';
import { fail, noRoute } from './dialect.js';
import type { CalendarFakeState } from './store.js';
import { intParam, listParam } from './wire.js';

/** What every handler of the fake needs. */
export interface FakeContext {
  /** The fake's data and request log. */
  state: CalendarFakeState;
  /** The namespace's absolute base, e.g. `https://calendar.test/calendar/events/v1`. */
  root: string;
  /** The credentials the fake accepts. */
  credentials: FakeCredentials;
  /** Items per page when the request does not say. */
  perPage: number;
}

/** A request as a calendar handler sees it: parsed query, path parameters, caller, body. */
export interface RouteInput {
  /** The request as received. */
  request: Request;
  /** The query parameters. */
  query: URLSearchParams;
  /** The operation's path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The user behind valid credentials, or undefined for a visitor. */
  caller: Caller;
  /** The body (JSON or form) when it is an object, else empty. */
  body: Record<string, unknown>;
}

/** Answers one calendar operation: a `Response` as it is, any other value as its bare JSON body; errors go through {@link fail}. */
export type RouteHandler = (input: RouteInput) => unknown;

/**
 * Makes an engine handler from a calendar one: records the request, identifies the caller (bad
 * credentials answer at once, even on reads) and hands it the parsed input. Errors carrying extra
 * `data` are written here; the engine writes the others through the dialect.
 */
export function siteHandler(ctx: FakeContext, handle: RouteHandler): FakeHandler {
  return async (call) => {
    // The dialect reads PUT and PATCH as POST; the site takes them on a record's routes only, never on a collection.
    if (call.method !== call.request.method && !call.operation.path.includes('{')) noRoute();
    const { request, url } = call;
    const body = await readBody(request);
    ctx.state.requests.push({
      method: request.method,
      path: url.pathname.slice(new URL(ctx.root).pathname.length) || '/',
      search: url.search,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    const caller = identify(request, ctx.credentials);
    return await handle({ request, query: call.query, params: call.params, caller, body: isRecord(body) ? body : {} });
  };
}

/** Makes engine handlers from a table of calendar ones, keyed by operation id. */
export function siteHandlers(ctx: FakeContext, table: Record<string, RouteHandler>): Record<string, FakeHandler> {
  return Object.fromEntries(Object.entries(table).map(([id, handle]) => [id, siteHandler(ctx, handle)]));
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      if (key.endsWith('[]')) out[key.slice(0, -2)] = form.getAll(key);
      else out[key] = form.get(key);
    }
    return out;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stops a write without credentials with the site's 401 (`code` defaults to `rest_forbidden`). */
export function requireUser(input: RouteInput, code = 'rest_forbidden'): void {
  if (!input.caller) fail(code, 'Sorry, you are not allowed to do that.', 401);
}

/** The page and page size of a list request; bad ones stop with the site's 400. */
export function paging(ctx: FakeContext, query: URLSearchParams): { page: number; perPage: number } {
  const page = intParam(query, 'page') ?? 1;
  const perPage = intParam(query, 'per_page') ?? ctx.perPage;
  if (Number.isNaN(page) || page < 1) fail('rest_invalid_param', 'Invalid parameter(s): page', 400, { params: { page: 'page must be a positive integer' } });
  if (Number.isNaN(perPage) || perPage < 1) {
    fail('rest_invalid_param', 'Invalid parameter(s): per_page', 400, { params: { per_page: 'per_page must be a positive integer' } });
  }
  return { page, perPage: Math.min(perPage, 50) };
}

/**
 * Answers a list with the site's envelope and headers; a page past the end stops with the 404
 * `<kind>-archive-page-not-found`.
 */
export function listResponse(
  request: Request,
  key: string,
  notFoundCode: string,
  items: Record<string, unknown>[],
  page: number,
  perPage: number,
): Response {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > 1 && page > totalPages) fail(notFoundCode, 'The requested archive page does not exist', 404);
  const at = (n: number): string => {
    const url = new URL(request.url);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const envelope: Record<string, unknown> = { [key]: items.slice((page - 1) * perPage, page * perPage), rest_url: at(page) };
  if (page < totalPages) envelope.next_rest_url = at(page + 1);
  if (page > 1) envelope.previous_rest_url = at(page - 1);
  envelope.total = total;
  envelope.total_pages = totalPages;
  return jsonResponse(envelope, 200, { 'X-Calendar-Total': String(total), 'X-Calendar-TotalPages': String(totalPages) });
}

/** Status filter of a list: visitors see published records only; users see all but the trash unless they ask. */
export function statusFilter(input: RouteInput): (status: string) => boolean {
  const asked = listParam(input.query, 'status');
  if (!input.caller) return (s) => s === 'publish';
  if (!asked || asked.includes('any')) return (s) => s !== 'trash';
  return (s) => asked.includes(s);
}

export { boolParam, intParam, listParam } from './wire.js';
export { fail, noRoute } from './dialect.js';
