// Hand-written: requests by unique key, their order, locks, clients, batches and the cursor list; the storage's own
// list, create, read, update and delete are the shared storageHandlers.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as requestQueues from '../../operations/request-queues.js';
import type { NewRequest } from '../../schemas/request-queues.js';
import type { BatchDeleteResult, QueueRequest, RequestQueue, RequestQueueShort, RequestRegistration } from '../../responses/request-queues.js';
import { now, storageHandlers } from '../helpers.js';
import { without, type FakeState } from '../state.js';
import type { FakeQueue, FakeQueueRequest } from '../storage.js';

/** A request's `forefront` flag as the operation's schema parsed it: a boolean, or the API's own text. */
type Forefront = boolean | 'true' | 'false' | undefined;

/** A lock's seconds, which must be positive (400 `invalid-value`). */
const positive = (lockSecs: number): number => (lockSecs > 0 ? lockSecs : fail(400, 'lockSecs must be a positive integer', { code: 'invalid-value' }));
const isLocked = (r: FakeQueueRequest): boolean => r.lock !== undefined && r.lock.expiresAt > Date.now();
const atFront = (forefront: Forefront): boolean => forefront === true || forefront === 'true';

/** Notes the client working on a queue (and whether more than one has); returns its key. */
function clientOf(q: FakeQueue, key: string | undefined): string | undefined {
  if (key !== undefined) {
    q.clients.add(key);
    if (q.clients.size > 1) q.hadMultipleClients = true;
  }
  return key;
}

/** 409 `request-handled-or-locked` for a request another client holds locked. */
function refuseIfLockedByOther(r: FakeQueueRequest, clientKey: string | undefined): void {
  if (isLocked(r) && r.lock?.clientKey !== clientKey) fail(409, 'The request is locked by another client', { code: 'request-handled-or-locked' });
}

/** 409 `request-handled-or-locked` unless the client holds the request's lock. */
function requireOwnLock(r: FakeQueueRequest, clientKey: string | undefined): void {
  if (r.handledAt || !isLocked(r) || r.lock?.clientKey !== clientKey) fail(409, 'The request is handled, or not locked by this client', { code: 'request-handled-or-locked' });
}

/** A queue as reading it shows it: its fields with the request counts of now. */
function queueView(q: FakeQueue): RequestQueue {
  const requests = q.requests.list();
  const handled = requests.filter((r) => r.handledAt).length;
  return { ...q.meta, totalRequestCount: requests.length, handledRequestCount: handled, pendingRequestCount: requests.length - handled, hadMultipleClients: q.hadMultipleClients };
}

const publicRequest = (r: FakeQueueRequest): QueueRequest => without(r, 'lock', 'seq', 'forefront');
const ordered = (q: FakeQueue): FakeQueueRequest[] => q.requests.list().sort((a, b) => (a.forefront === b.forefront ? (a.forefront ? b.seq - a.seq : a.seq - b.seq) : a.forefront ? -1 : 1));
const pending = (q: FakeQueue): FakeQueueRequest[] => ordered(q).filter((r) => !r.handledAt && !isLocked(r));
/** The request stored under `uniqueKey`, if any. */
const byUniqueKey = (q: FakeQueue, uniqueKey: string): FakeQueueRequest | undefined => {
  const id = q.idsByUniqueKey.get(uniqueKey);
  return id === undefined ? undefined : q.requests.get(id);
};
/** Deletes a request, and its key with it. */
const remove = (q: FakeQueue, request: FakeQueueRequest): void => {
  q.requests.delete(request.id);
  q.idsByUniqueKey.delete(request.uniqueKey);
};
const headOf = (r: FakeQueueRequest) => ({ id: r.id, uniqueKey: r.uniqueKey, url: r.url, method: r.method, retryCount: r.retryCount });

