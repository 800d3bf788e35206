import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { decodeBody } from '../internal.js';
import { actorInput, runOptionFields, runSyncQuery, type RunSyncOptions } from '../schemas/actors.js';
import { resourceId, type JsonObject } from '../schemas/common.js';
import { exportFormatFields, itemPagingFields, itemShapeFields } from '../schemas/dataset-items.js';

/** Synchronous runs hold the connection up to 300 s on the server: each attempt may take a little longer. */
export const SYNC_RUN_TIMEOUT_MS = 330_000;

const syncItemsQuery = z.object({ ...runOptionFields, ...itemPagingFields, ...itemShapeFields });
/** Options of a synchronous run answering with dataset items: run options plus paging and shaping of the items. */
export type RunSyncItemsOptions = z.input<typeof syncItemsQuery>;

const syncExportQuery = z.object({ ...syncItemsQuery.shape, ...exportFormatFields });
/** Options of a synchronous run answering with an export in any format: the items options plus the format's own. */
export type RunSyncExportOptions = z.input<typeof syncExportQuery>;

/**
 * The synchronous run operations of Actors and tasks: the same endpoints under two prefixes.
 * `idName` is the path placeholder (`actorId` or `actorTaskId`), `specPrefix` the prefix of the
 * operation ids in the public description. A task's calls without input take no `restartOnError`.
 */
export function runSyncOperations(namespace: 'actors' | 'tasks', base: string, idName: string, specPrefix: string) {
  const params = z.object({ [idName]: resourceId });
  const tasks = namespace === 'tasks';
  const syncQueryWithoutInput = tasks ? z.omit(runSyncQuery, { restartOnError: true }) : runSyncQuery;
  const itemsQueryWithoutInput = tasks ? z.omit(syncItemsQuery, { restartOnError: true }) : syncItemsQuery;
  const exportQueryWithoutInput = tasks ? z.omit(syncExportQuery, { restartOnError: true }) : syncExportQuery;
  return [
    defineOperation({
      id: `${namespace}.runSync`,
      method: 'POST',
      path: `${base}/run-sync`,
      params,
      query: runSyncQuery,
      body: actorInput,
      responseType: 'arrayBuffer',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSync_post`],
    }),
    defineOperation({
      id: `${namespace}.runSyncWithoutInput`,
      method: 'GET',
      path: `${base}/run-sync`,
      params,
      query: syncQueryWithoutInput,
      responseType: 'arrayBuffer',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSync_get`],
    }),
    defineOperation({
      id: `${namespace}.runSyncGetDatasetItems`,
      method: 'POST',
      path: `${base}/run-sync-get-dataset-items`,
      params,
      query: syncItemsQuery,
      body: actorInput,
      response: z.array(z.unknown()),
      payload: 'body',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSyncGetDatasetItems_post`],
    }),
    defineOperation({
      id: `${namespace}.runSyncGetDatasetItemsWithoutInput`,
      method: 'GET',
      path: `${base}/run-sync-get-dataset-items`,
      params,
      query: itemsQueryWithoutInput,
      response: z.array(z.unknown()),
      payload: 'body',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSyncGetDatasetItems_get`],
    }),
    defineOperation({
      id: `${namespace}.runSyncExportItems`,
      method: 'POST',
      path: `${base}/run-sync-get-dataset-items`,
      params,
      query: syncExportQuery,
      body: actorInput,
      responseType: 'stream',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSyncGetDatasetItems_post`],
    }),
    defineOperation({
      id: `${namespace}.runSyncExportItemsWithoutInput`,
      method: 'GET',
      path: `${base}/run-sync-get-dataset-items`,
      params,
      query: exportQueryWithoutInput,
      responseType: 'stream',
      timeoutMs: SYNC_RUN_TIMEOUT_MS,
      specIds: [`${specPrefix}_runSyncGetDatasetItems_get`],
    }),
  ] as const;
}

/** The synchronous run methods shared by Actors and tasks. */
export class RunSyncMethods {
  readonly #http: HttpClient;
  readonly #idName: string;
  readonly #namespace: 'actors' | 'tasks';
  readonly #ops: ReturnType<typeof runSyncOperations>;

  constructor(http: HttpClient, namespace: 'actors' | 'tasks', base: string, idName: string, specPrefix: string) {
    this.#http = http;
    this.#idName = idName;
    this.#namespace = namespace;
    this.#ops = runSyncOperations(namespace, base, idName, specPrefix);
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
    const [withInput, withoutInput] = this.#ops;
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
    const [, , withInput, withoutInput] = this.#ops;
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
    const [, , , , withInput, withoutInput] = this.#ops;
    const params = { [this.#idName]: id };
    return this.#sendsWithoutBody(input, options)
      ? this.#http.call(withoutInput, { params, query: options }, requestOptions)
      : this.#http.call(withInput, { params, query: options, body: input ?? {} }, requestOptions);
  }
}
