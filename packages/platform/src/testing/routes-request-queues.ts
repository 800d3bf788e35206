import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeHandler } from '@typed-api/core/testing';
import { applyStorageUpdate, flag, intParam, jsonBody, now, objectBody, offsetPage } from './helpers.js';
import { dataResponse } from './dialect.js';
import { without, type FakeRequest, type FakeState, type Json } from './state.js';

/** Request-queue handlers, by operation id. */
export function requestQueueHandlers(state: FakeState): Record<string, FakeHandler> {
  type Queue = ReturnType<FakeState['createQueue']>;
  const queue = (ref: string | undefined): Queue & { id: string } => state.resolve(new Map([...state.queues].map(([k, v]) => [k, Object.assign(v, { id: k, name: v.meta.name })])), ref ?? '', 'Request queue');
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
    if (isLocked(r) && r.lock?.clientKey !== clientKey) throw new FakeHttpError(409, 'request-handled-or-locked', 'The request is locked by another client');
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
    if (typeof body.uniqueKey !== 'string' || body.uniqueKey === '') throw new FakeHttpError(400, 'invalid-value', 'uniqueKey is required');
    if (typeof body.url !== 'string' || body.url === '') throw new FakeHttpError(400, 'invalid-value', 'url is required');
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
    if (!found) throw new FakeHttpError(404, 'record-not-found', 'Request was not found');
    return found;
  };

  return {
    'requestQueues.list': ({ query }) => offsetPage([...state.queues.values()].filter((q) => flag(query, 'unnamed') || q.meta.name !== null).map(listView), query, state.settings.maxListLimit),
    'requestQueues.create': ({ query }) => {
      const name = query.get('name');
      const existing = name ? [...state.queues.values()].find((q) => q.meta.name === name) : undefined;
      if (existing) return dataResponse(view(existing), 200);
      return dataResponse(view(state.createQueue(name)), 201);
    },
    'requestQueues.get': ({ params }) => view(queue(params.queueId)),
    'requestQueues.update': async (context) => {
      const q = queue(context.params.queueId);
      applyStorageUpdate(q.meta, await objectBody(context));
      return view(q);
    },
    'requestQueues.delete': ({ params }) => {
      state.queues.delete(queue(params.queueId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'requestQueues.addRequest': async (context) => {
      const q = queue(context.params.queueId);
      clientOf(q, context.query);
      const result = add(q, await objectBody(context), flag(context.query, 'forefront'));
      return dataResponse(without(result, 'uniqueKey'), 201);
    },
    'requestQueues.listRequests': ({ params, query }) => {
      const q = queue(params.queueId);
      const max = Math.min(intParam(query, 'limit', 100), 10000, state.settings.maxRequestsPerPage);
      const filters = query.get('filter')?.split(',').filter(Boolean) ?? [];
      let all = [...q.requests.values()].sort((a, b) => a.seq - b.seq);
      if (filters.includes('locked')) all = all.filter(isLocked);
      if (filters.includes('pending')) all = all.filter((r) => !r.handledAt);
      const cursor = query.get('cursor');
      const start = cursor ? all.findIndex((r) => r.id === cursor) : 0;
      if (start === -1) throw new FakeHttpError(400, 'invalid-value', 'Unknown cursor');
      const page = all.slice(start, start + max);
      const next = all[start + max];
      return dataResponse({ items: page.map(publicRequest), limit: max, cursor, nextCursor: next?.id });
    },
    'requestQueues.batchAddRequests': async (context) => {
      const q = queue(context.params.queueId);
      clientOf(q, context.query);
      const body = await jsonBody(context, { allowArray: true });
      const list = Array.isArray(body) ? body : [body];
      if (list.length > 25) throw new FakeHttpError(400, 'invalid-value', 'A batch may hold at most 25 requests');
      const leaveOut = state.settings.batchUnprocessed > 0 && list.length > 0 ? 1 : 0;
      state.settings.batchUnprocessed -= leaveOut;
      const processed = list.slice(0, list.length - leaveOut).map((r) => add(q, r, flag(context.query, 'forefront')));
      const unprocessed = list.slice(list.length - leaveOut).map((r) => ({ uniqueKey: r.uniqueKey, url: r.url, method: r.method ?? 'GET' }));
      return dataResponse({ processedRequests: processed, unprocessedRequests: unprocessed }, 201);
    },
    'requestQueues.batchDeleteRequests': async (context) => {
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
      return dataResponse({ processedRequests: processed, unprocessedRequests: unprocessed });
    },
    'requestQueues.unlockRequests': ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      let unlockedCount = 0;
      for (const r of q.requests.values()) {
        if (isLocked(r) && r.lock?.clientKey === clientKey) {
          r.lock = undefined;
          unlockedCount++;
        }
      }
      return { unlockedCount };
    },
    'requestQueues.getRequest': ({ params }) => dataResponse(publicRequest(request(queue(params.queueId), params.requestId))),
    'requestQueues.updateRequest': async (context) => {
      const q = queue(context.params.queueId);
      const clientKey = clientOf(q, context.query);
      const existing = request(q, context.params.requestId);
      const body = await objectBody(context);
      if (body.id !== undefined && body.id !== existing.id) throw new FakeHttpError(400, 'invalid-value', 'The request id in the body does not match the path');
      checkRequest(body);
      refuseIfLockedByOther(existing, clientKey);
      const wasAlreadyHandled = Boolean(existing.handledAt);
      Object.assign(existing, body, { id: existing.id, forefront: flag(context.query, 'forefront') || existing.forefront });
      if (!existing.handledAt) existing.lock = undefined;
      q.meta.modifiedAt = now();
      return dataResponse({ requestId: existing.id, wasAlreadyPresent: true, wasAlreadyHandled });
    },
    'requestQueues.deleteRequest': ({ params, query }) => {
      const q = queue(params.queueId);
      const existing = request(q, params.requestId);
      refuseIfLockedByOther(existing, clientOf(q, query));
      q.requests.delete(existing.id);
      return new HttpResponse(null, { status: 204 });
    },
    'requestQueues.getHead': ({ params, query }) => {
      const q = queue(params.queueId);
      clientOf(q, query);
      const max = intParam(query, 'limit', 100);
      const items = pending(q).slice(0, max).map((r) => ({ id: r.id, uniqueKey: r.uniqueKey, url: r.url, method: r.method, retryCount: r.retryCount }));
      return { limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, items };
    },
    'requestQueues.lockHead': ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const lockSecs = intParam(query, 'lockSecs', 0);
      if (lockSecs <= 0) throw new FakeHttpError(400, 'invalid-value', 'lockSecs must be a positive integer');
      const max = intParam(query, 'limit', 25);
      if (max > 25) throw new FakeHttpError(400, 'invalid-value', 'limit must be at most 25');
      const expiresAt = Date.now() + lockSecs * 1000;
      const items = pending(q).slice(0, max).map((r) => {
        r.lock = { clientKey, expiresAt };
        return { id: r.id, uniqueKey: r.uniqueKey, url: r.url, method: r.method, retryCount: r.retryCount, lockExpiresAt: new Date(expiresAt).toISOString() };
      });
      const queueHasLockedRequests = [...q.requests.values()].some(isLocked);
      return dataResponse({ limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, queueHasLockedRequests, clientKey, lockSecs, items }, 201);
    },
    'requestQueues.prolongLock': ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const r = request(q, params.requestId);
      const lockSecs = intParam(query, 'lockSecs', 0);
      if (lockSecs <= 0) throw new FakeHttpError(400, 'invalid-value', 'lockSecs must be a positive integer');
      if (r.handledAt || !isLocked(r) || r.lock?.clientKey !== clientKey) throw new FakeHttpError(409, 'request-handled-or-locked', 'The request is handled, or not locked by this client');
      r.lock = { clientKey, expiresAt: Date.now() + lockSecs * 1000 };
      if (flag(query, 'forefront')) r.forefront = true;
      return { lockExpiresAt: new Date(r.lock.expiresAt).toISOString() };
    },
    'requestQueues.deleteLock': ({ params, query }) => {
      const q = queue(params.queueId);
      const clientKey = clientOf(q, query);
      const r = request(q, params.requestId);
      if (r.handledAt || !isLocked(r) || r.lock?.clientKey !== clientKey) throw new FakeHttpError(409, 'request-handled-or-locked', 'The request is handled, or not locked by this client');
      r.lock = undefined;
      if (flag(query, 'forefront')) r.forefront = true;
      return new HttpResponse(null, { status: 204 });
    },
  };
}
