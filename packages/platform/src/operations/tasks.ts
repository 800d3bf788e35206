import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { actorInput, runStartQuery } from '../schemas/actors.js';
import { descFlag, jobStatus, jsonObject, offsetQuery, pageLimit, pageOffset, resourceId } from '../schemas/common.js';
import { LONG_POLL_ATTEMPT_MS, RAISED_RATE_PER_SECOND } from '../constants.js';
import { taskFields } from '../schemas/platform.js';
import { defineOperation } from '../define.js';
import {
  runSyncExportItemsOperation,
  runSyncExportItemsWithoutInputOperation,
  runSyncGetDatasetItemsOperation,
  runSyncGetDatasetItemsWithoutInputOperation,
  runSyncOperation,
  runSyncWithoutInputOperation,
  TASK_SYNC_TARGET,
  type RunSyncOperations,
} from './run-sync.js';

const taskParams = z.object({ actorTaskId: resourceId });

/** Lists your tasks, page by page. */
export const listTasks = defineOperation({ id: 'tasks.list', method: 'GET', path: '/actor-tasks', query: offsetQuery, response: (r) => r.taskShortPage, list: listPages, specIds: ['actorTasks_get'] });
/** Creates a task for an Actor (`actId` is required). */
export const createTask = defineOperation({ id: 'tasks.create', method: 'POST', path: '/actor-tasks', body: taskFields, response: (r) => r.task, specIds: ['actorTasks_post'] });
/** Gets a task by ID or `username~name`. */
export const getTask = defineOperation({ id: 'tasks.get', method: 'GET', path: '/actor-tasks/{actorTaskId}', params: taskParams, response: (r) => r.task, specIds: ['actorTask_get'] });
/** Changes a task. */
export const updateTask = defineOperation({ id: 'tasks.update', method: 'PUT', path: '/actor-tasks/{actorTaskId}', params: taskParams, body: taskFields, response: (r) => r.task, specIds: ['actorTask_put'] });
/** Deletes a task. */
export const deleteTask = defineOperation({ id: 'tasks.delete', method: 'DELETE', path: '/actor-tasks/{actorTaskId}', params: taskParams, responseType: 'none', specIds: ['actorTask_delete'] });
/** Gets the task's saved input (a bare JSON object). */
export const getTaskInput = defineOperation({ id: 'tasks.getInput', method: 'GET', path: '/actor-tasks/{actorTaskId}/input', params: taskParams, response: (r) => r.jsonObject, payload: 'body', specIds: ['actorTask_input_get'] });
/**
 * Replaces fields of the task's saved input with those of `input` (a JSON object); answers with the whole
 * saved input.
 */
export const updateTaskInput = defineOperation({ id: 'tasks.updateInput', method: 'PUT', path: '/actor-tasks/{actorTaskId}/input', params: taskParams, body: jsonObject, bodyKey: 'input', response: (r) => r.jsonObject, payload: 'body', specIds: ['actorTask_input_put'] });
/** Lists the webhooks attached to a task. */
export const listTaskWebhooks = defineOperation({ id: 'tasks.listWebhooks', method: 'GET', path: '/actor-tasks/{actorTaskId}/webhooks', params: taskParams, query: offsetQuery, response: (r) => r.webhookPage, list: listPages, specIds: ['actorTask_webhooks_get'] });
/** Lists the runs of a task. */
export const listTaskRuns = defineOperation({
  id: 'tasks.listRuns',
  method: 'GET',
  path: '/actor-tasks/{actorTaskId}/runs',
  params: taskParams,
  query: z.object({ offset: pageOffset, limit: pageLimit, desc: descFlag, status: z.optional(z.array(jobStatus)) }),
  response: (r) => r.runShortPage,
  list: listPages,
  specIds: ['actorTask_runs_get'],
});
/**
 * Starts a run of the task: `start(id, { input: { maxItems: 10 }, memory: 1024 })`. The fields of `input`
 * override those of the saved input (sent as the body); the run's options go in the query. The client's
 * `start` and `call` also send an input of another content type (text or bytes with `contentType`).
 */
export const startTask = defineOperation({
  id: 'tasks.start',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/actor-tasks/{actorTaskId}/runs',
  params: taskParams,
  query: z.omit(runStartQuery, { forcePermissionLevel: true }),
  body: actorInput,
  bodyKey: 'input',
  response: (r) => r.run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorTask_runs_post'],
});

/** Runs a task synchronously with an input and answers with its output record. */
export const runTaskSync = runSyncOperation(TASK_SYNC_TARGET);
/** Runs a task synchronously without an input and answers with its output record. */
export const runTaskSyncWithoutInput = runSyncWithoutInputOperation(TASK_SYNC_TARGET);
/** Runs a task synchronously with an input and answers with the items of its default dataset. */
export const runTaskSyncGetDatasetItems = runSyncGetDatasetItemsOperation(TASK_SYNC_TARGET);
/** Runs a task synchronously without an input and answers with the items of its default dataset. */
export const runTaskSyncGetDatasetItemsWithoutInput = runSyncGetDatasetItemsWithoutInputOperation(TASK_SYNC_TARGET);
/** Runs a task synchronously with an input and streams its default dataset in an export format. */
export const runTaskSyncExportItems = runSyncExportItemsOperation(TASK_SYNC_TARGET);
/** Runs a task synchronously without an input and streams its default dataset in an export format. */
export const runTaskSyncExportItemsWithoutInput = runSyncExportItemsWithoutInputOperation(TASK_SYNC_TARGET);

/** The synchronous run operations of tasks, as the resource methods pick them. */
export const taskRunSyncOperations: RunSyncOperations = {
  runSync: runTaskSync,
  runSyncWithoutInput: runTaskSyncWithoutInput,
  runSyncGetDatasetItems: runTaskSyncGetDatasetItems,
  runSyncGetDatasetItemsWithoutInput: runTaskSyncGetDatasetItemsWithoutInput,
  runSyncExportItems: runTaskSyncExportItems,
  runSyncExportItemsWithoutInput: runTaskSyncExportItemsWithoutInput,
};

/** Every operation of the `tasks` namespace. */
export const taskOperations = [
  listTasks, createTask, getTask, updateTask, deleteTask, getTaskInput, updateTaskInput, listTaskWebhooks, listTaskRuns, startTask,
  runTaskSync, runTaskSyncWithoutInput, runTaskSyncGetDatasetItems, runTaskSyncGetDatasetItemsWithoutInput, runTaskSyncExportItems, runTaskSyncExportItemsWithoutInput,
] as const;
