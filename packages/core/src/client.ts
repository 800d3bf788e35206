import { ApiPromise, type WithResponse } from './api-promise.js';
import { noAuth, type AuthContext, type AuthRequest, type AuthStrategy } from './auth.js';
import { readAnswer, type Outcome } from './answer.js';
import { abortReason, anySignal, AttemptSignal, Deadline, sleep, untilAborted } from './signals.js';
import { compressionOf, decodedLength, discard } from './body.js';
import { SILENT, type AttemptContext, type Call, type ProgressReporter } from './call.js';
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type Compressor,
  type HttpClientConfig,
  type PreparedRequest,
  type RequestOptions,
} from './config.js';
import { TypedApiError, ValidationError } from './errors.js';
import { buildRequest, checkArgs, splitInputs, type BuiltRequest, type RawArgs } from './input.js';
import { isLazyPlan, type LazyPlan } from './lazy-plans.js';
import { levelledLogger, type LevelledLogger } from './logger.js';
import type { CallResult, InputArgs, HttpMethod, Operation } from './operation.js';
import { checkBaseUrlPrefix, checkClientOptions, checkRequestOptions } from './options.js';
import { CallProgress } from './progress.js';
import { limitsOf, type Pacer } from './limits.js';
import type { RateLimitView } from './rate-limit.js';
import { Redactor } from './redact.js';
import type { ResponseValidator } from './validation.js';
import { loadSchemaChecks, standsForDescription } from './schema-loader.js';
import { RetryPolicy } from './retry-policy.js';
import { send } from './send.js';
import { baseHref, OutgoingRequest, resolveUrl, resourceOf } from './url.js';
import { detectRuntime, userAgent } from './user-agent.js';

