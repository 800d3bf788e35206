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

/** Parses a `Retry-After` header (seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Statuses worth another try: rate limiting, request timeout, and server failures. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}
