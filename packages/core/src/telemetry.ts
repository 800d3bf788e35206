// OpenTelemetry traces and metrics of a client, a module of its own (`@typed-api/core/telemetry`): nothing of it
// is in a bundle that does not import it, and the engine is not changed by it. It wraps what a client already
// exposes: its fetch (each attempt, a 429), its calls (`call`, a walk's pages, `follow`, `request`), its auth
// strategy (a token request), and the methods of its namespaces (a wait, a walk), and reads the pacing totals
// the client keeps (`rateLimit.totals()`).
import { context, createContextKey, metrics, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type MeterProvider, type Span, type Tracer, type TracerProvider } from '@opentelemetry/api';
import type { WithResponse } from './api-promise.js';
import type { AuthContext, AuthRequest, AuthStrategy } from './auth.js';
import { HttpClient, sendSplit } from './client.js';
import { RetryBudgetError, TypedApiError } from './errors.js';
import { isLazyPlan } from './lazy-plans.js';
import type { Operation } from './operation.js';
import { Paginated } from './pagination.js';

/** Where a client's spans and metrics go, and whether the trace context goes to the API. */
export interface TelemetryOptions {
  /** The provider of the tracer that makes the spans. Default: the global one, which makes nothing until an OpenTelemetry SDK registers one. */
  tracerProvider?: TracerProvider | undefined;
  /** The provider of the meter that records the metrics. Default: the global one. */
  meterProvider?: MeterProvider | undefined;
  /**
   * Sends the trace context to the API with each attempt (`traceparent`, through the global propagator). Off
   * by default: a header to another party's API is the caller's choice.
   */
  propagate?: boolean | undefined;
}

/** The attribute names of our own, beside OpenTelemetry's HTTP client conventions. */
export const ATTRIBUTES = {
  /** The operation's id, e.g. `actors.start`. */
  operation: 'typed_api.operation.id',
  /** The API the client speaks to (the package's short name). */
  api: 'typed_api.api',
  /** Attempts made after the first. */
  retries: 'typed_api.retries',
  /** Time from the call's start to its first attempt, less the time spent getting credentials: the wait for a pacing token (and the input checks, well under a millisecond). */
  pacingWaitMs: 'typed_api.pacing.wait_ms',
  /** True when the retry budget refused the call a retry. */
  budgetRefused: 'typed_api.retry_budget.refused',
  /** The page's number in its walk, from 1. */
  page: 'typed_api.page.number',
  /** Pages a walk fetched. */
  pages: 'typed_api.walk.pages',
  /** Checks a wait made. */
  polls: 'typed_api.wait.polls',
} as const;

/** What a call keeps while it runs: what its attempts and its credentials add. */
interface CallState {
  /** The operation's id. */
  readonly id: string;
  /** The URL's template, once known (a plan still loading names only its id). */
  template: string;
  readonly span: Span | undefined;
  readonly started: number;
  attempts: number;
  firstAttemptAt: number | undefined;
  credentialsMs: number;
}

/** What a walk or a wait keeps: its span once its first call starts it, and how many calls ran under it. */
interface GroupState {
  readonly name: string;
  readonly kind: 'walk' | 'wait';
  readonly parent: Context;
  readonly started: number;
  span: Span | undefined;
  calls: number;
}

/** Where a call's state sits in the context its attempts and token requests run in. */
const CALL = createContextKey('typed-api call');
/** Where a walk's or a wait's state sits in the context its calls run in. */
const GROUP = createContextKey('typed-api walk or wait');

declare const __TYPED_API_VERSION__: string | undefined;
/** The tracer's and meter's name and version: this package's. */
const SCOPE = ['@typed-api/core', typeof __TYPED_API_VERSION__ === 'string' ? __TYPED_API_VERSION__ : undefined] as const;

