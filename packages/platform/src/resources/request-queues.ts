import type * as z from 'zod/mini';
import { walkList } from '@typed-api/core/internal';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { callInScope, idScope, listInScope, type Scope } from '../scope.js';
import { addByIdMethods, type ById } from '../by-id.js';
import type { OffsetPage, StorageListOptions } from '../schemas/common.js';
import type { NewRequest, QueueUpdate, RequestToDelete, RequestUpdate } from '../schemas/request-queues.js';
import type {
  BatchAddResult,
  BatchDeleteResult,
  LockedHead,
  LockInfo,
  QueueHead,
  QueueRequest,
  RequestPage,
  RequestQueue,
  RequestQueueShort,
  RequestRegistration,
  UnlockResult,
} from '../responses/request-queues.js';
import { addRequestsInBatches, deleteRequestsInBatches, type BatchAddOptions, type BatchDeleteOptions } from './request-queue-batches.js';
import {
  addRequest,
  createQueue,
  deleteLock,
  deleteQueue,
  deleteRequest,
  getHead,
  getQueue,
  getRequest,
  listQueues,
  listRequests,
  lockHead,
  prolongLock,
  unlockRequests,
  updateQueue,
  updateRequest,
} from '../operations/request-queues.js';

/** Options for adding or updating requests: which client works on the queue, and whether to put them first. */
export interface WriteRequestOptions {
  /** Identifies the client that locks requests (needed to touch requests it has locked). */
  clientKey?: string | undefined;
  /** Put the request at the head of the queue. */
  forefront?: boolean | undefined;
}

/** Options of {@link RequestQueuesResource.listRequests}. */
export type ListRequestsOptions = Omit<z.input<typeof listRequests.query>, 'cursor'> & { cursor?: string | undefined };

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
    return listInScope(this.#http, this.#scope, listRequests, { query: options }, requestOptions);
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
   * `options.onProgress` follows it: after each batch call (`adding`, then `resending`) and at the end
   * (`done`), with the batch calls made and the requests processed out of all.
   */
  batchAddRequests(requests: readonly NewRequest[], options?: BatchAddOptions, requestOptions?: RequestOptions): Promise<BatchAddResult> {
    return addRequestsInBatches(this.#http, this.#scope, requests, options, requestOptions);
  }

  /**
   * Deletes requests by id or unique key, 25 per call, staying under the per-queue rate limit.
   * `options.onProgress` follows it: after each batch call (`deleting`) and at the end (`done`), with the
   * batch calls made and the requests deleted out of all.
   */
  batchDeleteRequests(requests: readonly RequestToDelete[], options?: BatchDeleteOptions, requestOptions?: RequestOptions): Promise<BatchDeleteResult> {
    return deleteRequestsInBatches(this.#http, this.#scope, requests, options, requestOptions);
  }

  /** Gets the first pending requests without locking them. */
  getHead(options?: { limit?: number; clientKey?: string }, requestOptions?: RequestOptions): ApiPromise<QueueHead> {
    return callInScope(this.#http, this.#scope, getHead, { query: options }, requestOptions);
  }

  /** Takes up to `limit` (≤ 25) pending requests from the head and locks them for `lockSecs` for this client. */
  lockHead(options: LockHeadOptions, requestOptions?: RequestOptions): ApiPromise<LockedHead> {
    return callInScope(this.#http, this.#scope, lockHead, { query: options }, requestOptions);
  }

  /** Same as {@link RequestQueueHandle.lockHead}: the name the official client uses. */
  listAndLockHead(options: LockHeadOptions, requestOptions?: RequestOptions): ApiPromise<LockedHead> {
    return this.lockHead(options, requestOptions);
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

/** Request queues: URLs to crawl, de-duplicated by unique key, locked while a client works on them. Every method of {@link RequestQueueHandle} is here too, taking the queue's ID (or `username~name`) first. */
// The methods ById describes are put on the class by addByIdMethods in its static block.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface RequestQueuesResource extends ById<RequestQueueHandle> {}

/** Request queues: URLs to crawl, de-duplicated by unique key, locked while a client works on them. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class RequestQueuesResource {
  static {
    addByIdMethods(RequestQueuesResource, RequestQueueHandle, (self, id) => self.#one(id));
  }

  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(queueId: string): RequestQueueHandle {
    return new RequestQueueHandle(this.#http, idScope('queueId', queueId));
  }

  /** Lists your request queues, page by page. */
  list(options?: StorageListOptions, requestOptions?: RequestOptions): Paginated<RequestQueueShort, OffsetPage<RequestQueueShort>> {
    return walkList(this.#http, listQueues, { query: options }, requestOptions);
  }

  /** Creates a queue, or returns the existing one of that name. */
  create(options?: { name?: string }, requestOptions?: RequestOptions): ApiPromise<RequestQueue> {
    return this.#http.call(createQueue, { query: options }, requestOptions);
  }

  /** Same as {@link RequestQueuesResource.create}: the name the official client uses (the name comes first; without one, a new unnamed queue). */
  getOrCreate(name?: string, requestOptions?: RequestOptions): ApiPromise<RequestQueue> {
    return this.create(name === undefined ? undefined : { name }, requestOptions);
  }
}
