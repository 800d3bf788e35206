import type { Outcome } from './answer.js';
import type { AuthStrategy } from './auth.js';
import { discard } from './body.js';
import type { Call } from './call.js';
import type { HttpClientConfig, PreparedRequest } from './config.js';
import { ConnectionError, RetryBudgetError, TypedApiError, type ApiError } from './errors.js';
import type { LevelledLogger } from './logger.js';
import { isIdempotent } from './operation.js';
import type { Redactor } from './redact.js';
import { apiErrorFrom } from './response.js';
import type { Budget } from './retry-budget.js';
import { DEFAULT_MAX_RETRY_AFTER_MS, isRetryableStatus, parseRetryAfter, retryDelay } from './retry.js';

/**
 * The retry policy, in one place: after an attempt that did not succeed, how long to wait before the next
 * one, or the error the call ends with. A 429 is always retried, other failures only for idempotent
 * operations; a Retry-After beyond `maxRetryAfterMs` is not waited for; a retry the client-wide budget
 * refuses ends the call.
 */
export class RetryPolicy {
  readonly #config: HttpClientConfig;
  readonly #auth: AuthStrategy;
  readonly #logger: LevelledLogger;
  readonly #redactor: Redactor;
  readonly #budget: Budget | undefined;

  constructor(config: HttpClientConfig, auth: AuthStrategy, logger: LevelledLogger, redactor: Redactor, budget: Budget | undefined) {
    this.#config = config;
    this.#auth = auth;
    this.#logger = logger;
    this.#redactor = redactor;
    this.#budget = budget;
  }

  /** Counts a call in the budget (each call adds its share of a retry). */
  begin(): void {
    this.#budget?.call();
  }

  /** The wait before the next attempt; throws the error the call ends with when there is none. */
  async delay(call: Call, outcome: Exclude<Outcome, { kind: 'ok' }>, prepared: PreparedRequest, where: () => string): Promise<number> {
    const canRetry = call.retry < call.maxRetries && call.replayable;
    if (outcome.kind === 'status') return this.#statusDelay(call, outcome.response, prepared, where, canRetry);
    // A call its caller cancelled is over, whatever else would allow a retry.
    if (outcome.kind === 'fatal' || (outcome.error instanceof TypedApiError && outcome.error.name === 'AbortError')) throw outcome.error;
    if (!isIdempotent(call.op) || !canRetry || lookupsSpent(call, outcome.error)) throw outcome.error;
    await this.#spend(where, () => outcome.error);
    return this.#next(call, undefined, outcome.error.message);
  }

  /** The policy for an answer with a failing status. */
  async #statusDelay(call: Call, response: Response, prepared: PreparedRequest, where: () => string, canRetry: boolean): Promise<number> {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const retryable = canRetry && (response.status === 429 || (isIdempotent(call.op) && isRetryableStatus(response.status)));
    const maxRetryAfterMs = this.#config.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    // Only a Retry-After beyond maxRetryAfterMs stops a retry that is otherwise allowed.
    if (!retryable || (retryAfterMs ?? 0) > maxRetryAfterMs) throw await this.#statusError(response, prepared, retryAfterMs, retryable ? maxRetryAfterMs : undefined);
    await this.#spend(where, () => this.#statusError(response, prepared, retryAfterMs, undefined));
    discard(response);
    return this.#next(call, retryAfterMs, `${String(response.status)} on ${where()}`);
  }

  /** Takes a retry from the budget, or ends the call with a {@link RetryBudgetError} around the failure. */
  async #spend(where: () => string, failure: () => Error | Promise<Error>): Promise<void> {
    const budget = this.#budget;
    if (!budget) return;
    const fits = budget.tryRetry();
    if (fits === true || (fits instanceof Promise && (await fits))) return;
    throw new RetryBudgetError(where(), budget.state(), await failure());
  }

  /** The backoff before the next attempt, logged and reported. */
  #next(call: Call, retryAfterMs: number | undefined, what: string): number {
    const delay = retryDelay(call.retry, retryAfterMs, this.#config.random);
    this.#logger.warn(`${what}: retrying in ${String(delay)}ms (${String(call.retry + 1)}/${String(call.maxRetries)})`);
    call.progress.report('retrying', call.attempts);
    return delay;
  }

  /** The typed error for an answer with a failing status (`maxRetryAfterMs` when its Retry-After alone stopped a retry). */
  async #statusError(response: Response, prepared: PreparedRequest, retryAfterMs: number | undefined, maxRetryAfterMs: number | undefined): Promise<ApiError> {
    const failure = await apiErrorFrom(response, prepared, { parseError: this.#config.parseError, api: this.#config.api, redactor: this.#redactor, retryAfterMs, maxRetryAfterMs });
    if (response.status === 401 && this.#auth.kind === 'none') {
      // The most common first-call mistake: the credential option was left out (or misspelled).
      failure.message += '; the client sent no credentials: give it the API key or token option its README names (or `auth`)';
    }
    return failure;
  }
}

/**
 * Retries given to a host name that does not resolve. One covers a lookup answered wrongly once (a record
 * just created, a resolver that stumbled); a misspelt `baseUrl` then fails within a second instead of after
 * every retry. `EAI_AGAIN` (the lookup could not be made just now, say the resolver was unreachable) is
 * transient and keeps the ordinary retries.
 */
const UNRESOLVED_HOST_RETRIES = 1;

/** True when the attempt failed on a host name that does not resolve and the call has had its retries for that. */
function lookupsSpent(call: Call, error: Error): boolean {
  return error instanceof ConnectionError && error.code === 'ENOTFOUND' && call.retry >= UNRESOLVED_HOST_RETRIES;
}
