import type { AuthStrategy } from './auth.js';
import type { ValidationIssue } from './errors.js';
import type { Logger, LogLevel } from './logger.js';
import type { HttpMethod, Operation } from './operation.js';
import type { Progress } from './progress.js';
import type { QueryEncoding } from './query.js';
import type { Encoder } from './rules.js';
import type { SchemaChecks } from './schema-checks.js';
import type { PacingModule } from './limits.js';
import type { PublishedRates, RateLimitOption } from './rate-limit.js';
import type { RetryBudgetOption } from './retry-budget.js';
import type { LimitStore } from './limit-store.js';
import type { SdkInfo } from './user-agent.js';

/** Options every SDK client accepts. */
export interface ClientOptions {
  /** The API's base address, chosen by you (no default host). Each package adds its own version prefix. */
  baseUrl: string;
  /** How to authenticate. Defaults depend on the package (usually none). */
  auth?: AuthStrategy | undefined;
  /** How many times a failed attempt may be retried (429 always; network errors and 5xx only for idempotent calls). Default 4. */
  maxRetries?: number | undefined;
  /** Time limit of each attempt, in milliseconds (1 to 2 147 483 647). Default 60 000. */
  timeoutMs?: number | undefined;
  /** Time limit of a whole call, in milliseconds: every attempt, token request and retry wait included. Default: none. */
  totalTimeoutMs?: number | undefined;
  /**
   * The longest `Retry-After` the client waits out, in milliseconds. A server asking for longer gets a
   * typed error at once (a `RateLimitError` for 429) whose `retryAfterMs` says how long it asked for. Default 60 000.
   */
  maxRetryAfterMs?: number | undefined;
  /**
   * The largest response body read into memory, in bytes as decoded (a compressed body counts what it
   * decodes to, whatever its `Content-Length`; JSON, text and bytes; streamed downloads are not limited).
   * Reading stops as soon as a body passes it, with a `SizeLimitError`. Default 64 MiB.
   */
  maxResponseBytes?: number | undefined;
  /**
   * A fetch implementation to use instead of the global one (proxies, test doubles, instrumentation, or
   * a ky instance through `kyFetch` from `@typed-api/core/ky`). The client's own engine keeps doing
   * retries, timeouts and redirects on top of it.
   */
  fetch?: typeof fetch | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Where the SDK logs; nothing is logged without one. Secrets are redacted before logging. */
  logger?: Logger | undefined;
  /** The least severe level passed to `logger`. Default `warn`. */
  logLevel?: LogLevel | undefined;
  /** Aborts every request of this client (and every retry wait) when it fires. */
  signal?: AbortSignal | undefined;
  /**
   * Check response bodies against the schemas. `'strict'` (or `true`) throws a `ResponseValidationError`
   * on a mismatch; `'report'` returns the data as received and tells `onValidationIssue` (or, without one,
   * logs a warning once per operation and field) so that an API adding a field or an enum value never
   * breaks a running application. Default `false`: no check and no cost on the hot path; the types come
   * from the same schemas either way.
   */
  validateResponses?: boolean | 'strict' | 'report' | undefined;
  /**
   * Check each call's inputs against the operation's zod schemas before sending (types, formats, bounds,
   * nested fields), loading the schemas on first use. Without it (the default) a call checks what needs
   * no schemas: unknown and required keys, closed lists of values and path identifiers; the types check
   * the rest when you compile.
   */
  validateInputs?: boolean | undefined;
  /** Called in `'report'` mode with each response that does not match its schema. */
  onValidationIssue?: ((issue: ValidationReport) => void) | undefined;
  /**
   * Client-side pacing, so that bulk work stays under the server's limits instead of collecting 429s:
   * `{ perResource, global }` (calls per second to one resource, calls per minute in all), or `false`.
   * Default: on with the API's published rates where it publishes them (the platform API), off elsewhere.
   * `client.rateLimit` shows the state.
   */
  rateLimit?: RateLimitOption | undefined;
  /**
   * The client-wide retry budget: in any window (default the last 10 s) retries may number
   * `minRetriesPerSecond` × its seconds (default 5 × 10 = 50) plus `ratio` of the calls made in it (default
   * 20%); past it a call that would retry fails at once with a `RetryBudgetError`. `false` turns it off.
   * Default on.
   */
  retryBudget?: RetryBudgetOption | undefined;
  /**
   * Where pacing and the retry budget are counted. Default: this client's own memory. Give a shared store
   * (`redisStore(...)` from @typed-api/redis-store) to every client of one account, in every process, and
   * they pace and budget as one: the limits are the account's, not each process's. A store that fails or is
   * slow (past its `timeoutMs`) is left for a while and the client paces by its own memory meanwhile;
   * `client.rateLimit.store()` shows which.
   */
  limitStore?: LimitStore | undefined;
  /**
   * Gzip-compress JSON request bodies of at least `minBytes` bytes (default 1 024) and send them with
   * `Content-Encoding: gzip`, where the runtime has `CompressionStream`. Only APIs that accept compressed
   * request bodies get them (the platform API): there it is on by default on server runtimes, `false` turns
   * it off; in a browser it is off unless settings are given (`{}` for the default threshold), since the
   * API's CORS answer must allow `Content-Encoding`. Giving settings to a client of any other API is an
   * error. Size limits of request bodies apply to the uncompressed body, and a retry sends the same
   * compressed bytes again.
   */
  compressRequests?: CompressRequestsOption | undefined;
  /**
   * Your application's name and version, e.g. `my-app/1.2` (letters, digits and ``!#$%&'*+-.^_`|~``, with
   * an optional `/version`): appended to the `User-Agent` that the client sends from server runtimes
   * (`@typed-api/platform/0.1.0 (Node/22.12.0) my-app/1.2`), so that the API's operators can tell your
   * calls apart. Browsers send no `User-Agent` of the SDK at all, so it is not sent there. A `User-Agent`
   * in `headers` replaces the whole value.
   */
  appName?: string | undefined;
}

