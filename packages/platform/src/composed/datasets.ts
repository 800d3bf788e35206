// Hand-written: what the handle of one store does beyond one call per method (reached by ID or through a
// run, a scope): helpers that compose calls, and their by-ID forms.
import type { DatasetsCreateInputs, DatasetsExportItemsInputs, DatasetsListItemsInputs } from '../functions/datasets.js';
import type { DatasetHandle } from '../handles/datasets.js';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { readPagingHeaders } from '../internal.js';
import { create } from '../functions/datasets.js';
import { exportItems, get as getDataset, itemsInfo, listItems } from '../plans/datasets.js';
import { idScope, ScopedHandle } from '../scope.js';
import type { OffsetPage } from '../schemas/common.js';
import type { Dataset } from '../responses/storages.js';
import type { PageOf } from '@typed-api/core/internal';
import { pushItemsInBatches, type PushItemsInBatchesInputs } from './dataset-batches.js';
import type { BatchRequestOptions } from '../helper-args.js';
import { storagePublicUrl, type StorageSignatureOptions } from '../signing.js';

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
 * Options of `createItemsPublicUrl`: the options of an export (format, paging, shaping),
 * which go into the URL, and how long the signature lasts.
 */
export type ItemsPublicUrlInputs = Omit<DatasetsExportItemsInputs, 'signature'> & StorageSignatureOptions;

/**
 * What the handle of one dataset does beyond one call per method (see `DatasetHandle`): items typed by
 * your record shape, an export by its official-client name, public URLs, the paging facts and pushes of
 * any size.
 */
export class DatasetHandleComposites extends ScopedHandle {
  /**
   * Lists items as JSON, page by page. `T` is the shape of your items. The paging facts come from
   * the response headers; iteration stops at the total the server reports.
   */
  listItems<T = Record<string, unknown>>(inputs?: DatasetsListItemsInputs, options?: RequestOptions): Paginated<T, OffsetPage<T>> {
    return this.walk(listItems, { input: inputs }, options) as Paginated<unknown, OffsetPage<unknown>> as Paginated<T, OffsetPage<T>>;
  }

  /** Same as `exportItems`: the name the official client uses. */
  downloadItems(inputs: DatasetsExportItemsInputs, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.send(exportItems, { input: inputs }, options);
  }

  /**
   * Builds a URL of the dataset's items that works without a token, to hand to a browser or another
   * service. It gets the dataset first: when the answer carries the dataset's URL-signing secret (only
   * tokens that may write to the dataset see it), the URL gets a `signature`, valid for `expiresInSecs`
   * seconds or, without it, for good; otherwise the URL is returned unsigned (and works only where the
   * dataset's access allows it). The other inputs (format, paging, shaping) go into the URL as given.
   */
  createItemsPublicUrl(inputs: ItemsPublicUrlInputs = {}, options?: RequestOptions): Promise<string> {
    return storagePublicUrl(this.http.baseUrl, exportItems, 'datasetId', inputs, () => this.send(getDataset, {}, options));
  }

  /** Reads the paging headers without downloading items (e.g. to learn the total); takes the inputs of a list or an export. */
  itemsInfo(inputs?: DatasetsExportItemsInputs, options?: RequestOptions): ApiPromise<ItemsInfo> {
    return this.send(itemsInfo, { input: inputs }, options).map((_, response) => {
      const paging = readPagingHeaders(response.headers);
      return { offset: paging.offset, limit: paging.limit, count: paging.count, total: paging.total };
    });
  }

  /**
   * Appends any number of `items`, however large the array: splits it into consecutive chunks whose JSON
   * stays within `maxBatchBytes` (at most the 5 MiB the API takes in one push) and pushes them one after
   * the other, so the dataset keeps the items in the order given. The request options apply to each
   * push; their `onProgress` follows the whole, after each push (`pushing`) and at the end (`done`), with
   * the items and bytes sent out of all. An item too large for a push on its own throws a
   * `SizeLimitError`, and invalid items a `ValidationError`, before anything is sent; a push that fails
   * stops the helper, the chunks before it stay in the dataset.
   */
  pushItemsInBatches(inputs: PushItemsInBatchesInputs, options?: BatchRequestOptions): Promise<void> {
    return pushItemsInBatches(this.http, this.scope, inputs, options);
  }
}

/** A run's default dataset: every dataset method the API repeats under a run (all but `itemsInfo`). */
export type RunDataset = Omit<DatasetHandle, 'itemsInfo'>;

/**
 * What the datasets namespace does beyond one call per method, by the dataset's ID (or `username~name`):
 * the helpers of {@link DatasetHandle}, and its typed item list.
 */
export class DatasetsComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(datasetId: string): DatasetHandleComposites {
    return new DatasetHandleComposites(this.#http, idScope('datasetId', datasetId));
  }

  /** Same as `create`: the name the official client uses. */
  getOrCreate(inputs?: DatasetsCreateInputs, options?: RequestOptions): ApiPromise<Dataset> {
    return create(this.#http, inputs, options);
  }

  /** Lists a dataset's items as JSON, page by page; `T` is the shape of your items (see `listItems`). */
  listItems<T = Record<string, unknown>>(datasetId: string, inputs?: DatasetsListItemsInputs, options?: RequestOptions): Paginated<T, OffsetPage<T>> {
    return this.#one(datasetId).listItems<T>(inputs, options);
  }

  /** Same as `exportItems`: the name the official client uses. */
  downloadItems(datasetId: string, inputs: DatasetsExportItemsInputs, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#one(datasetId).downloadItems(inputs, options);
  }

  /** A URL of the dataset's items that works without a token (see `createItemsPublicUrl`). */
  createItemsPublicUrl(datasetId: string, inputs?: ItemsPublicUrlInputs, options?: RequestOptions): Promise<string> {
    return this.#one(datasetId).createItemsPublicUrl(inputs, options);
  }

  /** The paging facts of a dataset's items, without downloading them (see `itemsInfo`). */
  itemsInfo(datasetId: string, inputs?: DatasetsExportItemsInputs, options?: RequestOptions): ApiPromise<ItemsInfo> {
    return this.#one(datasetId).itemsInfo(inputs, options);
  }

  /** Appends any number of items in pushes of at most 5 MiB, in order (see `pushItemsInBatches`). */
  pushItemsInBatches(datasetId: string, inputs: PushItemsInBatchesInputs, options?: BatchRequestOptions): Promise<void> {
    return this.#one(datasetId).pushItemsInBatches(inputs, options);
  }
}

/**
 * One page of a dataset's items as a walk reads it: the items (of whatever shape your records have) and the
 * paging facts the server sends in headers (`offset`, `limit`, `count`, `total`).
 */
export type DatasetItemsPage = PageOf<typeof listItems>;
