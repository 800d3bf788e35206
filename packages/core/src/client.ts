import { safeParse } from 'zod/v4/core';
import { ApiPromise, type WithResponse } from './api-promise.js';
import { noAuth, type AuthContext, type AuthRequest, type AuthStrategy } from './auth.js';
import { anySignal, AttemptSignal, Deadline, emptyStream } from './attempt.js';
import { compressionThreshold, decodedLength, discard, gzipJson, readCapped } from './body.js';
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  MAX_REDIRECTS,
  type HttpClientConfig,
  type PreparedRequest,
  type RequestOptions,
} from './config.js';
import { createApiError, ResponseValidationError, RetryBudgetError, SizeLimitError, TypedApiError, ValidationError, toValidationIssues, type ValidationIssue } from './errors.js';
import { buildRequest, type RawArgs } from './input.js';
import { apiErrorFrom } from './response.js';
import { levelledLogger, type LevelledLogger } from './logger.js';
import { isIdempotent, responseSchema, type AnySchema, type CallArgs, type CallResult, type InputArgs, type HttpMethod, type Operation } from './operation.js';
import { checkClientOptions, checkRequestOptions } from './options.js';
import { untilAborted } from './polling.js';
import { RateLimiter, resourceOf, type RateLimitView } from './rate-limit.js';
import { Redactor } from './redact.js';
import { RetryBudget } from './retry-budget.js';
import { DEFAULT_MAX_RETRY_AFTER_MS, isRetryableStatus, parseRetryAfter, retryDelay } from './retry.js';
import { abortReason, sleep } from './sleep.js';
import { resolveUrl } from './url.js';
import { detectRuntime, userAgent } from './user-agent.js';

/**
 * The shared HTTP engine of every SDK client: builds requests from operations, authenticates,
 * retries, times out, parses, unwraps, validates and raises typed errors.
 */
export class HttpClient {
  readonly #config: HttpClientConfig;
  readonly #auth: AuthStrategy;
  readonly #logger: LevelledLogger;
  readonly #redactor: Redactor;
  readonly #fetch: typeof fetch;
  /** Paces calls per resource and client-wide; undefined when off (or when the API publishes no rates and the caller set none). */
  readonly #limiter: RateLimiter | undefined;
  /** The path every operation path sits under, for naming the resource a call is paced by. */
  readonly #basePath: string;
  readonly #budget: RetryBudget | undefined;
  /** JSON bodies of at least this many bytes are sent gzip-compressed; undefined when compression is off. */
  readonly #compressFrom: number | undefined;

  constructor(config: HttpClientConfig) {
    checkClientOptions(config as unknown as Record<string, unknown>);
    checkBaseUrlPrefix(config.baseUrl, config.prefix);
    const runtime = detectRuntime(globalThis);
    this.#compressFrom = compressionThreshold(config, runtime);
    // The package, its version and the runtime, sent before the caller's headers (a `User-Agent` there wins).
    const agent = userAgent(config.sdk, config.appName, runtime);
    this.#config = agent === undefined ? config : { ...config, headers: { 'user-agent': agent, ...config.headers } };
    this.#auth = config.auth ?? noAuth();
    // Every secret the strategy holds is known before the first request, and asked for again before
    // each use (a token fetched a moment ago included).
    const auth = this.#auth;
    this.#redactor = new Redactor(() => auth.secrets());
    this.#redactor.add(...auth.secrets());
    this.#logger = levelledLogger(config.logger, config.logLevel ?? 'warn');
    this.#fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const rates = config.rates;
    const pacing = config.rateLimit;
    this.#limiter =
      pacing === false || (rates === undefined && pacing === undefined)
        ? undefined
        : new RateLimiter(rates ?? {}, pacing);
    // The path every call's URL starts with, joined as the calls' URLs are (pacing names resources below it).
    this.#basePath = resolveUrl(config.baseUrl, config.prefix ?? '').pathname.replace(/\/$/, '');
    this.#budget = config.retryBudget === false ? undefined : new RetryBudget(config.retryBudget);
  }

