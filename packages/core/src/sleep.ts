import { AbortError, TypedApiError } from './errors.js';
import { MAX_TIMER_MS } from './retry.js';

/** Waits `ms` milliseconds (clamped to what a timer can hold); rejects with {@link AbortError} as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.min(MAX_TIMER_MS, Math.max(0, ms)));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The error to throw for an aborted signal: our own error when the SDK aborted it, else an {@link AbortError}. */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof TypedApiError) return reason;
  return new AbortError('The operation was aborted', reason === undefined ? undefined : { cause: reason });
}
