import type { RetryBudgetState } from './retry-budget.js';

/** The base class of every error the SDKs throw, so one `instanceof` check catches them all. */
export class TypedApiError extends Error {
  /** Always `'TypedApiError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'TypedApiError';
  /**
   * Which attempt of the call failed (1 for the first, 2 for the first retry…), for an error a call ended
   * with; undefined for errors raised before anything was sent (bad arguments or options).
   */
  attempt: number | undefined;
}

/** Details known about the HTTP exchange that produced an {@link ApiError}. */
export interface ApiErrorInit {
  /** HTTP status of the response. */
  status: number;
  /** The API's machine-readable error code, when its error body carries one. */
  code?: string | undefined;
  /** A human-readable message; falls back to a generic text built from the status. */
  message?: string | undefined;
  /** The parsed response body (JSON when it parsed, else text), secrets removed. */
  body?: unknown;
  /** Response headers, with sensitive values redacted. */
  headers?: Record<string, string>;
  /** HTTP method of the request. */
  method?: string;
  /** Request URL with credentials in the query string redacted. */
  url?: string;
  /** The request id the API returned, when it returns one. */
  requestId?: string | undefined;
  /** Further fields an API package extracted from its error envelope (e.g. `errors`, `actions`). */
  details?: Record<string, unknown> | undefined;
  /** How long the server asked to wait before trying again (its `Retry-After`), in milliseconds. */
  retryAfterMs?: number | undefined;
  /** Which API answered (`platform`, `hosting`, …), so that each package's guard knows its own errors. */
  api?: string | undefined;
}

/** An HTTP response with a non-success status. Subclasses exist per status family. */
export class ApiError<Code extends string = string> extends TypedApiError {
  /** Always `'ApiError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'ApiError';
  /** HTTP status code. */
  readonly status: number;
  /** The API's machine-readable error code (e.g. `record-not-found`), if any. */
  readonly code: Code | undefined;
  /** Parsed response body, with secrets redacted. */
  readonly body: unknown;
  /** Response headers, with sensitive values redacted. */
  readonly headers: Record<string, string>;
  /** HTTP method of the failed request. */
  readonly method: string | undefined;
  /** Redacted URL of the failed request. */
  readonly url: string | undefined;
  /** Request id reported by the API, useful when contacting its support. */
  readonly requestId: string | undefined;
  /** Extra fields from the API's error envelope. */
  readonly details: Record<string, unknown>;
  /** The wait the server asked for in `Retry-After`, in milliseconds, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /** Which API answered (`platform`, `hosting`, `calendar`, `code-analysis`), when a package's client sent the call. */
  readonly api: string | undefined;

  constructor(init: ApiErrorInit) {
    const where = init.method && init.url ? ` (${init.method} ${init.url})` : '';
    super(`${String(init.status)}${init.code ? ` ${init.code}` : ''}: ${init.message ?? statusText(init.status)}${where}`);
    this.status = init.status;
    this.code = init.code as Code | undefined;
    this.body = init.body;
    this.headers = init.headers ?? {};
    this.method = init.method;
    this.url = init.url;
    this.requestId = init.requestId;
    this.details = init.details ?? {};
    this.retryAfterMs = init.retryAfterMs;
    this.api = init.api;
  }
}

