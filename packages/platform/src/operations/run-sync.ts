import * as z from 'zod/mini';
import { actorInput, runOptionFields, runSyncQuery } from '../schemas/actors.js';
import { RAISED_RATE_PER_SECOND, SYNC_RUN_TIMEOUT_MS } from '../constants.js';
import { resourceId } from '../schemas/common.js';
import { exportFormatFields, itemPagingFields, itemShapeFields } from '../schemas/dataset-items.js';
import { defineOperation } from '../define.js';

/** Query of a synchronous run answering with dataset items: run options plus paging and shaping of the items. */
export const syncItemsQuery = z.extend(z.extend(z.object(runOptionFields), itemPagingFields), itemShapeFields);

/** Query of a synchronous run answering with an export in any format: the items options plus the format's own. */
export const syncExportQuery = z.extend(syncItemsQuery, exportFormatFields);

/**
 * Where the synchronous run operations of Actors or of tasks live: the same endpoints under two
 * prefixes. `idName` is the path placeholder (`actorId` or `actorTaskId`), `specPrefix` the prefix of
 * the operation ids in the public description.
 */
export interface RunSyncTarget {
  /** The namespace of the operation ids. */
  readonly namespace: 'actors' | 'tasks';
  /** The path of one Actor or task, e.g. `/actors/{actorId}`. */
  readonly base: string;
  /** The path placeholder of the Actor or task. */
  readonly idName: string;
  /** The prefix of the public description's operation ids, e.g. `actor`. */
  readonly specPrefix: string;
}

/** The synchronous run operations of Actors. */
export const ACTOR_SYNC_TARGET: RunSyncTarget = { namespace: 'actors', base: '/actors/{actorId}', idName: 'actorId', specPrefix: 'actor' };
/** The synchronous run operations of tasks. */
export const TASK_SYNC_TARGET: RunSyncTarget = { namespace: 'tasks', base: '/actor-tasks/{actorTaskId}', idName: 'actorTaskId', specPrefix: 'actorTask' };

/** The path parameters of a target: its one placeholder. */
function syncParams(target: RunSyncTarget) {
  return z.object({ [target.idName]: resourceId });
}

/** Runs synchronously with an input (POST) and answers with the output record, as bytes. */
export function runSyncOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSync`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'POST',
    path: `${target.base}/run-sync`,
    params: syncParams(target),
    query: runSyncQuery,
    body: actorInput,
    bodyKey: 'input',
    responseType: 'arrayBuffer',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSync_post`],
  });
}

/** Runs synchronously without an input (GET) and answers with the output record, as bytes. */
export function runSyncWithoutInputOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSyncWithoutInput`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'GET',
    path: `${target.base}/run-sync`,
    params: syncParams(target),
    // A task's calls without input take no `restartOnError`.
    query: target.namespace === 'tasks' ? z.omit(runSyncQuery, { restartOnError: true }) : runSyncQuery,
    responseType: 'arrayBuffer',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSync_get`],
  });
}

/** Runs synchronously with an input (POST) and answers with the items of the default dataset. */
export function runSyncGetDatasetItemsOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSyncGetDatasetItems`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'POST',
    path: `${target.base}/run-sync-get-dataset-items`,
    params: syncParams(target),
    query: syncItemsQuery,
    body: actorInput,
    bodyKey: 'input',
    response: (r) => r.datasetItems,
    payload: 'body',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSyncGetDatasetItems_post`],
  });
}

/** Runs synchronously without an input (GET) and answers with the items of the default dataset. */
export function runSyncGetDatasetItemsWithoutInputOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSyncGetDatasetItemsWithoutInput`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'GET',
    path: `${target.base}/run-sync-get-dataset-items`,
    params: syncParams(target),
    // A task's calls without input take no `restartOnError`.
    query: target.namespace === 'tasks' ? z.omit(syncItemsQuery, { restartOnError: true }) : syncItemsQuery,
    response: (r) => r.datasetItems,
    payload: 'body',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSyncGetDatasetItems_get`],
  });
}

/** Runs synchronously with an input (POST) and streams the default dataset in an export format. */
export function runSyncExportItemsOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSyncExportItems`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'POST',
    path: `${target.base}/run-sync-get-dataset-items`,
    params: syncParams(target),
    query: syncExportQuery,
    body: actorInput,
    bodyKey: 'input',
    responseType: 'stream',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSyncGetDatasetItems_post`],
  });
}

/** Runs synchronously without an input (GET) and streams the default dataset in an export format. */
export function runSyncExportItemsWithoutInputOperation(target: RunSyncTarget) {
  return defineOperation({
    id: `${target.namespace}.runSyncExportItemsWithoutInput`,
    ratePerSecond: RAISED_RATE_PER_SECOND,
    method: 'GET',
    path: `${target.base}/run-sync-get-dataset-items`,
    params: syncParams(target),
    // A task's calls without input take no `restartOnError`.
    query: target.namespace === 'tasks' ? z.omit(syncExportQuery, { restartOnError: true }) : syncExportQuery,
    responseType: 'stream',
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    specIds: [`${target.specPrefix}_runSyncGetDatasetItems_get`],
  });
}

/** The six synchronous run operations of one target, as the resource methods pick them. */
export interface RunSyncOperations {
  /** {@link runSyncOperation} */
  readonly runSync: ReturnType<typeof runSyncOperation>;
  /** {@link runSyncWithoutInputOperation} */
  readonly runSyncWithoutInput: ReturnType<typeof runSyncWithoutInputOperation>;
  /** {@link runSyncGetDatasetItemsOperation} */
  readonly runSyncGetDatasetItems: ReturnType<typeof runSyncGetDatasetItemsOperation>;
  /** {@link runSyncGetDatasetItemsWithoutInputOperation} */
  readonly runSyncGetDatasetItemsWithoutInput: ReturnType<typeof runSyncGetDatasetItemsWithoutInputOperation>;
  /** {@link runSyncExportItemsOperation} */
  readonly runSyncExportItems: ReturnType<typeof runSyncExportItemsOperation>;
  /** {@link runSyncExportItemsWithoutInputOperation} */
  readonly runSyncExportItemsWithoutInput: ReturnType<typeof runSyncExportItemsWithoutInputOperation>;
}

/** Builds the six synchronous run operations of a target (the package's own two are built once, in `actors.ts` and `tasks.ts`). */
export function runSyncOperations(target: RunSyncTarget): RunSyncOperations {
  return {
    runSync: runSyncOperation(target),
    runSyncWithoutInput: runSyncWithoutInputOperation(target),
    runSyncGetDatasetItems: runSyncGetDatasetItemsOperation(target),
    runSyncGetDatasetItemsWithoutInput: runSyncGetDatasetItemsWithoutInputOperation(target),
    runSyncExportItems: runSyncExportItemsOperation(target),
    runSyncExportItemsWithoutInput: runSyncExportItemsWithoutInputOperation(target),
  };
}
