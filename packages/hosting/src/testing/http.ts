import { FakeHttpError, type FakeCall, type FakeDialect, type FakeHandler } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import { errorCodeForStatus } from '../errors.js';
import type { HostingFakeState, Json } from './state.js';

/** A JSON answer in the API's envelope, for answers with their own message, status or extra fields (`page`). */
export function ok(data: unknown, message = 'Success', status = 200, extra: Json = {}): Response {
  return HttpResponse.json({ message, data, errors: null, ...extra } as Json, { status });
}

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

/**
 * How the hosting fake answers, for the core's fake engine and fault injector: operation paths under
 * `/v1`, payloads in `{ message: 'Success', data, errors: null }`, errors as `{ message, data: null, errors: [text] }`
 * (the API has no machine code; the SDK derives one from the status).
 */
export const hostingDialect: FakeDialect = {
  prefix: '/v1',
  ok: (data, status = 200, headers) => HttpResponse.json({ message: 'Success', data, errors: null } as Json, { status, headers }),
  error: (status, _code, message, headers) => HttpResponse.json({ message: STATUS_MESSAGE[status] ?? 'Error', data: null, errors: [message] }, { status, headers }),
};

/** Stops a handler with an error answer in the API's envelope (the core's {@link FakeHttpError}). */
export function reject(status: number, message: string): never {
  throw new FakeHttpError(status, errorCodeForStatus(status), message);
}

/** A page of a list and the paging fields the API adds. */
export function paged(items: readonly unknown[], pageParam: unknown, perPageParam: unknown, defaultPerPage = 20, maxPerPage = 50): { data: unknown[]; page: Json } {
  const perPage = Math.min(Math.max(1, toInt(perPageParam) ?? defaultPerPage), maxPerPage);
  const currentPage = Math.max(1, toInt(pageParam) ?? 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const data = items.slice((currentPage - 1) * perPage, currentPage * perPage);
  return { data, page: { currentPage, nextPage: currentPage < lastPage ? currentPage + 1 : null, lastPage, perPage, totalItems: items.length } };
}

/** An integer from a query or body value, or undefined. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}

/** What a route handler receives. */
export interface RouteContext {
  /** The request as received (its body already read). */
  request: Request;
  /** Path parameters of the operation, decoded. */
  params: Readonly<Record<string, string>>;
  /** Query parameters. */
  query: URLSearchParams;
  /** The parsed JSON body (an empty object when there is none). */
  body: Json;
  /** Scopes of the caller's token. */
  scopes: string[];
}

/**
 * Answers one `/v1` operation of the fake: a `Response` is sent as it is, any other value is the `data`
 * of a success envelope. Stop with an error by {@link reject}.
 */
export type RouteHandler = (context: RouteContext) => unknown;

/** Route handlers by operation id. */
export type RouteTable = Record<string, RouteHandler>;

/**
 * Turns route handlers into handlers of the core's fake engine: each request is recorded, its bearer token
 * checked (401), the scope its operation needs checked (403), and its JSON body parsed (400 when it is not JSON).
 */
export function guardRoutes(options: {
  /** The fake's base URL (recorded paths are relative to it). */
  baseUrl: string;
  /** The fake's current state. */
  state: () => HostingFakeState;
  /** The scopes of a valid token, or why the token is refused. */
  authenticate: (authorization: string | null) => { scopes: string[] } | string;
  /** Scopes beyond a plain token that operations need, by operation id. */
  scopes: Readonly<Record<string, string>>;
  /** Route handlers by operation id. */
  routes: RouteTable;
}): Record<string, FakeHandler> {
  const { baseUrl, state, authenticate, scopes } = options;
  const guard =
    (id: string, handler: RouteHandler): FakeHandler =>
    async ({ request, params, query, operation }: FakeCall) => {
      const text = await request.text();
      recordRequest(state(), baseUrl, request, text);
      const who = authenticate(request.headers.get('authorization'));
      if (typeof who === 'string') reject(401, who);
      const scope = scopes[id];
      if (scope && !who.scopes.includes(scope)) reject(403, `The access token lacks the ${scope} scope required for this operation`);
      let body: Json = {};
      if (text) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          reject(400, 'The request body is not valid JSON');
        }
        body = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
      }
      const result = await handler({ request, params, query, body, scopes: who.scopes });
      // These handlers return the payload; for an operation whose result is the whole body, the engine
      // sends a value as it is, so the envelope is put around it here.
      return operation.payload === 'body' && result !== undefined && !(result instanceof Response) ? hostingDialect.ok(result) : result;
    };
  return Object.fromEntries(Object.entries(options.routes).map(([id, handler]) => [id, guard(id, handler)]));
}

/** Appends a request to the fake's log. */
export function recordRequest(state: HostingFakeState, root: string, request: Request, body: string): void {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  state.requests.push({
    method: request.method,
    path: url.pathname.slice(new URL(root).pathname.replace(/\/+$/, '').length),
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
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