/** 400: the API rejected the request as malformed or invalid. */
export class BadRequestError<Code extends string = string> extends ApiError<Code> {
  /** Always `'BadRequestError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'BadRequestError';
}
/** 401: credentials are missing, invalid or expired. */
export class AuthenticationError<Code extends string = string> extends ApiError<Code> {
  /** Always `'AuthenticationError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'AuthenticationError';
}
/** 403: the credentials are valid but lack permission (or scope) for this action. */
export class PermissionDeniedError<Code extends string = string> extends ApiError<Code> {
  /** Always `'PermissionDeniedError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'PermissionDeniedError';
}
/** 404: the resource does not exist (or is not visible to the caller). */
export class NotFoundError<Code extends string = string> extends ApiError<Code> {
  /** Always `'NotFoundError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'NotFoundError';
}
/** 409: the request conflicts with the current state of the resource. */
export class ConflictError<Code extends string = string> extends ApiError<Code> {
  /** Always `'ConflictError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'ConflictError';
}
/** 422: the request was well-formed but cannot be processed in the resource's current state. */
export class UnprocessableEntityError<Code extends string = string> extends ApiError<Code> {
  /** Always `'UnprocessableEntityError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'UnprocessableEntityError';
}
/** 429: too many requests; raised only once the retry budget is spent. */
export class RateLimitError<Code extends string = string> extends ApiError<Code> {
  /** Always `'RateLimitError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'RateLimitError';
}
/** 5xx: the server failed; raised only once the retry budget is spent (or the call was not safe to repeat). */
export class InternalServerError<Code extends string = string> extends ApiError<Code> {
  /** Always `'InternalServerError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'InternalServerError';
}

/**
 * The request never got a whole response: a host that does not resolve, a refused or reset connection, or a
 * connection that dropped while a streamed body was read. `cause` holds the runtime's own error when nothing
 * in its messages had to be redacted.
 */
export class ConnectionError extends TypedApiError {
  /** Always `'ConnectionError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'ConnectionError';
  /**
   * The runtime's code for the failure, when it gave one: `ENOTFOUND` (the host name does not resolve),
   * `EAI_AGAIN` (the name could not be looked up just now), `ECONNREFUSED`, `UND_ERR_SOCKET`…
   */
  readonly code: string | undefined;
  constructor(message: string, options?: { cause?: unknown; code?: string | undefined }) {
    super(message, options);
    this.code = options?.code;
  }
}
/** An attempt, or a wait, ran past its time limit. */
export class TimeoutError extends TypedApiError {
  /** Always `'TimeoutError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'TimeoutError';
}
/**
 * A wait (`waitUntil`, `poll`, and every package's `waitFor…` helper) ran past its `timeoutMs` before what it
 * waited for happened. It is a {@link TimeoutError}, so a wait that ends early never looks like success,
 * and it carries what the wait last saw: `lastValue` is the value of the last check that returned (the
 * run with its id and status, the backup, the deploy…), undefined when none had returned yet. Read it
 * typed with {@link isWaitTimeout}.
 */
export class WaitTimeoutError<T = unknown> extends TimeoutError {
  /** Always `'WaitTimeoutError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'WaitTimeoutError';
  /** Always `'wait-timeout'`, for code-based handling. */
  readonly code = 'wait-timeout' as const;
  /** What the last check that returned gave (the job as it stood), or undefined when no check had returned. */
  readonly lastValue: T | undefined;
  /** The status of {@link WaitTimeoutError.lastValue} as `onProgress` reported it (`RUNNING`, `creating`…), or undefined when no check had returned. */
  readonly lastStatus: string | undefined;
  /** Checks started before the wait gave up (the last one may have been cut short). */
  readonly checks: number;
  constructor(timeoutMs: number, checks: number, last: { value: T; status: string } | undefined) {
    const where = last ? `last status ${last.status}` : 'no check had returned yet';
    super(`Gave up waiting after ${String(timeoutMs)}ms (${String(checks)} ${checks === 1 ? 'check' : 'checks'}), ${where}`);
    this.lastValue = last?.value;
    this.lastStatus = last?.status;
    this.checks = checks;
  }
}

/**
 * True when `err` is a {@link WaitTimeoutError}: a wait ran out of time. Name the wait's value type to read
 * `err.lastValue` typed, e.g. `isWaitTimeout<Run>(err)` for `runs.waitForFinish` (the type is the caller's
 * word: the guard checks the class, not the value).
 */
export function isWaitTimeout<T = unknown>(err: unknown): err is WaitTimeoutError<T> {
  return err instanceof WaitTimeoutError;
}

/** The caller's `AbortSignal` fired; nothing more is sent. */
export class AbortError extends TypedApiError {
  /** Always `'AbortError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'AbortError';
}

/**
 * A list walk stopped because the server sent it back to a page it had already fetched (the same
 * offset, page number, cursor or link twice): following it would request forever.
 */
export class PaginationLoopError extends TypedApiError {
  /** Always `'PaginationLoopError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'PaginationLoopError';
  /** The list that looped, by operation id (e.g. `datasets.listItems`). */
  readonly list: string;
  /** The marker the server repeated (an offset, page number, cursor or link; secrets redacted). */
  readonly marker: string;
  /** Pages fetched before the walk stopped. */
  readonly pages: number;
  constructor(list: string, marker: string, pages: number) {
    super(`The list ${list} repeated its page marker ${marker} after ${String(pages)} page(s): the server is not advancing, so the walk stops instead of requesting forever`);
    this.list = list;
    this.marker = marker;
    this.pages = pages;
  }
}

/**
 * A call failed and would have been retried, but the client's retry budget is spent: retries already
 * added their allowed share to the calls of the last minute. Failing fast keeps a struggling server from
 * being hammered by every caller retrying at once. `cause` is the failure that was not retried.
 */
export class RetryBudgetError extends TypedApiError {
  /** Always `'RetryBudgetError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'RetryBudgetError';
  /** Always `'retry-budget-spent'`, for code-based handling. */
  readonly code = 'retry-budget-spent' as const;
  /** Retries made in the budget's window when this call was refused one. */
  readonly retries: number;
  /** Calls made in the same window. */
  readonly calls: number;
  /** The window the budget counts in, in milliseconds. */
  readonly windowMs: number;
  constructor(what: string, budget: RetryBudgetState, cause: Error) {
    const seconds = String(Math.round(budget.windowMs / 100) / 10);
    const numbers = `${String(budget.retries)} retries against ${String(budget.calls)} calls in the last ${seconds}s; it allows ${String(budget.reserve)} plus ${String(Math.round(budget.ratio * 100))}% of the calls`;
    const why = budget.storeAway
      ? "the shared store that keeps the account's retry budget is not answering, and this process, already counted there, takes no retry of its own until it answers"
      : `the client's retry budget is spent (${numbers})`;
    super(`${what}: not retried, ${why}; the server is failing: ${cause.message}`, { cause });
    this.retries = budget.retries;
    this.calls = budget.calls;
    this.windowMs = budget.windowMs;
  }
}

/**
 * The shared store of a client's pacing and retry budget (its `limitStore`) failed or did not answer in time.
 * Store calls that fail are not thrown at callers: the client paces by its own memory until the store answers
 * again. Only a store made to fail closed refuses calls with this error while it is away. `cause` is the
 * store's failure, when one is known.
 */
export class LimitStoreError extends TypedApiError {
  /** Always `'LimitStoreError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'LimitStoreError';
  /** Always `'limit-store-unavailable'`, for code-based handling. */
  readonly code = 'limit-store-unavailable' as const;
  /** The store's name (`redis`, `memory`…). */
  readonly store: string;
  constructor(store: string, problem: string, cause: unknown) {
    super(`the ${store} store of pacing and the retry budget is unavailable (${problem}); calls are refused until it answers, as it fails closed`, { cause });
    this.store = store;
  }
}

/** A body over a size limit: a response above `maxResponseBytes`, or a request above what the API accepts. */
export class SizeLimitError extends TypedApiError {
  /** Always `'SizeLimitError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'SizeLimitError';
  /** Which body was too large. */
  readonly direction: 'request' | 'response';
  /** The limit, in bytes. */
  readonly limitBytes: number;
  /** The size seen, in bytes, when known (a response is stopped as soon as it crosses the limit). */
  readonly actualBytes: number | undefined;
  constructor(message: string, direction: 'request' | 'response', limitBytes: number, actualBytes?: number) {
    super(message);
    this.direction = direction;
    this.limitBytes = limitBytes;
    this.actualBytes = actualBytes;
  }
}

/** One problem found in an input or a response, with the path to the offending value. */
export interface ValidationIssue {
  /** Where the problem is, e.g. `['body', 'items', 3, 'url']`. */
  path: (string | number)[];
  /** What is wrong, in words. */
  message: string;
  /** zod's issue code. */
  code: string;
}

/** Bad input caught before any request was sent. */
export class ValidationError extends TypedApiError {
  /** Always `'ValidationError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'ValidationError';
  /** Every problem found. */
  readonly issues: ValidationIssue[];
  constructor(context: string, issues: ValidationIssue[]) {
    super(`${context}: ${issues.map(formatIssue).join('; ')}`);
    this.issues = issues;
  }
}

/** A response body that contradicts its schema (only when response validation is on). */
export class ResponseValidationError extends TypedApiError {
  /** Always `'ResponseValidationError'`, so logs and `err.name` checks tell the classes apart. */
  override name = 'ResponseValidationError';
  /** Every mismatch found. */
  readonly issues: ValidationIssue[];
  /** The body as received (secrets redacted). */
  readonly body: unknown;
  constructor(context: string, issues: ValidationIssue[], body: unknown) {
    super(`${context}: the response does not match its schema: ${issues.map(formatIssue).join('; ')}`);
    this.issues = issues;
    this.body = body;
  }
}

function formatIssue(issue: ValidationIssue): string {
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}


const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Authentication required',
  403: 'Permission denied',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

function statusText(status: number): string {
  return STATUS_TEXT[status] ?? `HTTP ${String(status)}`;
}

/** Builds the {@link ApiError} subclass that matches the status. */
export function createApiError(init: ApiErrorInit): ApiError {
  const s = init.status;
  if (s === 400) return new BadRequestError(init);
  if (s === 401) return new AuthenticationError(init);
  if (s === 403) return new PermissionDeniedError(init);
  if (s === 404) return new NotFoundError(init);
  if (s === 409) return new ConflictError(init);
  if (s === 422) return new UnprocessableEntityError(init);
  if (s === 429) return new RateLimitError(init);
  if (s >= 500) return new InternalServerError(init);
  return new ApiError(init);
}

/**
 * True when `err` is an {@link ApiError} whose `code` equals `code` (or any API error when no code is
 * given). API packages wrap this with their own code unions, e.g. `isPlatformError(err, 'record-not-found')`.
 */
export function isApiError<Code extends string = string, C extends Code = Code>(err: unknown, code: C): err is ApiError & { readonly code: C };
export function isApiError<Code extends string = string>(err: unknown): err is ApiError<Code>;
export function isApiError(err: unknown, code?: string): boolean {
  return err instanceof ApiError && (code === undefined || err.code === code);
}

/** A type guard for the errors of one API: with a code, it also checks (and narrows) `err.code`. */
export interface ErrorGuard<Code extends string, E extends ApiError<Code> = ApiError<Code>> {
  /** True when `err` is an HTTP error answered by this API. */
  (err: unknown): err is E;
  /** True when `err` is an HTTP error answered by this API with this code. */
  <C extends Code>(err: unknown, code: C): err is E & { readonly code: C };
}

/**
 * Makes the error guard of one API package (`isPlatformError` and its siblings): true only for errors
 * its own client raised, so that another package's error with the same code never passes.
 */
export function errorGuard<Code extends string, E extends ApiError<Code> = ApiError<Code>>(api: string): ErrorGuard<Code, E> {
  return ((err: unknown, code?: string) => err instanceof ApiError && err.api === api && (code === undefined || err.code === code)) as ErrorGuard<Code, E>;
}
