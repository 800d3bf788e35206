import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeDialect } from './engine.js';

/** A failure the fake should answer with instead of its normal response. */
export type Fault =
  /** Answer with this status (e.g. 429, 500, 503), optionally with Retry-After and a body. */
  | { type: 'status'; status: number; retryAfter?: number | string | undefined; body?: unknown; headers?: Record<string, string> }
  /** Drop the connection before any response. */
  | { type: 'reset' }
  /** Send a 200 with the headers and part of a body, then drop the connection. */
  | { type: 'reset-mid-body' }
  /** Send a 200 whose body is not JSON. */
  | { type: 'invalid-json' }
  /** Send a 200 whose JSON is cut short. */
  | { type: 'truncated-json' }
  /** Send a 200 HTML error page, as some proxies do. */
  | { type: 'html' }
  /** Send a 200 with an empty body. */
  | { type: 'empty' }
  /** Hold the request this long, then let the normal handler answer. */
  | { type: 'slow'; delayMs: number };

/** A fault, or a shorthand: a status number, or the name of a fault without options. */
export type FaultSpec = Fault | number | 'reset' | 'reset-mid-body' | 'invalid-json' | 'truncated-json' | 'html' | 'empty';

/** Decides which requests a queued fault applies to. */
export type FaultMatcher = (request: Request) => boolean;

/** Queues failures for the next calls a fake receives. */
export interface FaultInjector {
  /** The MSW handler to put first in a handler list. */
  readonly handler: HttpHandler;
  /** Makes the next `count` matching calls fail with `fault`. Queued faults are used in order. */
  next(count: number, fault: FaultSpec, match?: FaultMatcher): void;
  /** How many queued faults are still waiting. */
  readonly pending: number;
  /** How many faults have been served so far. */
  readonly served: number;
  /** Drops every queued fault. */
  clear(): void;
}

function normalize(spec: FaultSpec): Fault {
  if (typeof spec === 'number') return { type: 'status', status: spec };
  if (typeof spec === 'string') return { type: spec };
  return spec;
}

/** Options of {@link createFaultInjector}. */
export interface FaultInjectorOptions {
  /**
   * The fake's base URL: faults then apply only to requests under it, so that several fakes sharing one
   * server (or one MSW setup) never take each other's faults. Default: every request.
   */
  scope?: string;
  /** The error body of injected status faults, in the fake API's own envelope. Default `{ error: { type, message } }`. */
  errorBody?: (status: number) => unknown;
  /** The fake's dialect: injected status faults answer with its error body (unless `errorBody` or the fault's own body says otherwise). */
  dialect?: FakeDialect;
}

/**
 * Creates a fault injector; add its `handler` in front of a fake's handlers. The handler claims a
 * request only while a matching fault is queued, so unhandled requests still reach MSW's
 * unhandled-request policy (`onUnhandledFrame` in msw 3) instead of passing silently.
 */
export function createFaultInjector(options: FaultInjectorOptions = {}): FaultInjector {
  const queue: { fault: Fault; match: FaultMatcher | undefined }[] = [];
  let served = 0;
  const scope = options.scope?.replace(/\/+$/, '');
  const inScope = (url: string): boolean => scope === undefined || url === scope || url.startsWith(`${scope}/`) || url.startsWith(`${scope}?`);
  const find = (request: Request): number => (inScope(request.url) ? queue.findIndex((q) => !q.match || q.match(request)) : -1);
  const handler = http.all(
    ({ request }) => find(request) !== -1,
    async ({ request }) => {
      const index = find(request);
      const [entry] = index === -1 ? [] : queue.splice(index, 1);
      if (!entry) return undefined;
      served++;
      return answer(entry.fault, options);
    },
  );
  return {
    handler,
    next(count, spec, match) {
      for (let i = 0; i < count; i++) queue.push({ fault: normalize(spec), match });
    },
    get pending() {
      return queue.length;
    },
    get served() {
      return served;
    },
    clear() {
      queue.length = 0;
    },
  };
}

/** The response a fault answers with; undefined lets the normal handler answer (after a slow fault's delay). */
async function answer(fault: Fault, options: FaultInjectorOptions): Promise<Response | undefined> {
  switch (fault.type) {
    case 'status':
      return statusAnswer(fault, options);
    case 'reset':
      return HttpResponse.error();
    case 'reset-mid-body':
      return resetMidBody();
    case 'invalid-json':
      return new HttpResponse('this is {not json', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'truncated-json':
      return new HttpResponse('{"data":{"id":"abc","na', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'html':
      return new HttpResponse('<html><body><h1>Service temporarily unavailable</h1></body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json' } });
    case 'slow':
      await delay(fault.delayMs);
      return undefined;
  }
}

/**
 * The answer of a status fault: the fault's own body, else the injector's `errorBody`, else the dialect's
 * error envelope, else a default `{ error: { type, message } }`; with Retry-After when the fault names one.
 */
function statusAnswer(fault: Extract<Fault, { type: 'status' }>, options: FaultInjectorOptions): Response {
  const headers = new Headers(fault.headers);
  if (fault.retryAfter !== undefined) headers.set('retry-after', String(fault.retryAfter));
  const code = fault.status === 429 ? 'rate-limit-exceeded' : 'internal-server-error';
  const body = fault.body ?? options.errorBody?.(fault.status);
  if (body === undefined && options.dialect) return options.dialect.error(fault.status, code, 'Injected fault', Object.fromEntries(headers));
  return HttpResponse.json((body ?? { error: { type: code, message: 'Injected fault' } }) as Record<string, unknown>, { status: fault.status, headers });
}

/** A 200 whose headers and first bytes of JSON go out before the connection drops. */
function resetMidBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":{"items":['));
      controller.error(new Error('connection reset by fault injection'));
    },
  });
  return new HttpResponse(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}
