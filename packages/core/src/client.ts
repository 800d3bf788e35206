import ky from 'ky';
import { safeParse } from 'zod/v4/core';
import { ApiPromise, type WithResponse } from './api-promise.js';
import type { AuthContext, AuthStrategy } from './auth.js';
import { noAuth } from './auth.js';
import {
  createApiError,
  ResponseValidationError,
  TypedApiError,
  ValidationError,
  toValidationIssues,
  type ApiError,
} from './errors.js';
import { levelledLogger, type LevelledLogger, type Logger, type LogLevel } from './logger.js';
import { isIdempotent, type AnySchema, type CallArgs, type CallResult, type HttpMethod, type Operation } from './operation.js';
import { appendQuery, type QueryEncoding } from './query.js';
import { Redactor } from './redact.js';
import { isRetryableStatus, parseRetryAfter, retryDelay } from './retry.js';
import { abortReason, sleep } from './sleep.js';
import { buildPath, resolveUrl } from './url.js';
import { anySignal, AttemptSignal, emptyStream } from './attempt.js';
import { discard } from './body.js';

/** Options every SDK client accepts. */
export interface ClientOptions {
  /** The API's base address, chosen by you (no default host). Each package adds its own version prefix. */
  baseUrl: string;
  /** How to authenticate. Defaults depend on the package (usually none). */
  auth?: AuthStrategy | undefined;
  /** How many times a failed attempt may be retried (429 always; network errors and 5xx only for idempotent calls). Default 4. */
  maxRetries?: number | undefined;
  /** Time limit of each attempt, in milliseconds. Default 60 000. */
  timeoutMs?: number | undefined;
  /** A fetch implementation to use instead of the global one (proxies, test doubles, instrumentation). */
  fetch?: typeof fetch | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Where the SDK logs; nothing is logged without one. Secrets are redacted before logging. */
  logger?: Logger | undefined;
  /** The least severe level passed to `logger`. Default `warn`. */
  logLevel?: LogLevel | undefined;
  /** Aborts every request of this client (and every retry wait) when it fires. */
  signal?: AbortSignal | undefined;
  /** Check response bodies against the schemas and throw {@link ResponseValidationError} on a mismatch. Default false. */
  validateResponses?: boolean | undefined;
}

/** Options for one call, overriding the client's. */
export interface RequestOptions {
  /** Aborts this call, including retry waits. */
  signal?: AbortSignal | undefined;
  /** Time limit of each attempt of this call, in milliseconds. */
  timeoutMs?: number | undefined;
  /** Retry budget of this call. */
  maxRetries?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
}

/** What an API package extracts from its error envelope. */
export interface ParsedError {
  /** The machine-readable code. */
  code?: string | undefined;
  /** The human-readable message. */
  message?: string | undefined;
  /** A request id, when the API gives one. */
  requestId?: string | undefined;
  /** Further envelope fields worth keeping (e.g. `errors`, `actions`). */
  details?: Record<string, unknown> | undefined;
}

/** A request about to be sent; a package's `prepare` hook may change it (e.g. method override). */
export interface PreparedRequest {
  /** The HTTP method about to be used. */
  method: HttpMethod;
  /** The full URL, query string included. */
  url: URL;
  /** The headers, credentials already applied. */
  headers: Headers;
}

/** How an API package configures the shared client: wire conventions on top of the user's options. */
export interface HttpClientConfig extends ClientOptions {
  /** Path prefix of every operation, e.g. `/v2`. */
  prefix?: string | undefined;
  /** Picks the payload out of a success envelope (e.g. `body.data`). */
  unwrap?: ((body: unknown) => unknown) | undefined;
  /** Reads the API's error envelope. */
  parseError?: ((body: unknown, response: Response) => ParsedError) | undefined;
  /** How arrays and booleans go into query strings. */
  queryEncoding?: QueryEncoding | undefined;
  /** Last-moment change to every request (after auth). */
  prepare?: ((request: PreparedRequest) => void) | undefined;
  /** Source of randomness for backoff jitter (tests pin it). */
  random?: (() => number) | undefined;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 4;
/** Same-origin redirects followed for one attempt (fetch itself allows 20). */
const MAX_REDIRECTS = 10;

/**
 * The shared HTTP engine of every SDK client: builds requests from operations, authenticates,
 * retries, times out, parses, unwraps, validates and raises typed errors.
 */
export class HttpClient {
  readonly #config: HttpClientConfig;
  readonly #auth: AuthStrategy;
  readonly #logger: LevelledLogger;
  readonly #redactor = new Redactor();
  readonly #fetch: typeof fetch;
  readonly #ky: typeof ky;

