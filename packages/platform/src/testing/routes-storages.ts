import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeHandler } from '@typed-api/core/testing';
import { applyStorageUpdate, flag, intParam, jsonBody, now, objectBody, offsetPage } from './helpers.js';
import { dataResponse } from './dialect.js';
import { compareUtf8, without, type FakeState, type Json } from './state.js';
import { shortHmac, signRecordKey } from '../signing.js';

const RECORD_KEY = /^[a-zA-Z0-9!\-_.'()]{1,256}$/;

/** Serializes dataset items in an export format, one chunk per item, as a stream. */
function exportStream(items: Json[], format: string): { stream: ReadableStream<Uint8Array>; contentType: string } {
  const encoder = new TextEncoder();
  const fields = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const cell = (value: unknown): string => {
    const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const escape = (value: unknown): string => cell(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  let parts: { head: string; row: (item: Json) => string; tail: string; contentType: string };
  switch (format) {
    case 'jsonl':
      parts = { head: '', row: (item) => `${JSON.stringify(item)}\n`, tail: '', contentType: 'application/jsonl; charset=utf-8' };
      break;
    case 'csv':
    case 'xlsx':
      parts = {
        head: `${fields.join(',')}\n`,
        row: (item) => `${fields.map((f) => cell(item[f])).join(',')}\n`,
        tail: '',
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
      break;
    case 'xml':
    case 'rss':
      parts = {
        head: format === 'rss' ? '<?xml version="1.0"?><rss><channel>' : '<?xml version="1.0"?><items>',
        row: (item) => `<item>${fields.map((f) => `<${f}>${escape(item[f])}</${f}>`).join('')}</item>`,
        tail: format === 'rss' ? '</channel></rss>' : '</items>',
        contentType: format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8',
      };
      break;
    case 'html':
      parts = {
        head: `<table><tr>${fields.map((f) => `<th>${f}</th>`).join('')}</tr>`,
        row: (item) => `<tr>${fields.map((f) => `<td>${escape(item[f])}</td>`).join('')}</tr>`,
        tail: '</table>',
        contentType: 'text/html; charset=utf-8',
      };
      break;
    default:
      parts = { head: '[', row: (item) => JSON.stringify(item), tail: ']', contentType: 'application/json; charset=utf-8' };
  }
  let index = -1;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === -1) controller.enqueue(encoder.encode(parts.head));
      else if (index < items.length) {
        const item = items[index] ?? {};
        controller.enqueue(encoder.encode(`${format === 'json' && index > 0 ? ',' : ''}${parts.row(item)}`));
      } else {
        controller.enqueue(encoder.encode(parts.tail));
        controller.close();
      }
      index++;
    },
  });
  return { stream, contentType: parts.contentType };
}

/**
 * Operations whose URLs a storage's signature opens without a token, as the API documents the `signature`
 * parameter: a dataset's items, a store's keys and one record.
 */
export const SIGNED_OPERATIONS: ReadonlySet<string> = new Set(['datasets.listItems', 'datasets.exportItems', 'datasets.itemsInfo', 'keyValueStores.listKeys', 'keyValueStores.getRecord', 'keyValueStores.getRecordStream']);

/** True for an HTML content type. */
function isHtml(contentType: string): boolean {
  return /^\s*text\/html\s*(?:;|$)/i.test(contentType);
}

/**
 * An HTML record as the API serves it without `attachment`: the description says the server "can perform
 * small modifications to HTML documents before they are served" for security reasons, without saying
 * which. The fake's stand-in is a sandboxing Content-Security-Policy `<meta>` put at the start of the
 * `<head>` (or of the document), so that a test can see that the record did not come back as stored.
 */
function servedHtml(value: Uint8Array): Uint8Array {
  const html = new TextDecoder().decode(value);
  const meta = '<meta http-equiv="Content-Security-Policy" content="sandbox">';
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const served = head ? `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}` : `${meta}${html}`;
  return new TextEncoder().encode(served);
}

/** Refuses a call whose signature does not open it: 403 `invalid-signature`. */
function refuseSignature(why: string): never {
  throw new FakeHttpError(403, 'invalid-signature', why);
}

/**
 * Checks the `signature` of a call to a whole storage (items or keys), when it has one: base64url of
 * `0.expiresAt.mac`, where the mac covers `0.expiresAt.<storage id>` under the storage's secret and
 * `expiresAt` (epoch ms, `0` for never) has not passed.
 */