/** The fake's `requestQueues` operations: queues by ID or name, their requests, locks and batches. */
export function requestQueueHandlers(state: FakeState): FakeHandlers<typeof requestQueues> {
  /** A queue as the list of queues shows it: the short form, without the console address, with the owner's username. */
  const listView = (q: FakeQueue): RequestQueueShort => ({ ...without(queueView(q), 'consoleUrl'), username: state.user.username });
  const add = (q: FakeQueue, fields: NewRequest, forefront: boolean): RequestRegistration & { uniqueKey: string } => {
    if (fields.uniqueKey === '') fail(400, 'uniqueKey is required', { code: 'invalid-value' });
    if (fields.url === '') fail(400, 'url is required', { code: 'invalid-value' });
    const existing = byUniqueKey(q, fields.uniqueKey);
    if (existing) return { requestId: existing.id, uniqueKey: existing.uniqueKey, wasAlreadyPresent: true, wasAlreadyHandled: Boolean(existing.handledAt) };
    const id = state.id('req');
    q.requests.set(id, { method: 'GET', retryCount: 0, userData: {}, handledAt: null, ...fields, id, forefront, seq: state.nextSeq() });
    q.idsByUniqueKey.set(fields.uniqueKey, id);
    q.meta.modifiedAt = now();
    return { requestId: id, uniqueKey: fields.uniqueKey, wasAlreadyPresent: false, wasAlreadyHandled: false };
  };

  /** The queue a call names, and the client it comes from (noted on the queue). */
  const opened = (path: { queueId: string }, inputs: { clientKey?: string | undefined }) => {
    const q = state.queue(path.queueId);
    return { q, clientKey: clientOf(q, inputs.clientKey) };
  };
  const storages = storageHandlers(state, 'requestQueues', {
    param: 'queueId',
    all: state.queues,
    find: (ref) => state.queue(ref),
    create: (name) => state.createQueue(name),
    view: queueView,
    listed: listView,
  });
  return {
    ...(storages as Partial<FakeHandlers<typeof requestQueues>>),
    'requestQueues.addRequest': ({ path, inputs, reply }) => {
      const q = state.queue(path.queueId);
      const { clientKey, forefront, ...fields } = inputs;
      clientOf(q, clientKey);
      const registration = add(q, fields, atFront(forefront));
      return reply(without(registration, 'uniqueKey'), { status: 201 });
    },
    'requestQueues.listRequests': ({ path, inputs }) => {
      const q = state.queue(path.queueId);
      const max = Math.min(inputs.limit ?? 100, 10000, state.settings.maxRequestsPerPage);
      const filters = inputs.filter ?? [];
      let all = q.requests.list().sort((a, b) => a.seq - b.seq);
      if (filters.includes('locked')) all = all.filter(isLocked);
      if (filters.includes('pending')) all = all.filter((r) => !r.handledAt);
      const cursor = inputs.cursor;
      const start = cursor ? all.findIndex((r) => r.id === cursor) : 0;
      if (start === -1) fail(400, 'Unknown cursor', { code: 'invalid-value' });
      const next = all[start + max];
      return { items: all.slice(start, start + max).map(publicRequest), limit: max, cursor: cursor ?? null, nextCursor: next?.id };
    },
    'requestQueues.batchAddRequests': ({ path, inputs, reply }) => {
      const { q } = opened(path, inputs);
      const list = inputs.requests;
      const leaveOut = state.settings.batchUnprocessed > 0 && list.length > 0 ? 1 : 0;
      state.settings.batchUnprocessed -= leaveOut;
      const processedRequests = list.slice(0, list.length - leaveOut).map((r) => add(q, r, atFront(inputs.forefront)));
      const unprocessedRequests = list.slice(list.length - leaveOut).map((r) => ({ uniqueKey: r.uniqueKey, url: r.url, method: r.method ?? 'GET' }));
      return reply({ processedRequests, unprocessedRequests }, { status: 201 });
    },
    'requestQueues.batchDeleteRequests': ({ path, inputs }) => {
      const { q, clientKey } = opened(path, inputs);
      const result: BatchDeleteResult = { processedRequests: [], unprocessedRequests: [] };
      for (const item of inputs.requests) {
        const found = (typeof item.id === 'string' ? q.requests.get(item.id) : undefined) ?? (typeof item.uniqueKey === 'string' ? byUniqueKey(q, item.uniqueKey) : undefined);
        if (!found || (isLocked(found) && found.lock?.clientKey !== clientKey)) {
          result.unprocessedRequests.push(item);
          continue;
        }
        remove(q, found);
        result.processedRequests.push({ id: found.id, uniqueKey: found.uniqueKey });
      }
      return result;
    },
    'requestQueues.unlockRequests': ({ path, inputs }) => {
      const { q, clientKey } = opened(path, inputs);
      let unlockedCount = 0;
      for (const r of q.requests.values()) {
        if (isLocked(r) && r.lock?.clientKey === clientKey) {
          r.lock = undefined;
          unlockedCount++;
        }
      }
      return { unlockedCount };
    },
    'requestQueues.getRequest': ({ path }) => publicRequest(state.queue(path.queueId).requests.require(path.requestId)),
    'requestQueues.updateRequest': ({ path, inputs }) => {
      const q = state.queue(path.queueId);
      const { clientKey, forefront, ...fields } = inputs;
      clientOf(q, clientKey);
      const existing = q.requests.require(path.requestId);
      if (fields.id !== undefined && fields.id !== existing.id) fail(400, 'The request id in the body does not match the path', { code: 'invalid-value' });
      if (!fields.uniqueKey) fail(400, 'uniqueKey is required', { code: 'invalid-value' });
      if (!fields.url) fail(400, 'url is required', { code: 'invalid-value' });
      refuseIfLockedByOther(existing, clientKey);
      const wasAlreadyHandled = Boolean(existing.handledAt);
      q.idsByUniqueKey.delete(existing.uniqueKey);
      Object.assign(existing, fields, { id: existing.id, forefront: atFront(forefront) || existing.forefront });
      q.idsByUniqueKey.set(existing.uniqueKey, existing.id);
      if (!existing.handledAt) existing.lock = undefined;
      q.meta.modifiedAt = now();
      return { requestId: existing.id, wasAlreadyPresent: true, wasAlreadyHandled };
    },
    'requestQueues.deleteRequest': ({ path, inputs }) => {
      const q = state.queue(path.queueId);
      const existing = q.requests.require(path.requestId);
      refuseIfLockedByOther(existing, clientOf(q, inputs.clientKey));
      remove(q, existing);
    },
    'requestQueues.getHead': ({ path, inputs }) => {
      const { q } = opened(path, inputs);
      const max = inputs.limit ?? 100;
      return { limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, items: pending(q).slice(0, max).map(headOf) };
    },
    'requestQueues.lockHead': ({ path, inputs, reply }) => {
      const { q, clientKey } = opened(path, inputs);
      const lockSecs = positive(inputs.lockSecs);
      const max = inputs.limit ?? 25;
      const expiresAt = Date.now() + lockSecs * 1000;
      const items = pending(q)
        .slice(0, max)
        .map((r) => {
          r.lock = { clientKey, expiresAt };
          return { ...headOf(r), lockExpiresAt: new Date(expiresAt).toISOString() };
        });
      const queueHasLockedRequests = q.requests.list().some(isLocked);
      return reply({ limit: max, queueModifiedAt: q.meta.modifiedAt, hadMultipleClients: q.hadMultipleClients, queueHasLockedRequests, clientKey, lockSecs, items }, { status: 201 });
    },
    'requestQueues.prolongLock': ({ path, inputs }) => {
      const { q, clientKey } = opened(path, inputs);
      const r = q.requests.require(path.requestId);
      const lockSecs = positive(inputs.lockSecs);
      requireOwnLock(r, clientKey);
      r.lock = { clientKey, expiresAt: Date.now() + lockSecs * 1000 };
      if (atFront(inputs.forefront)) r.forefront = true;
      return { lockExpiresAt: new Date(r.lock.expiresAt).toISOString() };
    },
    'requestQueues.deleteLock': ({ path, inputs }) => {
      const { q, clientKey } = opened(path, inputs);
      const r = q.requests.require(path.requestId);
      requireOwnLock(r, clientKey);
      r.lock = undefined;
      if (atFront(inputs.forefront)) r.forefront = true;
    },
  };
}
