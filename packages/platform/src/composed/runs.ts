// Hand-written: waits (long polls with the log followed meanwhile), the log read line by line, the run's
// storages opened as a place, and the last run's calls that read its ID first: each composes several calls.
import type { ApiPromise, HttpClient, PollOptions, RequestOptions } from '@typed-api/core';
import { checkCallInputs, waitFrom, type Operation } from '@typed-api/core/internal';
import { platformEncoders } from '../encoders.js';
import { RunStorages, runStoragePlace } from './run-storages.js';
import { isTerminalStatus, LONG_POLL_ATTEMPT_MS, LONG_POLL_MARGIN_MS, MAX_WAIT_FOR_FINISH_SECS } from '../constants.js';
import type { Run } from '../responses/actors.js';
import { charge, delete as deleteRun, get, resurrect, streamLog, update } from '../functions/runs.js';
import { charge as chargeRun, get as getRun, metamorph as metamorphRun, resurrect as resurrectRun, streamLog as streamRunLog, update as updateRun } from '../plans/runs.js';
import { sendWithRunInput, type WithRunInput } from './run-input.js';
import type { RunsChargeInputs, RunsMetamorphInputs, RunsResurrectInputs, RunsUpdateInputs } from '../functions/runs.js';
import { followLines, waitFollowingLog, type LogLinesInputs, type LogListener } from '../log-lines.js';

/** Options of {@link RunsComposites.waitForFinish}, `actors.call` and `tasks.call`: how long to wait, and where the run's log goes meanwhile. */
export type RunWaitOptions = JobWaitOptions<Run>;

/**
 * How long to wait for a run or build, and how to stop waiting: the core's poll options (the whole-wait
 * `timeoutMs`, `signal`, `onProgress` with the job after every check, per-call options such as `headers`)
 * without the polling pace, which the server's long poll sets. Each call's own time limit stays above the
 * server's 60 s hold. Past `timeoutMs` the wait fails with a `WaitTimeoutError` whose `lastValue` is the
 * job as last seen (its id and status). `timeoutMs: 0` checks once (`waitForFinish=0`: the server does
 * not hold the call) and returns the job as it is, finished or not, like the official client's
 * `waitSecs: 0`.
 */
export type WaitOptions<T = { status: string }> = Omit<PollOptions<T>, 'intervalMs' | 'backoff' | 'maxIntervalMs'>;

/**
 * Options of a wait for a run or build: those of {@link WaitOptions}, and `log` to follow the job's log
 * while waiting.
 */