async function checkStorageSignature(query: URLSearchParams, meta: Json & { id: string }): Promise<void> {
  const signature = query.get('signature');
  if (signature === null) return;
  const secret = meta.urlSigningSecretKey;
  if (typeof secret !== 'string' || secret === '') refuseSignature('This storage has no URL-signing secret');
  let decoded = '';
  try {
    decoded = atob(signature.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    refuseSignature('The signature is malformed');
  }
  const [version, expiresAt, mac, ...rest] = decoded.split('.');
  if (version !== '0' || expiresAt === undefined || !/^\d+$/.test(expiresAt) || !mac || rest.length > 0) refuseSignature('The signature is malformed');
  if ((await shortHmac(secret, `${version}.${expiresAt}.${meta.id}`)) !== mac) refuseSignature('The signature does not match');
  if (expiresAt !== '0' && Number(expiresAt) < Date.now()) refuseSignature('The signature has expired');
}

/** Checks the `signature` of a call to one record, when it has one: the mac of the record's key under the store's secret. */
async function checkRecordSignature(query: URLSearchParams, meta: Json, key: string): Promise<void> {
  const signature = query.get('signature');
  if (signature === null) return;
  const secret = meta.urlSigningSecretKey;
  if (typeof secret !== 'string' || secret === '') refuseSignature('This store has no URL-signing secret');
  if ((await signRecordKey(secret, key)) !== signature) refuseSignature('The signature does not match');
}

function pickFields(item: Json, query: URLSearchParams): Json {
  const fields = query.get('fields')?.split(',').filter(Boolean);
  const omit = query.get('omit')?.split(',').filter(Boolean) ?? [];
  const out: Json = {};
  for (const [key, value] of Object.entries(item)) {
    if (fields && !fields.includes(key)) continue;
    if (omit.includes(key)) continue;
    if ((flag(query, 'clean') || flag(query, 'skipHidden')) && key.startsWith('#')) continue;
    out[key] = value;
  }
  return out;
}

/** Dataset handlers, by operation id. */
export function datasetHandlers(state: FakeState): Record<string, FakeHandler> {
  const dataset = (ref: string | undefined) => state.resolve(new Map([...state.datasets].map(([k, v]) => [k, { ...v, id: k, name: v.meta.name }])), ref ?? '', 'Dataset');
  const meta = (entry: { meta: Json; items: Json[] }): Json => ({ ...entry.meta, itemCount: entry.items.length, cleanItemCount: entry.items.length });

  return {
    'datasets.list': ({ query }) =>
      offsetPage(
        [...state.datasets.values()].filter((d) => flag(query, 'unnamed') || d.meta.name !== null).map((d) => without(meta(d), 'urlSigningSecretKey')),
        query,
        state.settings.maxListLimit,
      ),
    'datasets.create': ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.datasets.values()].find((d) => d.meta.name === name) : undefined;
      if (existing) return dataResponse(meta(existing), 200);
      return dataResponse(meta(state.createDataset(name)), 201);
    },
    'datasets.get': ({ params }) => meta(dataset(params.datasetId)),
    'datasets.update': async (context) => {
      const entry = dataset(context.params.datasetId);
      applyStorageUpdate(entry.meta, await objectBody(context));
      return meta(entry);
    },
    'datasets.delete': ({ params }) => {
      state.datasets.delete(dataset(params.datasetId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'datasets.listItems': async ({ params, query }) => {
      const entry = dataset(params.datasetId);
      await checkStorageSignature(query, entry.meta);
      return itemsResponse(entry.items, query, state.settings.maxItemsPerPage);
    },
    'datasets.itemsInfo': async ({ params, query }) => {
      const entry = dataset(params.datasetId);
      await checkStorageSignature(query, entry.meta);
      const response = itemsResponse(entry.items, query, state.settings.maxItemsPerPage);
      return new HttpResponse(null, { status: 200, headers: response.headers });
    },
    'datasets.pushItems': async (context) => {
      const entry = dataset(context.params.datasetId);
      const body = await jsonBody(context, { allowArray: true });
      entry.items.push(...(Array.isArray(body) ? body : [body]));
      entry.meta.modifiedAt = now();
      return new HttpResponse(null, { status: 201 });
    },
    'datasets.statistics': ({ params }) => {
      const entry = dataset(params.datasetId);
      const fieldStatistics: Json = {};
      for (const item of entry.items) for (const key of Object.keys(item)) fieldStatistics[key] = { nullCount: 0 };
      return { fieldStatistics };
    },
  };
}

/**
 * Dataset items: a bare JSON array with paging headers (a page holds at most `maxLimit`), or a streamed
 * export, which holds every item from `offset` (up to `limit` when given), as a download does.
 */
export function itemsResponse(all: Json[], query: URLSearchParams, maxLimit: number): Response {
  const desc = flag(query, 'desc');
  const ordered = desc ? [...all].reverse() : all;
  const offset = intParam(query, 'offset', 0);
  const format = query.get('format') ?? 'json';
  const cap = format === 'json' ? maxLimit : Number.MAX_SAFE_INTEGER;
  const limit = Math.min(intParam(query, 'limit', cap), cap);
  const page = ordered.slice(offset, offset + limit).map((item) => pickFields(item, query));
  const headers: Record<string, string> = {
    'X-Platform-Pagination-Offset': String(offset),
    'X-Platform-Pagination-Limit': String(limit),
    'X-Platform-Pagination-Count': String(page.length),
    'X-Platform-Pagination-Total': String(all.length),
  };
  if (flag(query, 'attachment')) headers['content-disposition'] = 'attachment';
  if (format === 'json') return HttpResponse.json(page, { headers });
  const { stream, contentType } = exportStream(page, format);
  return new HttpResponse(stream, { headers: { ...headers, 'content-type': contentType } });
}

/** Key-value store handlers, by operation id. */
export function keyValueStoreHandlers(state: FakeState): Record<string, FakeHandler> {
  const store = (ref: string | undefined) => state.resolve(new Map([...state.stores].map(([k, v]) => [k, { ...v, id: k, name: v.meta.name }])), ref ?? '', 'Key-value store');
  const checkKey = (key: string | undefined): string => {
    if (!key || !RECORD_KEY.test(key)) throw new FakeHttpError(400, 'invalid-record-key', 'The record key contains an invalid character or has an invalid length');
    return key;
  };

  return {
    'keyValueStores.list': ({ query }) => offsetPage([...state.stores.values()].filter((s) => flag(query, 'unnamed') || s.meta.name !== null).map((s) => s.meta), query, state.settings.maxListLimit),
    'keyValueStores.create': ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.stores.values()].find((s) => s.meta.name === name) : undefined;
      if (existing) return dataResponse(existing.meta, 200);
      return dataResponse(state.createStore(name).meta, 201);
    },
    'keyValueStores.get': ({ params }) => store(params.storeId).meta,
    'keyValueStores.update': async (context) => {
      const entry = store(context.params.storeId);
      applyStorageUpdate(entry.meta, await objectBody(context));
      return entry.meta;
    },
    'keyValueStores.delete': ({ params }) => {
      state.stores.delete(store(params.storeId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'keyValueStores.listKeys': async ({ params, query }) => {
      const entry = store(params.storeId);
      await checkStorageSignature(query, entry.meta);
      const max = Math.min(intParam(query, 'limit', 1000), 1000, state.settings.maxListLimit);
      const start = query.get('exclusiveStartKey');
      const prefix = query.get('prefix') ?? '';
      const keys = [...entry.records.keys()].filter((k) => k.startsWith(prefix)).sort(compareUtf8).filter((k) => start === null || compareUtf8(k, start) > 0);
      const page = keys.slice(0, max);
      const isTruncated = keys.length > page.length;
      return {
        items: page.map((key) => ({ key, size: entry.records.get(key)?.value.byteLength ?? 0, recordPublicUrl: `https://records.test/${entry.id}/${key}` })),
        count: page.length,
        limit: max,
        exclusiveStartKey: start,
        isTruncated,
        nextExclusiveStartKey: isTruncated ? (page.at(-1) ?? null) : null,
      };
    },
    'keyValueStores.downloadRecords': ({ params }) => {
      const entry = store(params.storeId);
      const text = [...entry.records.keys()].sort(compareUtf8).join('\n');
      return new HttpResponse(new TextEncoder().encode(`ZIP-FAKE\n${text}`), { headers: { 'content-type': 'application/zip' } });
    },
    'keyValueStores.getRecord': async ({ params, query }) => {
      const entry = store(params.storeId);
      const key = checkKey(params.recordKey);
      await checkRecordSignature(query, entry.meta, key);
      const record = entry.records.get(key);
      if (!record) throw new FakeHttpError(404, 'record-not-found', 'Record was not found');
      if (flag(query, 'attachment')) return new HttpResponse(record.value.slice(), { headers: { 'content-type': record.contentType, 'content-disposition': `attachment; filename="${key}"` } });
      return new HttpResponse(isHtml(record.contentType) ? servedHtml(record.value) : record.value.slice(), { headers: { 'content-type': record.contentType } });
    },
    'keyValueStores.recordExists': ({ params }) => {
      const record = store(params.storeId).records.get(checkKey(params.recordKey));
      if (!record) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(null, { status: 200, headers: { 'content-type': record.contentType, 'content-length': String(record.value.byteLength) } });
    },
    'keyValueStores.setRecord': async ({ params, request }) => {
      const entry = store(params.storeId);
      const key = checkKey(params.recordKey);
      // A compressed value arrives decoded (the fake's dialect takes the documented codings): the record
      // is stored, and read back, as the caller's bytes.
      const value = new Uint8Array(await request.arrayBuffer());
      entry.records.set(key, { value, contentType: request.headers.get('content-type') ?? 'application/octet-stream' });
      return new HttpResponse(null, { status: 201 });
    },
    'keyValueStores.deleteRecord': ({ params }) => {
      store(params.storeId).records.delete(checkKey(params.recordKey));
      return new HttpResponse(null, { status: 204 });
    },
  };
}
