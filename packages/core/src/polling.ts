import { TimeoutError } from './errors.js';
import { abortReason, sleep } from './sleep.js';

/** Options of {@link waitUntil}. */
export interface WaitOptions {
  /** First wait between polls, in milliseconds. Default 1 000. */
  intervalMs?: number | undefined;
  /** Each wait is the previous one times this factor. Default 1.5. */
  backoff?: number | undefined;
  /** Waits never exceed this, in milliseconds. Default 15 000. */
  maxIntervalMs?: number | undefined;
  /** Give up after this long, in milliseconds, with a {@link TimeoutError}. Default: no limit. */
  timeoutMs?: number | undefined;
  /** Stop waiting when this fires (throws an AbortError). */
  signal?: AbortSignal | undefined;
  /** Called after every poll, e.g. to report progress. */
  onPoll?: ((value: unknown, attempt: number) => void) | undefined;
}

/**
 * Polls `check` until `done(value)` is true and returns that value. Waits grow by `backoff` up to
 * `maxIntervalMs`; the whole wait is bounded by `timeoutMs` and cancellable by `signal`.
 */
export async function waitUntil<T>(
  check: (signal: AbortSignal | undefined) => Promise<T> | PromiseLike<T>,
  done: (value: T) => boolean,
  options: WaitOptions = {},
): Promise<T> {
  const { intervalMs = 1_000, backoff = 1.5, maxIntervalMs = 15_000, timeoutMs, signal, onPoll } = options;
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  let interval = intervalMs;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw abortReason(signal);
    const value = await check(signal);
    onPoll?.(value, attempt);
    if (done(value)) return value;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new TimeoutError(`Gave up waiting after ${String(timeoutMs)}ms (${String(attempt)} checks)`);
    await sleep(Math.min(interval, remaining), signal);
    interval = Math.min(interval * backoff, maxIntervalMs);
  }
}
