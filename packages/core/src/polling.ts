import type { RequestOptions } from './config.js';
import { ValidationError, WaitTimeoutError } from './errors.js';
import { unknownKeysText } from './keys.js';
import { MAX_TIMER_MS } from './retry.js';
import type { Progress } from './progress.js';
import { abortReason, sleep, untilAborted } from './signals.js';

/** How a wait is going, as `onProgress` receives it after every check: the job's status, and the job itself in `value`. */
export interface WaitProgress<T> extends Progress {
  /** What the last check returned (a run, a backup, an analysis's progress…). */
  value: T;
}

/**
 * Options of every wait: {@link waitUntil} and each package's wait helpers (`waitForFinish`,
 * `waitForCompletion`, `waitForFirstAnalysis`, …) take the same ones.
 */
export interface WaitOptions<T = unknown> {
  /** First wait between polls, in milliseconds. Default 1 000. */
  intervalMs?: number | undefined;
  /** Each wait is the previous one times this factor. Default 1.5. */
  backoff?: number | undefined;
  /** Waits never exceed this, in milliseconds. Default 15 000. */
  maxIntervalMs?: number | undefined;
  /**
   * Give up after this long, in milliseconds, with a {@link WaitTimeoutError} (a `TimeoutError` whose
   * `lastValue` is what the last check returned): the whole wait, a poll in flight included (it is
   * aborted). `0` checks once and returns what that check gave, finished or not, without waiting and
   * without a timeout error (the official client's `waitSecs: 0`). Default: no limit.
   */
  timeoutMs?: number | undefined;
  /** Stop waiting when this fires (throws an AbortError); a poll in flight is aborted too. */
  signal?: AbortSignal | undefined;
  /** Called after every check with the status, what the check returned, how many checks were made and the time spent. */
  onProgress?: ((progress: WaitProgress<T>) => void) | undefined;
}

/** The keys {@link WaitOptions} knows: a wait refuses any other, so that a misspelt option is not ignored. */
const WAIT_OPTION_NAMES = ['intervalMs', 'backoff', 'maxIntervalMs', 'timeoutMs', 'signal', 'onProgress'];

/**
 * The status of a checked value: its `status` field when it has one (runs, builds, backups…), else
 * `done` or `waiting`.
 */
export function statusOf(value: unknown, done: boolean): string {
  const status = typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : undefined;
  if (typeof status === 'string') return status;
  return done ? 'done' : 'waiting';
}

/**
 * Polls `check` until `done(value)` is true and returns that value; with `timeoutMs: 0` it checks once and
 * returns that value, done or not. Waits grow by `backoff` up to `maxIntervalMs`. `onProgress` gets the status of each checked value: `status(value)` when given, else
 * the value's own `status` string, or `done` / `waiting`. `check` gets a signal that fires when the caller's signal does or the whole wait
 * runs past `timeoutMs`: pass it to the request, so that no poll outlives the wait. Past `timeoutMs` the
 * wait fails with a {@link WaitTimeoutError} carrying the last value checked and its status. Nothing of
 * the wait (timer or listener) is left behind once it settles.
 */
export function waitUntil<T>(
  check: (signal: AbortSignal) => Promise<T> | PromiseLike<T>,
  done: (value: T) => boolean,
  options: WaitOptions<T> = {},
  status?: (value: T) => string,
): Promise<T> {
  return waitFrom(undefined, check, done, options, status);
}

/**
 * {@link waitUntil} for a wait that already holds a value of what it waits for (`known`: the run a start
 * returned, say): it counts as the last value seen until a check returns, so a timeout before then still
 * carries it. It is not checked again, nor reported to `onProgress`.
 */
