// Hand-written: records as bytes in their content type, keys in UTF-8 order, signed reads and HTML served changed; the
// storage's own list, create, read, update and delete are the shared storageHandlers.
import { HttpResponse } from 'msw';
import { flag, type FakeHandlers } from '@typed-api/core/testing';
import type * as keyValueStores from '../../operations/key-value-stores.js';
import { storageHandlers } from '../helpers.js';
import { compareUtf8, type FakeState } from '../state.js';
import { checkRecordSignature, checkStorageSignature, isHtml, servedHtml } from '../storage.js';

/**
 * A record as the API serves it: as stored with `attachment` (marked as a download), else with an HTML
 * record changed the way the fake stands in for the API's security changes. A `Response`: a record goes
 * in its own content type.
 */
function recordResponse(record: { value: Uint8Array; contentType: string }, key: string, attachment: boolean): Response {
  if (attachment) return new HttpResponse(record.value.slice(), { headers: { 'content-type': record.contentType, 'content-disposition': `attachment; filename="${key}"` } });
  return new HttpResponse(isHtml(record.contentType) ? servedHtml(record.value) : record.value.slice(), { headers: { 'content-type': record.contentType } });
}

/** The fake's `keyValueStores` operations: stores by ID or name, their keys and their records. */
export function keyValueStoreHandlers(state: FakeState): FakeHandlers<typeof keyValueStores> {
  /** A record read (as bytes or as a stream: the same answer). */
  const readRecord = async (path: { storeId: string; recordKey: string }, signature: string | undefined, query: URLSearchParams): Promise<Response> => {
    const entry = state.store(path.storeId);
    await checkRecordSignature(signature, entry.meta, path.recordKey);
    const record = entry.records.require(path.recordKey);
    // The schema fills in `attachment=true` when the caller leaves it out; the API serves the record
    // as stored only when the caller sends it, so the flag is read as sent.
    return recordResponse(record, path.recordKey, flag(query.get('attachment')));
  };
  const setRecord: FakeHandlers<typeof keyValueStores>['keyValueStores.setRecord'] = async ({ path, inputs, request, reply }) => {
    const entry = state.store(path.storeId);
    // A compressed value arrives decoded (the fake's dialect takes the documented codings): the record
    // is stored, and read back, as the caller's bytes.
    const value = new Uint8Array(await request.arrayBuffer());
    entry.records.set(path.recordKey, { value, contentType: inputs.contentType ?? 'application/octet-stream' });
    // The API answers a write with an empty 201.
    return reply(undefined, { status: 201 });
  };
  const storages = storageHandlers(state, 'keyValueStores', {
    param: 'storeId',
    all: state.stores,
    find: (ref) => state.store(ref),
    create: (name) => state.createStore(name),
    view: (s) => s.meta,
  });
  return {
    ...(storages as Partial<FakeHandlers<typeof keyValueStores>>),
    'keyValueStores.listKeys': async ({ path, inputs }) => {
      const entry = state.store(path.storeId);
      await checkStorageSignature(inputs.signature, entry.meta);
      const max = Math.min(inputs.limit ?? 1000, 1000, state.settings.maxListLimit);
      const start = inputs.exclusiveStartKey;
      const prefix = inputs.prefix ?? '';
      const keys = [...entry.records.keys()].filter((k) => k.startsWith(prefix)).sort(compareUtf8).filter((k) => start === undefined || compareUtf8(k, start) > 0);
      const page = keys.slice(0, max);
      const isTruncated = keys.length > page.length;
      return {
        items: page.map((key) => ({ key, size: entry.records.get(key)?.value.byteLength ?? 0, recordPublicUrl: `https://records.test/${entry.meta.id}/${key}` })),
        count: page.length,
        limit: max,
        exclusiveStartKey: start ?? null,
        isTruncated,
        nextExclusiveStartKey: isTruncated ? (page.at(-1) ?? null) : null,
      };
    },
    'keyValueStores.downloadRecords': ({ path }) => {
      const text = [...state.store(path.storeId).records.keys()].sort(compareUtf8).join('\n');
      // A zip stream, not JSON.
      return new HttpResponse(new TextEncoder().encode(`ZIP-FAKE\n${text}`), { headers: { 'content-type': 'application/zip' } });
    },
    'keyValueStores.getRecord': ({ path, inputs, query }) => readRecord(path, inputs.signature, query),
    // Reached only through its twin above (the same method and path); answers alike.
    'keyValueStores.getRecordStream': ({ path, inputs, query }) => readRecord(path, inputs.signature, query),
    'keyValueStores.recordExists': ({ path, reply }) => {
      const record = state.store(path.storeId).records.get(path.recordKey);
      // A HEAD answer: a bare 404 for a missing record, the record's headers for one that exists.
      if (!record) return reply(undefined, { status: 404 });
      return reply(undefined, { status: 200, headers: { 'content-type': record.contentType, 'content-length': String(record.value.byteLength) } });
    },
    'keyValueStores.setRecord': setRecord,
    // The API's POST twin of the PUT write.
    'keyValueStores.setRecordViaPost': setRecord,
    'keyValueStores.deleteRecord': ({ path }) => {
      state.store(path.storeId).records.delete(path.recordKey);
    },
  };
}
