import type * as z from 'zod/mini';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { callInScope, idScope, listInScope, type Scope } from '../scope.js';
import { addByIdMethods, type ById } from '../by-id.js';
import type { OffsetPage, StorageListOptions } from '../schemas/common.js';
import type { QueueUpdate } from '../schemas/request-queues.js';
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
import { addRequestsInBatches, deleteRequestsInBatches, type BatchAddInputs, type BatchDeleteInputs } from './request-queue-batches.js';
import type { BatchRequestOptions } from '../helper-args.js';
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

/**
 * Inputs of {@link RequestQueueHandle.addRequest}: the request's fields (`uniqueKey`, `url`, `method`,
 * `userData`…), and beside them `forefront` (put it at the head of the queue) and `clientKey` (the client
 * that works on the queue).
 */
export type AddRequestInputs = Inputs<typeof addRequest>;

/**
 * Inputs of {@link RequestQueueHandle.updateRequest}: the request's fields (a request read from the queue
 * may be spread in, its `id` included), and beside them `forefront` and `clientKey`.
 */
export type UpdateRequestInputs = Inputs<typeof updateRequest>;

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

  /**
   * Adds a request: its fields, with `forefront` and `clientKey` beside them. One with a `uniqueKey`
   * already present is not added twice (see `wasAlreadyPresent`).
   */
  addRequest(inputs: AddRequestInputs, options?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, addRequest, { input: inputs }, options);
  }

  /** Lists the requests of the queue, page by page (cursor pagination); `filter` picks locked or pending ones. */
  listRequests(options?: ListRequestsOptions, requestOptions?: RequestOptions): Paginated<QueueRequest, RequestPage> {
    return listInScope(this.#http, this.#scope, listRequests, { query: options }, requestOptions);
  }

  /** Gets one request. A missing one throws `record-not-found`. */
  getRequest(requestId: string, options?: RequestOptions): ApiPromise<QueueRequest> {
    return callInScope(this.#http, this.#scope, getRequest, { params: { requestId } }, options);
  }

  /**
   * Updates a request: its new fields, with `forefront` and `clientKey` beside them. Set `handledAt` to
   * mark it handled.
   */
  updateRequest(requestId: string, inputs: UpdateRequestInputs, options?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, updateRequest, { params: { requestId }, input: inputs }, options);
  }

  /** Deletes a request; `clientKey` names the client that may hold its lock. */
  deleteRequest(requestId: string, inputs?: Inputs<typeof deleteRequest>, options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteRequest, { params: { requestId }, query: inputs }, options);
  }

  /**
   * Adds any number of requests (`inputs.requests`, with `forefront`, `clientKey`, `concurrency` and
   * `maxUnprocessedRetries` beside them): splits them into batches of 25, sends a few batches at a time
   * while staying under the per-queue rate limit, and sends again those the server left unprocessed.
   * The result lists every processed request and those still unprocessed after the retries. The request
   * options apply to each batch call; their `onProgress` follows the whole: after each batch call
   * (`adding`, then `resending`) and at the end (`done`), with the batch calls made and the requests
   * processed out of all.
   */
  batchAddRequests(inputs: BatchAddInputs, options?: BatchRequestOptions): Promise<BatchAddResult> {
    return addRequestsInBatches(this.#http, this.#scope, inputs, options);
  }

  /**
   * Deletes requests by id or unique key (`inputs.requests`, with `clientKey` and `concurrency` beside
   * them), 25 per call, staying under the per-queue rate limit. The request options apply to each batch
   * call; their `onProgress` follows the whole: after each batch call (`deleting`) and at the end
   * (`done`), with the batch calls made and the requests deleted out of all.
   */
  batchDeleteRequests(inputs: BatchDeleteInputs, options?: BatchRequestOptions): Promise<BatchDeleteResult> {
    return deleteRequestsInBatches(this.#http, this.#scope, inputs, options);
  }

  /** Gets the first pending requests without locking them: at most `limit`, as the client `clientKey` sees them. */
  getHead(inputs?: Inputs<typeof getHead>, options?: RequestOptions): ApiPromise<QueueHead> {
    return callInScope(this.#http, this.#scope, getHead, { query: inputs }, options);
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

  /** Releases the lock of a request this client (`clientKey`) holds; `forefront` puts the request at the head of the queue. */
  deleteLock(requestId: string, inputs?: Inputs<typeof deleteLock>, options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteLock, { params: { requestId }, query: inputs }, options);
  }

  /** Releases every lock the client `clientKey` holds in the queue. */
  unlockRequests(inputs?: Inputs<typeof unlockRequests>, options?: RequestOptions): ApiPromise<UnlockResult> {
    return callInScope(this.#http, this.#scope, unlockRequests, { query: inputs }, options);
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

  /** Creates a queue, or returns the existing one of that `name` (without one, a new unnamed queue). */
  create(inputs?: Inputs<typeof createQueue>, options?: RequestOptions): ApiPromise<RequestQueue> {
    return this.#http.call(createQueue, { query: inputs }, options);
  }

  /** Same as {@link RequestQueuesResource.create}: the name the official client uses. */
  getOrCreate(inputs?: Inputs<typeof createQueue>, options?: RequestOptions): ApiPromise<RequestQueue> {
    return this.create(inputs, options);
  }
}
