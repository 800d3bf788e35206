import { http, HttpResponse, type HttpHandler } from 'msw';
import type { HostingFakeState, Json } from './state.js';

/** A JSON answer in the API's envelope. */
export function ok(data: unknown, message = 'Success', status = 200, extra: Json = {}): Response {
  return HttpResponse.json({ message, data, errors: null, ...extra } as Json, { status });
}

const STATUS_MESSAGE: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
};

/** An error answer in the API's envelope: `{ message, data: null, errors: [...] }`. */
export function fail(status: number, ...errors: string[]): Response {
  return HttpResponse.json({ message: STATUS_MESSAGE[status] ?? 'Error', data: null, errors }, { status });
}

/** Thrown inside a handler to answer with an error envelope. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors.join('; '));
  }
}

/** Stops a handler with an error answer. */
export function reject(status: number, ...errors: string[]): never {
  throw new FakeHttpError(status, errors);
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
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (an empty object when there is none). */
  body: Json;
  /** Scopes of the caller's token. */
  scopes: string[];
}

/** Options of a route. */
export interface RouteOptions {
  /** A scope the token must hold (answered with 403 otherwise). */
  scope?: string;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/** Builds MSW handlers for `/v1` routes of one fake: records requests, checks the bearer token and scopes, parses bodies. */
export function createRouter(
  baseUrl: string,
  state: () => HostingFakeState,
  authenticate: (authorization: string | null) => { scopes: string[] } | string,
) {
  const root = baseUrl.replace(/\/+$/, '');
  const handlers: HttpHandler[] = [];

  const add = (method: Method, path: string, handler: RouteHandler, options: RouteOptions = {}): void => {
    handlers.push(
      http[method](`${root}/v1${path}`, async ({ request, params }) => {
        const text = await request.text();
        recordRequest(state(), root, request, text);
        const who = authenticate(request.headers.get('authorization'));
        if (typeof who === 'string') return fail(401, who);
        if (options.scope && !who.scopes.includes(options.scope)) {
          return fail(403, `The access token lacks the ${options.scope} scope required for this operation`);
        }
        let body: Json = {};
        if (text) {
          try {
            const parsed = JSON.parse(text) as unknown;
            body = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
          } catch {
            return fail(400, 'The request body is not valid JSON');
          }
        }
        const decoded: Record<string, string> = {};
        for (const [key, value] of Object.entries(params)) if (typeof value === 'string') decoded[key] = safeDecode(value);
        try {
          return await handler({ request, params: decoded, query: new URL(request.url).searchParams, body, scopes: who.scopes });
        } catch (error) {
          if (error instanceof FakeHttpError) return fail(error.status, ...error.errors);
          throw error;
        }
      }),
    );
  };

  return {
    handlers,
    get: (path: string, handler: RouteHandler, options?: RouteOptions) => { add('get', path, handler, options); },
    post: (path: string, handler: RouteHandler, options?: RouteOptions) => { add('post', path, handler, options); },
    put: (path: string, handler: RouteHandler, options?: RouteOptions) => { add('put', path, handler, options); },
    delete: (path: string, handler: RouteHandler, options?: RouteOptions) => { add('delete', path, handler, options); },
  };
}

/** The router type, for route modules. */
export type Router = ReturnType<typeof createRouter>;

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

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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
