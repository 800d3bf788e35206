import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { decodeBody } from '../internal.js';
import type { RunSyncOptions } from '../schemas/actors.js';
import type { JsonObject } from '../schemas/common.js';
import { actorRunSyncOperations } from '../operations/actors.js';
import { runSyncOperations, type RunSyncOperations, type RunSyncTarget, type syncExportQuery, type syncItemsQuery } from '../operations/run-sync.js';
import { taskRunSyncOperations } from '../operations/tasks.js';

/** Options of a synchronous run answering with dataset items: run options plus paging and shaping of the items. */
export type RunSyncItemsOptions = z.input<typeof syncItemsQuery>;

/** Options of a synchronous run answering with an export in any format: the items options plus the format's own. */
export type RunSyncExportOptions = z.input<typeof syncExportQuery>;

/** The package's own synchronous run operations, by namespace. */
const OWN: Readonly<Record<RunSyncTarget['namespace'], RunSyncOperations>> = { actors: actorRunSyncOperations, tasks: taskRunSyncOperations };

/** The operations of a target: the package's own when the target is one of its two, else built for it. */
function operationsFor(target: RunSyncTarget): RunSyncOperations {
  const own = OWN[target.namespace];
  const same = own.runSync.path === `${target.base}/run-sync` && Object.keys(own.runSync.params.shape).join() === target.idName && own.runSync.specIds[0] === `${target.specPrefix}_runSync_post`;
  return same ? own : runSyncOperations(target);
}

/** The synchronous run methods shared by Actors and tasks. */
export class RunSyncMethods {
  readonly #http: HttpClient;
  readonly #idName: string;
  readonly #namespace: 'actors' | 'tasks';
  readonly #ops: RunSyncOperations;

  /**
   * Sets up the methods for the Actors (`namespace` `actors`, under `/actors/{actorId}`) or the tasks
   * (`tasks`, under `/actor-tasks/{actorTaskId}`): `idName` is the path placeholder and `specPrefix` the
   * prefix of the public description's operation ids.
   */
  constructor(http: HttpClient, namespace: 'actors' | 'tasks', base: string, idName: string, specPrefix: string) {
    this.#http = http;
    this.#idName = idName;
    this.#namespace = namespace;
    this.#ops = operationsFor({ namespace, base, idName, specPrefix });
  }

  /**
   * Whether a call without input goes out as GET (no body). A task's GET calls take no
   * `restartOnError`, so with that option set the call is a POST with an empty input, which changes
   * nothing of the task's saved input.
   */
  #sendsWithoutBody(input: JsonObject | undefined, options: { restartOnError?: boolean | undefined } | undefined): boolean {
    return input === undefined && !(this.#namespace === 'tasks' && options?.restartOnError !== undefined);
  }

  /**
   * Runs and waits for the run to finish (the server waits up to 300 s), then answers with the
   * output record (`OUTPUT` unless `outputRecordKey` says otherwise), decoded by its content type.
   * Without an input, no body is sent.
   */
  runSync<T = unknown>(id: string, input?: JsonObject, options?: RunSyncOptions, requestOptions?: RequestOptions): ApiPromise<T> {
    const { runSync: withInput, runSyncWithoutInput: withoutInput } = this.#ops;
    const params = { [this.#idName]: id };
    const call = this.#sendsWithoutBody(input, options)
      ? this.#http.call(withoutInput, { params, query: options }, requestOptions)
      : this.#http.call(withInput, { params, query: options, body: input ?? {} }, requestOptions);
    return call.map((bytes, response) => decodeBody(bytes, response.headers.get('content-type') ?? 'application/octet-stream') as T);
  }

  /** Runs synchronously and answers with the items of the run's default dataset (JSON). */
  runSyncGetDatasetItems<T = Record<string, unknown>>(
    id: string,
    input?: JsonObject,
    options?: RunSyncItemsOptions,
    requestOptions?: RequestOptions,
  ): ApiPromise<T[]> {
    const { runSyncGetDatasetItems: withInput, runSyncGetDatasetItemsWithoutInput: withoutInput } = this.#ops;
    const params = { [this.#idName]: id };
    const call = this.#sendsWithoutBody(input, options)
      ? this.#http.call(withoutInput, { params, query: options }, requestOptions)
      : this.#http.call(withInput, { params, query: options, body: input ?? {} }, requestOptions);
    return call as ApiPromise<T[]>;
  }

  /**
   * Runs synchronously and streams the default dataset in any export format (csv, xlsx, ...), never
   * holding it all in memory. Without an input, no body is sent.
   */
  runSyncExportItems(id: string, input: JsonObject | undefined, options: RunSyncExportOptions, requestOptions?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    const { runSyncExportItems: withInput, runSyncExportItemsWithoutInput: withoutInput } = this.#ops;
    const params = { [this.#idName]: id };
    return this.#sendsWithoutBody(input, options)
      ? this.#http.call(withoutInput, { params, query: options }, requestOptions)
      : this.#http.call(withInput, { params, query: options, body: input ?? {} }, requestOptions);
  }
}
