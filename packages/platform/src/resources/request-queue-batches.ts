import * as z from 'zod/mini';
import { ValidationError, type HttpClient, type Progress, type RequestOptions } from '@typed-api/core';
import { retryDelay, sleep, toValidationIssues } from '@typed-api/core/internal';
import { callInScope, type Scope } from '../scope.js';
import { mapConcurrent } from '../concurrency.js';
import { newRequest, requestToDelete, type NewRequest, type RequestToDelete } from '../schemas/request-queues.js';
import { BATCH_SIZE } from '../constants.js';
import type { BatchAddResult, BatchDeleteResult } from '../responses/request-queues.js';
import { batchAdd, batchDelete } from '../operations/request-queues.js';
import type { WriteRequestOptions } from './request-queues.js';

/** Options of {@link RequestQueuesResource.batchAddRequests}. */
export interface BatchAddOptions extends WriteRequestOptions {
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
  /** How many more times requests the server left unprocessed are sent again. Default 3. */
  maxUnprocessedRetries?: number | undefined;
  /**
   * Called after each batch call, with status `adding` (the first round) or `resending` (the requests the
   * server left unprocessed, sent again), and once more with `done` at the end: `attempts` counts the batch
   * calls so far, `items` the requests processed so far out of all those given.
   */
  onProgress?: ((progress: Progress) => void) | undefined;
}

/** Options of {@link RequestQueuesResource.batchDeleteRequests}. */
export interface BatchDeleteOptions {
  /** Identifies the client that locks requests (needed to delete requests it has locked). */
  clientKey?: string | undefined;
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
  /**
   * Called after each batch call with status `deleting`, and once more with `done` at the end: `attempts`
   * counts the batch calls so far, `items` the requests deleted so far out of all those given.
   */
  onProgress?: ((progress: Progress) => void) | undefined;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Adds any number of requests to the queue `scope` names: batches of {@link BATCH_SIZE}, a few in flight
 * at once (the client's pacing keeps them under the queue's rate), with the unprocessed ones sent again.
 * Backs `batchAddRequests`.
 */
export async function addRequestsInBatches(http: HttpClient, scope: Scope, requests: readonly NewRequest[], options?: BatchAddOptions, requestOptions?: RequestOptions): Promise<BatchAddResult> {
  const parsed = z.safeParse(z.array(newRequest), requests);
  if (!parsed.success) throw new ValidationError(`Invalid arguments for ${scope.operation(batchAdd).id}`, toValidationIssues(parsed.error.issues, ['body']));
  const { concurrency = 5, maxUnprocessedRetries = 3, clientKey: key, forefront, onProgress } = options ?? {};
  const started = Date.now();
  let calls = 0;
  let processed = 0;
  const report = (status: string): void => {
    onProgress?.({ status, attempts: calls, elapsedMs: Date.now() - started, items: { done: processed, total: requests.length } });
  };
  const result: BatchAddResult = { processedRequests: [], unprocessedRequests: [] };
  let pending: NewRequest[] = [...requests];
  for (let attempt = 0; pending.length > 0; attempt++) {
    const batches = chunk(pending, BATCH_SIZE);
    const status = attempt === 0 ? 'adding' : 'resending';
    const answers = await mapConcurrent(batches, concurrency, async (batch) => {
      const answer = await callInScope(http, scope, batchAdd, { query: { clientKey: key, forefront }, body: batch }, requestOptions);
      calls++;
      processed += answer.processedRequests.length;
      report(status);
      return answer;
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
  report('done');
  return result;
}

/** Deletes any number of requests from the queue `scope` names, {@link BATCH_SIZE} per call, a few at once. Backs `batchDeleteRequests`. */
export async function deleteRequestsInBatches(
  http: HttpClient,
  scope: Scope,
  requests: readonly RequestToDelete[],
  options?: BatchDeleteOptions,
  requestOptions?: RequestOptions,
): Promise<BatchDeleteResult> {
  const parsed = z.safeParse(z.array(requestToDelete), requests);
  if (!parsed.success) throw new ValidationError(`Invalid arguments for ${scope.operation(batchDelete).id}`, toValidationIssues(parsed.error.issues, ['body']));
  const onProgress = options?.onProgress;
  const started = Date.now();
  let calls = 0;
  let deleted = 0;
  const report = (status: string): void => {
    onProgress?.({ status, attempts: calls, elapsedMs: Date.now() - started, items: { done: deleted, total: requests.length } });
  };
  const answers = await mapConcurrent(chunk(requests, BATCH_SIZE), options?.concurrency ?? 5, async (batch) => {
    const answer = await callInScope(http, scope, batchDelete, { query: { clientKey: options?.clientKey }, body: batch }, requestOptions);
    calls++;
    deleted += answer.processedRequests.length;
    report('deleting');
    return answer;
  });
  report('done');
  return {
    processedRequests: answers.flatMap((a) => a.processedRequests),
    unprocessedRequests: answers.flatMap((a) => a.unprocessedRequests),
  };
}
