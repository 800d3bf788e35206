import { ValidationError, type HttpClient } from '@typed-api/core';
import { retryDelay, sleep } from '@typed-api/core/internal';
import type { RequestQueuesBatchAddRequestsInputs, RequestQueuesBatchDeleteRequestsInputs } from '../functions/requestQueues.js';
import { callInScope, type Scope } from '../scope.js';
import { mapConcurrent } from '../concurrency.js';
import type { NewRequest, RequestToDelete } from '../schemas/request-queues.js';
import { BATCH_SIZE } from '../constants.js';
import { chunkJsonArray } from './json-batches.js';
import type { BatchAddResult, BatchDeleteResult } from '../responses/request-queues.js';
import { batchAddRequests as batchAdd, batchDeleteRequests as batchDelete } from '../plans/requestQueues.js';
import { checkHelperInputs, splitBatchOptions, type BatchRequestOptions } from '../helper-args.js';

/**
 * Inputs of {@link RequestQueueHandle.batchAddRequests}: the requests, the queue's `clientKey` and
 * `forefront` as one batch call takes them, and how the batches are sent.
 */
export interface BatchAddInputs extends Omit<RequestQueuesBatchAddRequestsInputs, 'requests'> {
  /** The requests to add, any number of them. */
  requests: readonly NewRequest[];
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
  /** How many more times requests the server left unprocessed are sent again. Default 3. */
  maxUnprocessedRetries?: number | undefined;
}

/** Inputs of {@link RequestQueueHandle.batchDeleteRequests}: the requests, the queue's `clientKey`, and how many calls run at once. */
export interface BatchDeleteInputs extends Omit<RequestQueuesBatchDeleteRequestsInputs, 'requests'> {
  /** The requests to delete, any number of them, each by `id` or by `uniqueKey`. */
  requests: readonly RequestToDelete[];
  /** Batch calls in flight at once. Default 5. */
  concurrency?: number | undefined;
}

/** The keys {@link BatchAddInputs} knows. */
const ADD_INPUTS = ['requests', 'clientKey', 'forefront', 'concurrency', 'maxUnprocessedRetries'];
/** The keys {@link BatchDeleteInputs} knows. */
const DELETE_INPUTS = ['requests', 'clientKey', 'concurrency'];

/**
 * The requests in batches for one call each: at most {@link BATCH_SIZE} of them, in a body within the most
 * the API takes (`maxBytes`). A request too large for any body is refused, named by its place among the
 * inputs, its `uniqueKey` and its `url`, before anything is sent.
 */
function addBatches(id: string, requests: readonly NewRequest[], maxBytes: number): NewRequest[][] {
  return chunkJsonArray(requests, { maxBytes, maxCount: BATCH_SIZE }, (index, bodyBytes) => {
    const request = requests[index];
    return new ValidationError(`Invalid arguments for ${id}`, [
      {
        path: ['inputs', 'requests', index],
        code: 'too_big',
        message: `request ${String(index)} (uniqueKey ${JSON.stringify(request?.uniqueKey)}, url ${JSON.stringify(request?.url)}) alone makes a body of ${String(bodyBytes)} bytes, more than the ${String(maxBytes)} the API takes in one call; make it smaller (its userData, say). Nothing was sent`,
      },
    ]);
  }).map((batch) => batch.items);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Adds any number of requests to the queue `scope` names: batches of at most {@link BATCH_SIZE} requests in
 * a body within the API's size limit (a request too large for any body is refused before anything is
 * sent), a few in flight at once (the client's pacing keeps them under the queue's rate), with the unprocessed ones sent again.
 * Backs `batchAddRequests`.
 */
