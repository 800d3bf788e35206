import { HttpResponse } from 'msw';
import { fail } from '@typed-api/core/testing';
import { shortHmac, signRecordKey } from '../signing.js';
import type { KeyedStore } from '@typed-api/core/testing';
import type { QueueRequest, RequestQueue } from '../responses/request-queues.js';
import type { Dataset, KeyValueStore } from '../responses/storages.js';
import type { Json } from './state.js';

/** What the fake stores of a dataset or key-value store besides its contents: the storage as the API shows it, named or not. */
export type StorageMeta<T> = T & { name: string | null };

/** A dataset in the fake: the dataset as the API shows it (its counts computed when read), and its items in the order pushed. */
export type FakeDataset = { meta: StorageMeta<Dataset>; items: Json[] };

/** A key-value store in the fake: the store as the API shows it, and its records by key (a missing one is a 404 `record-not-found`). */
export type FakeStore = { meta: StorageMeta<KeyValueStore>; records: KeyedStore<string, FakeRecord> };

/** The fields of a queue the fake keeps; the request counts are computed when it is read. */
export type QueueMeta = StorageMeta<Pick<RequestQueue, 'id' | 'userId' | 'createdAt' | 'modifiedAt' | 'accessedAt' | 'actId' | 'actRunId' | 'consoleUrl' | 'generalAccess'>>;

/** A request queue in the fake: its fields, its requests and the clients seen. */
export interface FakeQueue {
  /** The queue's own fields. */
  meta: QueueMeta;
  /** The requests by id (a missing one is a 404 `record-not-found`). */
  requests: KeyedStore<string, FakeQueueRequest>;
  /** The id of each request by its `uniqueKey` (one request a key), so that an add finds a repeat without reading every request. */
  idsByUniqueKey: Map<string, string>;
  /** Whether more than one client has worked on the queue. */
  hadMultipleClients: boolean;
  /** The client keys seen so far. */
  clients: Set<string>;
}

/** A request stored in a queue, plus its lock and place. */
export interface FakeQueueRequest extends QueueRequest {
  /** The current lock: which client holds it and until when (epoch ms). */
  lock?: { clientKey: string | undefined; expiresAt: number } | undefined;
  /** Whether it was added to the front of the queue. */
  forefront?: boolean | undefined;
  /** Insertion order, to keep the queue order stable. */
  seq: number;
}

/** A record of a key-value store: the stored bytes, and the content type they were stored with. */
export type FakeRecord = { value: Uint8Array; contentType: string };

/**
 * Dataset items in an export format, one chunk per item, as a stream: JSON lines, CSV (a header of every field,
 * then a row an item), or JSON for any other format (the fake writes no XML, RSS, HTML or spreadsheet).
 */
