/** The first backoff delay, as the rate-limit algorithm prescribes: 500 ms. */
export const INITIAL_RETRY_DELAY_MS = 500;

/**
 * The wait before retry number `retry` (0-based): a random time in [D, 2·D) where D starts at
 * 500 ms and doubles each time; so [500,1000), [1000,2000), [2000,4000)... A `Retry-After` value
 * from the server replaces it when present.
 */
export function retryDelay(retry: number, retryAfterMs: number | undefined, random: () => number = Math.random): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const base = INITIAL_RETRY_DELAY_MS * 2 ** retry;
  // Clamp: floating-point rounding can make base + r·base reach 2·base for r just below 1.
  return Math.min(2 * base - 1, Math.floor(base + random() * base));
}

/** The longest delay a JavaScript timer can hold (about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** How long the SDK waits at most for one `Retry-After` before it gives up with a typed error instead. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

/**
 * Parses a `Retry-After` header (seconds or an HTTP date) into milliseconds from `now`, clamped to
 * 0…{@link MAX_TIMER_MS} so that no date, however far off, can overflow a timer.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else if (/^[A-Za-z]/.test(trimmed)) ms = Date.parse(trimmed) - now;
  else return undefined;
  if (Number.isNaN(ms)) return undefined;
  return Math.round(Math.min(MAX_TIMER_MS, Math.max(0, ms)));
}

/**
 * Failures worth another try for a call that is safe to repeat: a request timeout and server failures. (A
 * 429 is retried for every call, since the server did nothing: the client checks it on its own.)
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status >= 500;
}