export async function waitFrom<T>(
  known: { value: T } | undefined,
  check: (signal: AbortSignal) => Promise<T> | PromiseLike<T>,
  done: (value: T) => boolean,
  options: WaitOptions<T> = {},
  status?: (value: T) => string,
): Promise<T> {
  const { intervalMs = 1_000, backoff = 1.5, maxIntervalMs = 15_000, timeoutMs, signal, onProgress } = options;
  refuseUnknownWaitOptions(options);
  const started = Date.now();
  checkWaitTimeout(timeoutMs);
  if (signal?.aborted) throw abortReason(signal);
  const controller = new AbortController();
  const statusText = (value: T, finished: boolean): string => (status ? status(value) : statusOf(value, finished));
  const state: WaitState<T> = { attempts: 0, last: known && { value: known.value, status: statusText(known.value, false) } };
  const timer = armWaitTimeout(timeoutMs, controller, state);
  const onAbort = (event: Event): void => {
    controller.abort(abortReason(event.target as AbortSignal));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let interval = intervalMs;
    for (;;) {
      state.attempts++;
      const value = await untilAborted(check(controller.signal), controller.signal);
      const finished = done(value);
      state.last = { value, status: statusText(value, finished) };
      onProgress?.({ status: state.last.status, attempts: state.attempts, elapsedMs: Date.now() - started, value });
      // A wait of no time checks once: what the check gave is the answer, finished or not.
      if (finished || timeoutMs === 0) return value;
      await sleep(interval, controller.signal);
      interval = Math.min(interval * backoff, maxIntervalMs);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** How far a wait has got: what its timeout error reports. */
interface WaitState<T> {
  /** Checks started so far. */
  attempts: number;
  /** What the last check that returned gave, and its status (or the value the wait started from). */
  last: { value: T; status: string } | undefined;
}

/** Refuses keys a wait does not know, so that a misspelt option is not ignored. */
function refuseUnknownWaitOptions<T>(options: WaitOptions<T>): void {
  const unknown = Object.keys(options).filter((key) => !WAIT_OPTION_NAMES.includes(key) && (options as Record<string, unknown>)[key] !== undefined);
  if (unknown.length > 0) {
    throw new ValidationError('Invalid wait options', [
      { path: unknown, code: 'unrecognized_keys', message: unknownKeysText('wait option', unknown, WAIT_OPTION_NAMES) },
    ]);
  }
}

/** Refuses a `timeoutMs` that is not a whole number of milliseconds a timer can wait (0: check once). */
function checkWaitTimeout(timeoutMs: number | undefined): void {
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 0 && timeoutMs <= MAX_TIMER_MS)) {
    throw new ValidationError('Invalid wait options', [
      {
        path: ['timeoutMs'],
        code: 'invalid_option',
        message: `must be a whole number of milliseconds from 0 (check once, do not wait) to ${String(MAX_TIMER_MS)} (got ${String(timeoutMs)})`,
      },
    ]);
  }
}

/** Starts the timer of a wait with a `timeoutMs`: when it fires, the wait is aborted with a {@link WaitTimeoutError} telling how far it got. */
function armWaitTimeout<T>(timeoutMs: number | undefined, controller: AbortController, state: WaitState<T>): ReturnType<typeof setTimeout> | undefined {
  // A wait of no time makes its one check without a deadline of its own (the call keeps its own timeouts).
  if (timeoutMs === undefined || timeoutMs === 0) return undefined;
  return setTimeout(() => {
    controller.abort(new WaitTimeoutError(timeoutMs, state.attempts, state.last));
  }, timeoutMs);
}

/**
 * The last argument of a wait whose checks are calls: how to wait ({@link WaitOptions}) and what each call
 * sends besides (`headers`, `maxRetries`, `totalTimeoutMs`, … of {@link RequestOptions}). `timeoutMs`,
 * `signal` and `onProgress` belong to the whole wait.
 */
export interface PollOptions<T = unknown> extends WaitOptions<T>, Omit<RequestOptions, 'timeoutMs' | 'signal' | 'onProgress'> {}

/**
 * {@link waitUntil} over calls: polls `check` until `done`, with the wait part of `options`, and hands each
 * call the per-call part and a signal that fires when the caller's does or the wait runs out of time.
 */
export function poll<T>(check: (options: RequestOptions) => PromiseLike<T>, done: (value: T) => boolean, options: PollOptions<T> = {}, status?: (value: T) => string): Promise<T> {
  const { intervalMs, backoff, maxIntervalMs, timeoutMs, signal, onProgress, ...perCall } = options;
  return waitUntil((waitSignal) => check({ ...perCall, signal: waitSignal }), done, { intervalMs, backoff, maxIntervalMs, timeoutMs, signal, onProgress }, status);
}