/** Request compression: `false` (off), or its settings. */
export type CompressRequestsOption = false | CompressRequestsSettings;

/**
 * Compresses a JSON request body of at least `minBytes` bytes when that makes it smaller, setting
 * `Content-Encoding` on `headers`; any other body comes back as it was.
 */
export type Compressor = (payload: string, headers: Headers, minBytes: number) => Promise<BodyInit>;

/** The settings of {@link ClientOptions.compressRequests}. */
export interface CompressRequestsSettings {
  /** Bodies shorter than this many bytes (before compression) go as they are. Default 1 024. */
  minBytes?: number | undefined;
}

/** A response that did not match its schema, as `validateResponses: 'report'` reports it. */
export interface ValidationReport {
  /** The operation id, e.g. `runs.get`. */
  operation: string;
  /** The request, e.g. `GET https://api.example.com/v2/actor-runs/abc` (credentials redacted). */
  request: string;
  /** Every mismatch found. */
  issues: ValidationIssue[];
}

/** Options for one call, overriding the client's. */
export interface RequestOptions {
  /** Aborts this call, including retry waits. */
  signal?: AbortSignal | undefined;
  /** Time limit of each attempt of this call, in milliseconds. */
  timeoutMs?: number | undefined;
  /** Time limit of this whole call (attempts, token request and retry waits), in milliseconds. */
  totalTimeoutMs?: number | undefined;
  /** Retry budget of this call. */
  maxRetries?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /**
   * Told how the call goes: each attempt sent (`sending`), each wait before a retry (`retrying`), the bytes
   * of a streamed download as they arrive (`receiving`, with the total from `Content-Length` when sent),
   * and `done`.
   */
  onProgress?: ((progress: Progress) => void) | undefined;
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
  /** The API's name (`platform`, …): every error this client raises carries it, for the package's guard. */
  api?: string | undefined;
  /** Path prefix of every operation, e.g. `/v2`. */
  prefix?: string | undefined;
  /** Picks the payload out of a success envelope (e.g. `body.data`). */
  unwrap?: ((body: unknown) => unknown) | undefined;
  /**
   * Loads the package's response-schema module, which operations read their response schemas from. It
   * is imported the first time a response is validated (or an empty body is checked), so a client that
   * does not validate never loads it. Without it, readers get `undefined`.
   */
  responses?: (() => Promise<unknown>) | undefined;
  /**
   * Loads the package's operation descriptions (with their zod schemas), which the plans a call sends
   * leave out: imported the first time a client validates inputs or responses, then looked up by id.
   */
  descriptions?: (() => Promise<{ readonly operations: readonly Operation[] }>) | undefined;
  /**
   * Gives the engine's zod checks (`schemaChecks` of `@typed-api/core/checks`), which validating inputs
   * or responses needs: a full client holds them, the standalone functions import them on first use.
   */
  checks?: (() => Promise<SchemaChecks>) | undefined;
  /** Reads the API's error envelope. */
  parseError?: ((body: unknown, response: Response) => ParsedError) | undefined;
  /** How arrays and booleans go into query strings. */
  queryEncoding?: QueryEncoding | undefined;
  /** The named encoders operations' input rules refer to: the same functions the schemas' `encoded()` inputs run. */
  encoders?: Readonly<Record<string, Encoder>> | undefined;
  /** Last-moment change to every request (after auth). */
  prepare?: ((request: PreparedRequest) => void) | undefined;
  /** The rates the API publishes: with them, pacing is on unless the caller turns it off. */
  rates?: PublishedRates | undefined;
  /**
   * The local pacing module (`localPacing` from `@typed-api/core/pacing`): a dialect of an API that publishes
   * rates brings it. Without it, a client whose caller asks for pacing loads the module on its first call.
   */
  pacing?: PacingModule | undefined;
  /** Source of randomness for backoff jitter (tests pin it). */
  random?: (() => number) | undefined;
  /** The package making the calls: its name and version go into the `User-Agent` sent from server runtimes. */
  sdk?: SdkInfo | undefined;
  /**
   * The compression of request bodies (`gzipJson` from `@typed-api/core/compression`), for an API that takes
   * them compressed with gzip (`Content-Encoding: gzip`): JSON bodies from `compressRequests.minBytes` up are
   * then sent compressed unless the caller sets `compressRequests: false`. Without it, bodies go as they are.
   */
  compression?: Compressor | undefined;
}

/** Default of {@link ClientOptions.timeoutMs}. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Default of {@link ClientOptions.maxResponseBytes}: 64 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Default of {@link ClientOptions.maxRetries}. */
export const DEFAULT_MAX_RETRIES = 4;
/** Default of {@link CompressRequestsSettings.minBytes}: 1 KiB, the size from which the official platform client compresses. */
export const DEFAULT_COMPRESS_MIN_BYTES = 1024;
/** Same-origin redirects followed for one attempt (fetch itself allows 20). */
export const MAX_REDIRECTS = 10;
