import type { CallResult, Operation } from '@typed-api/core/internal';
import { numberedWindow, type FakeDialect, type FakeRequest } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import type { PageInfo } from '../responses/common.js';
import { hostingWire } from '../wire.js';

const STATUS_MESSAGE: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The API's success envelope around `data`, with its message: what the body of every success answer is. */
export function envelope<T>(data: T, message = 'Success'): { message: string; data: T; errors: null } {
  return { message, data, errors: null };
}

/**
 * How the hosting fake answers, for the core's fake engine and fault injector: operation paths under
 * `/v1`, payloads in `{ message: 'Success', data, errors: null }`, errors as `{ message, data: null, errors: [text] }`
 * (the API has no machine code; the SDK derives one from the status), and queries read as the client
 * writes them (`name[]=` lists, `true`/`false` flags).
 */
export const hostingDialect: FakeDialect = {
  prefix: '/v1',
  ok: (data, status = 200, headers) => HttpResponse.json(envelope(data), { status, headers: headers ?? {} }),
  error: (status, _code, message, headers) => HttpResponse.json({ message: STATUS_MESSAGE[status] ?? 'Error', data: null, errors: [message] }, { status, headers: headers ?? {} }),
  query: hostingWire.queryEncoding,
};

/**
 * Answers `request` with `value` (checked against its operation's result) in the envelope with a message
 * and status of its own (`Created`, 201): `reply` sets a status but always says `Success`.
 */
export function withMessage<O extends Operation>(_request: FakeRequest<O>, value: CallResult<O>, message: string, status = 200): Response {
  return HttpResponse.json(envelope(value, message), { status });
}

/**
 * A page of a numbered list in the API's envelope, with its `page` block (at most 50 per page). Typed as
 * an object literal (not `HostingList`, an interface) so that it fits the loose envelope schemas.
 */
export function pageOf<T>(
  items: readonly T[],
  inputs: { page?: number | undefined; per_page?: number | undefined },
  defaultPerPage = 20,
): { message: string; data: T[]; errors: null; page: PageInfo } {
  const window = numberedWindow(items, { page: inputs.page, perPage: inputs.per_page, defaultPerPage, maxPerPage: 50 });
  return {
    ...envelope(window.items),
    page: { currentPage: window.page, nextPage: window.page < window.lastPage ? window.page + 1 : null, lastPage: window.lastPage, perPage: window.size, totalItems: window.total },
  };
}

/** A streamed body of `size` ASCII bytes in chunks: `head` first, then `fill` repeated. */
export function chunkedBody(head: string, fill: string, size: number, chunkSize = 16 * 1024): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const length = Math.min(chunkSize, size - sent);
      let text = sent === 0 ? head : '';
      while (text.length < length) text += fill;
      sent += length;
      controller.enqueue(encoder.encode(text.slice(0, length)));
    },
  });
}
