import { bearerAuth, type Dialect } from '@typed-api/core';
import type { PlatformClientOptions } from './client.js';
import { cursorPages, nextOffset, unwrapData, type PageStyle, type PreparedRequest } from '@typed-api/core/internal';
import { readPagingHeaders } from './internal.js';
import { parsePlatformError } from './errors.js';

/**
 * How the platform API speaks: every path under `/v2`, payloads in a `{ data }` envelope, errors as
 * `{ error: { type, message } }`, arrays as comma lists and booleans as `true`/`false` in queries; the
 * `token` option is sent as a bearer token (without one, requests are anonymous).
 */
export const platformWire: Dialect<PlatformClientOptions> = {
  api: 'platform',
  prefix: '/v2',
  unwrap: unwrapData,
  parseError: parsePlatformError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
  auth: (options) => (options.token ? bearerAuth(options.token) : undefined),
};

/** Sends PUT, DELETE, PATCH and HEAD as POST with the real method in the `method` query parameter. */
export function overrideMethod(request: PreparedRequest): void {
  if (request.method === 'GET' || request.method === 'POST') return;
  request.url.searchParams.set('method', request.method);
  request.method = 'POST';
}

/**
 * Dataset items: the body is the bare array of items, and the paging facts come in headers. The next
 * offset follows the items returned; without a total in the headers, the page fetched is the last.
 */
export const itemPages: PageStyle<''> = {
  items: '',
  payload: 'body',
  param: 'offset',
  first: (query) => query.offset ?? 0,
  fields: (response, marker, items) => {
    const paging = readPagingHeaders(response.headers);
    const offset = paging.offset ?? (typeof marker === 'number' ? marker : 0);
    return { offset, limit: paging.limit ?? items.length, count: paging.count ?? items.length, total: paging.total ?? offset + items.length };
  },
  next: (page) => {
    const { offset, total } = page;
    return typeof offset === 'number' && typeof total === 'number' ? nextOffset({ items: page.items, offset, total }) : undefined;
  },
};

/** The requests of a queue: a cursor list whose next cursor is `nextCursor`. */
export const requestPages = cursorPages({ items: 'items', cursor: (page) => page.nextCursor });