export interface JobWaitOptions<T = { status: string }> extends WaitOptions<T> {
  /**
   * Called with each complete record of the job's log while the wait goes on: a record of several lines
   * (a stack trace) comes in one call, its lines joined with `\n` (the log is followed as a
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
  return waitFollowingLog((signal) => waitWithLongPoll(fetch, { ...rest, signal }, known), openLog, log, rest.signal, (job) => isTerminalStatus(job.status));
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
   * `log` gets each record of the run's log meanwhile. Past `timeoutMs` it fails with a `WaitTimeoutError`
   * whose `lastValue` is the run as last seen (`isWaitTimeout<Run>(err)` reads it typed). `timeoutMs: 0`
   * checks once and returns the run as it is, without waiting.
   */
  waitForFinish(runId: string, options?: RunWaitOptions): Promise<Run> {
    return waitForRun(this.#http, runId, options);
  }

  /**
   * Turns a running run into a run of another Actor, in the same storages, with a new input:
   * `metamorph(runId, { targetActorId: 'me~next', input: { step: 2 } })`. The `input` is an object, sent as
   * JSON, or text or bytes of another type, sent as they are with their `contentType`; text or bytes
   * without a `contentType` are refused before sending.
   */
  metamorph(runId: string, inputs: WithRunInput<RunsMetamorphInputs>, options?: RequestOptions): ApiPromise<Run> {
    return sendWithRunInput(metamorphRun, inputs, (op, input) => this.#http.call(op as typeof metamorphRun, { params: { runId }, input }, options));
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
   * Follows the log of a run record by record, from its start until the run ends (`stream=true` on
   * `/actor-runs/{runId}/log`). A record starts with its timestamp and keeps the lines that follow
   * without one (a stack trace, a message of several lines), joined with `\n`; it comes out when the next
   * record starts or the log ends. The request is sent when the iteration starts; stopping early (`break`)
   * closes the connection, and `options.signal` aborts the request and the reading.
   */
  logLines(runId: string, inputs?: LogLinesInputs, options?: RequestOptions): AsyncIterable<string> {
    return runLogLines(this.#http, runId, inputs, options);
  }
}

/**
 * What the handle of a last run does beyond one call per method (see `LastRunHandle`): its default
 * storages, its log line by line, a wait, and the calls the API has no `runs/last` form of
 * (`update`, `delete`, `resurrect`, `charge`), which first read the last run with one `get()` and then
 * call the run's own endpoint by its ID, so that a wait follows the run that was the last when it began.
 */
export class LastRunHandleComposites extends RunStorages {
  /** The ID of the run that is the last one now (one `get()`). */
  async #runId(options?: RequestOptions): Promise<string> {
    return (await this.send(getRun, {}, options)).id;
  }

  /**
   * Follows the log of the run record by record until the run ends (`stream=true` on `runs/last/log`;
   * records as in `runs.logLines`). The
   * request is sent when the iteration starts; stopping early (`break`) closes the connection, and
   * `options.signal` aborts the request and the reading.
   */
  logLines(inputs?: LogLinesInputs, options?: RequestOptions): AsyncIterable<string> {
    return followLines((callOptions) => this.send(streamRunLog, { input: { stream: true, ...inputs } }, callOptions), options);
  }

  /**
   * Waits until the run that is the last one now reaches a terminal status (see
   * `runs.waitForFinish`: the same options, `log` included, and its `WaitTimeoutError` with the run as
   * last seen). Reads the run with one `get()` first.
   */
  async waitForFinish(options?: RunWaitOptions): Promise<Run> {
    const run = await this.send(getRun, {}, { headers: options?.headers, signal: options?.signal, maxRetries: options?.maxRetries });
    return waitForRun(this.http, run.id, options, run);
  }

  /**
   * Turns the run into a run of another Actor, in the same storages, with a new input (see
   * `runs.metamorph`: an object goes as JSON, text or bytes with their `contentType`).
   */
  metamorph(inputs: WithRunInput<RunsMetamorphInputs>, options?: RequestOptions): ApiPromise<Run> {
    return sendWithRunInput(metamorphRun, inputs, (op, input) => this.send(op as typeof metamorphRun, { input }, options));
  }

  /** Changes the status message or access of the run. Reads the run's ID with one `get()` first. */
  async update(inputs?: RunsUpdateInputs, options?: RequestOptions): Promise<Run> {
    checkBeforeRead(updateRun, inputs);
    return update(this.http, await this.#runId(options), inputs, options);
  }

  /** Deletes the run, which must have finished. Reads the run's ID with one `get()` first. */
  async delete(options?: RequestOptions): Promise<undefined> {
    return deleteRun(this.http, await this.#runId(options), options);
  }

  /** Resumes the finished run in its storages. Reads the run's ID with one `get()` first. */
  async resurrect(inputs?: RunsResurrectInputs, options?: RequestOptions): Promise<Run> {
    checkBeforeRead(resurrectRun, inputs);
    return resurrect(this.http, await this.#runId(options), inputs, options);
  }

  /**
   * Charges the pay-per-event run for `count` events of `eventName`, with an idempotency key (your
   * `idempotencyKey` or one the SDK makes) so that a retried charge counts once. Reads the run's ID with
   * one `get()` first.
   */
  async charge(inputs: RunsChargeInputs, options?: RequestOptions): Promise<unknown> {
    checkBeforeRead(chargeRun, inputs);
    return charge(this.http, await this.#runId(options), inputs, options);
  }
}

/**
 * Checks the inputs of a call that first reads the last run's ID, so that a misspelt or misplaced key is
 * refused before that read is sent (the call checks them again).
 */
export function checkBeforeRead(op: Operation, inputs: unknown): void {
  checkCallInputs(op, inputs, { encoders: platformEncoders });
}
