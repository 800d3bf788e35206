import { HttpResponse } from 'msw';

/** Error classes the fake answers with, by status. */
const ERROR_CLASS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalServerError',
};

/** An error response in the API's envelope: `{ message, innerMessage, actions, error }` (401s also carry `code`). */
export function errorResponse(status: number, message: string, actions: { name: string; url: string }[] = []): Response {
  const error = ERROR_CLASS[status] ?? 'InternalServerError';
  const body: Record<string, unknown> = { message, innerMessage: `${error}: ${message}`, actions, error };
  if (status === 401) body.code = 'Unauthorized';
  return HttpResponse.json(body, { status });
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/** A `{ data }` response. */
export function data(value: unknown, status = 200): Response {
  return HttpResponse.json({ data: value } as Record<string, unknown>, { status });
}

/** An empty response (204 by default). */
export function empty(status = 204): Response {
  return new HttpResponse(null, { status });
}

/** Thrown inside a route to answer with an error envelope. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Cursor paging as the API does it: `limit` 1 to 100 (default 100), an opaque cursor, and
 * `{ data, pagination: { cursor, limit, total } }`. Cursors of the `bb` provider imitate git-provider
 * cursors (full of `+`, `/` and `=`) and are only accepted percent-encoded once more, as the API requires.
 */
export function cursorPage(items: readonly unknown[], url: URL, provider: string, extra: Record<string, unknown> = {}): Response {
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new FakeHttpError(400, 'limit must be between 1 and 100');
  const offset = readCursor(url.searchParams.get('cursor'), provider);
  const slice = items.slice(offset, offset + limit);
  const next = offset + slice.length;
  const pagination: Record<string, unknown> = { limit, total: items.length };
  if (next < items.length) pagination.cursor = makeCursor(next, provider);
  return json({ ...extra, data: slice, pagination });
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
    if (/[+/=]/.test(received)) throw new FakeHttpError(400, 'cursor must be URL-encoded before reuse');
    raw = decodeURIComponent(received);
    const m = /^\+\+\/\/(.+)==$/.exec(raw);
    const inner = m?.[1] ? safeAtob(m[1]) : undefined;
    const offset = inner?.startsWith('at=') ? Number(inner.slice(3)) : NaN;
    if (Number.isInteger(offset) && offset >= 0) return offset;
    throw new FakeHttpError(400, 'invalid cursor');
  }
  const inner = safeAtob(raw);
  const offset = inner?.startsWith('offset:') ? Number(inner.slice(7)) : NaN;
  if (Number.isInteger(offset) && offset >= 0) return offset;
  throw new FakeHttpError(400, 'invalid cursor');
}

function safeAtob(text: string): string | undefined {
  try {
    return atob(text);
  } catch {
    return undefined;
  }
}