  /**
   * The client-side pacing: per resource, the limit in force, tokens left, calls that waited and for how
   * long (undefined when pacing is off).
   */
  get rateLimit(): RateLimitView | undefined {
    return this.#limiter;
  }

  /** The base URL this client sends to. */
  get baseUrl(): string {
    return this.#config.baseUrl;
  }

  /** The auth strategy in use. */
  get auth(): AuthStrategy {
    return this.#auth;
  }

  /** Context for auth strategies that make their own calls (OAuth token and revoke requests). */
  authContext(signal?: AbortSignal): AuthContext {
    return {
      baseUrl: this.#config.baseUrl,
      api: this.#config.api,
      fetch: this.#fetch,
      signal: anySignal([this.#config.signal, signal]),
      send: this.#send,
    };
  }

  readonly #send: AuthContext['send'] = (request, signal) => this.#sendCredentials(request, signal);

  /** Removes known secrets, and credentials in quoted URLs, from a text (for packages that build their own messages). */
  redact(text: string): string {
    return this.#redactor.text(text).replace(/https?:\/\/[^\s"'<>]+/g, (url) => this.#redactor.url(url));
  }

  /**
   * Sends a request that carries credentials in its body (an OAuth token or revoke request) through the
   * same path as every call: per-attempt timeout, the client's signal, retries of rate limits and server
   * failures, redaction and logging. It never follows a redirect: a 3xx is an {@link ApiError} with code
   * `redirect-refused`, and the credentials are not sent anywhere else.
   */
  #sendCredentials(request: AuthRequest, signal: AbortSignal | undefined): Promise<unknown> {
    const operation: Operation = {
      id: request.id,
      method: 'POST',
      // Stryker disable next-line StringLiteral: the request goes to its absolute URL; the path is never read
      path: '',
      bodyType: 'form',
      responseType: request.expect,
      payload: 'body',
      idempotent: true,
    };
    const options: RequestOptions = { maxRetries: request.maxRetries, signal };
    return this.#execute(operation, { body: request.form }, options, { url: request.url, skipAuth: true, refuseRedirects: true }).then((r) => r.data);
  }

  /**
   * Calls an operation: validates the arguments, sends, retries as allowed, and returns the typed result.
   * The arguments are the query, body and headers apart, or the caller's one object of inputs (`input`).
   */
  call<O extends Operation>(operation: O, args: CallArgs<O> | InputArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
    return new ApiPromise(this.#execute(operation, args, options) as Promise<WithResponse<CallResult<O>>>, operation.id);
  }

  /** Sends a request for an operation the SDK does not describe. The path is relative to the package prefix. */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    args: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
    options?: RequestOptions,
  ): ApiPromise<T> {
    const operation: Operation = { id: 'custom', method, path };
    return new ApiPromise(this.#execute(operation, args, options) as Promise<WithResponse<T>>);
  }

  /**
   * Fetches a URL the API itself handed out (a `next` link of a list), with the operation's parsing
   * and this client's auth and retries. Links to another origin are refused, so that credentials
   * never travel to a host the user did not choose.
   */
  follow<O extends Operation>(operation: O, url: string, options?: RequestOptions): ApiPromise<CallResult<O>> {
    const target = resolveUrl(this.#config.baseUrl, url);
    if (target.origin !== new URL(this.#config.baseUrl).origin) {
      const error = new ValidationError(`Refusing to follow ${operation.id} link`, [
        { path: ['url'], code: 'invalid_origin', message: `${this.#redactor.url(target)} is not on ${new URL(this.#config.baseUrl).origin}` },
      ]);
      return new ApiPromise(Promise.reject(error));
    }
    return new ApiPromise(this.#execute(operation, {}, options, { url: target }) as Promise<WithResponse<CallResult<O>>>, operation.id);
  }

  async #execute(op: Operation, args: RawArgs, options: RequestOptions | undefined, special: Special = {}): Promise<WithResponse<unknown>> {
    checkRequestOptions(options);
    const built = buildRequest(op, args, options, this.#config, special.url);
    const { url, headers: baseHeaders } = built;
    let payload = built.payload;
    // Compressed once, before the first attempt, so that every retry resends the same bytes. (A UTF-8 body
    // has at most three bytes per UTF-16 unit: a short one is passed over without a wait.)
    const compressFrom = this.#compressFrom;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only; gzipJson measures the bytes itself, and a JSON body never has three bytes for every character
    if (compressFrom !== undefined && typeof payload === 'string' && payload.length * 3 >= compressFrom) payload = await gzipJson(payload, baseHeaders, compressFrom);
    const maxRetries = options?.maxRetries ?? this.#config.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeoutMs = options?.timeoutMs ?? op.timeoutMs ?? this.#config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxRetryAfterMs = this.#config.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    const deadline = Deadline.start(options?.totalTimeoutMs ?? this.#config.totalTimeoutMs, op.id);
    // Stryker disable next-line ConditionalExpression: a shortcut only; a signal following the client's signal alone behaves as that signal
    const userSignal = options?.signal === undefined && deadline === undefined ? this.#config.signal : anySignal([this.#config.signal, options?.signal, deadline?.signal]);
    const idempotent = isIdempotent(op);
    const replayable = !(payload instanceof ReadableStream);
    let retry = 0;
    let refreshedAuth = false;
    const limiter = this.#limiter;
    // Stryker disable next-line ConditionalExpression,StringLiteral: the resource is only read by the limiter
    const resource = limiter === undefined ? '' : resourceOf(url.pathname, this.#basePath);
    const budget = this.#budget;
    budget?.call();
    const onProgress = options?.onProgress;
    const began = Date.now();
    let attempts = 0;
    const report = (status: string): void => {
      onProgress?.({ status, attempts, elapsedMs: Date.now() - began });
    };

    try {
      for (;;) {
        if (userSignal?.aborted) throw abortReason(userSignal);
        if (limiter) {
          // Waiting for a token is not part of the attempt: its clock starts after.
          const turn = limiter.acquire(resource, op.ratePerSecond, userSignal);
          // Stryker disable next-line ConditionalExpression: awaiting no turn only takes a microtask
          if (turn) await turn;
        }
        // Auth and `prepare` only ever set values, so the first attempt may use the built URL and headers;
        // a retry starts from copies of them.
        // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BooleanLiteral: auth and prepare only set values, so a copy and the original send the same
        const prepared: PreparedRequest = retry === 0 && !refreshedAuth ? { method: op.method, url, headers: baseHeaders } : { method: op.method, url: new URL(url), headers: new Headers(baseHeaders) };
        // The redacted description of the request is only built when something will show it.
        let described: string | undefined;
        const where = (): string => (described ??= `${prepared.method} ${this.#redactUrl(prepared.url)}`);
        // The attempt's clock starts before credentials are fetched: a token endpoint that hangs is
        // bounded by the same limit as the call it serves.
        const attempt = new AttemptSignal(timeoutMs, userSignal, where);
        let outcome: Outcome | undefined;
        const started = Date.now();
        try {
          if (!special.skipAuth) {
            // Most strategies set a header at once; only a pending one (a token on its way) is awaited.
            const applied = this.#auth.apply(prepared, { baseUrl: this.#config.baseUrl, api: this.#config.api, fetch: this.#fetch, signal: attempt.signal, send: this.#send });
            if (applied) await untilAborted(applied, attempt.signal);
          }
          this.#config.prepare?.(prepared);
          attempts++;
          report('sending');
          // Stryker disable next-line ConditionalExpression: a shortcut only; the levelled logger drops debug lines below its level
          if (this.#logger.enabled('debug')) this.#logger.debug(`→ ${where()}${retry ? ` (retry ${String(retry)})` : ''}`);
          outcome = await this.#attempt(op, prepared, payload, attempt, special.refuseRedirects === true);
        } catch (error) {
          limiter?.settle(resource, op.ratePerSecond, undefined, null);
          throw attempt.failure(error, 'request failed', (text) => this.redact(text));
        } finally {
          // A stream that came is read after this returns: stop the attempt timer, but let the caller's signal
          // still cancel it. Any other attempt is done with.
          if (op.responseType === 'stream' && outcome?.kind === 'ok') attempt.stopTimer();
          else attempt.dispose();
        }
        const canRetry = retry < maxRetries && replayable;
        if (limiter) {
          // Stryker disable next-line ConditionalExpression: the other outcomes carry no response
          const answer = outcome.kind === 'ok' || outcome.kind === 'status' ? outcome.response : undefined;
          limiter.settle(resource, op.ratePerSecond, answer?.status, answer ? answer.headers.get('x-ratelimit-limit') : null);
        }

        if (outcome.kind === 'ok') {
          // Stryker disable next-line ConditionalExpression: a shortcut only; the levelled logger drops debug lines below its level
          if (this.#logger.enabled('debug')) this.#logger.debug(`← ${String(outcome.response.status)} ${where()} ${String(Date.now() - started)}ms`);
          const data = this.#unwrap(op, outcome.body);
          if (onProgress) {
            if (data instanceof ReadableStream) return { data: counted(data as ReadableStream<Uint8Array>, decodedLength(outcome.response), (done, total) => { onProgress({ status: done === undefined ? 'done' : 'receiving', attempts, elapsedMs: Date.now() - began, bytes: { done: done ?? total ?? 0, total } }); }), response: outcome.response };
            report('done');
          }
          // Response schemas are only loaded when responses are validated.
          if (!this.#config.validateResponses || !op.response) return { data, response: outcome.response };
          return { data: this.#validate(op, data, await this.#schemaOf(op), where), response: outcome.response };
        }
        if (outcome.kind === 'status') {
          const { response } = outcome;
          if (response.status === 401 && !refreshedAuth && !special.skipAuth && this.#auth.onUnauthorized) {
            refreshedAuth = true;
            discard(response);
            if (await this.#auth.onUnauthorized(this.authContext(options?.signal), prepared)) {
              this.#logger.info(`401 on ${where()}: credentials refreshed, sending once more`);
              continue;
            }
          }
          const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
          const retryable = response.status === 429 || (idempotent && isRetryableStatus(response.status));
          if (retryable && canRetry && (retryAfterMs === undefined || retryAfterMs <= maxRetryAfterMs)) {
            if (budget && !budget.tryRetry()) {
              const error = await apiErrorFrom(response, prepared, { parseError: this.#config.parseError, api: this.#config.api, redactor: this.#redactor, retryAfterMs, maxRetryAfterMs: undefined });
              throw new RetryBudgetError(where(), budgetState(budget), error);
            }
            const delay = retryDelay(retry, retryAfterMs, this.#config.random);
            discard(response);
            this.#logger.warn(`${String(response.status)} on ${where()}: retrying in ${String(delay)}ms (${String(retry + 1)}/${String(maxRetries)})`);
            report('retrying');
            await sleep(delay, userSignal);
            retry++;
            continue;
          }
          // Only a Retry-After beyond maxRetryAfterMs stops a retry that is otherwise allowed.
          const tooLong = retryable && canRetry;
          const failure = await apiErrorFrom(response, prepared, { parseError: this.#config.parseError, api: this.#config.api, redactor: this.#redactor, retryAfterMs, maxRetryAfterMs: tooLong ? maxRetryAfterMs : undefined });
          if (response.status === 401 && this.#auth.kind === 'none') {
            // The most common first-call mistake: the credential option was left out (or misspelled).
            failure.message += '; the client sent no credentials: give it the API key or token option its README names (or `auth`)';
          }
          throw failure;
        }
        // A failure without a usable response: network error, timeout, or a body that is not what it claims.
        if (outcome.kind === 'fatal' || (outcome.error instanceof TypedApiError && outcome.error.name === 'AbortError')) throw outcome.error;
        if (idempotent && canRetry) {
          if (budget && !budget.tryRetry()) throw new RetryBudgetError(where(), budgetState(budget), outcome.error);
          const delay = retryDelay(retry, undefined, this.#config.random);
          this.#logger.warn(`${outcome.error.message}: retrying in ${String(delay)}ms (${String(retry + 1)}/${String(maxRetries)})`);
          report('retrying');
          await sleep(delay, userSignal);
          retry++;
          continue;
        }
        throw outcome.error;
      }
    } catch (error) {
      // Every error a call ends with says which attempt failed (a retried call may fail on its fifth).
      if (error instanceof TypedApiError && error.attempt === undefined && attempts > 0) error.attempt = attempts;
      throw error;
    } finally {
      deadline?.dispose();
    }
  }

  async #attempt(op: Operation, request: PreparedRequest, payload: BodyInit | undefined, attempt: AttemptSignal, refuseRedirects: boolean): Promise<Outcome> {
    let response: Response;
    let url = request.url;
    let method = request.method;
    let headers = request.headers;
    let body = payload;
    // Redirects are followed here, not by fetch: fetch strips only `Authorization` when a redirect
    // leaves the origin, and would carry `api-token`, payment and cookie headers to any host.
    for (let hop = 0; ; hop++) {
      try {
        const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: attempt.signal, redirect: 'manual' };
        // Stryker disable next-line ConditionalExpression: a body of undefined is no body to fetch
        if (body !== undefined) init.body = body;
        // Stryker disable next-line all: the runtimes tests run on take `duplex` on any request; only a stream body needs it
        if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) init.duplex = 'half';
        response = await this.#fetch(url.href, init);
      } catch (error) {
        return mendable(attempt.failure(error, 'request failed', (text) => this.redact(text)));
      }
      const redirect = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.headers.has('location'));
      if (!redirect) break;
      discard(response);
      const location = response.headers.get('location');
      const next = location === null ? undefined : new URL(location, url);
      const keepsBody = response.status === 307 || response.status === 308;
      const refusal = refuseRedirects
        ? `a ${String(response.status)} redirect from a request that carries credentials in its body; nothing is re-sent after a redirect`
        : next === undefined
          ? 'the runtime hides where it leads, so the SDK cannot check it stays on the same origin'
          : next.origin !== url.origin
            ? `it leads to ${next.origin}, and credentials stay on ${url.origin}`
            : hop >= MAX_REDIRECTS
              ? `more than ${String(MAX_REDIRECTS)} redirects in a row`
              : keepsBody && body instanceof ReadableStream
                ? 'the request body was a stream and cannot be sent again'
                : undefined;
      // Stryker disable next-line ConditionalExpression: `next` is only undefined together with a refusal; the check is for the type checker
      if (refusal !== undefined || next === undefined) {
        // Stryker disable next-line StringLiteral: the refusal is only missing when `next` is, and then it is given (the fallback is for the type checker)
        const why = refusal ?? '';
        return {
          kind: 'fatal',
          error: createApiError({
            status: response.status,
            code: 'redirect-refused',
            api: this.#config.api,
            message: `Not following the redirect: ${this.#redactor.url(next ?? url)} (${why}); ${refuseRedirects ? 'configure the final address of this endpoint' : 'use the final address as baseUrl'}`,
            headers: this.#redactor.headers(response.headers),
            method: request.method,
            url: this.#redactUrl(request.url),
          }),
        };
      }
      if (!keepsBody && method !== 'GET' && method !== 'HEAD') {
        // As browsers do: 301, 302 and 303 turn a write into a GET without a body.
        method = 'GET';
        body = undefined;
        headers = new Headers(headers);
        headers.delete('content-type');
        headers.delete('content-encoding');
      }
      url = next;
    }
    if (!response.ok) return { kind: 'status', response };
    const type = op.responseType;
    try {
      if (type === 'stream') return { kind: 'ok', response, body: response.body ?? emptyStream() };
      if (type === 'none') {
        discard(response);
        return { kind: 'ok', response, body: undefined };
      }
      const limit = this.#config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      const bytes = await readCapped(response, limit, false);
      if (bytes === undefined) {
        return {
          kind: 'fatal',
          error: new SizeLimitError(
            `${request.method} ${this.#redactUrl(request.url)}: the response is larger than maxResponseBytes (${String(limit)} bytes); raise the limit or use a streamed operation`,
            'response',
            limit,
            decodedLength(response),
          ),
        };
      }
      // readCapped hands back bytes that fill a buffer of their own.
      if (type === 'arrayBuffer') return { kind: 'ok', response, body: bytes.buffer };
      const text = UTF8.decode(bytes);
      if (type === 'text') return { kind: 'ok', response, body: text };
      if (text.trim() === '') {
        // An empty body where the operation promises data is as broken as a cut-off one (a proxy
        // answering 200 with nothing, say): refuse it rather than hand `undefined` to the caller.
        const schema = response.status === 204 ? undefined : await this.#schemaOf(op);
        if (schema && !safeParse(schema, undefined).success) {
          const contentType = response.headers.get('content-type') ?? 'no content type';
          return mendable(
            new ResponseValidationError(
              `${request.method} ${this.#redactUrl(request.url)}`,
              [{ path: [], code: 'invalid_json', message: `expected JSON but got an empty body (${contentType}, status ${String(response.status)})` }],
              undefined,
            ),
          );
        }
        return { kind: 'ok', response, body: undefined };
      }
      try {
        return { kind: 'ok', response, body: JSON.parse(text) as unknown };
      } catch {
        const snippet = this.#redactor.text(text.slice(0, 120));
        const contentType = response.headers.get('content-type') ?? 'no content type';
        return mendable(
          new ResponseValidationError(
            `${request.method} ${this.#redactUrl(request.url)}`,
            [{ path: [], code: 'invalid_json', message: `expected JSON but got ${contentType}: ${JSON.stringify(snippet)}` }],
            snippet,
          ),
        );
      }
    } catch (error) {
      return mendable(attempt.failure(error, 'response body could not be read', (text) => this.redact(text)));
    }
  }

  /** The response schema an operation names, from the package's response-schema module (imported once, on first use). */
  async #schemaOf(op: Operation): Promise<AnySchema | undefined> {
    // Stryker disable next-line ConditionalExpression: a shortcut only; an operation that names no response has no schema in the module either (it spares loading the module)
    if (!op.response) return undefined;
    const load = this.#config.responses;
    return responseSchema(op, load ? await (this.#responses ??= load()) : undefined);
  }

  #responses: Promise<unknown> | undefined;

  #unwrap(op: Operation, body: unknown): unknown {
    if ((op.responseType ?? 'json') !== 'json') return body;
    return body !== undefined && op.payload !== 'body' && op.list?.payload !== 'body' && this.#config.unwrap ? this.#config.unwrap(body) : body;
  }

  #validate(op: Operation, data: unknown, schema: AnySchema | undefined, where: () => string): unknown {
    const mode = this.#config.validateResponses;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: the caller only validates with validation on and a response described; this check keeps the types and the method safe alone
    if (!mode || !schema) return data;
    if ((op.responseType ?? 'json') !== 'json') return data;
    const result = safeParse(schema, data);
    if (result.success) return result.data;
    const issues = toValidationIssues(result.error.issues);
    if (mode !== 'report') throw new ResponseValidationError(where(), issues, this.#redactor.value(data));
    this.#report(op, where(), issues);
    return data;
  }

  /** Operation and field pairs already logged in report mode: each is logged once. */
  readonly #reported = new Set<string>();

  #report(op: Operation, request: string, issues: ValidationIssue[]): void {
    if (this.#config.onValidationIssue) {
      this.#config.onValidationIssue({ operation: op.id, request, issues });
      return;
    }
    for (const issue of issues) {
      // Stryker disable next-line StringLiteral: any separator keeps an operation id and a path apart (ids hold no spaces)
      const key = `${op.id} ${issue.path.join('.')}`;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: the cap only bounds the memory of what was reported
      if (this.#reported.has(key) || this.#reported.size > 1000) continue;
      this.#reported.add(key);
      this.#logger.warn(`${op.id}: the response does not match its schema at ${issue.path.join('.') || '(body)'}: ${issue.message} (reported once; the data is returned as received)`);
    }
  }

  #redactUrl(url: URL): string {
    return this.#redactor.url(url);
  }

  /** Shows the base URL and auth kind only: never credentials. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `HttpClient { baseUrl: '${this.#config.baseUrl}', auth: '${this.#auth.kind}' }`;
  }

  /** The base URL and auth kind, for `JSON.stringify`: never credentials. */
  toJSON(): Record<string, string> {
    return { baseUrl: this.#config.baseUrl, auth: this.#auth.kind };
  }
}

/**
 * The stream `body` with its bytes counted as they pass: `tell(done, total)` after each chunk, and
 * `tell(undefined, total)` once it ends (`total` from `Content-Length`, when sent).
 */
function counted(body: ReadableStream<Uint8Array>, total: number | undefined, tell: (done: number | undefined, total: number | undefined) => void): ReadableStream<Uint8Array> {
  let done = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        done += chunk.byteLength;
        controller.enqueue(chunk);
        tell(done, total);
      },
      flush() {
        tell(undefined, done);
      },
    }),
  );
}

/** The outcome of an attempt that failed in a way a retry may mend: a network error, a cut-off or malformed answer. */
function mendable(error: Error): Outcome {
  // Stryker disable next-line StringLiteral: the loop tells outcomes apart by 'ok', 'status' and 'fatal'; this kind is never compared
  return { kind: 'error', error };
}

/** What a {@link RetryBudgetError} tells of the budget that refused a retry. */
function budgetState(budget: RetryBudget): { retries: number; calls: number; reserve: number; ratio: number; windowMs: number } {
  return { retries: budget.retries(), calls: budget.calls(), reserve: budget.reserve, ratio: budget.ratio, windowMs: budget.windowMs };
}

/**
 * Refuses a base URL that already ends with the API's version prefix (`https://api.example.com/v2` for an
 * API whose paths sit under `/v2`): every call would go to `/v2/v2/…` and come back 404.
 */
function checkBaseUrlPrefix(baseUrl: string, prefix: string | undefined): void {
  if (!prefix) return;
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  if (!path.endsWith(prefix)) return;
  throw new ValidationError('Invalid client options', [
    {
      path: ['baseUrl'],
      code: 'invalid_option',
      message: `ends with ${prefix}, which the client adds to every path itself; give the address without it (${new URL(baseUrl).origin}${path.slice(0, -prefix.length)})`,
    },
  ]);
}

/** One decoder for every response: `decode` without `stream` keeps no state between calls. */
const UTF8 = new TextDecoder();

/** How a request differs from a plain call: an absolute URL, no auth, no redirects. */
interface Special {
  /** Send here instead of the operation's path (a `next` link, a token endpoint). */
  url?: URL | undefined;
  /** Send without applying the auth strategy (the request carries its own credentials). */
  skipAuth?: boolean | undefined;
  /** Treat every redirect as an error (the body carries credentials). */
  refuseRedirects?: boolean | undefined;
}

type Outcome =
  | { kind: 'ok'; response: Response; body: unknown }
  | { kind: 'status'; response: Response }
  | { kind: 'error'; error: Error }
  /** A failure that no retry can mend (a refused redirect). */
  | { kind: 'fatal'; error: Error };
