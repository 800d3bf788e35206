import { HttpResponse } from 'msw';
import { applyStorageUpdate, flag, intParam, jsonBody, now, objectBody, offsetPage } from './helpers.js';
import { dataResponse, FakeError, type Router } from './router.js';
import { compareUtf8, without, type FakeRequest, type FakeState, type Json } from './state.js';

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

/** Dataset routes. */
export function datasetRoutes(router: Router, state: FakeState): void {
  const dataset = (ref: string | undefined) => state.resolve(new Map([...state.datasets].map(([k, v]) => [k, { ...v, id: k, name: v.meta.name }])), ref ?? '', 'Dataset');
  const meta = (entry: { meta: Json; items: Json[] }): Json => ({ ...entry.meta, itemCount: entry.items.length, cleanItemCount: entry.items.length });

  router
    .add('GET', '/datasets', ({ query }) => dataResponse(offsetPage([...state.datasets.values()].filter((d) => flag(query, 'unnamed') || d.meta.name !== null).map(meta), query, state.settings.maxListLimit)))
    .add('POST', '/datasets', ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.datasets.values()].find((d) => d.meta.name === name) : undefined;
      if (existing) return dataResponse(meta(existing), 200);
      return dataResponse(meta(state.createDataset(name)), 201);
    })
    .add('GET', '/datasets/:datasetId', ({ params }) => dataResponse(meta(dataset(params.datasetId))))
    .add('PUT', '/datasets/:datasetId', async (context) => {
      const entry = dataset(context.params.datasetId);
      applyStorageUpdate(entry.meta, await objectBody(context));
      return dataResponse(meta(entry));
    })
    .add('DELETE', '/datasets/:datasetId', ({ params }) => {
      state.datasets.delete(dataset(params.datasetId).id);
      return new HttpResponse(null, { status: 204 });
    })
    .add('GET', '/datasets/:datasetId/items', ({ params, query }) => itemsResponse(dataset(params.datasetId).items, query, state.settings.maxItemsPerPage))
    .add('HEAD', '/datasets/:datasetId/items', ({ params, query }) => {
      const response = itemsResponse(dataset(params.datasetId).items, query, state.settings.maxItemsPerPage);
      return new HttpResponse(null, { status: 200, headers: response.headers });
    })
    .add('POST', '/datasets/:datasetId/items', async (context) => {
      const entry = dataset(context.params.datasetId);
      const body = await jsonBody(context, { allowArray: true });
      entry.items.push(...(Array.isArray(body) ? body : [body]));
      entry.meta.modifiedAt = now();
      return new HttpResponse(null, { status: 201 });
    })
    .add('GET', '/datasets/:datasetId/statistics', ({ params }) => {
      const entry = dataset(params.datasetId);
      const fieldStatistics: Json = {};
      for (const item of entry.items) for (const key of Object.keys(item)) fieldStatistics[key] = { nullCount: 0 };
      return dataResponse({ fieldStatistics });
    });
}

/** Dataset items: a bare JSON array with paging headers, or a streamed export. */
export function itemsResponse(all: Json[], query: URLSearchParams, maxLimit: number): Response {
  const desc = flag(query, 'desc');
  const ordered = desc ? [...all].reverse() : all;
  const offset = intParam(query, 'offset', 0);
  const limit = Math.min(intParam(query, 'limit', maxLimit), maxLimit);
  const page = ordered.slice(offset, offset + limit).map((item) => pickFields(item, query));
  const headers = {
    'X-Platform-Pagination-Offset': String(offset),
    'X-Platform-Pagination-Limit': String(limit),
    'X-Platform-Pagination-Count': String(page.length),
    'X-Platform-Pagination-Total': String(all.length),
  };
  const format = query.get('format') ?? 'json';
  if (format === 'json') return HttpResponse.json(page, { headers });
  const { stream, contentType } = exportStream(page, format);
  return new HttpResponse(stream, { headers: { ...headers, 'content-type': contentType } });
}

