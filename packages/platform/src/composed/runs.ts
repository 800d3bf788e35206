// Hand-written: waits (long polls with the log followed meanwhile), the log read line by line, and the
// run's storages opened as a place: each composes several calls.
import type { HttpClient, PollOptions, RequestOptions } from '@typed-api/core';
import { waitFrom } from '@typed-api/core/internal';
import { RunStorages, runStoragePlace } from './run-storages.js';
import { isTerminalStatus, LONG_POLL_ATTEMPT_MS, LONG_POLL_MARGIN_MS, MAX_WAIT_FOR_FINISH_SECS } from '../constants.js';
import type { Run } from '../responses/actors.js';
import { get, streamLog } from '../functions/runs.js';
import { followLines, waitFollowingLog, type LogLinesInputs, type LogListener } from '../log-lines.js';

/** Options of {@link RunsComposites.waitForFinish}, `actors.call` and `tasks.call`: how long to wait, and where the run's log goes meanwhile. */
export type RunWaitOptions = JobWaitOptions<Run>;

/**
 * How long to wait for a run or build, and how to stop waiting: the core's poll options (the whole-wait
 * `timeoutMs`, `signal`, `onProgress` with the job after every check, per-call options such as `headers`)
 * without the polling pace, which the server's long poll sets. Each call's own time limit stays above the
 * server's 60 s hold. Past `timeoutMs` the wait fails with a `WaitTimeoutError` whose `lastValue` is the
 * job as last seen (its id and status).
 */
export type WaitOptions<T = { status: string }> = Omit<PollOptions<T>, 'intervalMs' | 'backoff' | 'maxIntervalMs'>;

/**
 * Options of a wait for a run or build: those of {@link WaitOptions}, and `log` to follow the job's log
 * while waiting.
 */
export interface JobWaitOptions<T = { status: string }> extends WaitOptions<T> {
  /**
   * Called with each complete line of the job's log while the wait goes on (the log is followed as a
   * stream from the start of the job). The follow ends with the wait: after the job ends it may take up
   * to 5 s more to reach the end of the log, and on a timeout or an abort it is cut at once. Losing the
   * log does not fail the wait; a throw from this function does, with that error.
   */
  log?: LogListener | undefined;
}

/**
 * Waits for a job with {@link waitWithLongPoll}, and, when `wait.log` is given, follows the job's log
 * (opened by `openLog` with a signal that stops it) into it meanwhile. `known` is the job as the caller
 * already has it (a started run), carried by a timeout that comes before the first answer.
 */
export function waitFollowing<T extends { status: string }>(
  fetch: (waitForFinish: number, options: RequestOptions) => PromiseLike<T>,
  openLog: (signal: AbortSignal) => AsyncIterable<string>,
  wait: JobWaitOptions<T> | undefined,
  known?: T,
): Promise<T> {
  const { log, ...rest } = wait ?? {};
  if (!log) return waitWithLongPoll(fetch, rest, known);
  return waitFollowingLog((signal) => waitWithLongPoll(fetch, { ...rest, signal }, known), openLog, log, rest.signal);
}

/**
 * Waits for a job using the server's long poll: each call asks the server to hold it until the job
 * ends or `waitForFinish` seconds pass (≤ 60, and ending a margin before the caller's deadline, so that
 * the last answer arrives before the wait gives up and its `WaitTimeoutError` carries the job as it
 * stood). `known`: the job as the caller already has it, carried by a timeout before the first answer.
 */
export function waitWithLongPoll<T extends { status: string }>(
  fetch: (waitForFinish: number, options: RequestOptions) => PromiseLike<T>,
  wait: WaitOptions<T> | undefined,
  known?: T,
): Promise<T> {
  const { timeoutMs, onProgress, ...requestOptions } = wait ?? {};
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  return waitFrom(
    known === undefined ? undefined : { value: known },
    (signal) => {
      const remainingSecs = Math.floor((deadline - Date.now() - LONG_POLL_MARGIN_MS) / 1000);
      const secs = Math.max(0, Math.min(MAX_WAIT_FOR_FINISH_SECS, remainingSecs));
      // The wait's own signal: it fires at the whole-wait deadline too, so no poll outlives the wait.
      return fetch(secs, { ...requestOptions, signal, timeoutMs: LONG_POLL_ATTEMPT_MS });
    },
    (job) => isTerminalStatus(job.status),
    { intervalMs: 250, backoff: 2, maxIntervalMs: 2_000, timeoutMs, signal: wait?.signal, onProgress },
  );
}

/**
 * {@link RunsComposites.waitForFinish}, for the helpers that already hold the run (`actors.call`,
 * `tasks.call`, `lastRun(…).waitForFinish`): `known` is that run, carried by a timeout before the first
 * answer, so that the error always names the run.
 */
export function waitForRun(http: HttpClient, runId: string, options: RunWaitOptions | undefined, known?: Run): Promise<Run> {
  return waitFollowing(
    (waitForFinish, requestOptions) => get(http, runId, { waitForFinish }, requestOptions),
    (signal) => runLogLines(http, runId, undefined, { headers: options?.headers, signal }),
    options,
    known,
  );
}

/** The lines of a run's log as they are written (see {@link RunsComposites.logLines}). */
function runLogLines(http: HttpClient, runId: string, inputs: LogLinesInputs | undefined, options: RequestOptions | undefined): AsyncIterable<string> {
  return followLines((callOptions) => streamLog(http, runId, { stream: true, ...inputs }, callOptions), options);
}

/** What the runs namespace does beyond one call per method: waits, the log line by line, the run's storages. */
export class RunsComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Waits until the run reaches a terminal status (SUCCEEDED, FAILED, TIMED-OUT, ABORTED) or the deadline
   * passes. `onProgress` gets the run's status (`READY`, `RUNNING`, then the terminal one) after each call;
   * `log` gets each line of the run's log meanwhile. Past `timeoutMs` it fails with a `WaitTimeoutError`
   * whose `lastValue` is the run as last seen (`isWaitTimeout<Run>(err)` reads it typed).
   */
  waitForFinish(runId: string, options?: RunWaitOptions): Promise<Run> {
    return waitForRun(this.#http, runId, options);
  }

  /**
   * The default dataset, key-value store and request queue of a run, reached through the run
   * (`/actor-runs/{runId}/dataset`, ...): the same methods as the top-level storage resources,
   * without first reading the run for the storage IDs.
   */
  storages(runId: string): RunStorages {
    return new RunStorages(this.#http, runStoragePlace.scope(runId));
  }

  /**
   * Follows the log of a run line by line, from its start until the run ends (`stream=true` on
   * `/actor-runs/{runId}/log`). The request is sent when the iteration starts; stopping early (`break`)
   * closes the connection, and `options.signal` aborts the request and the reading.
   */
  logLines(runId: string, inputs?: LogLinesInputs, options?: RequestOptions): AsyncIterable<string> {
    return runLogLines(this.#http, runId, inputs, options);
  }
}