/** The instruments of one instrumented client. */
interface Instruments {
  readonly tracer: Tracer;
  readonly propagate: boolean;
  readonly server: Attributes;
  readonly api: string | undefined;
  readonly duration: ReturnType<ReturnType<MeterProvider['getMeter']>['createHistogram']>;
  readonly retries: ReturnType<ReturnType<MeterProvider['getMeter']>['createCounter']>;
  readonly rateLimited: ReturnType<ReturnType<MeterProvider['getMeter']>['createCounter']>;
  readonly refusals: ReturnType<ReturnType<MeterProvider['getMeter']>['createCounter']>;
}

/**
 * Makes a client whose calls are traced and measured with OpenTelemetry: `make`, a client class
 * (`PlatformClient`) or a package's `createClient`, builds it from `options` with their `fetch` wrapped, so
 * that each attempt is seen: `withTelemetry(PlatformClient, { token }, { tracerProvider })`.
 *
 * Each call is a client span named after its operation (`actors.start`), with an attempt span per request it
 * sends; a token request is a span under the call that needed it; a walk's pages are the children of one span
 * for the walk, and a wait's checks the children of one span for the wait. Metrics: the calls' duration,
 * retries, 429 answers, retry-budget refusals, and the pacing's waits and wait time. No secret, query value
 * or body is recorded: a span carries the URL's template (`/actors/{actorId}/runs`), never the URL.
 */
