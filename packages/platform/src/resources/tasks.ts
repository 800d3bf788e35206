import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type { JsonObject, OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { TaskFields } from '../schemas/platform.js';
import type { Run, RunShort } from '../responses/actors.js';
import type { Task, TaskShort, Webhook } from '../responses/platform.js';
import { createTask, deleteTask, getTask, getTaskInput, listTaskRuns, listTasks, listTaskWebhooks, startTask, updateTask, updateTaskInput } from '../operations/tasks.js';
import { waitForRun, type RunsResource, type RunWaitOptions } from './runs.js';
import { taskLastRunPlace, openLastRun, type LastRun } from './last-run.js';
import type { LastRunFilter } from '../places.js';
import { RunSyncMethods } from './run-sync.js';

/**
 * Inputs of {@link TasksResource.start} and {@link TasksResource.call}: an `input` whose fields override
 * those of the task's saved input, beside the run's options (`memory`, `timeout`, `build`…).
 */
export type StartTaskInputs = Inputs<typeof startTask>;

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

  /** Replaces fields of the task's saved input with those of `input` (a JSON object); answers with the whole saved input. */
  updateInput(actorTaskId: string, inputs: Inputs<typeof updateTaskInput>, requestOptions?: RequestOptions): ApiPromise<JsonObject> {
    return this.#http.call(updateTaskInput, { params: { actorTaskId }, input: inputs }, requestOptions);
  }

  /** Lists the webhooks attached to a task. */
  listWebhooks(actorTaskId: string, options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<Webhook, OffsetPage<Webhook>> {
    return walkList(this.#http, listTaskWebhooks, { params: { actorTaskId }, query: options }, requestOptions);
  }

  /** Lists the runs of a task. */
  listRuns(actorTaskId: string, options?: z.input<typeof listTaskRuns.query>, requestOptions?: RequestOptions): Paginated<RunShort, OffsetPage<RunShort>> {
    return walkList(this.#http, listTaskRuns, { params: { actorTaskId }, query: options }, requestOptions);
  }

  /**
   * Starts a run of the task: `start(id, { input: { maxItems: 10 }, memory: 1024 })`. The fields of `input`
   * override those of the saved input (sent as the body); the run's options go in the query.
   */
  start(actorTaskId: string, inputs?: StartTaskInputs, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(startTask, { params: { actorTaskId }, input: inputs }, requestOptions);
  }

  /**
   * The last run of a task (or the last with `status` / `origin`) and its default storages:
   * `lastRun(id, { status: 'SUCCEEDED' }).dataset.listItems()`. The server picks the run on every call.
   */
  lastRun(actorTaskId: string, filter?: LastRunFilter): LastRun {
    return openLastRun(this.#http, taskLastRunPlace, actorTaskId, filter);
  }

  /**
   * Starts a run of the task (the inputs of {@link TasksResource.start}) and waits for it to reach a
   * terminal status; `wait.timeoutMs` and `wait.signal` bound the wait, `wait.log` gets each line of the
   * run's log while it runs. Past `wait.timeoutMs` it fails with a `WaitTimeoutError` whose `lastValue`
   * is the run as last seen (the started run at least).
   */
  async call(actorTaskId: string, inputs?: StartTaskInputs, wait?: RunWaitOptions): Promise<Run> {
    const started = await this.start(actorTaskId, inputs, { signal: wait?.signal, headers: wait?.headers, maxRetries: wait?.maxRetries });
    return waitForRun(this.#runs, started.id, wait, started);
  }
}