/** Key-value store routes. */
export function keyValueStoreRoutes(router: Router, state: FakeState): void {
  const store = (ref: string | undefined) => state.resolve(new Map([...state.stores].map(([k, v]) => [k, { ...v, id: k, name: v.meta.name }])), ref ?? '', 'Key-value store');
  const checkKey = (key: string | undefined): string => {
    if (!key || !RECORD_KEY.test(key)) throw new FakeError(400, 'invalid-record-key', 'The record key contains an invalid character or has an invalid length');
    return key;
  };
  const limit = { 'X-RateLimit-Limit': '200' };

  router
    .add('GET', '/key-value-stores', ({ query }) => dataResponse(offsetPage([...state.stores.values()].filter((s) => flag(query, 'unnamed') || s.meta.name !== null).map((s) => s.meta), query, state.settings.maxListLimit)))
    .add('POST', '/key-value-stores', ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.stores.values()].find((s) => s.meta.name === name) : undefined;
      if (existing) return dataResponse(existing.meta, 200);
      return dataResponse(state.createStore(name).meta, 201);
    })
    .add('GET', '/key-value-stores/:storeId', ({ params }) => dataResponse(store(params.storeId).meta))
    .add('PUT', '/key-value-stores/:storeId', async (context) => {
      const entry = store(context.params.storeId);
      applyStorageUpdate(entry.meta, await objectBody(context));
      return dataResponse(entry.meta);
    })
    .add('DELETE', '/key-value-stores/:storeId', ({ params }) => {
      state.stores.delete(store(params.storeId).id);
      return new HttpResponse(null, { status: 204 });
    })
    .add('GET', '/key-value-stores/:storeId/keys', ({ params, query }) => {
      const entry = store(params.storeId);
      const max = Math.min(intParam(query, 'limit', 1000), 1000);
      const start = query.get('exclusiveStartKey');
      const prefix = query.get('prefix') ?? '';
      const keys = [...entry.records.keys()].filter((k) => k.startsWith(prefix)).sort(compareUtf8).filter((k) => start === null || compareUtf8(k, start) > 0);
      const page = keys.slice(0, max);
      const isTruncated = keys.length > page.length;
      return dataResponse({
        items: page.map((key) => ({ key, size: entry.records.get(key)?.value.byteLength ?? 0, recordPublicUrl: `https://records.test/${entry.id}/${key}` })),
        count: page.length,
        limit: max,
        exclusiveStartKey: start,
        isTruncated,
        nextExclusiveStartKey: isTruncated ? (page.at(-1) ?? null) : null,
      });
    })
    .add('GET', '/key-value-stores/:storeId/records', ({ params }) => {
      const entry = store(params.storeId);
      const text = [...entry.records.keys()].sort(compareUtf8).join('\n');
      return new HttpResponse(new TextEncoder().encode(`ZIP-FAKE\n${text}`), { headers: { 'content-type': 'application/zip' } });
    })
    .add('GET', '/key-value-stores/:storeId/records/:recordKey', ({ params }) => {
      const record = store(params.storeId).records.get(checkKey(params.recordKey));
      if (!record) throw new FakeError(404, 'record-not-found', 'Record was not found');
      return new HttpResponse(record.value.slice(), { headers: { 'content-type': record.contentType, ...limit } });
    })
    .add('HEAD', '/key-value-stores/:storeId/records/:recordKey', ({ params }) => {
      const record = store(params.storeId).records.get(checkKey(params.recordKey));
      if (!record) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(null, { status: 200, headers: { 'content-type': record.contentType, 'content-length': String(record.value.byteLength) } });
    })
    .add('PUT', '/key-value-stores/:storeId/records/:recordKey', async ({ params, request }) => {
      const entry = store(params.storeId);
      const key = checkKey(params.recordKey);
      const encoding = request.headers.get('content-encoding');
      if (encoding && !['identity'].includes(encoding.toLowerCase())) throw new FakeError(415, 'unsupported-content-encoding', `Content-Encoding "${encoding}" is not supported`);
      const value = new Uint8Array(await request.arrayBuffer());
      entry.records.set(key, { value, contentType: request.headers.get('content-type') ?? 'application/octet-stream' });
      return new HttpResponse(null, { status: 201, headers: limit });
    })
    .add('DELETE', '/key-value-stores/:storeId/records/:recordKey', ({ params }) => {
      store(params.storeId).records.delete(checkKey(params.recordKey));
      return new HttpResponse(null, { status: 204, headers: limit });
    });
}