export function withTelemetry<O extends { fetch?: typeof fetch | undefined }, C extends object>(make: (new (options: O) => C) | ((options: O) => C), options: O, telemetry: TelemetryOptions = {}): C {
  const tracer = (telemetry.tracerProvider ?? trace.getTracerProvider()).getTracer(...SCOPE);
  const meter = (telemetry.meterProvider ?? metrics.getMeterProvider()).getMeter(...SCOPE);
  const state: { instruments: Instruments | undefined } = { instruments: undefined };
  const inner = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const given: O = { ...options, fetch: (input: RequestInfo | URL, init?: RequestInit) => attempt(state.instruments, inner, input, init) };
  // A class is made with `new`; a function (`createClient`) is called.
  const client = /^class[\s{]/.test(Function.prototype.toString.call(make)) ? new (make as new (options: O) => C)(given) : (make as (options: O) => C)(given);
  const http = client instanceof HttpClient ? client : (client as { http?: unknown }).http;
  if (!(http instanceof HttpClient)) throw new TypeError('withTelemetry: `make` must return an HttpClient or a client with one as `http` (a client of a typed-api package)');
  const base = new URL(http.baseUrl);
  const api = http.authContext().api;
  const instruments: Instruments = {
    tracer,
    propagate: telemetry.propagate === true,
    server: { 'server.address': base.hostname, ...(base.port === '' ? {} : { 'server.port': Number(base.port) }) },
    api,
    duration: meter.createHistogram('typed_api.call.duration', { description: 'How long calls take, retries and waits included.', unit: 's' }),
    retries: meter.createCounter('typed_api.call.retries', { description: 'Attempts made after the first.' }),
    rateLimited: meter.createCounter('typed_api.http.rate_limited', { description: 'Answers with status 429.' }),
    refusals: meter.createCounter('typed_api.retry_budget.refusals', { description: 'Retries the retry budget refused.' }),
  };
  state.instruments = instruments;
  observePacing(meter, http, api);
  instrumentEngine(http, instruments);
  instrumentAuth(http.auth, instruments);
  if (client !== http) instrumentNamespaces(client, instruments, new WeakSet());
  return client;
}

/** The pacing's totals as metrics, read when they are collected: the calls that waited for a token, and how long in all. */
function observePacing(meter: ReturnType<MeterProvider['getMeter']>, http: HttpClient, api: string | undefined): void {
  const attributes = api === undefined ? {} : { [ATTRIBUTES.api]: api };
  const waits = meter.createObservableCounter('typed_api.pacing.waits', { description: 'Calls that waited for a pacing token.' });
  const waited = meter.createObservableCounter('typed_api.pacing.wait_time', { description: 'Time calls waited for pacing tokens.', unit: 's' });
  meter.addBatchObservableCallback(
    (result) => {
      const totals = http.rateLimit?.totals();
      if (!totals) return;
      result.observe(waits, totals.waited, attributes);
      result.observe(waited, totals.waitedMs / 1000, attributes);
    },
    [waits, waited],
  );
}

/** A call method of the engine, typed loosely for wrapping. */
type Sender = (this: HttpClient, ...args: never[]) => { withResponse(): Promise<WithResponse<unknown>> };

/** Wraps the engine's ways of sending (`call`, a walk's pages, `follow`, `request`) in a call span each. */
function instrumentEngine(http: HttpClient, instruments: Instruments): void {
  const wrap = (key: 'call' | 'follow' | 'request' | typeof sendSplit, operationOf: (args: unknown[]) => Pick<Operation, 'id'> & Partial<Pick<Operation, 'method' | 'path'>>): void => {
    const original = Reflect.get(http, key) as Sender;
    Object.defineProperty(http, key, {
      configurable: true,
      writable: true,
      value: (...args: never[]) => traced(instruments, operationOf(args), () => original.apply(http, args)),
    });
  };
  wrap('call', ([operation]) => operation as Operation);
  wrap(sendSplit, ([operation]) => operation as Operation);
  wrap('follow', ([operation]) => operation as Operation);
  wrap('request', ([method, path]) => ({ id: 'custom', method: method as Operation['method'], path: path as string }));
}

/** The status class of a call's end: `2xx`…`5xx`, or the error's type when it ended without an answer. */
function statusClass(status: number | undefined, error: unknown): string {
  if (status !== undefined) return `${String(Math.floor(status / 100))}xx`;
  return errorType(error);
}

/** An error's type as `error.type` wants it: the SDK's code (`rate-limited`, `timeout`) or the error's class. */
function errorType(error: unknown): string {
  const code = error instanceof TypedApiError ? (error as unknown as { code?: unknown }).code : undefined;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'Error';
}

/** An operation as a call's span names it: its id, and its method and path when the plan is at hand. */
type Named = Pick<Operation, 'id'> & Partial<Pick<Operation, 'method' | 'path'>>;

/** The attributes a call's span starts with: the operation, the server, and the page's number in a walk. */
function callAttributes(instruments: Instruments, operation: Named, group: GroupState | undefined): Attributes {
  const attributes: Attributes = { [ATTRIBUTES.operation]: operation.id, ...instruments.server };
  if (instruments.api !== undefined) attributes[ATTRIBUTES.api] = instruments.api;
  if (!isLazyPlan(operation)) Object.assign(attributes, requestAttributes(operation));
  if (group?.kind === 'walk') attributes[ATTRIBUTES.page] = group.calls;
  return attributes;
}

/** The method and the URL's template of an operation at hand. */
function requestAttributes(operation: Named): Attributes {
  return { ...(operation.method === undefined ? {} : { 'http.request.method': operation.method }), ...(operation.path === undefined ? {} : { 'url.template': operation.path }) };
}

/** Runs one call in a span of its own, under the walk or wait it belongs to, and records its metrics when it ends. */
function traced<R extends { withResponse(): Promise<WithResponse<unknown>> }>(instruments: Instruments, operation: Named, run: () => R): R {
  const active = context.active();
  const outer = active.getValue(CALL) as CallState | undefined;
  // `call` hands its operation, once loaded, to the walk's sender: one call, one span, named in full now.
  if (outer?.id === operation.id && outer.attempts === 0) {
    if (outer.template === '' && !isLazyPlan(operation)) {
      outer.template = operation.path ?? '';
      outer.span?.setAttributes(requestAttributes(operation));
    }
    return run();
  }
  const group = active.getValue(GROUP) as GroupState | undefined;
  if (group) group.calls++;
  const parent = group ? groupContext(instruments, group) : active;
  const span = instruments.tracer.startSpan(operation.id, { kind: SpanKind.CLIENT, attributes: callAttributes(instruments, operation, group) }, parent);
  const call: CallState = { id: operation.id, template: isLazyPlan(operation) ? '' : (operation.path ?? ''), span, started: performance.now(), attempts: 0, firstAttemptAt: undefined, credentialsMs: 0 };
  // The call's context keeps the walk or wait it belongs to: what runs on from it (the next check of a wait) is still in the group.
  const promise = context.with(trace.setSpan(group ? parent.setValue(GROUP, group) : parent, span).setValue(CALL, call), run);
  promise.withResponse().then(
    ({ response }) => {
      end(instruments, span, operation, call, response.status, undefined);
    },
    (error: unknown) => {
      end(instruments, span, operation, call, error instanceof TypedApiError && 'status' in error ? (error as { status: number }).status : undefined, error);
    },
  );
  return promise;
}

/** Ends a call's span with what it came to, and records the call in the metrics. */
function end(instruments: Instruments, span: Span, operation: Pick<Operation, 'id'>, call: CallState, status: number | undefined, error: unknown): void {
  const retries = Math.max(0, call.attempts - 1);
  const refused = error instanceof RetryBudgetError;
  const pacing = call.firstAttemptAt === undefined ? undefined : Math.max(0, call.firstAttemptAt - call.started - call.credentialsMs);
  span.setAttribute(ATTRIBUTES.retries, retries);
  if (pacing !== undefined) span.setAttribute(ATTRIBUTES.pacingWaitMs, Math.round(pacing));
  if (status !== undefined) span.setAttribute('http.response.status_code', status);
  if (refused) span.setAttribute(ATTRIBUTES.budgetRefused, true);
  if (error !== undefined) {
    span.setAttribute('error.type', errorType(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
  const attributes: Attributes = { [ATTRIBUTES.operation]: operation.id, 'http.response.status_class': statusClass(status, error) };
  if (instruments.api !== undefined) attributes[ATTRIBUTES.api] = instruments.api;
  instruments.duration.record((performance.now() - call.started) / 1000, attributes);
  if (retries > 0) instruments.retries.add(retries, { [ATTRIBUTES.operation]: operation.id });
  if (refused) instruments.refusals.add(1, { [ATTRIBUTES.operation]: operation.id });
}

/** A walk's or a wait's span, started with its first call (or at its end, when it made none). */
function groupSpan(instruments: Instruments, group: GroupState): Span {
  group.span ??= instruments.tracer.startSpan(group.name, { kind: SpanKind.INTERNAL, startTime: group.started }, group.parent);
  return group.span;
}

/** The context a walk's or a wait's calls run under: its span's. */
function groupContext(instruments: Instruments, group: GroupState): Context {
  return trace.setSpan(group.parent, groupSpan(instruments, group));
}

/** Sets a header of the fetch options' headers (whatever form they take) for the propagator. */
const setter = {
  set(carrier: Headers, key: string, value: string): void {
    carrier.set(key, value);
  },
};

/** One attempt: a span under its call, with the answer's status; a 429 counted; the trace context sent when asked. */
async function attempt(instruments: Instruments | undefined, fetch: typeof globalThis.fetch, input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
  if (!instruments) return fetch(input, init);
  const active = context.active();
  const call = active.getValue(CALL) as CallState | undefined;
  const method = init?.method ?? 'GET';
  const attributes: Attributes = { 'http.request.method': method, ...instruments.server };
  if (call) {
    call.firstAttemptAt ??= performance.now();
    if (call.attempts > 0) attributes['http.request.resend_count'] = call.attempts;
    call.attempts++;
    if (call.template !== '') attributes['url.template'] = call.template;
  }
  const span = instruments.tracer.startSpan(method, { kind: SpanKind.CLIENT, attributes }, active);
  let sent = init;
  if (instruments.propagate) {
    const headers = new Headers(init?.headers);
    propagation.inject(trace.setSpan(active, span), headers, setter);
    sent = { ...init, headers };
  }
  try {
    const response = await fetch(input, sent);
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 400) {
      span.setAttribute('error.type', String(response.status));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    if (response.status === 429) instruments.rateLimited.add(1, instruments.api === undefined ? {} : { [ATTRIBUTES.api]: instruments.api });
    return response;
  } catch (error) {
    span.setAttribute('error.type', error instanceof Error ? error.name : 'Error');
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** Puts a token request in a span of its own under the call that needed it, and counts its time as the call's credentials time. */
function instrumentAuth(auth: AuthStrategy, instruments: Instruments): void {
  const withSend = (ctx: AuthContext): AuthContext => ({
    ...ctx,
    send: (request: AuthRequest, signal?: AbortSignal) => {
      const active = context.active();
      const call = active.getValue(CALL) as CallState | undefined;
      const started = performance.now();
      const attributes: Attributes = { [ATTRIBUTES.operation]: request.id, 'http.request.method': 'POST', 'url.template': request.url.pathname, ...instruments.server };
      const span = instruments.tracer.startSpan(request.id, { kind: SpanKind.CLIENT, attributes }, active);
      const own: CallState = { id: request.id, template: request.url.pathname, span, started, attempts: 0, firstAttemptAt: undefined, credentialsMs: 0 };
      const sent = context.with(trace.setSpan(active, span).setValue(CALL, own), () => ctx.send(request, signal));
      const done = (error?: unknown): void => {
        if (call) call.credentialsMs += performance.now() - started;
        span.setAttribute(ATTRIBUTES.retries, Math.max(0, own.attempts - 1));
        if (error !== undefined) {
          span.setAttribute('error.type', errorType(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      };
      sent.then(() => { done(); }, done);
      return sent;
    },
  });
  const apply = auth.apply.bind(auth);
  const onUnauthorized = auth.onUnauthorized?.bind(auth);
  try {
    Object.defineProperty(auth, 'apply', { configurable: true, writable: true, value: (request: Parameters<AuthStrategy['apply']>[0], ctx: AuthContext) => apply(request, withSend(ctx)) });
    if (onUnauthorized) Object.defineProperty(auth, 'onUnauthorized', { configurable: true, writable: true, value: (ctx: AuthContext, request: Parameters<NonNullable<AuthStrategy['onUnauthorized']>>[1]) => onUnauthorized(withSend(ctx), request) });
  } catch {
    // A frozen strategy keeps its methods: its token requests are then attempts of the call that needed them.
  }
}

/**
 * Wraps the methods of a client's namespaces (and of the handles they give): a wait runs under one span for
 * it, and a list's walk is instrumented so that its pages run under one span for the walk.
 */
function instrumentNamespaces(target: object, instruments: Instruments, seen: WeakSet<object>): void {
  if (seen.has(target)) return;
  seen.add(target);
  for (const key of Object.keys(target)) {
    const value = (target as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null && !(value instanceof HttpClient) && Object.getPrototypeOf(value) !== Object.prototype) instrumentMethods(value, key, instruments, seen);
  }
}

/** Wraps every method of one namespace or handle object (found on its prototype chain) as an own property. */
function instrumentMethods(target: object, name: string, instruments: Instruments, seen: WeakSet<object>): void {
  if (seen.has(target)) return;
  seen.add(target);
  for (let proto = Object.getPrototypeOf(target) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key === 'constructor' || key.startsWith('#') || Object.prototype.hasOwnProperty.call(target, key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, key);
      if (typeof descriptor?.value !== 'function') continue;
      const method = descriptor.value as (...args: unknown[]) => unknown;
      const label = `${name}.${key}`;
      // A method whose name says it waits (`waitForFinish`, `waitForCompletion`): one span around its checks.
      const wrapped = key.startsWith('waitFor')
        ? (...args: unknown[]) => grouped(instruments, { name: label, kind: 'wait' }, () => method.apply(target, args))
        : (...args: unknown[]) => instrumentResult(method.apply(target, args), label, instruments, seen);
      Object.defineProperty(target, key, { configurable: true, writable: true, value: wrapped });
    }
  }
}

/** A method's result as the caller gets it: a list's walk instrumented, a handle's methods wrapped, anything else as it is. */
function instrumentResult(result: unknown, name: string, instruments: Instruments, seen: WeakSet<object>): unknown {
  if (result instanceof Paginated) return instrumentWalk(result as Paginated<unknown>, name, instruments);
  if (typeof result === 'object' && result !== null && !(result instanceof Promise) && typeof (result as { then?: unknown }).then !== 'function' && Object.getPrototypeOf(result) !== Object.prototype) {
    instrumentMethods(result, name, instruments, seen);
  }
  return result;
}

/** Runs a wait in a group: its calls become the children of one span, ended when the wait settles. */
function grouped(instruments: Instruments, group: Pick<GroupState, 'name' | 'kind'>, run: () => unknown): unknown {
  const state: GroupState = { ...group, parent: context.active(), started: Date.now(), span: undefined, calls: 0 };
  const result = context.with(context.active().setValue(GROUP, state), run);
  if (typeof (result as { then?: unknown } | null)?.then === 'function') {
    (result as PromiseLike<unknown>).then(
      () => { endGroup(instruments, state, undefined); },
      (error: unknown) => { endGroup(instruments, state, error); },
    );
  }
  return result;
}

/** Ends a walk's or a wait's span (made if no call started it), with the calls it made. */
function endGroup(instruments: Instruments, state: GroupState, error: unknown): void {
  const span = groupSpan(instruments, state);
  span.setAttribute(state.kind === 'walk' ? ATTRIBUTES.pages : ATTRIBUTES.polls, state.calls);
  if (error !== undefined) {
    span.setAttribute('error.type', errorType(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * A list whose walks (`pages()`, `for await`, `toArray()`) run under one span each, their pages its children.
 * Its first page alone (`await list`) is a call like any other; `limit()` gives a list instrumented the same.
 */
function instrumentWalk<T>(list: Paginated<T>, name: string, instruments: Instruments): Paginated<T> {
  const pages = list.pages.bind(list);
  const limit = list.limit.bind(list);
  Object.defineProperty(list, 'limit', { configurable: true, writable: true, value: (...args: Parameters<typeof limit>) => instrumentWalk(limit(...args), name, instruments) });
  Object.defineProperty(list, 'pages', {
    configurable: true,
    writable: true,
    value: () => {
      const state: GroupState = { name, kind: 'walk', parent: context.active(), started: Date.now(), span: undefined, calls: 0 };
      const walkContext = context.active().setValue(GROUP, state);
      const iterator = pages();
      let ended = false;
      const settle = <R>(step: () => Promise<IteratorResult<R>>): Promise<IteratorResult<R>> =>
        context.with(walkContext, step).then(
          (result) => {
            if (result.done && !ended) {
              ended = true;
              endGroup(instruments, state, undefined);
            }
            return result;
          },
          (error: unknown) => {
            if (!ended) {
              ended = true;
              endGroup(instruments, state, error);
            }
            throw error;
          },
        );
      const walk = {
        next: () => settle(() => iterator.next()),
        return: (value?: unknown) => settle(() => iterator.return(value as undefined)),
        throw: (error: unknown) => settle(() => iterator.throw(error)),
        [Symbol.asyncIterator]: () => walk,
      };
      return walk as unknown as ReturnType<typeof pages>;
    },
  });
  return list;
}
