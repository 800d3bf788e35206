import * as z from 'zod/mini';
import { ValidationError, type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, nextCursor, paginate, retryDelay, sleep, toValidationIssues } from '@typed-api/core/internal';
import { offsetList } from '../internal.js';
import { callInScope, idScope, type Scope } from '../scope.js';
import { mapConcurrent, RateLimiter } from '../rate-limit.js';
import { offsetPage, resourceId, storageListQuery, type OffsetPage, type StorageListOptions } from '../schemas/common.js';
import {
  batchAddResult,
  batchDeleteResult,
  lockedHead,
  lockInfo,
  newRequest,
  queueHead,
  queueRequest,
  queueUpdate,
  requestPage,
  requestQueue,
  requestQueueShort,
  requestRegistration,
  requestToDelete,
  requestUpdateBody,
  unlockResult,
  type BatchAddResult,
  type BatchDeleteResult,
  type LockedHead,
  type NewRequest,
  type QueueHead,
  type QueueRequest,
  type QueueUpdate,
  type RequestPage,
  type RequestQueue,
  type RequestQueueShort,
  type RequestRegistration,
  type RequestToDelete,
  type RequestUpdate,
} from '../schemas/request-queues.js';
import { createStorageQuery } from '../schemas/storages.js';

/** Most requests one batch call may carry. */
export const BATCH_SIZE = 25;
/** The server's limit for request operations on one queue, per second. */
export const REQUESTS_PER_SECOND = 400;

const queueParams = z.object({ queueId: resourceId });
const requestParams = z.object({ queueId: resourceId, requestId: resourceId });
/** Who works on the queue: 1 to 32 characters, as the description says (only the lower bound is checked here). */
const clientKey = z.optional(z.string().check(z.minLength(1)));
const lockSecs = z.int();
/** Whether a request goes to the head of the queue; the flag as a boolean, or as the API's own `'true'` / `'false'` text. */
const forefront = z.optional(z.union([z.boolean(), z.enum(['true', 'false'])]));