/** Request-queue routes. */
export function requestQueueRoutes(router: Router, state: FakeState): void {
  type Queue = ReturnType<FakeState['createQueue']>;
  const queue = (ref: string | undefined): Queue & { id: string } => state.resolve(new Map([...state.queues].map(([k, v]) => [k, Object.assign(v, { id: k, name: v.meta.name })])), ref ?? '', 'Request queue');
  const limit = { 'X-RateLimit-Limit': '400' };
  const isLocked = (r: FakeRequest): boolean => r.lock !== undefined && r.lock.expiresAt > Date.now();
  const clientOf = (q: Queue, query: URLSearchParams): string | undefined => {
    const key = query.get('clientKey') ?? undefined;
    if (key !== undefined) {
      q.clients.add(key);
      if (q.clients.size > 1) q.hadMultipleClients = true;
    }
    return key;
  };
  const refuseIfLockedByOther = (r: FakeRequest, clientKey: string | undefined): void => {
    if (isLocked(r) && r.lock?.clientKey !== clientKey) throw new FakeError(409, 'request-handled-or-locked', 'The request is locked by another client');
  };
  const view = (q: Queue): Json => {
    const requests = [...q.requests.values()];
    const handled = requests.filter((r) => r.handledAt).length;
    return { ...q.meta, totalRequestCount: requests.length, handledRequestCount: handled, pendingRequestCount: requests.length - handled, hadMultipleClients: q.hadMultipleClients };
  };
  /** A queue as the list of queues shows it: the short form, without the console address, with the owner's username. */
  const listView = (q: Queue): Json => ({ ...without(view(q), 'consoleUrl'), username: state.user.username });
  const publicRequest = (r: FakeRequest): Json => without(r, 'lock', 'seq', 'forefront');
  const ordered = (q: Queue): FakeRequest[] => [...q.requests.values()].sort((a, b) => (a.forefront === b.forefront ? (a.forefront ? b.seq - a.seq : a.seq - b.seq) : a.forefront ? -1 : 1));
  const pending = (q: Queue): FakeRequest[] => ordered(q).filter((r) => !r.handledAt && !isLocked(r));
  const checkRequest = (body: Json): void => {
    if (typeof body.uniqueKey !== 'string' || body.uniqueKey === '') throw new FakeError(400, 'invalid-value', 'uniqueKey is required');
    if (typeof body.url !== 'string' || body.url === '') throw new FakeError(400, 'invalid-value', 'url is required');
  };
  const add = (q: Queue, body: Json, forefront: boolean): Json => {
    checkRequest(body);
    const existing = [...q.requests.values()].find((r) => r.uniqueKey === body.uniqueKey);
    if (existing) return { requestId: existing.id, uniqueKey: existing.uniqueKey, wasAlreadyPresent: true, wasAlreadyHandled: Boolean(existing.handledAt) };
    const id = state.id('req');
    q.requests.set(id, { method: 'GET', retryCount: 0, userData: {}, handledAt: null, ...body, id, uniqueKey: String(body.uniqueKey), url: String(body.url), forefront, seq: state.nextSeq() });
    q.meta.modifiedAt = now();
    return { requestId: id, uniqueKey: body.uniqueKey, wasAlreadyPresent: false, wasAlreadyHandled: false };
  };
  const request = (q: Queue, id: string | undefined): FakeRequest => {
    const found = q.requests.get(id ?? '');
    if (!found) throw new FakeError(404, 'record-not-found', 'Request was not found');
    return found;
  };

  router
    .add('GET', '/request-queues', ({ query }) => dataResponse(offsetPage([...state.queues.values()].filter((q) => flag(query, 'unnamed') || q.meta.name !== null).map(listView), query, state.settings.maxListLimit)))
    .add('POST', '/request-queues', ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.queues.values()].find((q) => q.meta.name === name) : undefined;
      if (existing) return dataResponse(view(existing), 200);
      return dataResponse(view(state.createQueue(name)), 201);
    })
    .add('GET', '/request-queues/:queueId', ({ params }) => dataResponse(view(queue(params.queueId))))
    .add('PUT', '/request-queues/:queueId', async (context) => {
      const q = queue(context.params.queueId);
      applyStorageUpdate(q.meta, await objectBody(context));
      return dataResponse(view(q));
    })
    .add('DELETE', '/request-queues/:queueId', ({ params }) => {
      state.queues.delete(queue(params.queueId).id);
      return new HttpResponse(null, { status: 204 });
    })
    .add('POST', '/request-queues/:queueId/requests', async (context) => {
      const q = queue(context.params.queueId);
      clientOf(q, context.query);
      const result = add(q, await objectBody(context), flag(context.query, 'forefront'));
      return dataResponse(without(result, 'uniqueKey'), 201, limit);
    })
    .add('GET', '/request-queues/:queueId/requests', ({ params, query }) => {
      const q = queue(params.queueId);
      const max = Math.min(intParam(query, 'limit', 100), 10000);
      const filters = query.get('filter')?.split(',').filter(Boolean) ?? [];
      let all = [...q.requests.values()].sort((a, b) => a.seq - b.seq);
      if (filters.includes('locked')) all = all.filter(isLocked);
      if (filters.includes('pending')) all = all.filter((r) => !r.handledAt);
      const cursor = query.get('cursor');
      const start = cursor ? all.findIndex((r) => r.id === cursor) : 0;
      if (start === -1) throw new FakeError(400, 'invalid-value', 'Unknown cursor');
      const page = all.slice(start, start + max);
      const next = all[start + max];
      return dataResponse({ items: page.map(publicRequest), limit: max, cursor, nextCursor: next?.id }, 200, limit);
    })
    .add('POST', '/request-queues/:queueId/requests/batch', async (context) => {
      const q = queue(context.params.queueId);
      clientOf(q, context.query);
      const body = await jsonBody(context, { allowArray: true });
      const list = Array.isArray(body) ? body : [body];
      if (list.length > 25) throw new FakeError(400, 'invalid-value', 'A batch may hold at most 25 requests');
      const leaveOut = state.settings.batchUnprocessed > 0 && list.length > 0 ? 1 : 0;
      state.settings.batchUnprocessed -= leaveOut;
      const processed = list.slice(0, list.length - leaveOut).map((r) => add(q, r, flag(context.query, 'forefront')));
      const unprocessed = list.slice(list.length - leaveOut).map((r) => ({ uniqueKey: r.uniqueKey, url: r.url, method: r.method ?? 'GET' }));
      return dataResponse({ processedRequests: processed, unprocessedRequests: unprocessed }, 201, limit);
    })
    .add('DELETE', '/request-queues/:queueId/requests/batch', async (context) => {
      const q = queue(context.params.queueId);
      const clientKey = clientOf(q, context.query);
      const body = await jsonBody(context, { allowArray: true });
      const list = Array.isArray(body) ? body : [body];
      const processed: Json[] = [];
      const unprocessed: Json[] = [];
      for (const item of list) {
        const found = [...q.requests.values()].find((r) => r.id === item.id || (item.uniqueKey !== undefined && r.uniqueKey === item.uniqueKey));
        if (!found || (isLocked(found) && found.lock?.clientKey !== clientKey)) {
          unprocessed.push(item);
          continue;
        }
        q.requests.delete(found.id);
        processed.push({ id: found.id, uniqueKey: found.uniqueKey });
      }
      return dataResponse({ processedRequests: processed, unprocessedRequests: unprocessed }, 200, limit);
    })
    .add('POST', '/request-queues/:queueId/requests/unlock', ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      let unlockedCount = 0;
      for (const r of q.requests.values()) {
        if (isLocked(r) && r.lock?.clientKey === clientKey) {
          r.lock = undefined;
          unlockedCount++;
        }
      }
      return dataResponse({ unlockedCount });
    })
    .add('GET', '/request-queues/:queueId/requests/:requestId', ({ params }) => dataResponse(publicRequest(request(queue(params.queueId), params.requestId)), 200, limit))
    .add('PUT', '/request-queues/:queueId/requests/:requestId', async (context) => {
      const q = queue(context.params.queueId);
      const clientKey = clientOf(q, context.query);
      const existing = request(q, context.params.requestId);
      const body = await objectBody(context);
      if (body.id !== undefined && body.id !== existing.id) throw new FakeError(400, 'invalid-value', 'The request id in the body does not match the path');
      checkRequest(body);
      refuseIfLockedByOther(existing, clientKey);
      const wasAlreadyHandled = Boolean(existing.handledAt);
      Object.assign(existing, body, { id: existing.id, forefront: flag(context.query, 'forefront') || existing.forefront });
      if (!existing.handledAt) existing.lock = undefined;
      q.meta.modifiedAt = now();
      return dataResponse({ requestId: existing.id, wasAlreadyPresent: true, wasAlreadyHandled }, 200, limit);
    })
    .add('DELETE', '/request-queues/:queueId/requests/:requestId', ({ params, query }) => {
      const q = queue(params.queueId);
      const existing = request(q, params.requestId);
      refuseIfLockedByOther(existing, clientOf(q, query));
      q.requests.delete(existing.id);
      return new HttpResponse(null, { status: 204, headers: limit });
    })
    .add('GET', '/request-queues/:queueId/head', ({ params, query }) => {
      const q = queue(params.queueId);
      clientOf(q, query);
      const max = intParam(query, 'limit', 100);
      const items = pending(q).slice(0, max).map((r) => ({ id: r.id, uniqueKey: r.uniqueKey, url: r.url, method: r.method, retryCount: r.retryCount }));
      return dataResponse({ limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, items });
    })
    .add('POST', '/request-queues/:queueId/head/lock', ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const lockSecs = intParam(query, 'lockSecs', 0);
      if (lockSecs <= 0) throw new FakeError(400, 'invalid-value', 'lockSecs must be a positive integer');
      const max = intParam(query, 'limit', 25);
      if (max > 25) throw new FakeError(400, 'invalid-value', 'limit must be at most 25');
      const expiresAt = Date.now() + lockSecs * 1000;
      const items = pending(q).slice(0, max).map((r) => {
        r.lock = { clientKey, expiresAt };
        return { id: r.id, uniqueKey: r.uniqueKey, url: r.url, method: r.method, retryCount: r.retryCount, lockExpiresAt: new Date(expiresAt).toISOString() };
      });
      const queueHasLockedRequests = [...q.requests.values()].some(isLocked);
      return dataResponse({ limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, queueHasLockedRequests, clientKey, lockSecs, items }, 201);
    })
    .add('PUT', '/request-queues/:queueId/requests/:requestId/lock', ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const r = request(q, params.requestId);
      const lockSecs = intParam(query, 'lockSecs', 0);
      if (lockSecs <= 0) throw new FakeError(400, 'invalid-value', 'lockSecs must be a positive integer');
      if (r.handledAt || !isLocked(r) || r.lock?.clientKey !== clientKey) throw new FakeError(409, 'request-handled-or-locked', 'The request is handled, or not locked by this client');
      r.lock = { clientKey, expiresAt: Date.now() + lockSecs * 1000 };
      if (flag(query, 'forefront')) r.forefront = true;
      return dataResponse({ lockExpiresAt: new Date(r.lock.expiresAt).toISOString() });
    })
    .add('DELETE', '/request-queues/:queueId/requests/:requestId/lock', ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const r = request(q, params.requestId);
      if (r.handledAt || !isLocked(r) || r.lock?.clientKey !== clientKey) throw new FakeError(409, 'request-handled-or-locked', 'The request is handled, or not locked by this client');
      r.lock = undefined;
      if (flag(query, 'forefront')) r.forefront = true;
      return new HttpResponse(null, { status: 204 });
    });
}
