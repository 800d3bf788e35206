import * as z from 'zod/mini';
import { keyListPages, listPages } from '../pages.js';
import { resourceId, storageListQuery } from '../schemas/common.js';
import { createStorageQuery, recordKey, storageUpdate } from '../schemas/storages.js';
import { RECORD_RATE_PER_SECOND } from '../constants.js';
import { defineOperation } from '../define.js';

const storeParams = z.object({ storeId: resourceId });
const recordParams = z.object({ storeId: resourceId, recordKey });
/**
 * The query of a record read: the `signature` of a public URL, and `attachment`, sent as `true` unless the
 * caller sets it `false`. The description: "for security reasons, [the] API can perform small
 * modifications to HTML documents before they are served via this endpoint. To fetch the raw HTML content
 * without any modifications, use the `attachment` query parameter" (it also marks the answer as a download
 * with `Content-Disposition: attachment`, which only browsers heed). A record read gives back what was
 * stored, as the official client's does.
 */
const recordQuery = z.object({
  /** The signature of a shared URL of the record, which lets the call read it without an API token. */
  signature: z.optional(z.string()),
  /** Ask for the record exactly as stored, marked as a download; with false the server may alter HTML records slightly for safety. */
  attachment: z._default(z.boolean(), true),
});

/** Lists your key-value stores, page by page. */
export const listStores = defineOperation({ id: 'keyValueStores.list', method: 'GET', path: '/key-value-stores', query: storageListQuery, response: (r) => r.keyValueStorePage, list: listPages, specIds: ['keyValueStores_get'] });
/** Creates a store, or returns the existing one of that `name` (without one, a new unnamed store). */
export const createStore = defineOperation({ id: 'keyValueStores.create', method: 'POST', path: '/key-value-stores', query: createStorageQuery, response: (r) => r.keyValueStore, specIds: ['keyValueStores_post'] });
/** Gets the store. */
export const getStore = defineOperation({ id: 'keyValueStores.get', method: 'GET', path: '/key-value-stores/{storeId}', params: storeParams, response: (r) => r.keyValueStore, specIds: ['keyValueStore_get'] });
/** Renames the store or changes its access. */
export const updateStore = defineOperation({ id: 'keyValueStores.update', method: 'PUT', path: '/key-value-stores/{storeId}', params: storeParams, body: storageUpdate, response: (r) => r.keyValueStore, specIds: ['keyValueStore_put'] });
/** Deletes the store. */
export const deleteStore = defineOperation({ id: 'keyValueStores.delete', method: 'DELETE', path: '/key-value-stores/{storeId}', params: storeParams, responseType: 'none', specIds: ['keyValueStore_delete'] });
/** Lists the keys of the store in UTF-8 binary order, page by page (key pagination). */
export const listKeys = defineOperation({
  id: 'keyValueStores.listKeys',
  method: 'GET',
  path: '/key-value-stores/{storeId}/keys',
  params: storeParams,
  query: z.object({
    /** Where a page starts: every key up to and including this one is skipped (from the first key when left out). */
    exclusiveStartKey: z.optional(z.string()),
    /** The most keys one page holds. */
    limit: z.optional(z.int().check(z.gte(1), z.lte(1000))),
    /** Keep only the keys of this collection, as the store's schema defines it (the store needs a schema). */
    collection: z.optional(z.string()),
    /** Keep only the keys that start with this text. */
    prefix: z.optional(z.string()),
    /** The signature of a shared URL of the store's keys, which lets the call list them without an API token. */
    signature: z.optional(z.string()),
  }),
  response: (r) => r.keyPage,
  list: keyListPages,
  specIds: ['keyValueStore_keys_get'],
});
/** Downloads many records at once as a zip stream. */
export const downloadRecords = defineOperation({
  id: 'keyValueStores.downloadRecords',
  method: 'GET',
  path: '/key-value-stores/{storeId}/records',
  params: storeParams,
  query: z.object({ collection: z.optional(z.string()), prefix: z.optional(z.string()), signature: z.optional(z.string()) }),
  responseType: 'stream',
  accept: 'application/zip',
  specIds: ['keyValueStore_records_get'],
});
/** Reads a record as stored (`attachment=true` unless given `false`): JSON is parsed, text comes as a string, anything else as an `ArrayBuffer`, together with the stored content type. A missing record throws `record-not-found`. */
export const getRecord = defineOperation({
  id: 'keyValueStores.getRecord',
  ratePerSecond: RECORD_RATE_PER_SECOND,
  method: 'GET',
  path: '/key-value-stores/{storeId}/records/{recordKey}',
  params: recordParams,
  query: recordQuery,
  responseType: 'arrayBuffer',
  specIds: ['keyValueStore_record_get'],
});
/**
 * Reads a record as stored, as a byte stream (for large records; `attachment` as for `getRecord`); the
 * content type is on `.withResponse()`.
 */
export const getRecordStream = defineOperation({
  id: 'keyValueStores.getRecordStream',
  ratePerSecond: RECORD_RATE_PER_SECOND,
  method: 'GET',
  path: '/key-value-stores/{storeId}/records/{recordKey}',
  params: recordParams,
  query: recordQuery,
  responseType: 'stream',
  specIds: ['keyValueStore_record_get'],
});
/** True when the record exists (without downloading it). */
export const recordExists = defineOperation({
  id: 'keyValueStores.recordExists',
  ratePerSecond: RECORD_RATE_PER_SECOND,
  method: 'HEAD',
  path: '/key-value-stores/{storeId}/records/{recordKey}',
  params: recordParams,
  responseType: 'none',
  specIds: ['keyValueStore_record_head'],
});
/** What the two writes of a record (PUT and its POST twin) send: the record's bytes as the raw body, their type as a header. */
const recordWrite = {
  ratePerSecond: RECORD_RATE_PER_SECOND,
  path: '/key-value-stores/{storeId}/records/{recordKey}',
  params: recordParams,
  bodyType: 'raw',
  bodyKey: 'value',
  inputHeaders: { contentType: 'content-type' },
  responseType: 'none',
} as const;
/** Writes a record: its bytes as `value` (a string, bytes, a Blob or a stream), their type as `contentType`. The handle's `setRecord` also encodes JSON values. */
export const setRecord = defineOperation({ id: 'keyValueStores.setRecord', method: 'PUT', ...recordWrite, specIds: ['keyValueStore_record_put'] });
/** Writes a record like `setRecord`, sent as POST: the API's twin of the PUT call, for networks or proxies that let only GET and POST through. */
export const setRecordViaPost = defineOperation({ id: 'keyValueStores.setRecordViaPost', method: 'POST', ...recordWrite, specIds: ['keyValueStore_record_post'] });
/** Deletes a record. */
export const deleteRecord = defineOperation({
  id: 'keyValueStores.deleteRecord',
  ratePerSecond: RECORD_RATE_PER_SECOND,
  method: 'DELETE',
  path: '/key-value-stores/{storeId}/records/{recordKey}',
  params: recordParams,
  responseType: 'none',
  specIds: ['keyValueStore_record_delete'],
});

/** Every operation of the `keyValueStores` namespace. */
export const keyValueStoreOperations = [
  listStores, createStore, getStore, updateStore, deleteStore, listKeys, downloadRecords, getRecord, getRecordStream, recordExists, setRecord, setRecordViaPost, deleteRecord,
] as const;
