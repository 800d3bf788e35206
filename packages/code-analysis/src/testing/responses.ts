import { FakeHttpError, type FakeDialect } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import { providerSettingsBody } from '../schemas/common.js';

/** The class the API names in the `error` field of an error body, by status. */
const ERROR_CLASS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  410: 'Gone',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalServerError',
};

/**
 * How the fake speaks the code-analysis API: every path under `/api/v3`, payloads in `{ data }`, errors
 * as `{ message, innerMessage, actions, error }` (401s also carry `code`). The API names an error by the
 * class of its status, so the engine's machine code is not part of the body. Routes, unknown paths and
 * injected faults all answer through it.
 */
export const codeAnalysisDialect: FakeDialect = {
  prefix: '/api/v3',
  ok: (data, status = 200, headers) => HttpResponse.json({ data } as Record<string, unknown>, { status, headers }),
  error: (status, _code, message, headers) => {
    const error = ERROR_CLASS[status] ?? 'InternalServerError';
    const body: Record<string, unknown> = { message, innerMessage: `${error}: ${message}`, actions: [], error };
    if (status === 401) body.code = 'Unauthorized';
    return HttpResponse.json(body, { status, headers });
  },
};

/** Stops a handler with an error answer of the API: the status's class is the engine's code too. */
export function fail(status: number, message: string): never {
  throw new FakeHttpError(status, ERROR_CLASS[status] ?? 'InternalServerError', message);
}

/** An answer whose JSON is the whole body, outside the `{ data }` envelope (lists, progress, some reads). */
export function body(value: unknown, status = 200): Response {
  return HttpResponse.json(value as Record<string, unknown>, { status });
}

/**
 * Cursor paging as the API does it: `limit` 1 to 100 (default 100), an opaque cursor, and the whole body
 * `{ data, pagination: { cursor, limit, total } }` (plus `extra`). A page holds at most `maxPageSize`
 * items whatever `limit` asks (the fake's `maxPageSize`, 100 by default). Cursors of the `bb` provider
 * imitate git-provider cursors (full of `+`, `/` and `=`) and are only accepted percent-encoded once
 * more, as the API requires.
 */
export function cursorPage(items: readonly unknown[], query: URLSearchParams, provider: string, extra: Record<string, unknown> = {}, maxPageSize = 100): Response {
  const limitText = query.get('limit');
  const asked = limitText === null ? 100 : Number(limitText);
  if (!Number.isInteger(asked) || asked < 1 || asked > 100) fail(400, 'limit must be between 1 and 100');
  const limit = Math.min(asked, maxPageSize);
  const offset = readCursor(query.get('cursor'), provider);
  const slice = items.slice(offset, offset + limit);
  const next = offset + slice.length;
  const pagination: Record<string, unknown> = { limit, total: items.length };
  if (next < items.length) pagination.cursor = makeCursor(next, provider);
  return body({ ...extra, data: slice, pagination });
}

/** The cursor the fake hands out for an offset. */
export function makeCursor(offset: number, provider: string): string {
  return provider === 'bb' ? `++//${btoa(`at=${String(offset)}`)}==` : btoa(`offset:${String(offset)}`);
}

function readCursor(received: string | null, provider: string): number {
  if (received === null || received === '') return 0;
  let raw = received;
  if (provider === 'bb') {
    // The raw cursor must not appear as such: the client has to encode it before sending it back.
    if (/[+/=]/.test(received)) fail(400, 'cursor must be URL-encoded before reuse');
    raw = decodeURIComponent(received);
    const m = /^\+\+\/\/(.+)==$/.exec(raw);
    const inner = m?.[1] ? safeAtob(m[1]) : undefined;
    const offset = inner?.startsWith('at=') ? Number(inner.slice(3)) : NaN;
    if (Number.isInteger(offset) && offset >= 0) return offset;
    fail(400, 'invalid cursor');
  }
  const inner = safeAtob(raw);
  const offset = inner?.startsWith('offset:') ? Number(inner.slice(7)) : NaN;
  if (Number.isInteger(offset) && offset >= 0) return offset;
  fail(400, 'invalid cursor');
}

function safeAtob(text: string): string | undefined {
  try {
    return atob(text);
  } catch {
    return undefined;
  }
}

/**
 * The provider settings a request body changes (of an organization or of one repository): each a boolean,
 * a 400 otherwise; fields the body leaves out are not in the result.
 */
export function providerSettingChanges(request: Record<string, unknown>): Record<string, boolean> {
  const changes: Record<string, boolean> = {};
  for (const name of Object.keys(providerSettingsBody.shape)) {
    const value = request[name];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') fail(400, `${name} must be a boolean`);
    changes[name] = value;
  }
  return changes;
}
