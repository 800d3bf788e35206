import { fail, type CursorCodec, type FakeDialect } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import { codeAnalysisWire } from '../wire.js';

/** The class the API names in the `error` field of an error body, by status. */
const ERROR_CLASS: Readonly<Record<number, string>> = {
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
 * as `{ message, innerMessage, actions, error }` (401s also carry `code`), queries read with the client's
 * own encoding (comma lists, `true`/`false`). The error class comes from the status alone, so handlers
 * stop with core `fail(status, message)`; routes, unknown paths and injected faults all answer through it.
 */
export const codeAnalysisDialect: FakeDialect = {
  prefix: '/api/v3',
  query: codeAnalysisWire.queryEncoding,
  ok: (data, status = 200, headers) => HttpResponse.json({ data } as Record<string, unknown>, { status, headers: headers ?? {} }),
  error: (status, _code, message, headers) => {
    const error = ERROR_CLASS[status] ?? 'InternalServerError';
    const body: Record<string, unknown> = { message, innerMessage: `${error}: ${message}`, actions: [], error };
    if (status === 401) body.code = 'Unauthorized';
    return HttpResponse.json(body, { status, headers: headers ?? {} });
  },
};

/** `atob` that answers undefined for text that is not base64. */
function fromBase64(text: string): string | undefined {
  try {
    return atob(text);
  } catch {
    return undefined;
  }
}

/** The offset written after `prefix` in a decoded cursor, or a 400 for anything else. */
function offsetAfter(prefix: string, text: string | undefined): number {
  const offset = text?.startsWith(prefix) ? Number(text.slice(prefix.length)) : Number.NaN;
  if (Number.isInteger(offset) && offset >= 0) return offset;
  return fail(400, 'invalid cursor');
}

/** The cursors of most providers: the offset in base64. */
const plainCursor: CursorCodec = {
  encode: (offset) => btoa(`offset:${String(offset)}`),
  decode: (cursor) => offsetAfter('offset:', fromBase64(cursor)),
};

/**
 * The cursors of the `bb` provider, which imitate git-provider cursors (full of `+`, `/` and `=`) and are
 * only accepted percent-encoded once more, as the API requires.
 */
const bitbucketCursor: CursorCodec = {
  encode: (offset) => `++//${btoa(`at=${String(offset)}`)}==`,
  decode(cursor) {
    // The raw cursor must not come back as such: the client has to encode it before sending it.
    if (/[+/=]/.test(cursor)) fail(400, 'cursor must be URL-encoded before reuse');
    let raw = cursor;
    try {
      raw = decodeURIComponent(cursor);
    } catch {
      // a malformed escape is refused below
    }
    const inner = /^\+\+\/\/(.+)==$/.exec(raw)?.[1];
    return offsetAfter('at=', inner === undefined ? undefined : fromBase64(inner));
  },
};

/** How the cursors of a provider's lists are written and read. */
export function cursorCodec(provider: string): CursorCodec {
  return provider === 'bb' ? bitbucketCursor : plainCursor;
}

/** The cursor the fake hands out for the page of a `provider`'s list that starts at `offset` (for tests that build one). */
export function makeCursor(offset: number, provider: string): string {
  return cursorCodec(provider).encode(offset);
}
