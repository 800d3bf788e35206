import { SizeLimitError, ValidationError, type HttpClient, type Progress, type RequestOptions } from '@typed-api/core';
import { parseInput } from '@typed-api/core/internal';
import { callInScope, type Scope } from '../scope.js';
import { pushItems } from '../operations/datasets.js';

/** Options of {@link DatasetHandle.pushItemsInBatches}. */
export interface PushItemsInBatchesOptions {
  /**
   * Most bytes of JSON one push may carry. Default, and upper bound: the most the API accepts in one push
   * (5 MiB); a larger value is brought down to it.
   */
  maxBatchBytes?: number | undefined;
  /**
   * Called after each push with status `pushing`, and once more with `done` at the end: `attempts` counts
   * the pushes so far, `items` the items sent out of all, `bytes` the bytes of JSON sent out of all.
   */
  onProgress?: ((progress: Progress) => void) | undefined;
}

const encoder = new TextEncoder();

/**
 * Appends `items` to the dataset `scope` names in as few pushes as the size limit allows: consecutive
 * chunks, each sent as one JSON array no larger than the limit, one push after the other so that the
 * items keep their order. Everything is checked (the items, an item too large for any push) before the
 * first push. Backs `pushItemsInBatches`.
 */
export async function pushItemsInBatches(
  http: HttpClient,
  scope: Scope,
  items: readonly Record<string, unknown>[],
  options?: PushItemsInBatchesOptions,
  requestOptions?: RequestOptions,
): Promise<void> {
  const op = scope.operation(pushItems);
  const { maxBatchBytes, onProgress } = options ?? {};
  if (maxBatchBytes !== undefined && !(Number.isInteger(maxBatchBytes) && maxBatchBytes > 0)) {
    throw new ValidationError(`Invalid options for ${op.id} in batches`, [
      { path: ['maxBatchBytes'], code: 'invalid_option', message: `must be a whole number of bytes above 0 (got ${String(maxBatchBytes)})` },
    ]);
  }
  // The types ask for an array; a caller without them may pass one object, which `pushItems` would take.
  const given: unknown = items;
  if (!Array.isArray(given)) {
    throw new ValidationError(`Invalid arguments for ${op.id} in batches`, [{ path: ['body'], code: 'invalid_type', message: 'must be an array of items' }]);
  }
  // The operation's own schema, on the whole array: a bad item anywhere stops the helper before any push.
  parseInput(op, 'body', items);
  const apiLimit = op.maxBodyBytes;
  const limit = Math.min(maxBatchBytes ?? apiLimit, apiLimit);

  // A chunk goes out as `[item,item,…]`: its size is the items' JSON, a comma between two, and the brackets.
  const chunks: { items: Record<string, unknown>[]; bytes: number }[] = [];
  let current: Record<string, unknown>[] = [];
  let currentBytes = 2;
  for (const [index, item] of items.entries()) {
    const itemBytes = encoder.encode(JSON.stringify(item)).byteLength;
    if (itemBytes + 2 > limit) {
      throw new SizeLimitError(
        `${op.id}: item ${String(index)} alone makes a body of ${String(itemBytes + 2)} bytes, more than the ${String(limit)} one push may carry; nothing was sent`,
        'request',
        limit,
        itemBytes + 2,
      );
    }
    const added = current.length === 0 ? itemBytes : itemBytes + 1;
    if (current.length > 0 && currentBytes + added > limit) {
      chunks.push({ items: current, bytes: currentBytes });
      current = [item];
      currentBytes = itemBytes + 2;
    } else {
      current.push(item);
      currentBytes += added;
    }
  }
  if (current.length > 0) chunks.push({ items: current, bytes: currentBytes });

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
    await callInScope(http, scope, pushItems, { body: chunk.items }, requestOptions);
    pushes++;
    itemsDone += chunk.items.length;
    bytesDone += chunk.bytes;
    report('pushing');
  }
  report('done');
}