const listQueues = defineOperation({ id: 'requestQueues.list', method: 'GET', path: '/request-queues', query: storageListQuery, response: offsetPage(requestQueueShort), specIds: ['requestQueues_get'] });
const createQueue = defineOperation({ id: 'requestQueues.create', method: 'POST', path: '/request-queues', query: createStorageQuery, response: requestQueue, specIds: ['requestQueues_post'] });
const getQueue = defineOperation({ id: 'requestQueues.get', method: 'GET', path: '/request-queues/{queueId}', params: queueParams, response: requestQueue, specIds: ['requestQueue_get'] });
const updateQueue = defineOperation({ id: 'requestQueues.update', method: 'PUT', path: '/request-queues/{queueId}', params: queueParams, body: queueUpdate, response: requestQueue, specIds: ['requestQueue_put'] });
const deleteQueue = defineOperation({ id: 'requestQueues.delete', method: 'DELETE', path: '/request-queues/{queueId}', params: queueParams, responseType: 'none', specIds: ['requestQueue_delete'] });
const addRequest = defineOperation({
  id: 'requestQueues.addRequest',
  method: 'POST',
  path: '/request-queues/{queueId}/requests',
  params: queueParams,
  query: z.object({ clientKey, forefront }),
  body: newRequest,
  response: requestRegistration,
  specIds: ['requestQueue_requests_post'],
});
const listRequests = defineOperation({
  id: 'requestQueues.listRequests',
  method: 'GET',
  path: '/request-queues/{queueId}/requests',
  params: queueParams,
  query: z.object({ clientKey, limit: z.optional(z.int()), cursor: z.optional(z.string()), filter: z.optional(z.array(z.enum(['locked', 'pending']))) }),
  response: requestPage,
  specIds: ['requestQueue_requests_get'],
});
const getRequest = defineOperation({ id: 'requestQueues.getRequest', method: 'GET', path: '/request-queues/{queueId}/requests/{requestId}', params: requestParams, response: queueRequest, specIds: ['requestQueue_request_get'] });
const updateRequest = defineOperation({
  id: 'requestQueues.updateRequest',
  method: 'PUT',
  path: '/request-queues/{queueId}/requests/{requestId}',
  params: requestParams,
  query: z.object({ clientKey, forefront }),
  body: requestUpdateBody,
  response: requestRegistration,
  specIds: ['requestQueue_request_put'],
});
const deleteRequest = defineOperation({
  id: 'requestQueues.deleteRequest',
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/{requestId}',
  params: requestParams,
  query: z.object({ clientKey }),
  responseType: 'none',
  specIds: ['requestQueue_request_delete'],
});
const batchAdd = defineOperation({
  id: 'requestQueues.batchAddRequests',
  method: 'POST',
  path: '/request-queues/{queueId}/requests/batch',
  params: queueParams,
  query: z.object({ clientKey, forefront }),
  body: z.array(newRequest).check(z.minLength(1), z.maxLength(BATCH_SIZE)),
  response: batchAddResult,
  // Every request carries its uniqueKey and the queue ignores keys it already holds, so a batch sent
  // twice (after a 5xx or a dropped connection) adds nothing twice: safe to repeat, and bulk fills lose nothing.
  idempotent: true,
  specIds: ['requestQueue_requests_batch_post'],
});
const batchDelete = defineOperation({
  id: 'requestQueues.batchDeleteRequests',
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/batch',
  params: queueParams,
  query: z.object({ clientKey }),
  body: z.array(requestToDelete).check(z.minLength(1), z.maxLength(BATCH_SIZE)),
  response: batchDeleteResult,
  specIds: ['requestQueue_requests_batch_delete'],
});
const getHead = defineOperation({
  id: 'requestQueues.getHead',
  method: 'GET',
  path: '/request-queues/{queueId}/head',
  params: queueParams,
  query: z.object({ limit: z.optional(z.int()), clientKey }),
  response: queueHead,
  specIds: ['requestQueue_head_get'],
});
const lockHead = defineOperation({
  id: 'requestQueues.lockHead',
  method: 'POST',
  path: '/request-queues/{queueId}/head/lock',
  params: queueParams,
  query: z.object({ lockSecs, limit: z.optional(z.int().check(z.lte(25))), clientKey }),
  response: lockedHead,
  specIds: ['requestQueue_head_lock_post'],
});
const prolongLock = defineOperation({
  id: 'requestQueues.prolongLock',
  method: 'PUT',
  path: '/request-queues/{queueId}/requests/{requestId}/lock',
  params: requestParams,
  query: z.object({ lockSecs, clientKey, forefront }),
  response: lockInfo,
  specIds: ['requestQueue_request_lock_put'],
});
const deleteLock = defineOperation({
  id: 'requestQueues.deleteLock',
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/{requestId}/lock',
  params: requestParams,
  query: z.object({ clientKey, forefront }),
  responseType: 'none',
  specIds: ['requestQueue_request_lock_delete'],
});
const unlockRequests = defineOperation({
  id: 'requestQueues.unlockRequests',
  method: 'POST',
  path: '/request-queues/{queueId}/requests/unlock',
  params: queueParams,
  query: z.object({ clientKey }),
  response: unlockResult,
  specIds: ['requestQueue_requests_unlock_post'],
});

/** Every operation of the `requestQueues` namespace. */
export const requestQueueOperations = [
  listQueues, createQueue, getQueue, updateQueue, deleteQueue,
  addRequest, listRequests, getRequest, updateRequest, deleteRequest, batchAdd, batchDelete,
  getHead, lockHead, prolongLock, deleteLock, unlockRequests,
] as const;

/** Options for adding or updating requests: which client works on the queue, and whether to put them first. */
export interface WriteRequestOptions {
  /** Identifies the client that locks requests (needed to touch requests it has locked). */
  clientKey?: string | undefined;
  /** Put the request at the head of the queue. */
  forefront?: boolean | undefined;
}

/** Options of {@link RequestQueuesResource.batchAddRequests}. */
export interface BatchAddOptions extends WriteRequestOptions {
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
  /** How many more times requests the server left unprocessed are sent again. Default 3. */
  maxUnprocessedRetries?: number | undefined;
  /** Calls per second this method allows itself on one queue. Default 400, the server's per-queue limit. */
  requestsPerSecond?: number | undefined;
}

/** Options of {@link RequestQueuesResource.listRequests}. */
export type ListRequestsOptions = Omit<z.input<typeof listRequests.query>, 'cursor'> & { cursor?: string | undefined };

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const limiters = new WeakMap<HttpClient, Map<string, RateLimiter>>();

