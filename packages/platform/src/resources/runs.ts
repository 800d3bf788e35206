import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, PollOptions, RequestOptions } from '@typed-api/core';
import { waitFrom, walkList, type Inputs } from '@typed-api/core/internal';
import { RunStorages, runStoragePlace } from './run-storages.js';
import type { OffsetPage } from '../schemas/common.js';
import { isTerminalStatus, LONG_POLL_ATTEMPT_MS, LONG_POLL_MARGIN_MS, MAX_WAIT_FOR_FINISH_SECS } from '../constants.js';
import type { Run, RunShort } from '../responses/actors.js';
import { abortRun, chargeRun, deleteRun, getRun, listRuns, metamorphRun, rebootRun, resurrectRun, runLog, streamRunLog, updateRun, type runLogQuery } from '../operations/runs.js';
import { followLines, waitFollowingLog, type LogLinesOptions, type LogListener } from '../log-lines.js';

/** Options of {@link RunsResource.log}. */
export type RunLogOptions = z.input<typeof runLogQuery>;

/** Options of {@link RunsResource.waitForFinish}, `actors.call` and `tasks.call`: how long to wait, and where the run's log goes meanwhile. */
export type RunWaitOptions = JobWaitOptions<Run>;

/** Options of {@link RunsResource.list}. */
export type ListAllRunsOptions = z.input<typeof listRuns.query>;
/** Fields of a run that can change. */
export type RunUpdate = z.input<typeof updateRun.body>;
/** Options of {@link RunsResource.resurrect}. */
export type ResurrectOptions = z.input<typeof resurrectRun.query>;
/**
 * Inputs of {@link RunsResource.metamorph}: the `targetActorId` the run becomes a run of, its `build`, and
 * the new `input` (a JSON object, sent as the body).
 */
export type MetamorphInputs = Inputs<typeof metamorphRun>;
/**
 * Inputs of {@link RunsResource.charge}: the `eventName` and `count` of the charge, and an
 * `idempotencyKey` (sent as the `idempotency-key` header; one is made when you give none).
 */
export type ChargeInputs = Inputs<typeof chargeRun>;

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
 * {@link RunsResource.waitForFinish}, for the helpers that already hold the run (`actors.call`,
 * `tasks.call`, `lastRun(…).waitForFinish`): `known` is that run, carried by a timeout before the first
 * answer, so that the error always names the run.
 */
export function waitForRun(runs: RunsResource, runId: string, options: RunWaitOptions | undefined, known?: Run): Promise<Run> {
  return waitFollowing(
    (waitForFinish, requestOptions) => runs.get(runId, { waitForFinish }, requestOptions),
    (signal) => runs.logLines(runId, undefined, { headers: options?.headers, signal }),
    options,
    known,
  );
}

/** Runs of Actors and tasks: read, wait for, abort, metamorph, reboot, resurrect, charge, and their logs. */
export class RunsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists all your runs, page by page. */
  list(options?: ListAllRunsOptions, requestOptions?: RequestOptions): Paginated<RunShort, OffsetPage<RunShort>> {
    return walkList(this.#http, listRuns, { query: options }, requestOptions);
  }

  /** Gets a run; with `waitForFinish` (≤ 60 s) the server holds the answer until the run ends or that time passes. */
  get(runId: string, options?: { waitForFinish?: number }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(getRun, { params: { runId }, query: options }, requestOptions);
  }

  /**
   * Waits until the run reaches a terminal status (SUCCEEDED, FAILED, TIMED-OUT, ABORTED) or the deadline
   * passes. `onProgress` gets the run's status (`READY`, `RUNNING`, then the terminal one) after each call;
   * `log` gets each line of the run's log meanwhile. Past `timeoutMs` it fails with a `WaitTimeoutError`
   * whose `lastValue` is the run as last seen (`isWaitTimeout<Run>(err)` reads it typed).
   */
  waitForFinish(runId: string, options?: RunWaitOptions): Promise<Run> {
    return waitForRun(this, runId, options);
  }

  /** Changes the status message or access of a run. */
  update(runId: string, fields: RunUpdate, options?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(updateRun, { params: { runId }, body: fields }, options);
  }

  /** Deletes a finished run. */
  delete(runId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteRun, { params: { runId } }, options);
  }

  /** Aborts a run; `gracefully` lets it save its state first. */
  abort(runId: string, options?: { gracefully?: boolean }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(abortRun, { params: { runId }, query: options }, requestOptions);
  }

  /**
   * Turns a running run into a run of another Actor, in the same storages, with a new input:
   * `metamorph(runId, { targetActorId: 'me~next', input: { step: 2 } })`.
   */
  metamorph(runId: string, inputs: MetamorphInputs, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(metamorphRun, { params: { runId }, input: inputs }, requestOptions);
  }

  /** Restarts the container of a running run. */
  reboot(runId: string, options?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(rebootRun, { params: { runId } }, options);
  }

  /** Resumes a finished run in its storages. */
  resurrect(runId: string, options?: ResurrectOptions, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(resurrectRun, { params: { runId }, query: options }, requestOptions);
  }

  /**
   * Charges a pay-per-event run for `count` events of `eventName`: `charge(runId, { eventName: 'page', count: 3 })`.
   * The charge carries an idempotency key, your `idempotencyKey` or one the SDK makes, so that a retry
   * after a network error or a 5xx counts once.
   */
  charge(runId: string, inputs: ChargeInputs, requestOptions?: RequestOptions): ApiPromise<unknown> {
    return this.#http.call(chargeRun, { params: { runId }, input: inputs }, requestOptions);
  }

  /**
   * The default dataset, key-value store and request queue of a run, reached through the run
   * (`/actor-runs/{runId}/dataset`, ...): the same methods as the top-level storage resources,
   * without first reading the run for the storage IDs.
   */
  storages(runId: string): RunStorages {
    return new RunStorages(this.#http, runStoragePlace.scope(runId));
  }

  /** Gets the log of a run as text. */
  log(runId: string, options?: RunLogOptions, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(runLog, { params: { runId }, query: options }, requestOptions);
  }

  /**
   * Follows the log of a run line by line, from its start until the run ends (`stream=true` on
   * `/actor-runs/{runId}/log`). The request is sent when the iteration starts; stopping early (`break`)
   * closes the connection, and `requestOptions.signal` aborts the request and the reading.
   */
  logLines(runId: string, options?: LogLinesOptions, requestOptions?: RequestOptions): AsyncIterable<string> {
    return followLines((callOptions) => this.#http.call(streamRunLog, { params: { runId }, query: { stream: true, ...options } }, callOptions), requestOptions);
  }
}
