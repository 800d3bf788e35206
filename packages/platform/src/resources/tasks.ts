import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { actorInput, run, runShort, runStartQuery, type Run, type RunShort, type RunStartOptions } from '../schemas/actors.js';
import { descFlag, jobStatus, jsonObject, offsetPage, offsetQuery, pageLimit, pageOffset, resourceId, type JsonObject, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { task, taskFields, taskShort, webhook, type Task, type TaskFields, type TaskShort, type Webhook } from '../schemas/platform.js';
import { LONG_POLL_ATTEMPT_MS, type RunsResource, type WaitOptions } from './runs.js';
import { taskLastRunPlace, openLastRun, type LastRun } from './last-run.js';
import type { LastRunFilter } from '../scope.js';
import { RunSyncMethods, runSyncOperations } from './run-sync.js';

const taskParams = z.object({ actorTaskId: resourceId });

const listTasks = defineOperation({ id: 'tasks.list', method: 'GET', path: '/actor-tasks', query: offsetQuery, response: offsetPage(taskShort), list: offsetPages(), specIds: ['actorTasks_get'] });
const createTask = defineOperation({ id: 'tasks.create', method: 'POST', path: '/actor-tasks', body: taskFields, response: task, specIds: ['actorTasks_post'] });
const getTask = defineOperation({ id: 'tasks.get', method: 'GET', path: '/actor-tasks/{actorTaskId}', params: taskParams, response: task, specIds: ['actorTask_get'] });
const updateTask = defineOperation({ id: 'tasks.update', method: 'PUT', path: '/actor-tasks/{actorTaskId}', params: taskParams, body: taskFields, response: task, specIds: ['actorTask_put'] });
const deleteTask = defineOperation({ id: 'tasks.delete', method: 'DELETE', path: '/actor-tasks/{actorTaskId}', params: taskParams, responseType: 'none', specIds: ['actorTask_delete'] });
const getTaskInput = defineOperation({ id: 'tasks.getInput', method: 'GET', path: '/actor-tasks/{actorTaskId}/input', params: taskParams, response: jsonObject, payload: 'body', specIds: ['actorTask_input_get'] });
const updateTaskInput = defineOperation({ id: 'tasks.updateInput', method: 'PUT', path: '/actor-tasks/{actorTaskId}/input', params: taskParams, body: jsonObject, response: jsonObject, payload: 'body', specIds: ['actorTask_input_put'] });
const listTaskWebhooks = defineOperation({ id: 'tasks.listWebhooks', method: 'GET', path: '/actor-tasks/{actorTaskId}/webhooks', params: taskParams, query: offsetQuery, response: offsetPage(webhook), list: offsetPages(), specIds: ['actorTask_webhooks_get'] });
const listTaskRuns = defineOperation({
  id: 'tasks.listRuns',
  method: 'GET',
  path: '/actor-tasks/{actorTaskId}/runs',
  params: taskParams,
  query: z.object({ offset: pageOffset, limit: pageLimit, desc: descFlag, status: z.optional(z.array(jobStatus)) }),
  response: offsetPage(runShort),
  list: offsetPages(),
  specIds: ['actorTask_runs_get'],
});
const startTask = defineOperation({
  id: 'tasks.start',
  method: 'POST',
  path: '/actor-tasks/{actorTaskId}/runs',
  params: taskParams,
  query: z.omit(runStartQuery, { forcePermissionLevel: true }),
  body: actorInput,
  response: run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorTask_runs_post'],
});

/** Every operation of the `tasks` namespace. */
export const taskOperations = [
  listTasks, createTask, getTask, updateTask, deleteTask, getTaskInput, updateTaskInput, listTaskWebhooks, listTaskRuns, startTask,
  ...runSyncOperations('tasks', '/actor-tasks/{actorTaskId}', 'actorTaskId', 'actorTask'),
] as const;

/** Saved tasks (an Actor with a preset input and options): manage them and run them, async or sync. */
export class TasksResource extends RunSyncMethods {
  readonly #http: HttpClient;
  readonly #runs: RunsResource;

  constructor(http: HttpClient, runs: RunsResource) {
    super(http, 'tasks', '/actor-tasks/{actorTaskId}', 'actorTaskId', 'actorTask');
    this.#http = http;
    this.#runs = runs;
  }

  /** Lists your tasks, page by page. */
  list(options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<TaskShort, OffsetPage<TaskShort>> {
    return walkList(this.#http, listTasks, { query: options }, requestOptions);
  }

  /** Creates a task for an Actor (`actId` is required). */
  create(fields: TaskFields & { actId: string }, options?: RequestOptions): ApiPromise<Task> {
    return this.#http.call(createTask, { body: fields }, options);
  }

  /** Gets a task by ID or `username~name`. */
  get(actorTaskId: string, options?: RequestOptions): ApiPromise<Task> {
    return this.#http.call(getTask, { params: { actorTaskId } }, options);
  }

  /** Changes a task. */
  update(actorTaskId: string, fields: TaskFields, options?: RequestOptions): ApiPromise<Task> {
    return this.#http.call(updateTask, { params: { actorTaskId }, body: fields }, options);
  }

  /** Deletes a task. */
  delete(actorTaskId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteTask, { params: { actorTaskId } }, options);
  }

  /** Gets the task's saved input (a bare JSON object). */
  getInput(actorTaskId: string, options?: RequestOptions): ApiPromise<JsonObject> {
    return this.#http.call(getTaskInput, { params: { actorTaskId } }, options);
  }

  /** Replaces fields of the task's saved input. */
  updateInput(actorTaskId: string, input: JsonObject, options?: RequestOptions): ApiPromise<JsonObject> {
    return this.#http.call(updateTaskInput, { params: { actorTaskId }, body: input }, options);
  }

  /** Lists the webhooks attached to a task. */
  listWebhooks(actorTaskId: string, options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<Webhook, OffsetPage<Webhook>> {
    return walkList(this.#http, listTaskWebhooks, { params: { actorTaskId }, query: options }, requestOptions);
  }

  /** Lists the runs of a task. */
  listRuns(actorTaskId: string, options?: z.input<typeof listTaskRuns.query>, requestOptions?: RequestOptions): Paginated<RunShort, OffsetPage<RunShort>> {
    return walkList(this.#http, listTaskRuns, { params: { actorTaskId }, query: options }, requestOptions);
  }

  /** Starts a run of the task; the given input overrides fields of the saved one. */
  start(actorTaskId: string, input?: JsonObject, options?: Omit<RunStartOptions, 'forcePermissionLevel'>, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(startTask, { params: { actorTaskId }, query: options, body: input }, requestOptions);
  }

  /**
   * The last run of a task (or the last with `status` / `origin`) and its default storages:
   * `lastRun(id, { status: 'SUCCEEDED' }).dataset.listItems()`. The server picks the run on every call.
   */
  lastRun(actorTaskId: string, filter?: LastRunFilter): LastRun {
    return openLastRun(this.#http, taskLastRunPlace, actorTaskId, filter);
  }

  /** Starts a run of the task and waits for it to reach a terminal status. */
  async call(actorTaskId: string, input?: JsonObject, options?: Omit<RunStartOptions, 'forcePermissionLevel'>, wait?: WaitOptions): Promise<Run> {
    const started = await this.start(actorTaskId, input, options, { signal: wait?.signal, headers: wait?.headers, maxRetries: wait?.maxRetries });
    return this.#runs.waitForFinish(started.id, wait);
  }
}
