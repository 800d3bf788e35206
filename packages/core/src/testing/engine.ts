import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnySchema, CallResult, Operation } from '../operation.js';
import type { QueryEncoding } from '../query.js';
import type * as z from 'zod/v4/core';
import { FakeHttpError } from './errors.js';
import { contentDecoder, jsonResponse } from './helpers.js';
import { readInputs, type InputProblem } from './inputs.js';

/**
 * How a fake answers in one API's dialect: its path prefix, its success envelope and its error body.
 * Each package names it once for its `/testing` fake; routes, faults and unknown paths all answer
 * through it.
 */
export interface FakeDialect {
  /** The path prefix every operation path sits under (the package dialect's `prefix`). */
  readonly prefix: string;
  /** A success answer: `data` in the API's envelope. */
  ok(data: unknown, status?: number, headers?: Record<string, string>): Response;
  /** An error answer in the API's error body, for a status, a machine code, a message and any details the handler gave. */
  error(status: number, code: string, message: string, headers?: Record<string, string>, details?: Readonly<Record<string, unknown>>): Response;
  /** The method the client meant, for APIs that take a method override (`?method=PUT` on a POST). */
  method?(request: Request, url: URL): string;
  /**
   * The content codings of request bodies the API accepts (`gzip`, `deflate`, `br`), as it documents them:
   * the engine decodes such a body before any handler reads it, and answers a body in another coding with
   * 415 `unsupported-content-encoding` (one it cannot decode with 400 `invalid-request`). Without it,
   * bodies reach the handlers as they came.
   */
  readonly requestEncodings?: readonly string[] | undefined;
  /** How the API writes lists and booleans in a query (the client dialect's `queryEncoding`): the engine reads inputs back the same way. */
  readonly query?: QueryEncoding | undefined;
  /** The API's own error for inputs its schemas refuse; by default a 400 `invalid-request` listing each problem. */
  invalid?(problems: readonly InputProblem[]): FakeHttpError;
}

/** One request as a fake operation handler sees it. */
export interface FakeCall {
  /** The request as received. */
  readonly request: Request;
  /** Its URL, parsed. */
  readonly url: URL;
  /** The method the client meant (after any method override). */
  readonly method: string;
  /** The operation the request was routed to. */
  readonly operation: Operation;
  /** The path parameters of the operation, decoded, as the strings they were on the wire. */
  readonly params: Readonly<Record<string, string>>;
  /** The query parameters as they came. */
  readonly query: URLSearchParams;
  /** The body parsed as JSON (undefined when empty or not JSON); read once, then remembered. */
  readonly json: () => Promise<unknown>;
}

type OutputOf<O, K extends 'params' | 'query' | 'body'> = O extends Readonly<Record<K, infer S extends AnySchema>> ? z.output<S> : never;
/** The inputs object of fields `T` (any fields for an operation described without any: a generic handler's). */
type InputsObject<T> = unknown extends T ? Readonly<Record<string, unknown>> : { [K in keyof T]: T[K] };

/** The path identifiers of operation `O` as its handler gets them: parsed by the operation's `params` schema. */
export type FakePath<O extends Operation> = O extends { readonly params: AnySchema } ? OutputOf<O, 'params'> : Readonly<Record<string, unknown>>;

/**
 * The one inputs object of operation `O` as its handler gets them: the query and the body parsed by the
 * operation's schemas, side by side (the body under `bodyKey` when it has one), and the header inputs.
 * A field the body schema requires is there (a request without it never reaches the handler); every
 * field of an optional body may be missing. A raw body is not read: the handler reads `request`.
 */
export type FakeInputs<O extends Operation> = InputsObject<
  (O extends { readonly query: AnySchema } ? OutputOf<O, 'query'> : unknown) &
    (O extends { readonly bodyType: 'raw' }
      ? unknown
      : O extends { readonly bodyKey: infer K extends string }
        ? undefined extends OutputOf<O, 'body'>
          ? Partial<Record<K, OutputOf<O, 'body'>>>
          : Record<K, OutputOf<O, 'body'>>
        : O extends { readonly body: AnySchema }
          ? undefined extends OutputOf<O, 'body'>
            ? Partial<NonNullable<OutputOf<O, 'body'>>>
            : OutputOf<O, 'body'>
          : unknown) &
    (O extends { readonly inputHeaders: infer H extends Readonly<Record<string, string>> } ? { [K in keyof H]?: string } : unknown)
>;

/** A request routed to operation `O`: the raw call, and its inputs parsed by the operation's schemas. */
export interface FakeRequest<O extends Operation = Operation> extends FakeCall {
  /** The path identifiers, parsed (a numeric id is a number here). */
  readonly path: FakePath<O>;
  /** The query, body and header inputs, parsed: a handler reads them instead of the raw request. */
  readonly inputs: FakeInputs<O>;
  /** An answer carrying `value` (checked against the operation's result type) with a status or headers of its own. */
  // A method's type, checked both ways, so that a request typed by its operation still fits a generic handler.
  readonly reply: {
    /** The answer: `value` in the operation's answer style, with the status (default 200) and headers given. */
    reply(value: CallResult<O>, init?: { status?: number; headers?: Record<string, string> }): Response;
  }['reply'];
}

