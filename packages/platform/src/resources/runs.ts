import * as z from 'zod/mini';
import { waitUntil, type ApiPromise, type HttpClient, type Paginated, type RequestOptions, type WaitOptions as CoreWaitOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { RunStorages, runStoragePlace } from './run-storages.js';
import { actorInput, run, runMemory, runShort, type Run, type RunShort } from '../schemas/actors.js';
import { descFlag, generalAccess, isTerminalStatus, jobStatus, offsetPage, pageLimit, pageOffset, resourceId, waitForFinishSecs, type JsonObject, type OffsetPage } from '../schemas/common.js';

/** Each call of a server-side wait is held up to 60 s, so an attempt may last longer than the default limit. */
export const LONG_POLL_ATTEMPT_MS = 90_000;
/** The longest wait the server grants a single call, in seconds. */
export const MAX_WAIT_FOR_FINISH_SECS = 60;

const runParams = z.object({ runId: resourceId });

/** Query of a run's log. */
const runLogQuery = z.object({
  /** The log as written, without the server's own lines and formatting. */
  raw: z.optional(z.boolean()),
  /** Ask the server to mark the answer as a file download. */
  download: z.optional(z.boolean()),
  /** Keep the answer open while the run goes on: the text comes complete when the run ends (`logs.stream` reads it as it comes). */
  stream: z.optional(z.boolean()),
});
/** Options of {@link RunsResource.log}. */
export type RunLogOptions = z.input<typeof runLogQuery>;

/** Query of every list of runs (all runs, or one Actor's): paging plus status and start-time filters. */
export const runListQuery = z.object({
  offset: pageOffset,
  limit: pageLimit,
  desc: descFlag,
  status: z.optional(z.array(jobStatus)),
  startedAfter: z.optional(z.string()),
  startedBefore: z.optional(z.string()),
});

const listRuns = defineOperation({
  id: 'runs.list',
  method: 'GET',
  path: '/actor-runs',
  query: runListQuery,
  response: offsetPage(runShort),
  list: offsetPages(),
  specIds: ['actorRuns_get'],
});
/** Shared with the last-run handles, which send it under `runs/last`. */
export const getRun = defineOperation({
  id: 'runs.get',
  method: 'GET',
  path: '/actor-runs/{runId}',
  params: runParams,
  query: z.object({ waitForFinish: waitForFinishSecs }),
  response: run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorRun_get'],
});
const updateRun = defineOperation({
  id: 'runs.update',
  method: 'PUT',
  path: '/actor-runs/{runId}',
  params: runParams,
  body: z.object({
    /** The run's ID, if the caller wants it in the body too (the path already names the run). */
    runId: z.optional(z.string()),
    statusMessage: z.optional(z.string()),
    isStatusMessageTerminal: z.optional(z.boolean()),
    generalAccess: z.optional(generalAccess),
  }),
  response: run,
  specIds: ['actorRun_put'],
});
const deleteRun = defineOperation({ id: 'runs.delete', method: 'DELETE', path: '/actor-runs/{runId}', params: runParams, responseType: 'none', specIds: ['actorRun_delete'] });
/** Shared with the last-run handles, which send it under `runs/last`. */
export const abortRun = defineOperation({
  id: 'runs.abort',
  method: 'POST',
  path: '/actor-runs/{runId}/abort',
  params: runParams,
  query: z.object({ gracefully: z.optional(z.boolean()) }),
  response: run,
  specIds: ['actorRun_abort_post'],
});
/** Shared with the last-run handles, which send it under `runs/last`. */
export const metamorphRun = defineOperation({
  id: 'runs.metamorph',
  method: 'POST',
  path: '/actor-runs/{runId}/metamorph',
  params: runParams,
  query: z.object({ targetActorId: z.string(), build: z.optional(z.string()) }),
  body: actorInput,
  response: run,
  specIds: ['actorRun_metamorph_post'],
});
/** Shared with the last-run handles, which send it under `runs/last`. */
export const rebootRun = defineOperation({ id: 'runs.reboot', method: 'POST', path: '/actor-runs/{runId}/reboot', params: runParams, response: run, specIds: ['actorRun_reboot_post'] });
const resurrectRun = defineOperation({
  id: 'runs.resurrect',
  method: 'POST',
  path: '/actor-runs/{runId}/resurrect',
  params: runParams,
  query: z.object({
    build: z.optional(z.string()),
    timeout: z.optional(z.number()),
    memory: runMemory,
    maxItems: z.optional(z.int()),
    maxTotalChargeUsd: z.optional(z.number()),
    restartOnError: z.optional(z.boolean()),
  }),
  response: run,
  specIds: ['PostResurrectRun'],
});
const chargeRun = defineOperation({
  id: 'runs.charge',
  method: 'POST',
  path: '/actor-runs/{runId}/charge',
  params: runParams,
  body: z.object({ eventName: z.string(), count: z.optional(z.int()) }),
  response: z.unknown(),
  specIds: ['PostChargeRun'],
});
/** Shared with the last-run handles, which send it under `runs/last`. */
export const runLog = defineOperation({
  id: 'runs.log',
  method: 'GET',
  path: '/actor-runs/{runId}/log',
  params: runParams,
  query: runLogQuery,
  responseType: 'text',
  accept: 'text/plain',
  specIds: ['actorRun_log_get'],
});

/** Every operation of the `runs` namespace. */
export const runOperations = [listRuns, getRun, updateRun, deleteRun, abortRun, metamorphRun, rebootRun, resurrectRun, chargeRun, runLog] as const;

/** Options of {@link RunsResource.list}. */
export type ListAllRunsOptions = z.input<typeof listRuns.query>;
/** Fields of a run that can change. */
export type RunUpdate = z.input<typeof updateRun.body>;
/** Options of {@link RunsResource.resurrect}. */
export type ResurrectOptions = z.input<typeof resurrectRun.query>;

/**
 * How long to wait for a run or build, and how to stop waiting: the core's wait options (the whole-wait
 * `timeoutMs`, `signal`, `onProgress` with the job after every check) plus per-call options such as
 * `headers`. Each call's own time limit stays above the server's 60 s hold.
 */
export interface WaitOptions<T = { status: string }> extends Omit<RequestOptions, 'timeoutMs' | 'signal'>, Pick<CoreWaitOptions<T>, 'timeoutMs' | 'signal' | 'onProgress'> {}

/**
 * Waits for a job using the server's long poll: each call asks the server to hold it until the job
 * ends or `waitForFinish` seconds (≤ 60, and never past the caller's deadline) pass.
 */
export function waitWithLongPoll<T extends { status: string }>(
  fetch: (waitForFinish: number, options: RequestOptions) => PromiseLike<T>,
  wait: WaitOptions<T> | undefined,
): Promise<T> {
  const { timeoutMs, onProgress, ...requestOptions } = wait ?? {};
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  return waitUntil(
    (signal) => {
      const remainingSecs = Math.floor((deadline - Date.now()) / 1000);
      const secs = Math.max(0, Math.min(MAX_WAIT_FOR_FINISH_SECS, remainingSecs));
      // The wait's own signal: it fires at the whole-wait deadline too, so no poll outlives the wait.
      return fetch(secs, { ...requestOptions, signal, timeoutMs: LONG_POLL_ATTEMPT_MS });
    },
    (job) => isTerminalStatus(job.status),
    { intervalMs: 250, backoff: 2, maxIntervalMs: 2_000, timeoutMs, signal: wait?.signal, onProgress },
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

  /** Waits until the run reaches a terminal status (SUCCEEDED, FAILED, TIMED-OUT, ABORTED) or the deadline passes. */
  waitForFinish(runId: string, options?: WaitOptions): Promise<Run> {
    return waitWithLongPoll((waitForFinish, requestOptions) => this.get(runId, { waitForFinish }, requestOptions), options);
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

  /** Turns a running run into a run of another Actor, in the same storages, with a new input. */
  metamorph(runId: string, targetActorId: string, input?: JsonObject, options?: { build?: string }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(metamorphRun, { params: { runId }, query: { targetActorId, ...options }, body: input }, requestOptions);
  }

  /** Restarts the container of a running run. */
  reboot(runId: string, options?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(rebootRun, { params: { runId } }, options);
  }

  /** Resumes a finished run in its storages. */
  resurrect(runId: string, options?: ResurrectOptions, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(resurrectRun, { params: { runId }, query: options }, requestOptions);
  }

  /** Charges a pay-per-event run for `count` events; an idempotency key makes a retried charge count once. */
  charge(runId: string, event: { eventName: string; count?: number }, options?: { idempotencyKey?: string }, requestOptions?: RequestOptions): ApiPromise<unknown> {
    const headers = options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined;
    return this.#http.call(chargeRun, { params: { runId }, body: event, headers }, requestOptions);
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
}
