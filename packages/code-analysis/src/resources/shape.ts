import { ApiPromise, ValidationError, waitUntil, type RequestOptions, type WaitOptions } from '@typed-api/core';
import { checkInputs } from '@typed-api/core/internal';

/**
 * The last argument of every wait of this package: how to wait (the core's wait options: `timeoutMs` for
 * the whole wait, `signal`, `onProgress` with each reading, and the polling pace `intervalMs`, `backoff`,
 * `maxIntervalMs`) and what each poll sends besides (`headers`, `maxRetries`, `totalTimeoutMs`).
 */
export interface PollOptions<T> extends WaitOptions<T>, Omit<RequestOptions, 'timeoutMs' | 'signal' | 'onProgress'> {}

/**
 * Polls `check` until `done` with the wait part of `options`, handing each poll the per-call part and
 * a signal that fires when the caller's does or the wait runs out of time.
 */
export function poll<T>(check: (options: RequestOptions) => PromiseLike<T>, done: (value: T) => boolean, options: PollOptions<T> = {}, status?: (value: T) => string): Promise<T> {
  const { intervalMs, backoff, maxIntervalMs, timeoutMs, signal, onProgress, ...perCall } = options;
  return waitUntil((waitSignal) => check({ ...perCall, signal: waitSignal }), done, { intervalMs, backoff, maxIntervalMs, timeoutMs, signal, onProgress }, status);
}

/**
 * Refuses, before anything is sent, an inputs object that a helper reads field by field (a wait's inputs,
 * an upload's form fields) when it holds a key the helper does not know: the engine's check and message.
 */
export function checkInputKeys(id: string, inputs: unknown, known: readonly string[]): void {
  checkInputs(id, inputs, known);
}

/** Sends a call whose inputs the method reads field by field, once {@link checkInputKeys} accepts them; else a call that fails the same way the engine's calls do. */
export function sendChecked<T>(id: string, inputs: unknown, known: readonly string[], send: () => ApiPromise<T>): ApiPromise<T> {
  let refused: ValidationError | undefined;
  try {
    checkInputKeys(id, inputs, known);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    refused = error;
  }
  return refused ? new ApiPromise<never>(Promise.reject(refused), id) : send();
}
