import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { readPagingHeaders } from '../internal.js';
import { itemPages } from '../wire.js';
import { addByIdMethods, type ById } from '../by-id.js';
import { callInScope, idScope, listInScope, type Scope } from '../scope.js';
import { offsetPage, resourceId, storageListQuery, type OffsetPage, type StorageListOptions } from '../schemas/common.js';
import { exportQuery, itemsQuery, pushItemsBody, type ExportItemsOptions, type ListItemsOptions } from '../schemas/dataset-items.js';
import { createStorageQuery, dataset, datasetStatistics, storageUpdate, type Dataset, type StorageUpdate } from '../schemas/storages.js';

const datasetParams = z.object({ datasetId: resourceId });

const listDatasets = defineOperation({ id: 'datasets.list', method: 'GET', path: '/datasets', query: storageListQuery, response: offsetPage(dataset), list: offsetPages(), specIds: ['datasets_get'] });
const createDataset = defineOperation({ id: 'datasets.create', method: 'POST', path: '/datasets', query: createStorageQuery, response: dataset, specIds: ['datasets_post'] });
const getDataset = defineOperation({ id: 'datasets.get', method: 'GET', path: '/datasets/{datasetId}', params: datasetParams, response: dataset, specIds: ['dataset_get'] });
const updateDataset = defineOperation({ id: 'datasets.update', method: 'PUT', path: '/datasets/{datasetId}', params: datasetParams, body: storageUpdate, response: dataset, specIds: ['dataset_put'] });
const deleteDataset = defineOperation({ id: 'datasets.delete', method: 'DELETE', path: '/datasets/{datasetId}', params: datasetParams, responseType: 'none', specIds: ['dataset_delete'] });
const listItems = defineOperation({
  id: 'datasets.listItems',
  method: 'GET',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: itemsQuery,
  response: z.array(z.unknown()),
  list: itemPages,
  specIds: ['dataset_items_get'],
});
const exportItems = defineOperation({
  id: 'datasets.exportItems',
  method: 'GET',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: exportQuery,
  responseType: 'stream',
  specIds: ['dataset_items_get'],
});
const itemsInfo = defineOperation({
  id: 'datasets.itemsInfo',
  method: 'HEAD',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: exportQuery,
  responseType: 'none',
  specIds: ['dataset_items_head'],
});
const pushItems = defineOperation({
  id: 'datasets.pushItems',
  method: 'POST',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  body: pushItemsBody,
  responseType: 'none',
  // The API's documented payload limit for one push; larger arrays must be split.
  maxBodyBytes: 5 * 1024 * 1024,
  specIds: ['dataset_items_post'],
});
const datasetStats = defineOperation({ id: 'datasets.statistics', method: 'GET', path: '/datasets/{datasetId}/statistics', params: datasetParams, response: datasetStatistics, specIds: ['dataset_statistics_get'] });

/** Every operation of the `datasets` namespace. */
export const datasetOperations = [listDatasets, createDataset, getDataset, updateDataset, deleteDataset, listItems, exportItems, itemsInfo, pushItems, datasetStats] as const;

/** Paging facts of a dataset's items, read from the response headers. */
export interface ItemsInfo {
  /** Items skipped. */
  offset: number | undefined;
  /** Page size the server applied. */
  limit: number | undefined;
  /** Items in this answer. */
  count: number | undefined;
  /** Items in the dataset. */
  total: number | undefined;
}

/**
 * One dataset, wherever it is reached: by its own ID (`platform.datasets`), or as the default
 * dataset of a run (`platform.runs.storages(runId).dataset`, `platform.actors.lastRun(actorId).dataset`).
 */
export class DatasetHandle {
  readonly #http: HttpClient;
  readonly #scope: Scope;

  constructor(http: HttpClient, scope: Scope) {
    this.#http = http;
    this.#scope = scope;
  }