/** The rate limiter of one queue for one client, shared by every handle that reaches that queue the same way. */
function limiterFor(http: HttpClient, key: string, perSecond: number): RateLimiter {
  let byKey = limiters.get(http);
  if (!byKey) {
    byKey = new Map();
    limiters.set(http, byKey);
  }
  let limiter = byKey.get(key);
  if (!limiter) {
    limiter = new RateLimiter(perSecond);
    byKey.set(key, limiter);
  }
  return limiter;
}

/** Options of {@link RequestQueueHandle.lockHead}. */
export interface LockHeadOptions {
  /** How long the requests stay locked for this client, in seconds. */
  lockSecs: number;
  /** How many requests to lock (at most 25). */
  limit?: number;
  /** Identifies the client that holds the locks. */
  clientKey?: string;
}

/** Options of {@link RequestQueueHandle.prolongLock}. */
export interface ProlongLockOptions {
  /** The new lock time, in seconds from now. */
  lockSecs: number;
  /** The client holding the lock. */
  clientKey?: string;
  /** Put the request at the head of the queue when its lock ends. */
  forefront?: boolean;
}

/** A request lock's new expiry. */
export type LockInfo = z.infer<typeof lockInfo>;
/** How many locks were released. */
export type UnlockResult = z.infer<typeof unlockResult>;

/**
 * One request queue, wherever it is reached: by its own ID (`platform.requestQueues`), or as the
 * default queue of a run (`platform.runs.storages(runId).requestQueue`, `platform.actors.lastRun(actorId).requestQueue`).
 */
export class RequestQueueHandle {
  readonly #http: HttpClient;
  readonly #scope: Scope;

  constructor(http: HttpClient, scope: Scope) {
    this.#http = http;
    this.#scope = scope;
  }

  /** Gets the queue. */
  get(options?: RequestOptions): ApiPromise<RequestQueue> {
    return callInScope(this.#http, this.#scope, getQueue, {}, options);
  }

  /** Renames the queue (`name: null` removes the name) or changes its access. */
  update(fields: QueueUpdate, options?: RequestOptions): ApiPromise<RequestQueue> {
    return callInScope(this.#http, this.#scope, updateQueue, { body: fields }, options);
  }

  /** Deletes the queue. */
  delete(options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteQueue, {}, options);
  }

  /** Adds a request; one with a `uniqueKey` already present is not added twice (see `wasAlreadyPresent`). */
  addRequest(request: NewRequest, options?: WriteRequestOptions, requestOptions?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, addRequest, { query: options, body: request }, requestOptions);
  }

