import * as z from 'zod/mini';
import { ValidationError, type HttpClient, type RequestOptions } from '@typed-api/core';
import { retryDelay, sleep, toValidationIssues } from '@typed-api/core/internal';
import { callInScope, type Scope } from '../scope.js';
import { mapConcurrent, RateLimiter } from '../rate-limit.js';
import { newRequest, requestToDelete, type NewRequest, type RequestToDelete } from '../schemas/request-queues.js';
import { BATCH_SIZE, REQUESTS_PER_SECOND } from '../constants.js';
import type { BatchAddResult, BatchDeleteResult } from '../responses/request-queues.js';
import { batchAdd, batchDelete } from '../operations/request-queues.js';
import type { WriteRequestOptions } from './request-queues.js';

/** Options of {@link RequestQueuesResource.batchAddRequests}. */
export interface BatchAddOptions extends WriteRequestOptions {
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
  /** How many more times requests the server left unprocessed are sent again. Default 3. */
  maxUnprocessedRetries?: number | undefined;
  /** Calls per second this method allows itself on one queue. Default 400, the server's per-queue limit. */
  requestsPerSecond?: number | undefined;
}

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

/**
 * Adds any number of requests to the queue `scope` names: batches of {@link BATCH_SIZE}, a few in flight
 * at once under the queue's rate limit, with the unprocessed ones sent again. Backs `batchAddRequests`.
 */
export async function addRequestsInBatches(http: HttpClient, scope: Scope, requests: readonly NewRequest[], options?: BatchAddOptions, requestOptions?: RequestOptions): Promise<BatchAddResult> {
  const parsed = z.safeParse(z.array(newRequest), requests);
  if (!parsed.success) throw new ValidationError(`Invalid arguments for ${scope.operation(batchAdd).id}`, toValidationIssues(parsed.error.issues, ['body']));
  const { concurrency = 5, maxUnprocessedRetries = 3, requestsPerSecond = REQUESTS_PER_SECOND, clientKey: key, forefront } = options ?? {};
  const limiter = limiterFor(http, scope.key, requestsPerSecond);
  const result: BatchAddResult = { processedRequests: [], unprocessedRequests: [] };
  let pending: NewRequest[] = [...requests];
  for (let attempt = 0; pending.length > 0; attempt++) {
    const batches = chunk(pending, BATCH_SIZE);
    const answers = await mapConcurrent(batches, concurrency, async (batch) => {
      await limiter.acquire(requestOptions?.signal);
      return callInScope(http, scope, batchAdd, { query: { clientKey: key, forefront }, body: batch }, requestOptions);
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

/** Deletes any number of requests from the queue `scope` names, {@link BATCH_SIZE} per call, under the queue's rate limit. Backs `batchDeleteRequests`. */
export async function deleteRequestsInBatches(
  http: HttpClient,
  scope: Scope,
  requests: readonly RequestToDelete[],
  options?: { clientKey?: string; concurrency?: number },
  requestOptions?: RequestOptions,
): Promise<BatchDeleteResult> {
  const parsed = z.safeParse(z.array(requestToDelete), requests);
  if (!parsed.success) throw new ValidationError(`Invalid arguments for ${scope.operation(batchDelete).id}`, toValidationIssues(parsed.error.issues, ['body']));
  const limiter = limiterFor(http, scope.key, REQUESTS_PER_SECOND);
  const answers = await mapConcurrent(chunk(requests, BATCH_SIZE), options?.concurrency ?? 5, async (batch) => {
    await limiter.acquire(requestOptions?.signal);
    return callInScope(http, scope, batchDelete, { query: { clientKey: options?.clientKey }, body: batch }, requestOptions);
  });
  return {
    processedRequests: answers.flatMap((a) => a.processedRequests),
    unprocessedRequests: answers.flatMap((a) => a.unprocessedRequests),
  };
}
