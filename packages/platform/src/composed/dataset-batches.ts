import { SizeLimitError, ValidationError, type HttpClient } from '@typed-api/core';
import { callInScope, type Scope } from '../scope.js';
import { pushItems } from '../plans/datasets.js';
import { checkHelperInputs, splitBatchOptions, type BatchRequestOptions } from '../helper-args.js';
import { chunkJsonArray } from './json-batches.js';

/** Inputs of `DatasetHandle.pushItemsInBatches`: the items, and how large one push may be. */
export interface PushItemsInBatchesInputs {
  /** The items to append, any number of them, in the order the dataset keeps them. */
  items: readonly Record<string, unknown>[];
  /**
   * Most bytes of JSON one push may carry. Default, and upper bound: the most the API accepts in one push
   * (5 MiB); a larger value is brought down to it.
   */
  maxBatchBytes?: number | undefined;
}

/** The keys {@link PushItemsInBatchesInputs} knows. */
const PUSH_INPUTS = ['items', 'maxBatchBytes'];

/** True for an array (whose items the operation's schema checks next). */
function isItemList(value: unknown): value is readonly Record<string, unknown>[] {
  return Array.isArray(value);
}

/**
 * Appends `inputs.items` to the dataset `scope` names in as few pushes as the size limit allows:
 * consecutive chunks, each sent as one JSON array no larger than the limit, one push after the other so
 * that the items keep their order. Everything is checked (the inputs, the items, an item too large for
 * any push) before the first push. Backs `pushItemsInBatches`.
 */
export async function pushItemsInBatches(http: HttpClient, scope: Scope, inputs: PushItemsInBatchesInputs, options?: BatchRequestOptions): Promise<void> {
  const op = scope.operation(pushItems);
  const { items: given, maxBatchBytes } = checkHelperInputs('datasets.pushItemsInBatches', PUSH_INPUTS, inputs, pushItems);
  const { callOptions, onProgress } = splitBatchOptions(options);
  if (maxBatchBytes !== undefined && !(Number.isInteger(maxBatchBytes) && maxBatchBytes > 0)) {
    throw new ValidationError(`Invalid arguments for ${op.id} in batches`, [
      { path: ['inputs', 'maxBatchBytes'], code: 'invalid_option', message: `must be a whole number of bytes above 0 (got ${String(maxBatchBytes)})` },
    ]);
  }
  // The types ask for an array; a caller without them may pass one object, which `pushItems` would take.
  const items: unknown = given;
  if (!isItemList(items)) {
    throw new ValidationError(`Invalid arguments for ${op.id} in batches`, [{ path: ['inputs', 'items'], code: 'invalid_type', message: 'must be an array of items: pushItemsInBatches({ items })' }]);
  }
  // Every item an object of fields, as the operation takes them: a bad item anywhere stops the helper before any push.
  const bad = items.flatMap((item: unknown, index) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? [] : [index]));
  if (bad.length > 0) {
    throw new ValidationError(`Invalid arguments for ${op.id} in batches`, bad.map((index) => ({ path: ['inputs', 'items', index], code: 'invalid_type', message: 'must be an object of fields (one dataset item)' })));
  }
  const apiLimit = op.maxBodyBytes;
  const limit = Math.min(maxBatchBytes ?? apiLimit, apiLimit);

  const chunks = chunkJsonArray(items, { maxBytes: limit }, (index, bodyBytes) =>
    new SizeLimitError(`${op.id}: item ${String(index)} alone makes a body of ${String(bodyBytes)} bytes, more than the ${String(limit)} one push may carry; nothing was sent`, 'request', limit, bodyBytes),
  );

  const started = Date.now();
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  let pushes = 0;
  let itemsDone = 0;
  let bytesDone = 0;
  const report = (status: string): void => {
    onProgress?.({
      status,
      attempts: pushes,
      elapsedMs: Date.now() - started,
      items: { done: itemsDone, total: items.length },
      bytes: { done: bytesDone, total: totalBytes },
    });
  };
  for (const chunk of chunks) {
    await callInScope(http, scope, pushItems, { input: { items: chunk.items } }, callOptions);
    pushes++;
    itemsDone += chunk.items.length;
    bytesDone += chunk.bytes;
    report('pushing');
  }
  report('done');
}