export async function addRequestsInBatches(http: HttpClient, scope: Scope, inputs: BatchAddInputs, options?: BatchRequestOptions): Promise<BatchAddResult> {
  const { requests: given, concurrency = 5, maxUnprocessedRetries = 3, clientKey: key, forefront } = checkHelperInputs('requestQueues.batchAddRequests', ADD_INPUTS, inputs, batchAdd);
  const op = scope.operation(batchAdd);
  const requests = await parseRequests(op.id, 'newRequestList', given);
  const maxBytes = op.maxBodyBytes;
  // Every request checked against the size limit before the first call.
  let batches = addBatches(op.id, requests, maxBytes);
  const { callOptions, onProgress } = splitBatchOptions(options);
  const progress = new BatchProgress(onProgress, requests.length);
  const result: BatchAddResult = { processedRequests: [], unprocessedRequests: [] };
  let pending: NewRequest[] = [...requests];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) batches = addBatches(op.id, pending, maxBytes);
    const status = attempt === 0 ? 'adding' : 'resending';
    const answers = await mapConcurrent(batches, concurrency, async (batch) => {
      const answer = await callInScope(http, scope, batchAdd, { input: { clientKey: key, forefront, requests: batch } }, callOptions);
      progress.count(answer.processedRequests.length);
      progress.report(status);
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
    await sleep(retryDelay(attempt, undefined), options?.signal);
  }
  progress.report('done');
  return result;
}

/** Deletes any number of requests from the queue `scope` names, {@link BATCH_SIZE} per call, a few at once. Backs `batchDeleteRequests`. */
export async function deleteRequestsInBatches(http: HttpClient, scope: Scope, inputs: BatchDeleteInputs, options?: BatchRequestOptions): Promise<BatchDeleteResult> {
  const { requests: given, concurrency = 5, clientKey } = checkHelperInputs('requestQueues.batchDeleteRequests', DELETE_INPUTS, inputs, batchDelete);
  const requests = await parseRequests(scope.operation(batchDelete).id, 'requestToDeleteList', given);
  const { callOptions, onProgress } = splitBatchOptions(options);
  const progress = new BatchProgress(onProgress, requests.length);
  const answers = await mapConcurrent(chunk(requests, BATCH_SIZE), concurrency, async (batch) => {
    const answer = await callInScope(http, scope, batchDelete, { input: { clientKey, requests: batch } }, callOptions);
    progress.count(answer.processedRequests.length);
    progress.report('deleting');
    return answer;
  });
  progress.report('done');
  return {
    processedRequests: answers.flatMap((a) => a.processedRequests),
    unprocessedRequests: answers.flatMap((a) => a.unprocessedRequests),
  };
}

/** The schemas of the lists a batch helper takes, by name. */
type ListSchemas = Pick<typeof import('../schemas/request-queues.js'), 'newRequestList' | 'requestToDeleteList'>;

/**
 * The helper's `requests`, each checked with its schema (`which`); a refusal names its place among the
 * inputs. The schemas, and the zod checks, are imported on the first batch: nothing else of the client needs them.
 */
async function parseRequests<K extends keyof ListSchemas>(id: string, which: K, given: unknown): Promise<ListSchemas[K]['_zod']['output']> {
  const [{ safeParse, toValidationIssues }, schemas] = await Promise.all([import('@typed-api/core/checks'), import('../schemas/request-queues.js')]);
  const parsed = safeParse(schemas[which], given);
  if (!parsed.success) throw new ValidationError(`Invalid arguments for ${id}`, toValidationIssues(parsed.error.issues, ['inputs', 'requests']));
  return parsed.data as ListSchemas[K]['_zod']['output'];
}

/** Counts a helper's calls and the requests they got done, and tells `onProgress`, with the time since the helper began. */
class BatchProgress {
  #calls = 0;
  #done = 0;
  readonly #began = Date.now();
  readonly #onProgress: BatchRequestOptions['onProgress'];
  readonly #total: number;

  constructor(onProgress: BatchRequestOptions['onProgress'], total: number) {
    this.#onProgress = onProgress;
    this.#total = total;
  }

  /** One call made, which got `done` requests done. */
  count(done: number): void {
    this.#calls++;
    this.#done += done;
  }

  /** Tells `onProgress` where the helper is. */
  report(status: string): void {
    this.#onProgress?.({ status, attempts: this.#calls, elapsedMs: Date.now() - this.#began, items: { done: this.#done, total: this.#total } });
  }
}