function exportStream(items: Json[], format: string): { stream: ReadableStream<Uint8Array>; contentType: string } {
  const fields = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const cell = (value: unknown): string => {
    const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const parts =
    format === 'jsonl'
      ? { head: '', row: (item: Json) => `${JSON.stringify(item)}\n`, tail: '', contentType: 'application/jsonl; charset=utf-8' }
      : format === 'csv'
        ? { head: `${fields.join(',')}\n`, row: (item: Json) => `${fields.map((f) => cell(item[f])).join(',')}\n`, tail: '', contentType: 'text/csv; charset=utf-8' }
        : { head: '[', row: (item: Json, index: number) => `${index > 0 ? ',' : ''}${JSON.stringify(item)}`, tail: ']', contentType: 'application/json; charset=utf-8' };
  const chunks = [parts.head, ...items.map((item, index) => parts.row(item, index)), parts.tail];
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
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
export function isHtml(contentType: string): boolean {
  return /^\s*text\/html\s*(?:;|$)/i.test(contentType);
}

/**
 * An HTML record as the API serves it without `attachment`: the description says the server "can perform
 * small modifications to HTML documents before they are served" for security reasons, without saying
 * which. The fake's stand-in is a sandboxing Content-Security-Policy `<meta>` put at the start of the
 * `<head>` (or of the document), so that a test can see that the record did not come back as stored.
 */
export function servedHtml(value: Uint8Array): Uint8Array {
  const html = new TextDecoder().decode(value);
  const meta = '<meta http-equiv="Content-Security-Policy" content="sandbox">';
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const served = head ? `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}` : `${meta}${html}`;
  return new TextEncoder().encode(served);
}

/** Refuses a call whose signature does not open it: 403 `invalid-signature`. */
function refuseSignature(why: string): never {
  return fail(403, why, { code: 'invalid-signature' });
}

/**
 * Checks the `signature` of a call to a whole storage (items or keys), when it has one: base64url of
 * `0.expiresAt.mac`, where the mac covers `0.expiresAt.<storage id>` under the storage's secret and
 * `expiresAt` (epoch ms, `0` for never) has not passed.
 */
export async function checkStorageSignature(signature: string | undefined, meta: { id: string; urlSigningSecretKey?: string | null | undefined }): Promise<void> {
  if (signature === undefined) return;
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
export async function checkRecordSignature(signature: string | undefined, meta: { urlSigningSecretKey?: string | null | undefined }, key: string): Promise<void> {
  if (signature === undefined) return;
  const secret = meta.urlSigningSecretKey;
  if (typeof secret !== 'string' || secret === '') refuseSignature('This store has no URL-signing secret');
  if ((await signRecordKey(secret, key)) !== signature) refuseSignature('The signature does not match');
}

/**
 * The item inputs of a list, an export or a synchronous run, as the operation's schema parsed them: paging
 * (`desc` is any set value), the fields to keep or `omit` (comma-separated), hidden fields (`#…`) left out with
 * `clean` or `skipHidden`, and `attachment` for a download.
 */
export type ItemInputs = { readonly offset?: number | undefined; readonly limit?: number | undefined; readonly desc?: unknown } & Readonly<
  Partial<Record<'fields' | 'omit', string | undefined> & Record<'clean' | 'skipHidden' | 'attachment', boolean | undefined>>
>;

/** An item with only the fields the inputs ask for. */
function pickFields(item: Json, inputs: ItemInputs): Json {
  const fields = inputs.fields?.split(',').filter(Boolean);
  const omit = inputs.omit?.split(',').filter(Boolean) ?? [];
  const hidden = inputs.clean === true || inputs.skipHidden === true;
  const out: Json = {};
  for (const [key, value] of Object.entries(item)) {
    if (fields && !fields.includes(key)) continue;
    if (omit.includes(key) || (hidden && key.startsWith('#'))) continue;
    out[key] = value;
  }
  return out;
}

/**
 * Dataset items: a bare JSON array with paging headers (a page holds at most `maxLimit`), or a streamed
 * export in `format`, which holds every item from `offset` (up to `limit` when given), as a download does.
 * A `Response`: the items come outside the envelope with paging headers, or as an export stream.
 */
export function itemsResponse(all: Json[], inputs: ItemInputs, format: string, maxLimit: number): Response {
  const ordered = inputs.desc ? [...all].reverse() : all;
  const offset = inputs.offset ?? 0;
  const cap = format === 'json' ? maxLimit : Number.MAX_SAFE_INTEGER;
  const limit = Math.min(inputs.limit ?? cap, cap);
  const page = ordered.slice(offset, offset + limit).map((item) => pickFields(item, inputs));
  const headers: Record<string, string> = {
    'X-Platform-Pagination-Offset': String(offset),
    'X-Platform-Pagination-Limit': String(limit),
    'X-Platform-Pagination-Count': String(page.length),
    'X-Platform-Pagination-Total': String(all.length),
  };
  if (inputs.attachment === true) headers['content-disposition'] = 'attachment';
  if (format === 'json') return HttpResponse.json(page, { headers });
  const { stream, contentType } = exportStream(page, format);
  return new HttpResponse(stream, { headers: { ...headers, 'content-type': contentType } });
}
