// Hand-written: a synchronous run is one of two operations (with or without an input body), its answer
// decoded by its content type.
import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { InputArgs, LazyPlan, Operation } from '@typed-api/core/internal';
import type { ActorsRunSyncExportItemsInputs, ActorsRunSyncGetDatasetItemsInputs, ActorsRunSyncInputs } from '../functions/actors.js';
import { decodeBody } from '../internal.js';
import type { RunSyncOperations, syncExportQuery, syncItemsQuery } from '../operations/run-sync.js';
import { actorsPlans, tasksPlans } from '../plans/index.js';

/** Options of a synchronous run answering with dataset items: run options plus paging and shaping of the items. */
export type RunSyncItemsOptions = z.input<typeof syncItemsQuery>;

/** Options of a synchronous run answering with an export in any format: the items options plus the format's own. */
export type RunSyncExportOptions = z.input<typeof syncExportQuery>;

/** Inputs of `runSync`: the run's `input` (a JSON object; left out, the call sends none) beside the run's options. */
export type RunSyncInputs = ActorsRunSyncInputs;

/** Inputs of `runSyncGetDatasetItems`: the run's `input` beside the run's options and the paging and shaping of the items. */
export type RunSyncItemsInputs = ActorsRunSyncGetDatasetItemsInputs;

/** Inputs of `runSyncExportItems`: the run's `input` beside the run's options, the `format` (default `json`) and its options. */
export type RunSyncExportInputs = ActorsRunSyncExportItemsInputs;

/** The method names of the synchronous runs (the same six operations under two prefixes). */
type RunSyncName = keyof RunSyncOperations;

/** The plans of the synchronous runs of Actors or of tasks (loaded with their namespace), and the path placeholder that names one. */
interface RunSyncPlans {
  readonly idName: string;
  readonly plans: (name: RunSyncName) => Operation | LazyPlan<Operation>;
}

/** The plans of each namespace's synchronous runs. */
const BY_NAMESPACE: Readonly<Record<'actors' | 'tasks', RunSyncPlans>> = {
  actors: { idName: 'actorId', plans: actorsPlans },
  tasks: { idName: 'actorTaskId', plans: tasksPlans },
};

/** The synchronous run methods shared by Actors and tasks. */
export class RunSyncMethods {
  readonly #http: HttpClient;
  readonly #idName: string;
  readonly #namespace: 'actors' | 'tasks';
  readonly #plans: RunSyncPlans['plans'];

  /** Sets up the methods for the Actors (`namespace` `actors`, under `/actors/{actorId}`) or the tasks (`tasks`, under `/actor-tasks/{actorTaskId}`). */
  constructor(http: HttpClient, namespace: 'actors' | 'tasks') {
    this.#http = http;
    this.#idName = BY_NAMESPACE[namespace].idName;
    this.#namespace = namespace;
    this.#plans = BY_NAMESPACE[namespace].plans;
  }

  /**
   * Sends a synchronous run: as the operation without input (GET, no body) when the inputs hold no
   * `input`, else as the one with input (POST). A task's GET calls take no `restartOnError`, so with that
   * option set the call is a POST with an empty input, which changes nothing of the task's saved input.
   */
  #send(withInput: RunSyncName, withoutInput: RunSyncName, id: string, inputs: { input?: unknown; restartOnError?: unknown } | undefined, options: RequestOptions | undefined): ApiPromise<unknown> {
    const params = { [this.#idName]: id };
    const { input, ...runOptions } = inputs ?? {};
    if (input === undefined && !(this.#namespace === 'tasks' && runOptions.restartOnError !== undefined)) {
      return this.#http.call(this.#plans(withoutInput), { params, input: runOptions } as unknown as InputArgs<Operation>, options);
    }
    return this.#http.call(this.#plans(withInput), { params, input: { ...runOptions, input: input ?? {} } } as unknown as InputArgs<Operation>, options);
  }

  /**
   * Runs and waits for the run to finish (the server waits up to 300 s), then answers with the
   * output record (`OUTPUT` unless `outputRecordKey` says otherwise), decoded by its content type:
   * `runSync(id, { input: { q: 'shoes' }, memory: 1024 })`. Without an `input`, no body is sent.
   */
  runSync<T = unknown>(id: string, inputs?: RunSyncInputs, options?: RequestOptions): ApiPromise<T> {
    return this.#send('runSync', 'runSyncWithoutInput', id, inputs, options).map(
      (bytes, response) => decodeBody(bytes as ArrayBuffer, response.headers.get('content-type') ?? 'application/octet-stream') as T,
    );
  }

  /** Runs synchronously and answers with the items of the run's default dataset (JSON); the inputs take the items' paging and shaping too. */
  runSyncGetDatasetItems<T = Record<string, unknown>>(id: string, inputs?: RunSyncItemsInputs, options?: RequestOptions): ApiPromise<T[]> {
    return this.#send('runSyncGetDatasetItems', 'runSyncGetDatasetItemsWithoutInput', id, inputs, options) as ApiPromise<T[]>;
  }

  /**
   * Runs synchronously and streams the default dataset in any export format (`format`: csv, xlsx, ...;
   * `json` unless given), never holding it all in memory. Without an `input`, no body is sent.
   */
  runSyncExportItems(id: string, inputs?: RunSyncExportInputs, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#send('runSyncExportItems', 'runSyncExportItemsWithoutInput', id, inputs, options) as ApiPromise<ReadableStream<Uint8Array>>;
  }
}
