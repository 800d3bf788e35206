// Hand-written: what the handle of one store does beyond one call per method (reached by ID or through a
// run, a scope): helpers that compose calls, and their by-ID forms.
import type { RequestQueuesCreateInputs, RequestQueuesLockHeadInputs } from '../functions/requestQueues.js';
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { idScope, ScopedHandle } from '../scope.js';
import { create } from '../functions/requestQueues.js';
import { lockHead } from '../plans/requestQueues.js';
import type { BatchAddResult, BatchDeleteResult, LockedHead, RequestQueue } from '../responses/request-queues.js';
import { addRequestsInBatches, deleteRequestsInBatches, type BatchAddInputs, type BatchDeleteInputs } from './request-queue-batches.js';
import type { BatchRequestOptions } from '../helper-args.js';

/**
 * What the handle of one request queue does beyond one call per method (see `RequestQueueHandle`): adds
 * and deletes of any number of requests in batches, and the official client's name of the head lock.
 */
export class RequestQueueHandleComposites extends ScopedHandle {
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
    return addRequestsInBatches(this.http, this.scope, inputs, options);
  }

  /**
   * Deletes requests by id or unique key (`inputs.requests`, with `clientKey` and `concurrency` beside
   * them), 25 per call, staying under the per-queue rate limit. The request options apply to each batch
   * call; their `onProgress` follows the whole: after each batch call (`deleting`) and at the end
   * (`done`), with the batch calls made and the requests deleted out of all.
   */
  batchDeleteRequests(inputs: BatchDeleteInputs, options?: BatchRequestOptions): Promise<BatchDeleteResult> {
    return deleteRequestsInBatches(this.http, this.scope, inputs, options);
  }

  /** Same as `lockHead`: the name the official client uses. */
  listAndLockHead(inputs: RequestQueuesLockHeadInputs, options?: RequestOptions): ApiPromise<LockedHead> {
    return this.send(lockHead, { input: inputs }, options);
  }
}

/**
 * What the request-queues namespace does beyond one call per method, by the queue's ID (or
 * `username~name`): the batch helpers of `RequestQueueHandle`, and the official client's names.
 */
export class RequestQueuesComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(queueId: string): RequestQueueHandleComposites {
    return new RequestQueueHandleComposites(this.#http, idScope('queueId', queueId));
  }

  /** Same as `create`: the name the official client uses. */
  getOrCreate(inputs?: RequestQueuesCreateInputs, options?: RequestOptions): ApiPromise<RequestQueue> {
    return create(this.#http, inputs, options);
  }

  /** Adds any number of requests in batches of 25 (see `batchAddRequests`). */
  batchAddRequests(queueId: string, inputs: BatchAddInputs, options?: BatchRequestOptions): Promise<BatchAddResult> {
    return this.#one(queueId).batchAddRequests(inputs, options);
  }

  /** Deletes any number of requests in batches of 25 (see `batchDeleteRequests`). */
  batchDeleteRequests(queueId: string, inputs: BatchDeleteInputs, options?: BatchRequestOptions): Promise<BatchDeleteResult> {
    return this.#one(queueId).batchDeleteRequests(inputs, options);
  }

  /** Same as `lockHead`: the name the official client uses. */
  listAndLockHead(queueId: string, inputs: RequestQueuesLockHeadInputs, options?: RequestOptions): ApiPromise<LockedHead> {
    return this.#one(queueId).listAndLockHead(inputs, options);
  }
}