/** What a handler of operation `O` returns: its result (checked at compile time), or a `Response` sent as it is (a stream, a redirect, a text). */
export type FakeAnswer<O extends Operation> = CallResult<O> | Response;

/**
 * Answers operation `O`. Stop with an error by `fail()`; a value is sent in the dialect's envelope (the
 * whole body for an operation or page style whose `payload` is `body`; the text itself for an operation
 * answered in text), and no value is an empty 204.
 */
export type OperationHandler<O extends Operation> = (request: FakeRequest<O>) => FakeAnswer<O> | Promise<FakeAnswer<O>>;

/**
 * The handlers of the operations of a module of descriptions (`typeof import('../operations/zones.js')`), by
 * operation id, each one typed by its own operation. An operation left out is answered by the fake's
 * `unhandled` (a sample of its response schema: `sampleAnswers`) until its behaviour is written.
 */
export type FakeHandlers<M> = {
  [K in keyof M as M[K] extends { readonly id: infer I extends string; readonly method: string; readonly path: string } ? I : never]?: M[K] extends Operation ? OperationHandler<M[K]> : never;
};

/**
 * Answers one operation, untyped: what the engine calls, and what a table of typed handlers is handed over
 * as. A `Response` is sent as it is, any other value is the payload of a success answer in the dialect's
 * envelope (undefined: `204 No Content`).
 */
// A method's type, so that a handler typed by its own operation (a narrower request) fits in.
export type FakeHandler = {
  /** Answers one routed request. */
  handle(request: FakeRequest): unknown;
}['handle'];

/** What {@link fakeRoutes} builds: one MSW handler for the whole API, and the operations it cannot answer. */
export interface FakeRoutes {
  /** The MSW handler routing every request under the base URL to its operation's handler. */
  readonly handler: HttpHandler;
  /** Ids of the described operations that have no handler (a coverage test wants none). */
  readonly missing: readonly string[];
  /** Ids of handlers given for no described operation: a misspelt id, or one the descriptions dropped (a coverage test wants none). */
  readonly undescribed: readonly string[];
}

interface Route {
  readonly operation: Operation;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly handler: FakeHandler;
  /** Literal characters of the path: more literal routes win over parameter ones (`/runs/last` over `/runs/{id}`). */
  readonly weight: number;
}

/**
 * Routes a fake from the operation descriptions: each operation's method and path (under the dialect's
 * prefix, or at the root for an operation `at: 'root'`) reach the handler registered under the operation's id. Operations sharing a method and path
 * (two descriptions of one endpoint) share the first handler given. Paths no operation describes are a
 * 404 in the dialect; a described path with another method is a 405.
 */