/** The key of the client's method that sends arguments already split into query and body (the list walk's). */
export const sendSplit = Symbol('sendSplit');

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
  /** Paces calls per resource and client-wide; lets every call go at once when off (or when the API publishes no rates and the caller set none). */
  readonly #limiter: Pacer;
  readonly #view: RateLimitView | undefined;
  /** The path every operation path sits under, for naming the resource a call is paced by. */
  readonly #basePath: string;
  /** The base URL as every call's URL starts with it (normalized, ending with a slash). */
  readonly #base: string;
  readonly #retries: RetryPolicy;
  /** The dialect's compression and the size from which JSON bodies go compressed; undefined when compression is off. */
  readonly #compression: { minBytes: number; compress: Compressor } | undefined;
  /** What sending an attempt and reading its answer need from this client. */
  readonly #context: AttemptContext;
  /** The checker of answers, made with the zod checks when `validateResponses` first needs it. */
  #validator: Promise<ResponseValidator> | undefined;

  constructor(config: HttpClientConfig) {
    checkClientOptions(config as unknown as Record<string, unknown>);
    checkBaseUrlPrefix(config.baseUrl, config.prefix);
    const runtime = detectRuntime(globalThis);
    this.#compression = compressionOf(config, runtime);
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
    const limits = limitsOf(config);
    this.#limiter = limits.pacer;
    this.#view = limits.view;
    // The path every call's URL starts with, joined as the calls' URLs are (pacing names resources below it).
    this.#basePath = resolveUrl(config.baseUrl, config.prefix ?? '').pathname.replace(/\/$/, '');
    this.#base = baseHref(config.baseUrl);
    this.#retries = new RetryPolicy(config, this.#auth, this.#logger, this.#redactor, limits.budget);
    this.#context = {
      fetch: this.#fetch,
      api: config.api,
      maxResponseBytes: config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      redactor: this.#redactor,
      redact: (text) => this.redact(text),
      acceptsNothing: (op) => this.#acceptsNothing(op),
    };
  }

  /**
   * The client-side pacing: per resource, the limit in force, tokens left, calls that waited and for how
   * long; with a `limitStore`, whether the store is in use. Undefined when pacing is off, unless a
   * `limitStore` is given: then it shows the store's state alone (the store may still count the retry budget).
   */
  get rateLimit(): RateLimitView | undefined {
    return this.#view;
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
      send: this.#sendForAuth,
    };
  }

  readonly #sendForAuth: AuthContext['send'] = (request, signal) => this.#sendCredentials(request, signal);

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
      // The request goes to its absolute URL: the path is only named.
      path: request.url.pathname,
      bodyType: 'form',
      responseType: request.expect,
      payload: 'body',
      idempotent: true,
    };
    const options: RequestOptions = { maxRetries: request.maxRetries, signal };
    return this.#execute(operation, { body: request.form }, options, true, request.url).then((r) => r.data);
  }

  /**
   * Calls an operation: validates the arguments, sends, retries as allowed, and returns the typed result.
   * The arguments are the path parameters (`params`) and the caller's one object of inputs (`input`),
   * which the engine splits into query, body and headers by the operation's description. A plan not
   * loaded yet (a full client's first call of a namespace) is loaded first, before any clock of the call starts.
   */
  call<O extends Operation>(operation: O | LazyPlan<O>, args: InputArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
    const stray = Object.keys(args as object).filter((key) => key !== 'params' && key !== 'input');
    if (stray.length > 0) {
      const message = `${stray.join(', ')}: a call takes { params, input } (the query, body and header inputs side by side in input)`;
      return new ApiPromise(Promise.reject(new ValidationError(`Invalid arguments for ${operation.id}`, [{ path: ['args'], code: 'unrecognized_keys', message }])), operation.id);
    }
    if (!isLazyPlan(operation)) return this[sendSplit](operation, args, options);
    // The import is not the call's: no clock counts it, but the caller's signal stops the wait.
    return new ApiPromise(untilAborted(operation.load(), options?.signal).then((op) => this.#execute(op, args, options) as Promise<WithResponse<CallResult<O>>>), operation.id);
  }

  /** Sends an operation with its inputs already split into query, body and headers: a walk's next page. Not public: the symbol is internal. */
  [sendSplit]<O extends Operation>(operation: O, args: RawArgs, options?: RequestOptions): ApiPromise<CallResult<O>> {
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
    return new ApiPromise(this.#execute(operation, {}, options, false, target) as Promise<WithResponse<CallResult<O>>>, operation.id);
  }

  /**
   * The request loop: build the request, then per attempt pace, authorize, send and read, and decide on
   * the outcome (finish, renew credentials once after a 401, wait and retry, or fail).
   */
  async #execute(op: Operation, args: RawArgs, options: RequestOptions | undefined, credentials = false, url?: URL): Promise<WithResponse<unknown>> {
    const call = await this.#begin(op, args, options, credentials, url);
    try {
      for (;;) {
        if (call.signal?.aborted) throw abortReason(call.signal);
        // Waiting for a turn under the client-side pacing is not part of the attempt: its clock starts after.
        await this.#limiter.acquire(call.resource, op.ratePerSecond, call.signal);
        const prepared = this.#prepared(call);
        const where = this.#describer(prepared);
        const outcome = await this.#attempt(call, prepared, where);
        this.#settle(call, outcome);
        if (outcome.kind === 'ok') return await this.#finish(call, outcome.response, outcome.body, where);
        if (outcome.kind === 'status' && (await this.#renew(call, outcome.response, prepared, where))) continue;
        await sleep(await this.#retries.delay(call, outcome, prepared, where), call.signal);
        call.retry++;
      }
    } catch (error) {
      throw withAttempt(error, call.attempts);
    } finally {
      call.deadline?.dispose();
    }
  }

  /**
   * Checks the options and the inputs, and builds the request, compressed once before the first attempt so
   * that every retry resends the same bytes. A call given `onProgress` reports through `CallProgress`, any
   * other through `SILENT`. (Loading `progress.ts` on demand would save 0.3 kB minified, but a caller's test
   * under fake timers would then wait for an import that no timer moves: the first progress test of
   * request-loop.test.ts hung so.)
   */
  async #begin(op: Operation, given: RawArgs, options: RequestOptions | undefined, credentials: boolean, url: URL | undefined): Promise<Call> {
    checkRequestOptions(options);
    const args = this.#config.validateInputs ? await this.#parsed(op, given, url) : checkArgs(op, given, this.#config, url);
    const built = buildRequest(op, args, options, this.#config, this.#base, url);
    const payload = (await this.#compressed(built.payload, built.headers)) ?? built.payload;
    const onProgress = options?.onProgress;
    return this.#start(op, options, credentials, built, payload, onProgress ? new CallProgress(onProgress) : SILENT);
  }

  /** With `validateInputs`: the inputs split by the operation's rules and parsed with its schemas, which load on first use. */
  async #parsed(op: Operation, given: RawArgs, url: URL | undefined): Promise<RawArgs> {
    const split = 'input' in given ? splitInputs(op, given.params, given.input) : given;
    const { parseArgs } = await loadSchemaChecks(this.#config);
    return parseArgs(op, split, url, this.#config.descriptions);
  }

  /** The request of the next attempt: the built URL, and a copy of the built headers for auth and `prepare` to set. */
  #prepared(call: Call): OutgoingRequest {
    return new OutgoingRequest(call.op.method, call.href, new Headers(call.headers));
  }

  /** The method and redacted URL of a request, as logs and errors show it: built only when something shows it. */
  #describer(prepared: OutgoingRequest): () => string {
    let described: string | undefined;
    return () => (described ??= `${prepared.method} ${this.#redactor.url(prepared.href)}`);
  }

  /** Sets up a call of a built request: its limits, its signal, its pacing resource and its progress. */
  #start(op: Operation, options: RequestOptions | undefined, credentials: boolean, built: BuiltRequest, payload: BodyInit | undefined, progress: ProgressReporter): Call {
    const deadline = Deadline.start(options?.totalTimeoutMs ?? this.#config.totalTimeoutMs, op.id);
    this.#retries.begin();
    return {
      op,
      credentials,
      options,
      href: built.href,
      headers: built.headers,
      payload,
      ...this.#limits(op, options),
      deadline,
      signal: this.#signal(options?.signal, deadline),
      replayable: !(payload instanceof ReadableStream),
      resource: resourceOf(built.pathname, this.#basePath),
      progress,
      retry: 0,
      attempts: 0,
      attemptStarted: 0,
      renewed: false,
    };
  }

  /** How often a call may be retried and how long each attempt may take: the call's, the operation's, the client's or the default. */
  #limits(op: Operation, options: RequestOptions | undefined): { maxRetries: number; timeoutMs: number } {
    return {
      maxRetries: options?.maxRetries ?? this.#config.maxRetries ?? DEFAULT_MAX_RETRIES,
      timeoutMs: options?.timeoutMs ?? op.timeoutMs ?? this.#config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
  }

  /** One signal for what may stop a call: the client's signal, the call's and its deadline. */
  #signal(own: AbortSignal | undefined, deadline: Deadline | undefined): AbortSignal | undefined {
    return anySignal([this.#config.signal, own, deadline?.signal]);
  }

  /**
   * The body to send when it may be compressed (JSON of at least the threshold, with compression on: gzip
   * decides), or undefined when it goes as it is.
   */
  #compressed(payload: BodyInit | undefined, headers: Headers): Promise<BodyInit> | undefined {
    const compression = this.#compression;
    // A UTF-8 body has at most three bytes per UTF-16 unit: a short one is passed over without a wait.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only; the compressor measures the bytes itself, and a JSON body never has three bytes for every character
    return compression && typeof payload === 'string' && payload.length * 3 >= compression.minBytes ? compression.compress(payload, headers, compression.minBytes) : undefined;
  }

  /** Gives the pacing what the attempt learnt: the answer's status and the server's own limit, if it answered. */
  #settle(call: Call, outcome: Outcome): void {
    // Only the outcomes of an answer ('ok', 'status') carry a response.
    const answer = (outcome as { response?: Response }).response;
    this.#limiter.settle(call.resource, call.op.ratePerSecond, answer?.status, answer ? answer.headers.get('x-ratelimit-limit') : null);
  }

  /**
   * One attempt: authorize, send and read, under the attempt's timeout. Its clock starts before credentials
   * are fetched, so a token endpoint that hangs is bounded by the same limit as the call it serves.
   */
  async #attempt(call: Call, prepared: OutgoingRequest, where: () => string): Promise<Outcome> {
    const attempt = new AttemptSignal(call.timeoutMs, call.signal, where);
    call.attemptStarted = Date.now();
    let outcome: Outcome | undefined;
    let sending = false;
    try {
      if (!call.credentials) await this.#authorize(prepared, attempt.signal);
      this.#config.prepare?.(prepared);
      call.attempts++;
      call.progress.report('sending', call.attempts);
      this.#logger.debug(() => `→ ${where()}${call.retry ? ` (retry ${String(call.retry)})` : ''}`);
      sending = true;
      const sent = await send(prepared, call.payload, attempt, call.credentials, this.#context);
      outcome = sent instanceof Response ? await readAnswer(call.op, prepared, sent, attempt, this.#context) : sent;
      return outcome;
    } catch (error) {
      this.#limiter.settle(call.resource, call.op.ratePerSecond, undefined, null, sending);
      throw attempt.failure(error, 'request failed', (text) => this.redact(text));
    } finally {
      // A stream that came is read after this returns: stop the attempt timer, but let the caller's signal
      // still cancel it. Any other attempt is done with.
      if (call.op.responseType === 'stream' && outcome?.kind === 'ok') attempt.stopTimer();
      else attempt.dispose();
    }
  }

  /** Adds the credentials; most strategies set a header at once, and only a pending one (a token on its way) is waited for. */
  #authorize(prepared: PreparedRequest, signal: AbortSignal): Promise<void> | undefined {
    const applied = this.#auth.apply(prepared, { baseUrl: this.#config.baseUrl, api: this.#config.api, fetch: this.#fetch, signal, send: this.#sendForAuth });
    return applied ? untilAborted(applied, signal) : undefined;
  }

  /** Finishes a call that succeeded: unwraps the envelope, reports the end, and validates when asked. */
  async #finish(call: Call, response: Response, body: unknown, where: () => string): Promise<WithResponse<unknown>> {
    this.#logger.debug(() => `← ${String(response.status)} ${where()} ${String(Date.now() - call.attemptStarted)}ms`);
    const data = call.progress.finish(this.#unwrap(call.op, body), decodedLength(response), call.attempts);
    // Response schemas are only loaded when responses are validated.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut only; an operation that names no response has no schema, and the validator hands its data back as it is
    if (!this.#config.validateResponses || (call.op.response === undefined && this.#config.descriptions === undefined)) return { data, response };
    const validator = await this.#validation();
    return { data: await validator.check(call.op, data, where), response };
  }

  /** The checker of answers, made on first use with the zod checks the dialect loads. */
  #validation(): Promise<ResponseValidator> {
    return (this.#validator ??= loadSchemaChecks(this.#config).then(({ ResponseValidator }) => new ResponseValidator(this.#config, this.#logger, this.#redactor)));
  }

  /**
   * True when an operation's JSON answer may be empty. A plan says so itself (the generator asked its
   * description); an operation that names no response expects nothing; a schema decides for the others,
   * with the zod checks, and without them a described answer is taken to need a body (as almost every
   * schema does).
   */
  async #acceptsNothing(op: Operation): Promise<boolean> {
    if (op.empty) return true;
    if (standsForDescription(op, this.#config.descriptions)) return false;
    if (op.response === undefined) return true;
    return this.#config.checks ? (await this.#validation()).acceptsNothing(op) : false;
  }

  /** After a 401, has the strategy renew its credentials, once per call; true when the call should be sent again. */
  async #renew(call: Call, response: Response, prepared: PreparedRequest, where: () => string): Promise<boolean> {
    if (response.status !== 401 || call.renewed || call.credentials || !this.#auth.onUnauthorized) return false;
    call.renewed = true;
    discard(response);
    if (!(await this.#auth.onUnauthorized(this.authContext(call.options?.signal), prepared))) return false;
    this.#logger.info(`401 on ${where()}: credentials refreshed, sending once more`);
    return true;
  }

  /** The data inside the API's envelope, for a JSON answer of an operation whose payload is not the whole body. */
  #unwrap(op: Operation, body: unknown): unknown {
    if ((op.responseType ?? 'json') !== 'json') return body;
    return body !== undefined && op.payload !== 'body' && op.list?.payload !== 'body' && this.#config.unwrap ? this.#config.unwrap(body) : body;
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

/** An error a call ends with, saying which attempt failed (a retried call may fail on its fifth); errors before any attempt, and the caller's own, go as they are. */
function withAttempt(error: unknown, attempts: number): unknown {
  if (error instanceof TypedApiError && error.attempt === undefined && attempts > 0) error.attempt = attempts;
  return error;
}