  /** Gets the dataset. */
  get(options?: RequestOptions): ApiPromise<Dataset> {
    return callInScope(this.#http, this.#scope, getDataset, {}, options);
  }

  /** Renames the dataset or changes its access. */
  update(fields: StorageUpdate, options?: RequestOptions): ApiPromise<Dataset> {
    return callInScope(this.#http, this.#scope, updateDataset, { body: fields }, options);
  }

  /** Deletes the dataset. */
  delete(options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteDataset, {}, options);
  }

  /**
   * Lists items as JSON, page by page. `T` is the shape of your items. The paging facts come from
   * the response headers; iteration stops at the total the server reports.
   */
  listItems<T = Record<string, unknown>>(options?: ListItemsOptions, requestOptions?: RequestOptions): Paginated<T, OffsetPage<T>> {
    return listInScope(this.#http, this.#scope, listItems, { query: options }, requestOptions) as Paginated<unknown, OffsetPage<unknown>> as Paginated<T, OffsetPage<T>>;
  }

  /**
   * Exports items in any format (json, jsonl, csv, xlsx, xml, html, rss) as a byte stream, so a large
   * export never sits in memory whole. Cancel the stream to stop early.
   */
  exportItems(options: ExportItemsOptions, requestOptions?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return callInScope(this.#http, this.#scope, exportItems, { query: options }, requestOptions);
  }

  /** Reads the paging headers without downloading items (e.g. to learn the total); takes the options of a list or an export. */
  itemsInfo(options?: ExportItemsOptions, requestOptions?: RequestOptions): ApiPromise<ItemsInfo> {
    return callInScope(this.#http, this.#scope, itemsInfo, { query: options }, requestOptions).map((_, response) => {
      const paging = readPagingHeaders(response.headers);
      return { offset: paging.offset, limit: paging.limit, count: paging.count, total: paging.total };
    });
  }

  /** Appends one item (an object) or many (an array of objects). */
  pushItems(items: Record<string, unknown> | Record<string, unknown>[], options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, pushItems, { body: items }, options);
  }

  /** Gets per-field statistics of the dataset. */
  statistics(options?: RequestOptions): ApiPromise<DatasetStatistics> {
    return callInScope(this.#http, this.#scope, datasetStats, {}, options);
  }
}

/** A run's default dataset: every dataset method the API repeats under a run (all but `itemsInfo`). */
export type RunDataset = Omit<DatasetHandle, 'itemsInfo'>;

/** Per-field statistics of a dataset. */
export type DatasetStatistics = z.infer<typeof datasetStatistics>;

/**
 * Datasets: tables of items that runs append to. Read items page by page or export them as a stream.
 * Every method of {@link DatasetHandle} is here too, taking the dataset's ID (or `username~name`) first.
 */
// The methods ById describes are put on the class by addByIdMethods in its static block.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface DatasetsResource extends ById<Omit<DatasetHandle, 'listItems'>> {
  /** Lists a dataset's items as JSON, page by page; `T` is the shape of your items (see {@link DatasetHandle.listItems}). */
  listItems<T = Record<string, unknown>>(datasetId: string, options?: ListItemsOptions, requestOptions?: RequestOptions): Paginated<T, OffsetPage<T>>;
}

/** Datasets: tables of items that runs append to. Read items page by page or export them as a stream. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DatasetsResource {
  static {
    addByIdMethods(DatasetsResource, DatasetHandle, (self, id) => self.#one(id));
  }

  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(datasetId: string): DatasetHandle {
    return new DatasetHandle(this.#http, idScope('datasetId', datasetId));
  }

  /** Lists your datasets, page by page. */
  list(options?: StorageListOptions, requestOptions?: RequestOptions): Paginated<Dataset, OffsetPage<Dataset>> {
    return walkList(this.#http, listDatasets, { query: options }, requestOptions);
  }

  /** Creates a dataset, or returns the existing one of that name. */
  create(options?: { name?: string }, requestOptions?: RequestOptions): ApiPromise<Dataset> {
    return this.#http.call(createDataset, { query: options }, requestOptions);
  }
}