  constructor(config: HttpClientConfig) {
    if (!config.baseUrl || typeof config.baseUrl !== 'string') {
      throw new ValidationError('Invalid client options', [{ path: ['baseUrl'], code: 'missing', message: 'is required (the API base address)' }]);
    }
    try {
      new URL(config.baseUrl);
    } catch {
      throw new ValidationError('Invalid client options', [{ path: ['baseUrl'], code: 'invalid_format', message: 'must be an absolute URL' }]);
    }
    this.#config = config;
    this.#auth = config.auth ?? noAuth();
    this.#logger = levelledLogger(config.logger, config.logLevel ?? 'warn');
    this.#fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#ky = ky.create({ retry: 0, timeout: false, throwHttpErrors: false, fetch: this.#fetch });
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
    return { baseUrl: this.#config.baseUrl, fetch: this.#fetch, signal: anySignal([this.#config.signal, signal]) };
  }

  /** Removes known secrets, and credentials in quoted URLs, from a text (for packages that build their own messages). */
  redact(text: string): string {
    this.#redactor.add(...this.#auth.secrets());
    return this.#redactor.text(text).replace(/https?:\/\/[^\s"'<>]+/g, (url) => this.#redactor.url(url));
  }

  /** Calls an operation: validates the arguments, sends, retries as allowed, and returns the typed result. */
  call<O extends Operation>(operation: O, args: CallArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
    return new ApiPromise(this.#execute(operation, args, options) as Promise<WithResponse<CallResult<O>>>);
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
    return new ApiPromise(this.#execute(operation, {}, options, target) as Promise<WithResponse<CallResult<O>>>);
  }

  async #execute(op: Operation, args: RawArgs, options: RequestOptions | undefined, absolute?: URL): Promise<WithResponse<unknown>> {
    const params = absolute ? undefined : parseInput(op, 'params', args.params);
    const query = parseInput(op, 'query', args.query);
    const body = op.bodyType === 'raw' ? args.body : parseInput(op, 'body', args.body);
    const url = absolute ?? resolveUrl(this.#config.baseUrl, `${this.#config.prefix ?? ''}${buildPath(op.path, params as Record<string, unknown>)}`);
    appendQuery(url.searchParams, query as Record<string, unknown> | undefined, this.#config.queryEncoding);

    const baseHeaders = new Headers({ accept: 'application/json' });
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (op.bodyType === 'raw') {
        payload = body as BodyInit;
      } else if (op.bodyType === 'form') {
        const form = new URLSearchParams();
        appendQuery(form, body as Record<string, unknown>, this.#config.queryEncoding);
        payload = form;
      } else {
        payload = JSON.stringify(body);
        baseHeaders.set('content-type', 'application/json');
      }
    }
    for (const source of [this.#config.headers, args.headers, options?.headers]) {
      if (source) for (const [k, v] of Object.entries(source)) baseHeaders.set(k, v);
    }

    const maxRetries = options?.maxRetries ?? this.#config.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeoutMs = options?.timeoutMs ?? op.timeoutMs ?? this.#config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const userSignal = anySignal([this.#config.signal, options?.signal]);
    const idempotent = isIdempotent(op);
    const replayable = !(typeof ReadableStream !== 'undefined' && payload instanceof ReadableStream);
    let retry = 0;
    let refreshedAuth = false;
    const authContext = this.authContext(options?.signal);

    for (;;) {
      if (userSignal?.aborted) throw abortReason(userSignal);
      const prepared: PreparedRequest = { method: op.method, url: new URL(url), headers: new Headers(baseHeaders) };
      await this.#auth.apply(prepared, authContext);
      this.#config.prepare?.(prepared);
      // The redacted description of the request is only built when something will show it.
      let described: string | undefined;
      const where = (): string => (described ??= `${prepared.method} ${this.#redactUrl(prepared.url)}`);
      if (this.#logger.enabled('debug')) this.#logger.debug(`→ ${where()}${retry ? ` (retry ${String(retry)})` : ''}`);

      const attempt = new AttemptSignal(timeoutMs, userSignal, where);
      const started = Date.now();
      let outcome: Outcome;
      try {
        outcome = await this.#attempt(op, prepared, payload, attempt);
      } finally {
        // A stream is read after this returns: stop the attempt timer, but let the caller's signal still cancel it.
        if (op.responseType === 'stream') attempt.stopTimer();
        else attempt.dispose();
      }
      const canRetry = retry < maxRetries && replayable;

      if (outcome.kind === 'ok') {
        if (this.#logger.enabled('debug')) this.#logger.debug(`← ${String(outcome.response.status)} ${where()} ${String(Date.now() - started)}ms`);
        return { data: this.#finish(op, outcome.body, where), response: outcome.response };
      }
      if (outcome.kind === 'status') {
        const { response } = outcome;
        if (response.status === 401 && !refreshedAuth && this.#auth.onUnauthorized) {
          refreshedAuth = true;
          discard(response);
          if (await this.#auth.onUnauthorized(authContext, prepared)) {
            this.#logger.info(`401 on ${where()}: credentials refreshed, sending once more`);
            continue;
          }
        }
        const retryable = response.status === 429 || (idempotent && isRetryableStatus(response.status));
        if (retryable && canRetry) {
          const delay = retryDelay(retry, parseRetryAfter(response.headers.get('retry-after')), this.#config.random);
          discard(response);
          this.#logger.warn(`${String(response.status)} on ${where()}: retrying in ${String(delay)}ms (${String(retry + 1)}/${String(maxRetries)})`);
          await sleep(delay, userSignal);
          retry++;
          continue;
        }
        throw await this.#apiError(response, prepared);
      }
      // A failure without a usable response: network error, timeout, or a body that is not what it claims.
      if (outcome.kind === 'fatal' || (outcome.error instanceof TypedApiError && outcome.error.name === 'AbortError')) throw outcome.error;
      if (idempotent && canRetry) {
        const delay = retryDelay(retry, undefined, this.#config.random);
        this.#logger.warn(`${outcome.error.message}: retrying in ${String(delay)}ms (${String(retry + 1)}/${String(maxRetries)})`);
        await sleep(delay, userSignal);
        retry++;
        continue;
      }
      throw outcome.error;
    }
  }

  async #attempt(op: Operation, request: PreparedRequest, payload: BodyInit | undefined, attempt: AttemptSignal): Promise<Outcome> {
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
        if (body !== undefined) init.body = body;
        if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) init.duplex = 'half';
        response = await this.#ky(url, init);
      } catch (error) {
        return { kind: 'error', error: attempt.failure(error, 'request failed', (text) => this.redact(text)) };
      }
      const redirect = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.headers.has('location'));
      if (!redirect) break;
      discard(response);
      const location = response.headers.get('location');
      const next = location === null ? undefined : new URL(location, url);
      const keepsBody = response.status === 307 || response.status === 308;
      const refusal =
        next === undefined
          ? 'the runtime hides where it leads, so the SDK cannot check it stays on the same origin'
          : next.origin !== url.origin
            ? `it leads to ${next.origin}, and credentials stay on ${url.origin}`
            : hop >= MAX_REDIRECTS
              ? `more than ${String(MAX_REDIRECTS)} redirects in a row`
              : keepsBody && typeof ReadableStream !== 'undefined' && body instanceof ReadableStream
                ? 'the request body was a stream and cannot be sent again'
                : undefined;
      if (refusal !== undefined || next === undefined) {
        return {
          kind: 'fatal',
          error: createApiError({
            status: response.status,
            code: 'redirect-refused',
            message: `Not following the redirect: ${this.#redactor.url(next ?? url)} (${refusal ?? ''}); use the final address as baseUrl`,
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
      }
      url = next;
    }
    if (!response.ok) return { kind: 'status', response };
    const type = op.responseType ?? 'json';
    try {
      if (type === 'stream') return { kind: 'ok', response, body: response.body ?? emptyStream() };
      if (type === 'none') {
        discard(response);
        return { kind: 'ok', response, body: undefined };
      }
      if (type === 'arrayBuffer') return { kind: 'ok', response, body: await response.arrayBuffer() };
      const text = await response.text();
      if (type === 'text') return { kind: 'ok', response, body: text };
      if (text.trim() === '') {
        // An empty body where the operation promises data is as broken as a cut-off one (a proxy
        // answering 200 with nothing, say): refuse it rather than hand `undefined` to the caller.
        if (response.status !== 204 && op.response && !safeParse(op.response, undefined).success) {
          const contentType = response.headers.get('content-type') ?? 'no content type';
          return {
            kind: 'error',
            error: new ResponseValidationError(
              `${request.method} ${this.#redactUrl(request.url)}`,
              [{ path: [], code: 'invalid_json', message: `expected JSON but got an empty body (${contentType}, status ${String(response.status)})` }],
              undefined,
            ),
          };
        }
        return { kind: 'ok', response, body: undefined };
      }
      try {
        return { kind: 'ok', response, body: JSON.parse(text) as unknown };
      } catch {
        const snippet = this.#redactor.text(text.slice(0, 120));
        const contentType = response.headers.get('content-type') ?? 'no content type';
        return {
          kind: 'error',
          error: new ResponseValidationError(
            `${request.method} ${this.#redactUrl(request.url)}`,
            [{ path: [], code: 'invalid_json', message: `expected JSON but got ${contentType}: ${JSON.stringify(snippet)}` }],
            snippet,
          ),
        };
      }
    } catch (error) {
      return { kind: 'error', error: attempt.failure(error, 'response body could not be read', (text) => this.redact(text)) };
    }
  }

  #finish(op: Operation, body: unknown, where: () => string): unknown {
    const type = op.responseType ?? 'json';
    if (type !== 'json') return body;
    const data = body !== undefined && op.unwrap !== false && this.#config.unwrap ? this.#config.unwrap(body) : body;
    if (!this.#config.validateResponses || !op.response) return data;
    const result = safeParse(op.response, data);
    if (!result.success) {
      throw new ResponseValidationError(where(), toValidationIssues(result.error.issues), this.#redactor.value(data));
    }
    return result.data;
  }

  async #apiError(response: Response, request: PreparedRequest): Promise<ApiError> {
    let text = '';
    try {
      text = await response.text();
    } catch {
      // The body was cut off; the status alone still tells what happened.
    }
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Not JSON (an HTML error page, say): keep the text.
    }
    this.#redactor.add(...this.#auth.secrets());
    const parsed: ParsedError = (body === undefined ? undefined : this.#config.parseError?.(body, response)) ?? {};
    const message = parsed.message ?? (typeof body === 'string' && body && !body.trimStart().startsWith('<') ? body.slice(0, 200) : undefined);
    return createApiError({
      status: response.status,
      code: parsed.code,
      message: message === undefined ? undefined : this.#redactor.text(message),
      body: this.#redactor.value(body),
      headers: this.#redactor.headers(response.headers),
      method: request.method,
      url: this.#redactUrl(request.url),
      requestId: parsed.requestId,
      details: parsed.details ? (this.#redactor.value(parsed.details) as Record<string, unknown>) : undefined,
    });
  }

  #redactUrl(url: URL): string {
    this.#redactor.add(...this.#auth.secrets());
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

type RawArgs = { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> | undefined };
type Outcome =
  | { kind: 'ok'; response: Response; body: unknown }
  | { kind: 'status'; response: Response }
  | { kind: 'error'; error: Error }
  /** A failure that no retry can mend (a refused redirect). */
  | { kind: 'fatal'; error: Error };

/** Validates one part of a call's arguments with the operation's schema; throws {@link ValidationError} before anything is sent. */
export function parseInput(op: Operation, part: 'params' | 'query' | 'body', value: unknown): unknown {
  const schema: AnySchema | undefined = op[part];
  if (!schema) return value;
  if (part === 'query' && value === undefined) return undefined;
  const result = safeParse(schema, value);
  if (!result.success) throw new ValidationError(`Invalid arguments for ${op.id}`, toValidationIssues(result.error.issues, [part]));
  return result.data;
}
