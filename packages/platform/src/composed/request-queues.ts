// Hand-written: the handle of one store, reached by ID or through a run (a scope), with the helpers
// that compose calls; the by-ID forms of those helpers.
import type { RequestQueuesAddRequestInputs, RequestQueuesCreateInputs, RequestQueuesUpdateRequestInputs } from '../resources/request-queues.js';
import type * as z from 'zod/mini';
import type { Inputs } from '@typed-api/core/internal';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { callInScope, idScope, listInScope, type Scope } from '../scope.js';
import { create } from '../functions/requestQueues.js';
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
  RequestRegistration,
  UnlockResult,
} from '../responses/request-queues.js';
import { addRequestsInBatches, deleteRequestsInBatches, type BatchAddInputs, type BatchDeleteInputs } from './request-queue-batches.js';
import type { BatchRequestOptions } from '../helper-args.js';
import {
  addRequest,
  deleteLock,
  deleteQueue,
  deleteRequest,
  getHead,
  getQueue,
  getRequest,
  listRequests,
  lockHead,
  prolongLock,
  unlockRequests,
  updateQueue,
  updateRequest,
} from '../operations/request-queues.js';

/** Options of {@link RequestQueuesResource.listRequests}. */
export type ListRequestsInputs = Omit<z.input<typeof listRequests.query>, 'cursor'> & { cursor?: string | undefined };

/** Options of {@link RequestQueueHandle.lockHead}. */
export interface LockHeadInputs {
  /** How long the requests stay locked for this client, in seconds. */
  lockSecs: number;
  /** How many requests to lock (at most 25). */
  limit?: number;
  /** Identifies the client that holds the locks. */
  clientKey?: string;
}

/** Options of {@link RequestQueueHandle.prolongLock}. */
export interface ProlongLockInputs {
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
  update(inputs: QueueUpdate, options?: RequestOptions): ApiPromise<RequestQueue> {
    return callInScope(this.#http, this.#scope, updateQueue, { input: inputs }, options);
  }

  /** Deletes the queue. */
  delete(options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteQueue, {}, options);
  }

  /**
   * Adds a request: its fields, with `forefront` and `clientKey` beside them. One with a `uniqueKey`
   * already present is not added twice (see `wasAlreadyPresent`).
   */
  addRequest(inputs: RequestQueuesAddRequestInputs, options?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, addRequest, { input: inputs }, options);
  }

  /** Lists the requests of the queue, page by page (cursor pagination); `filter` picks locked or pending ones. */
  listRequests(inputs?: ListRequestsInputs, options?: RequestOptions): Paginated<QueueRequest, RequestPage> {
    return listInScope(this.#http, this.#scope, listRequests, { input: inputs }, options);
  }

  /** Gets one request. A missing one throws `record-not-found`. */
  getRequest(requestId: string, options?: RequestOptions): ApiPromise<QueueRequest> {
    return callInScope(this.#http, this.#scope, getRequest, { params: { requestId } }, options);
  }

  /**
   * Updates a request: its new fields, with `forefront` and `clientKey` beside them. Set `handledAt` to
   * mark it handled.
   */
  updateRequest(requestId: string, inputs: RequestQueuesUpdateRequestInputs, options?: RequestOptions): ApiPromise<RequestRegistration> {
    return callInScope(this.#http, this.#scope, updateRequest, { params: { requestId }, input: inputs }, options);
  }

  /** Deletes a request; `clientKey` names the client that may hold its lock. */
  deleteRequest(requestId: string, inputs?: Inputs<typeof deleteRequest>, options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteRequest, { params: { requestId }, input: inputs }, options);
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
    return callInScope(this.#http, this.#scope, getHead, { input: inputs }, options);
  }

  /** Takes up to `limit` (≤ 25) pending requests from the head and locks them for `lockSecs` for this client. */
  lockHead(inputs: LockHeadInputs, options?: RequestOptions): ApiPromise<LockedHead> {
    return callInScope(this.#http, this.#scope, lockHead, { input: inputs }, options);
  }

  /** Same as {@link RequestQueueHandle.lockHead}: the name the official client uses. */
  listAndLockHead(inputs: LockHeadInputs, options?: RequestOptions): ApiPromise<LockedHead> {
    return this.lockHead(inputs, options);
  }

  /** Extends the lock of a request this client holds. */
  prolongLock(requestId: string, inputs: ProlongLockInputs, options?: RequestOptions): ApiPromise<LockInfo> {
    return callInScope(this.#http, this.#scope, prolongLock, { params: { requestId }, input: inputs }, options);
  }

  /** Releases the lock of a request this client (`clientKey`) holds; `forefront` puts the request at the head of the queue. */
  deleteLock(requestId: string, inputs?: Inputs<typeof deleteLock>, options?: RequestOptions): ApiPromise<undefined> {
    return callInScope(this.#http, this.#scope, deleteLock, { params: { requestId }, input: inputs }, options);
  }

  /** Releases every lock the client `clientKey` holds in the queue. */
  unlockRequests(inputs?: Inputs<typeof unlockRequests>, options?: RequestOptions): ApiPromise<UnlockResult> {
    return callInScope(this.#http, this.#scope, unlockRequests, { input: inputs }, options);
  }
}

/**
 * What the request-queues namespace does beyond one call per method, by the queue's ID (or
 * `username~name`): the batch helpers of {@link RequestQueueHandle}, and the official client's names.
 */
export class RequestQueuesComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(queueId: string): RequestQueueHandle {
    return new RequestQueueHandle(this.#http, idScope('queueId', queueId));
  }

  /** Same as `create`: the name the official client uses. */
  getOrCreate(inputs?: RequestQueuesCreateInputs, options?: RequestOptions): ApiPromise<RequestQueue> {
    return create(this.#http, inputs, options);
  }

  /** Adds any number of requests in batches of 25 (see {@link RequestQueueHandle.batchAddRequests}). */
  batchAddRequests(queueId: string, inputs: BatchAddInputs, options?: BatchRequestOptions): Promise<BatchAddResult> {
    return this.#one(queueId).batchAddRequests(inputs, options);
  }

  /** Deletes any number of requests in batches of 25 (see {@link RequestQueueHandle.batchDeleteRequests}). */
  batchDeleteRequests(queueId: string, inputs: BatchDeleteInputs, options?: BatchRequestOptions): Promise<BatchDeleteResult> {
    return this.#one(queueId).batchDeleteRequests(inputs, options);
  }

  /** Same as `lockHead`: the name the official client uses. */
  listAndLockHead(queueId: string, inputs: LockHeadInputs, options?: RequestOptions): ApiPromise<LockedHead> {
    return this.#one(queueId).lockHead(inputs, options);
  }
}
