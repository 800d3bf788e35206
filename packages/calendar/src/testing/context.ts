import { http, type HttpHandler } from 'msw';
import { identify, notAllowed, type Caller, type FakeCredentials } from './auth.js';
import type { CalendarFakeState } from './store.js';
import { boolParam, intParam, listParam, wpError } from './wire.js';
import { jsonResponse } from '@typed-api/core/testing';

/** What every route of the fake needs. */
export interface FakeContext {
  state: CalendarFakeState;
  /** The namespace's absolute base, e.g. `https://calendar.test/calendar/events/v1`. */
  root: string;
  credentials: FakeCredentials;
  /** Items per page when the request does not say. */
  perPage: number;
}

/** A request as a route sees it: parsed query, caller, body. */
export interface RouteInput {
  request: Request;
  query: URLSearchParams;
  params: Record<string, string>;
  caller: { user: string } | undefined;
  body: Record<string, unknown>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Methods that change data (the site's "editable" set plus delete). */
export const WRITES: Method[] = ['post', 'put', 'patch'];

/**
 * Registers one route for several methods: records the request, identifies the caller (answering
 * bad credentials at once) and hands a parsed input to `handle`.
 */
export function route(ctx: FakeContext, methods: Method[], path: string, handle: (input: RouteInput) => Response | Promise<Response>): HttpHandler[] {
  return methods.map((method) =>
    http[method](`${ctx.root}${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const body = await readBody(request);
      ctx.state.requests.push({
        method: request.method,
        path: url.pathname.slice(new URL(ctx.root).pathname.length) || '/',
        search: url.search,
        headers: Object.fromEntries(request.headers.entries()),
        body,
      });
      const caller: Caller = identify(request, ctx.credentials);
      if (caller && 'error' in caller) return caller.error;
      const stringParams: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string') stringParams[k] = v;
      return handle({ request, query: url.searchParams, params: stringParams, caller, body: isRecord(body) ? body : {} });
    }),
  );
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

/** The 401 for a write without credentials, or undefined when there is a user. */
export function requireUser(input: RouteInput, code?: string): Response | undefined {
  return input.caller ? undefined : notAllowed(code);
}

/** The page and page size of a list request, or the 400 the site answers for bad ones. */
export function paging(ctx: FakeContext, query: URLSearchParams): { page: number; perPage: number } | Response {
  const page = intParam(query, 'page') ?? 1;
  const perPage = intParam(query, 'per_page') ?? ctx.perPage;
  if (Number.isNaN(page) || page < 1) return wpError('rest_invalid_param', 'Invalid parameter(s): page', 400, { params: { page: 'page must be a positive integer' } });
  if (Number.isNaN(perPage) || perPage < 1) {
    return wpError('rest_invalid_param', 'Invalid parameter(s): per_page', 400, { params: { per_page: 'per_page must be a positive integer' } });
  }
  return { page, perPage: Math.min(perPage, 50) };
}

/**
 * Answers a list with the site's envelope and headers, or the 404 `<kind>-archive-page-not-found`
 * for a page past the end.
 */
export function listResponse(
  ctx: FakeContext,
  request: Request,
  key: string,
  notFoundCode: string,
  items: Record<string, unknown>[],
  page: number,
  perPage: number,
): Response {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > 1 && page > totalPages) return wpError(notFoundCode, 'The requested archive page does not exist', 404);
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

export { boolParam, intParam, listParam, wpError };
