import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { actorInput, runMemory } from '../schemas/actors.js';
import { descFlag, generalAccess, jobStatus, pageLimit, pageOffset, resourceId, waitForFinishSecs } from '../schemas/common.js';
import { LONG_POLL_ATTEMPT_MS, RAISED_RATE_PER_SECOND } from '../constants.js';
import { defineOperation } from '../define.js';

const runParams = z.object({ runId: resourceId });

/** Query of a run's log. */
export const runLogQuery = z.object({
  /** The log as written, without the server's own lines and formatting. */
  raw: z.optional(z.boolean()),
  /** Ask the server to mark the answer as a file download. */
  download: z.optional(z.boolean()),
  /** Keep the answer open while the run goes on: the text comes complete when the run ends (`logs.stream` reads it as it comes). */
  stream: z.optional(z.boolean()),
});

/** Query of every list of runs (all runs, or one Actor's): paging plus status and start-time filters. */
export const runListQuery = z.object({
  offset: pageOffset,
  limit: pageLimit,
  desc: descFlag,
  status: z.optional(z.array(jobStatus)),
  startedAfter: z.optional(z.string()),
  startedBefore: z.optional(z.string()),
});

/** Lists all your runs, page by page. */
export const listRuns = defineOperation({
  id: 'runs.list',
  method: 'GET',
  path: '/actor-runs',
  query: runListQuery,
  response: (r) => r.runShortPage,
  list: listPages,
  specIds: ['actorRuns_get'],
});
/**
 * Gets a run; with `waitForFinish` (≤ 60 s) the server holds the answer until the run ends or that time
 * passes.
 */
export const getRun = defineOperation({
  id: 'runs.get',
  method: 'GET',
  path: '/actor-runs/{runId}',
  params: runParams,
  query: z.object({
    /** How many seconds the server may wait for the run to finish before answering; a run still going by then comes back unfinished (left out, no wait). */
    waitForFinish: waitForFinishSecs,
  }),
  response: (r) => r.run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorRun_get'],
});
/** Changes the status message or access of a run. */
export const updateRun = defineOperation({
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
  response: (r) => r.run,
  specIds: ['actorRun_put'],
});
/** Deletes a finished run. */
export const deleteRun = defineOperation({ id: 'runs.delete', method: 'DELETE', path: '/actor-runs/{runId}', params: runParams, responseType: 'none', specIds: ['actorRun_delete'] });
/** Aborts a run; `gracefully` lets it save its state first. */
export const abortRun = defineOperation({
  id: 'runs.abort',
  method: 'POST',
  path: '/actor-runs/{runId}/abort',
  params: runParams,
  query: z.object({ gracefully: z.optional(z.boolean()) }),
  response: (r) => r.run,
  specIds: ['actorRun_abort_post'],
});
/**
 * Turns a running run into a run of another Actor, in the same storages, with a new input: `metamorph(runId,
 * { targetActorId: 'me~next', input: { step: 2 } })`. The client's `metamorph` also sends an input of
 * another content type (text or bytes with `contentType`).
 */
export const metamorphRun = defineOperation({
  id: 'runs.metamorph',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/actor-runs/{runId}/metamorph',
  params: runParams,
  query: z.object({ targetActorId: z.string(), build: z.optional(z.string()) }),
  body: actorInput,
  bodyKey: 'input',
  response: (r) => r.run,
  specIds: ['actorRun_metamorph_post'],
});
/** Restarts the container of a running run. */
export const rebootRun = defineOperation({ id: 'runs.reboot', method: 'POST', path: '/actor-runs/{runId}/reboot', params: runParams, response: (r) => r.run, specIds: ['actorRun_reboot_post'] });
/** Resumes a finished run in its storages. */
export const resurrectRun = defineOperation({
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
  response: (r) => r.run,
  specIds: ['PostResurrectRun'],
});
/**
 * Charges a pay-per-event run for `count` events of `eventName`: `charge(runId, { eventName: 'page', count: 3
 * })`. The charge carries an idempotency key, your `idempotencyKey` or one the SDK makes, so that a retry
 * after a network error or a 5xx counts once.
 */
export const chargeRun = defineOperation({
  id: 'runs.charge',
  method: 'POST',
  path: '/actor-runs/{runId}/charge',
  params: runParams,
  body: z.object({ eventName: z.string(), count: z.optional(z.int()) }),
  idempotencyKey: { in: 'header', name: 'idempotency-key' },
  response: (r) => r.chargeResult,
  specIds: ['PostChargeRun'],
});
/** Gets the log of a run as text. */
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
/**
 * Follows the log of a run as a byte stream that ends when the run does (`stream` is sent as true); the
 * last-run handles send it under `runs/last` too.
 */
export const streamRunLog = defineOperation({
  id: 'runs.streamLog',
  method: 'GET',
  path: '/actor-runs/{runId}/log',
  params: runParams,
  query: z.object({ stream: z.optional(z.boolean()), raw: z.optional(z.boolean()) }),
  responseType: 'stream',
  accept: 'text/plain',
  specIds: ['actorRun_log_get'],
});

/** Every operation of the `runs` namespace. */
export const runOperations = [listRuns, getRun, updateRun, deleteRun, abortRun, metamorphRun, rebootRun, resurrectRun, chargeRun, runLog, streamRunLog] as const;
