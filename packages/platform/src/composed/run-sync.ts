// Hand-written: a synchronous run is one of two operations (with or without an input body), its answer
// decoded by its content type.
import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { InputArgs, Inputs, Operation } from '@typed-api/core/internal';
import { decodeBody } from '../internal.js';
import type { RunSyncOperations, syncExportQuery, syncItemsQuery } from '../operations/run-sync.js';
import { plan as actorsRunSync } from '../plans/actors/runSync.js';
import { plan as actorsRunSyncWithoutInput } from '../plans/actors/runSyncWithoutInput.js';
import { plan as actorsRunSyncGetDatasetItems } from '../plans/actors/runSyncGetDatasetItems.js';
import { plan as actorsRunSyncGetDatasetItemsWithoutInput } from '../plans/actors/runSyncGetDatasetItemsWithoutInput.js';
import { plan as actorsRunSyncExportItems } from '../plans/actors/runSyncExportItems.js';
import { plan as actorsRunSyncExportItemsWithoutInput } from '../plans/actors/runSyncExportItemsWithoutInput.js';
import { plan as tasksRunSync } from '../plans/tasks/runSync.js';
import { plan as tasksRunSyncWithoutInput } from '../plans/tasks/runSyncWithoutInput.js';
import { plan as tasksRunSyncGetDatasetItems } from '../plans/tasks/runSyncGetDatasetItems.js';
import { plan as tasksRunSyncGetDatasetItemsWithoutInput } from '../plans/tasks/runSyncGetDatasetItemsWithoutInput.js';
import { plan as tasksRunSyncExportItems } from '../plans/tasks/runSyncExportItems.js';
import { plan as tasksRunSyncExportItemsWithoutInput } from '../plans/tasks/runSyncExportItemsWithoutInput.js';

/** Options of a synchronous run answering with dataset items: run options plus paging and shaping of the items. */
export type RunSyncItemsOptions = z.input<typeof syncItemsQuery>;

/** Options of a synchronous run answering with an export in any format: the items options plus the format's own. */
export type RunSyncExportOptions = z.input<typeof syncExportQuery>;

/** Inputs of `runSync`: the run's `input` (a JSON object; left out, the call sends none) beside the run's options. */
export type RunSyncInputs = Inputs<RunSyncOperations['runSync']>;

/** Inputs of `runSyncGetDatasetItems`: the run's `input` beside the run's options and the paging and shaping of the items. */
export type RunSyncItemsInputs = Inputs<RunSyncOperations['runSyncGetDatasetItems']>;

/** Inputs of `runSyncExportItems`: the run's `input` beside the run's options, the `format` (default `json`) and its options. */
export type RunSyncExportInputs = Inputs<RunSyncOperations['runSyncExportItems']>;

/** The plans of the synchronous runs of Actors or of tasks, and the path placeholder that names one. */
interface RunSyncPlans {
  readonly idName: string;
  readonly plans: Readonly<Record<keyof RunSyncOperations, Operation>>;
}

/** The plans of each namespace's synchronous runs (the same six operations under two prefixes). */
const BY_NAMESPACE: Readonly<Record<'actors' | 'tasks', RunSyncPlans>> = {
  actors: { idName: 'actorId', plans: { runSync: actorsRunSync, runSyncWithoutInput: actorsRunSyncWithoutInput, runSyncGetDatasetItems: actorsRunSyncGetDatasetItems, runSyncGetDatasetItemsWithoutInput: actorsRunSyncGetDatasetItemsWithoutInput, runSyncExportItems: actorsRunSyncExportItems, runSyncExportItemsWithoutInput: actorsRunSyncExportItemsWithoutInput } },
  tasks: { idName: 'actorTaskId', plans: { runSync: tasksRunSync, runSyncWithoutInput: tasksRunSyncWithoutInput, runSyncGetDatasetItems: tasksRunSyncGetDatasetItems, runSyncGetDatasetItemsWithoutInput: tasksRunSyncGetDatasetItemsWithoutInput, runSyncExportItems: tasksRunSyncExportItems, runSyncExportItemsWithoutInput: tasksRunSyncExportItemsWithoutInput } },
};

/** The synchronous run methods shared by Actors and tasks. */
export class RunSyncMethods {
  readonly #http: HttpClient;
  readonly #idName: string;
  readonly #namespace: 'actors' | 'tasks';
  readonly #ops: RunSyncPlans['plans'];

  /** Sets up the methods for the Actors (`namespace` `actors`, under `/actors/{actorId}`) or the tasks (`tasks`, under `/actor-tasks/{actorTaskId}`). */
  constructor(http: HttpClient, namespace: 'actors' | 'tasks') {
    this.#http = http;
    this.#idName = BY_NAMESPACE[namespace].idName;
    this.#namespace = namespace;
    this.#ops = BY_NAMESPACE[namespace].plans;
  }

  /**
   * Sends a synchronous run: as the operation without input (GET, no body) when the inputs hold no
   * `input`, else as the one with input (POST). A task's GET calls take no `restartOnError`, so with that
   * option set the call is a POST with an empty input, which changes nothing of the task's saved input.
   */
  #send(withInput: Operation, withoutInput: Operation, id: string, inputs: { input?: unknown; restartOnError?: unknown } | undefined, options: RequestOptions | undefined): ApiPromise<unknown> {
    const params = { [this.#idName]: id };
    const { input, ...runOptions } = inputs ?? {};
    if (input === undefined && !(this.#namespace === 'tasks' && runOptions.restartOnError !== undefined)) {
      return this.#http.call(withoutInput, { params, input: runOptions } as unknown as InputArgs<Operation>, options);
    }
    return this.#http.call(withInput, { params, input: { ...runOptions, input: input ?? {} } } as unknown as InputArgs<Operation>, options);
  }

  /**
   * Runs and waits for the run to finish (the server waits up to 300 s), then answers with the
   * output record (`OUTPUT` unless `outputRecordKey` says otherwise), decoded by its content type:
   * `runSync(id, { input: { q: 'shoes' }, memory: 1024 })`. Without an `input`, no body is sent.
   */
  runSync<T = unknown>(id: string, inputs?: RunSyncInputs, options?: RequestOptions): ApiPromise<T> {
    return this.#send(this.#ops.runSync, this.#ops.runSyncWithoutInput, id, inputs, options).map(
      (bytes, response) => decodeBody(bytes as ArrayBuffer, response.headers.get('content-type') ?? 'application/octet-stream') as T,
    );
  }

  /** Runs synchronously and answers with the items of the run's default dataset (JSON); the inputs take the items' paging and shaping too. */
  runSyncGetDatasetItems<T = Record<string, unknown>>(id: string, inputs?: RunSyncItemsInputs, options?: RequestOptions): ApiPromise<T[]> {
    return this.#send(this.#ops.runSyncGetDatasetItems, this.#ops.runSyncGetDatasetItemsWithoutInput, id, inputs, options) as ApiPromise<T[]>;
  }

  /**
   * Runs synchronously and streams the default dataset in any export format (`format`: csv, xlsx, ...;
   * `json` unless given), never holding it all in memory. Without an `input`, no body is sent.
   */
  runSyncExportItems(id: string, inputs?: RunSyncExportInputs, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#send(this.#ops.runSyncExportItems, this.#ops.runSyncExportItemsWithoutInput, id, inputs, options) as ApiPromise<ReadableStream<Uint8Array>>;
  }
}