  /** Lists the requests of the queue, page by page (cursor pagination); `filter` picks locked or pending ones. */
  listRequests(options?: ListRequestsOptions, requestOptions?: RequestOptions): Paginated<QueueRequest, RequestPage> {
    return paginate<RequestPage, string | undefined>({
      start: options?.cursor,
      fetchPage: (cursor) => callInScope(this.#http, this.#scope, listRequests, { query: { ...options, cursor } }, requestOptions),
      next: (page) => nextCursor(page, page.nextCursor ?? undefined),
    });
  }

  /** Gets one request. A missing one throws `record-not-found`. */
  getRequest(requestId: string, options?: RequestOptions): ApiPromise<QueueRequest> {
    return callInScope(this.#http, this.#scope, getRequest, { params: { requestId } }, options);
  }

  /** Updates a request (it carries its own `id`); set `handledAt` to mark it handled. */
  updateRequest(request: RequestUpdate, options?: WriteRequestOptions, requestOptions?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, updateRequest, { params: { requestId: request.id }, query: options, body: request }, requestOptions);
  }

  /** Deletes a request. */
  deleteRequest(requestId: string, options?: { clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteRequest, { params: { requestId }, query: options }, requestOptions);
  }

  /**
   * Adds any number of requests: splits them into batches of 25, sends a few batches at a time while
   * staying under the per-queue rate limit, and sends again those the server left unprocessed.
   * The result lists every processed request and those still unprocessed after the retries.
   */
  async batchAddRequests(requests: readonly NewRequest[], options?: BatchAddOptions, requestOptions?: RequestOptions): Promise<BatchAddResult> {
    const parsed = z.safeParse(z.array(newRequest), requests);
    if (!parsed.success) throw new ValidationError(`Invalid arguments for ${this.#scope.operation(batchAdd).id}`, toValidationIssues(parsed.error.issues, ['body']));
    const { concurrency = 5, maxUnprocessedRetries = 3, requestsPerSecond = REQUESTS_PER_SECOND, clientKey: key, forefront } = options ?? {};
    const limiter = limiterFor(this.#http, this.#scope.key, requestsPerSecond);
    const result: BatchAddResult = { processedRequests: [], unprocessedRequests: [] };
    let pending: NewRequest[] = [...requests];
    for (let attempt = 0; pending.length > 0; attempt++) {
      const batches = chunk(pending, BATCH_SIZE);
      const answers = await mapConcurrent(batches, concurrency, async (batch) => {
        await limiter.acquire(requestOptions?.signal);
        return callInScope(this.#http, this.#scope, batchAdd, { query: { clientKey: key, forefront }, body: batch }, requestOptions);
      });
      const unprocessedKeys = new Set<string>();
      for (const answer of answers) {
        result.processedRequests.push(...answer.processedRequests);
        for (const left of answer.unprocessedRequests) if (left.uniqueKey !== undefined) unprocessedKeys.add(left.uniqueKey);
      }
      pending = pending.filter((r) => unprocessedKeys.has(r.uniqueKey));
      if (pending.length === 0) break;
      if (attempt >= maxUnprocessedRetries) {
        result.unprocessedRequests.push(...pending.map((r) => ({ uniqueKey: r.uniqueKey, url: r.url, method: r.method })));
        break;
      }
      await sleep(retryDelay(attempt, undefined), requestOptions?.signal);
    }
    return result;
  }

  /** Deletes requests by id or unique key, 25 per call, staying under the per-queue rate limit. */
  async batchDeleteRequests(requests: readonly RequestToDelete[], options?: { clientKey?: string; concurrency?: number }, requestOptions?: RequestOptions): Promise<BatchDeleteResult> {
    const parsed = z.safeParse(z.array(requestToDelete), requests);
    if (!parsed.success) throw new ValidationError(`Invalid arguments for ${this.#scope.operation(batchDelete).id}`, toValidationIssues(parsed.error.issues, ['body']));
    const limiter = limiterFor(this.#http, this.#scope.key, REQUESTS_PER_SECOND);
    const answers = await mapConcurrent(chunk(requests, BATCH_SIZE), options?.concurrency ?? 5, async (batch) => {
      await limiter.acquire(requestOptions?.signal);
      return callInScope(this.#http, this.#scope, batchDelete, { query: { clientKey: options?.clientKey }, body: batch }, requestOptions);
    });
    return {
      processedRequests: answers.flatMap((a) => a.processedRequests),
      unprocessedRequests: answers.flatMap((a) => a.unprocessedRequests),
    };
  }

  /** Gets the first pending requests without locking them. */
  getHead(options?: { limit?: number; clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<QueueHead> {
    return callInScope(this.#http, this.#scope, getHead, { query: options }, requestOptions);
  }

  /** Takes up to `limit` (≤ 25) pending requests from the head and locks them for `lockSecs` for this client. */
  lockHead(options: LockHeadOptions, requestOptions?: RequestOptions): ApiPromise<LockedHead> {
    return callInScope(this.#http, this.#scope, lockHead, { query: options }, requestOptions);
  }

  /** Extends the lock of a request this client holds. */
  prolongLock(requestId: string, options: ProlongLockOptions, requestOptions?: RequestOptions): ApiPromise<LockInfo> {
    return callInScope(this.#http, this.#scope, prolongLock, { params: { requestId }, query: options }, requestOptions);
  }

  /** Releases the lock of a request this client holds. */
  deleteLock(requestId: string, options?: { clientKey?: string; forefront?: boolean }, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteLock, { params: { requestId }, query: options }, requestOptions);
  }

  /** Releases every lock this client holds in the queue. */
  unlockRequests(options?: { clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<UnlockResult> {
    return callInScope(this.#http, this.#scope, unlockRequests, { query: options }, requestOptions);
  }
}

/** Request queues: URLs to crawl, de-duplicated by unique key, locked while a client works on them. */
export class RequestQueuesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(queueId: string): RequestQueueHandle {
    return new RequestQueueHandle(this.#http, idScope('queueId', queueId));
  }

  /** Lists your request queues, page by page. */
  list(options?: StorageListOptions, requestOptions?: RequestOptions): Paginated<RequestQueueShort, OffsetPage<RequestQueueShort>> {
    return offsetList(options, (query) => this.#http.call(listQueues, { query }, requestOptions));
  }

  /** Creates a queue, or returns the existing one of that name. */
  create(options?: { name?: string }, requestOptions?: RequestOptions): ApiPromise<RequestQueue> {
    return this.#http.call(createQueue, { query: options }, requestOptions);
  }

  /** Gets a queue by ID or `username~name`. */
  get(queueId: string, options?: RequestOptions): ApiPromise<RequestQueue> {
    return this.#one(queueId).get(options);
  }

  /** Renames a queue (`name: null` removes the name) or changes its access. */
  update(queueId: string, fields: QueueUpdate, options?: RequestOptions): ApiPromise<RequestQueue> {
    return this.#one(queueId).update(fields, options);
  }

  /** Deletes a queue. */
  delete(queueId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#one(queueId).delete(options);
  }

  /** Adds a request; one with a `uniqueKey` already present is not added twice (see `wasAlreadyPresent`). */
  addRequest(queueId: string, request: NewRequest, options?: WriteRequestOptions, requestOptions?: RequestOptions): ApiPromise<RequestRegistration> {
    return this.#one(queueId).addRequest(request, options, requestOptions);
  }

  /** Lists the requests of a queue, page by page (cursor pagination); `filter` picks locked or pending ones. */
  listRequests(queueId: string, options?: ListRequestsOptions, requestOptions?: RequestOptions): Paginated<QueueRequest, RequestPage> {
    return this.#one(queueId).listRequests(options, requestOptions);
  }

  /** Gets one request. A missing one throws `record-not-found`. */
  getRequest(queueId: string, requestId: string, options?: RequestOptions): ApiPromise<QueueRequest> {
    return this.#one(queueId).getRequest(requestId, options);
  }

  /** Updates a request (it carries its own `id`); set `handledAt` to mark it handled. */
  updateRequest(queueId: string, request: RequestUpdate, options?: WriteRequestOptions, requestOptions?: RequestOptions): ApiPromise<RequestRegistration> {
    return this.#one(queueId).updateRequest(request, options, requestOptions);
  }

  /** Deletes a request. */
  deleteRequest(queueId: string, requestId: string, options?: { clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#one(queueId).deleteRequest(requestId, options, requestOptions);
  }

  /**
   * Adds any number of requests: splits them into batches of 25, sends a few batches at a time while
   * staying under the per-queue rate limit, and sends again those the server left unprocessed.
   * The result lists every processed request and those still unprocessed after the retries.
   */
  batchAddRequests(queueId: string, requests: readonly NewRequest[], options?: BatchAddOptions, requestOptions?: RequestOptions): Promise<BatchAddResult> {
    return this.#one(queueId).batchAddRequests(requests, options, requestOptions);
  }

  /** Deletes requests by id or unique key, 25 per call, staying under the per-queue rate limit. */
  batchDeleteRequests(queueId: string, requests: readonly RequestToDelete[], options?: { clientKey?: string; concurrency?: number }, requestOptions?: RequestOptions): Promise<BatchDeleteResult> {
    return this.#one(queueId).batchDeleteRequests(requests, options, requestOptions);
  }

  /** Gets the first pending requests without locking them. */
  getHead(queueId: string, options?: { limit?: number; clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<QueueHead> {
    return this.#one(queueId).getHead(options, requestOptions);
  }

  /** Takes up to `limit` (≤ 25) pending requests from the head and locks them for `lockSecs` for this client. */
  lockHead(queueId: string, options: LockHeadOptions, requestOptions?: RequestOptions): ApiPromise<LockedHead> {
    return this.#one(queueId).lockHead(options, requestOptions);
  }

  /** Extends the lock of a request this client holds. */
  prolongLock(queueId: string, requestId: string, options: ProlongLockOptions, requestOptions?: RequestOptions): ApiPromise<LockInfo> {
    return this.#one(queueId).prolongLock(requestId, options, requestOptions);
  }

  /** Releases the lock of a request this client holds. */
  deleteLock(queueId: string, requestId: string, options?: { clientKey?: string; forefront?: boolean }, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#one(queueId).deleteLock(requestId, options, requestOptions);
  }

  /** Releases every lock this client holds in the queue. */
  unlockRequests(queueId: string, options?: { clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<UnlockResult> {
    return this.#one(queueId).unlockRequests(options, requestOptions);
  }
}