export function fakeRoutes(options: {
  /** The fake's base URL (scheme, host, port). */
  baseUrl: string;
  /** The API's fake dialect. */
  dialect: FakeDialect;
  /** Every operation the package describes. */
  operations: readonly Operation[];
  /** Handlers by operation id (typed ones: see {@link FakeHandlers}). */
  handlers: Readonly<Record<string, FakeHandler | undefined>>;
  /**
   * Answers an operation that has no handler (`sampleAnswers`: a sample of its response schema); without it,
   * such an operation is not routed (a 404, or a 405 beside another method of its path).
   */
  unhandled?: ((operation: Operation) => FakeHandler) | undefined;
  /** Runs before every handler (a credentials check, say): throw a {@link FakeHttpError} to refuse the call. */
  before?: (call: FakeCall) => void | Promise<void>;
  /** Sees every answer of a routed call, success or error, before it is sent (to add headers every answer carries, say). */
  after?: (response: Response, call: FakeCall) => void;
}): FakeRoutes {
  const { dialect, before, after } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  // A fake may be mounted under a path of its host (`http://host/platform`): operations sit below it.
  const mount = new URL(base).pathname.replace(/\/+$/, '');
  const { routes, missing } = compileRoutes(options.operations, options.handlers, options.unhandled, mount, dialect.prefix);

  const handler = http.all(`${base}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const method = dialect.method?.(request, url) ?? request.method;
    const allowed = new Set<string>();
    for (const route of routes) {
      const found = route.pattern.exec(url.pathname);
      if (!found) continue;
      if (route.operation.method !== method) {
        allowed.add(route.operation.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decode(found[i + 1] ?? '');
      });
      const body = dialect.requestEncodings === undefined ? request : await decodedRequest(request, dialect.requestEncodings);
      if (body instanceof FakeHttpError) {
        if (!request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
        return dialect.error(body.status, body.code, body.message);
      }
      const call: FakeCall = { request: body, url, method, operation: route.operation, params, query: url.searchParams, json: once(body) };
      const response = await answer(dialect, route, call, before);
      after?.(response, call);
      return response;
    }
    if (allowed.size > 0) return dialect.error(405, 'method-not-allowed', `${method} is not allowed on ${url.pathname} (allowed: ${[...allowed].join(', ')})`, { allow: [...allowed].join(', ') });
    return dialect.error(404, 'not-found', `No fake operation answers ${method} ${url.pathname}`);
  });
  const described = new Set(options.operations.map((operation) => operation.id));
  return { handler, missing, undescribed: Object.keys(options.handlers).filter((id) => !described.has(id)) };
}

/**
 * The routes of the operations, most literal first, and the ids of those without a handler of their own
 * (answered by `unhandled` when it is given, else not routed). Operations sharing a method and path (two
 * descriptions of one endpoint) share the first handler given.
 */
function compileRoutes(operations: readonly Operation[], handlers: Readonly<Record<string, FakeHandler | undefined>>, unhandled: ((operation: Operation) => FakeHandler) | undefined, mount: string, prefix: string): { routes: Route[]; missing: string[] } {
  const routes: Route[] = [];
  const missing: string[] = [];
  const shared = new Map<string, FakeHandler>();
  for (const operation of operations) {
    const key = `${operation.method} ${operation.path}`;
    const own = handlers[operation.id] ?? shared.get(key);
    if (!own) missing.push(operation.id);
    const handler = own ?? unhandled?.(operation);
    if (!handler) continue;
    if (own) shared.set(key, own);
    const names: string[] = [];
    const source = `${mount}${operation.at === 'root' ? '' : prefix}${operation.path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_all, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    routes.push({ operation, pattern: new RegExp(`^${source}/?$`), names, handler, weight: operation.path.replace(/\{\w+\}/g, '').length });
  }
  routes.sort((a, b) => b.weight - a.weight);
  return { routes, missing };
}

async function answer(dialect: FakeDialect, route: Route, call: FakeCall, before: ((call: FakeCall) => void | Promise<void>) | undefined): Promise<Response> {
  const { operation } = route;
  // A result the client reads from the whole body (the operation's, or its page style's) goes out as it is.
  const whole = operation.payload === 'body' || operation.list?.payload === 'body';
  const send = (value: unknown, status?: number, headers?: Record<string, string>): Response => {
    // No value is an empty body, with the status given (204 by default).
    if (value === undefined) return new HttpResponse(null, { status: status ?? 204, headers: headers ?? {} });
    // The text of an operation answered in text is the body (plain text unless the headers say otherwise).
    if (operation.responseType === 'text' && typeof value === 'string') return new HttpResponse(value, { status: status ?? 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
    return whole ? jsonResponse(value, status, headers) : dialect.ok(value, status, headers);
  };
  try {
    await before?.(call);
    const read = await readInputs(operation, call, dialect.query, dialect.invalid?.bind(dialect));
    const request: FakeRequest = { ...call, path: read.path as FakePath<Operation>, inputs: read.inputs as FakeInputs<Operation>, reply: (value, init) => send(value, init?.status, init?.headers) };
    const result = await route.handler(request);
    return result instanceof Response ? result : send(result);
  } catch (error) {
    if (!(error instanceof FakeHttpError)) throw error;
    // A refused request's body is read to its end first, as a server does: a body left unread while the
    // answer goes out is cut off mid-stream, which some runtimes report as an unhandled rejection.
    if (!call.request.bodyUsed) await call.request.arrayBuffer().catch(() => undefined);
    return dialect.error(error.status, error.code, error.message, undefined, error.details);
  }
}

/**
 * The request with its body decoded from the content coding it names, as a server that accepts the
 * coding does before reading it; the request itself when it names none (or `identity`); or the error to
 * answer with: a coding the API does not accept (or the runtime cannot decode), or a body that is not
 * in the coding it names.
 */
async function decodedRequest(request: Request, accepted: readonly string[]): Promise<Request | FakeHttpError> {
  const coding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (coding === undefined || coding === '' || coding === 'identity' || request.body === null) return request;
  const decoder = accepted.includes(coding) ? contentDecoder(coding) : undefined;
  if (decoder === undefined) return new FakeHttpError(415, 'unsupported-content-encoding', `Content-Encoding "${coding}" is not supported (supported: ${accepted.join(', ')})`);
  let bytes: ArrayBuffer;
  try {
    bytes = await new Response(request.body.pipeThrough(decoder)).arrayBuffer();
  } catch {
    return new FakeHttpError(400, 'invalid-request', `The request body is not valid ${coding} data`);
  }
  const headers = new Headers(request.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal });
}

function once(request: Request): () => Promise<unknown> {
  let parsed: Promise<unknown> | undefined;
  return () =>
    (parsed ??= request.text().then((text) => {
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    }));
}

/** A path value decoded, or as it came when its escapes are malformed (the handler then finds no such resource). */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
