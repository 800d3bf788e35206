import * as z from 'zod/mini';
import { itemPages } from '../item-pages.js';
import { listPages } from '../pages.js';
import { resourceId, storageListQuery } from '../schemas/common.js';
import { exportQuery, itemsQuery, pushItemsBody } from '../schemas/dataset-items.js';
import { createStorageQuery, storageUpdate } from '../schemas/storages.js';
import { RAISED_RATE_PER_SECOND } from '../constants.js';
import { defineOperation } from '../define.js';

const datasetParams = z.object({ datasetId: resourceId });

/** Lists your datasets, page by page. */
export const listDatasets = defineOperation({ id: 'datasets.list', method: 'GET', path: '/datasets', query: storageListQuery, response: (r) => r.datasetPage, list: listPages, specIds: ['datasets_get'] });
/** Creates a dataset, or returns the existing one of that `name` (without one, a new unnamed dataset). */
export const createDataset = defineOperation({ id: 'datasets.create', method: 'POST', path: '/datasets', query: createStorageQuery, response: (r) => r.dataset, specIds: ['datasets_post'] });
/** Gets the dataset. */
export const getDataset = defineOperation({ id: 'datasets.get', method: 'GET', path: '/datasets/{datasetId}', params: datasetParams, response: (r) => r.dataset, specIds: ['dataset_get'] });
/** Renames the dataset or changes its access. */
export const updateDataset = defineOperation({ id: 'datasets.update', method: 'PUT', path: '/datasets/{datasetId}', params: datasetParams, body: storageUpdate, response: (r) => r.dataset, specIds: ['dataset_put'] });
/** Deletes the dataset. */
export const deleteDataset = defineOperation({ id: 'datasets.delete', method: 'DELETE', path: '/datasets/{datasetId}', params: datasetParams, responseType: 'none', specIds: ['dataset_delete'] });
/**
 * Lists items as JSON, page by page. `T` is the shape of your items. The paging facts come from the response
 * headers; iteration stops at the total the server reports.
 */
export const listItems = defineOperation({
  id: 'datasets.listItems',
  method: 'GET',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: itemsQuery,
  response: (r) => r.datasetItems,
  list: itemPages,
  specIds: ['dataset_items_get'],
});
/**
 * Exports items in any format (json, jsonl, csv, xlsx, xml, html, rss) as a byte stream, so a large export
 * never sits in memory whole. Cancel the stream to stop early.
 */
export const exportItems = defineOperation({
  id: 'datasets.exportItems',
  method: 'GET',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: exportQuery,
  responseType: 'stream',
  specIds: ['dataset_items_get'],
});
/** Reads the paging headers without downloading items (e.g. to learn the total); takes the options of a list or an export. */
export const itemsInfo = defineOperation({
  id: 'datasets.itemsInfo',
  method: 'HEAD',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  query: exportQuery,
  responseType: 'none',
  specIds: ['dataset_items_head'],
});
/**
 * Appends `items`: one item (an object) or many (an array of objects), in one push of at most 5 MiB. A
 * string is JSON text of the same, sent as it is.
 */
export const pushItems = defineOperation({
  id: 'datasets.pushItems',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/datasets/{datasetId}/items',
  params: datasetParams,
  body: pushItemsBody,
  bodyKey: 'items',
  responseType: 'none',
  // The API's documented payload limit for one push (5 MiB); larger arrays must be split. A literal, not
  // `5 * 1024 * 1024`: bundlers keep a description whose arguments compute anything.
  maxBodyBytes: 5_242_880,
  specIds: ['dataset_items_post'],
});
/** Gets per-field statistics of the dataset. */
export const datasetStats = defineOperation({ id: 'datasets.statistics', method: 'GET', path: '/datasets/{datasetId}/statistics', params: datasetParams, response: (r) => r.datasetStatistics, specIds: ['dataset_statistics_get'] });

/** Every operation of the `datasets` namespace. */
export const datasetOperations = [listDatasets, createDataset, getDataset, updateDataset, deleteDataset, listItems, exportItems, itemsInfo, pushItems, datasetStats] as const;
