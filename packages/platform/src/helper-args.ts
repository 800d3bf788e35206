// The arguments of the helpers that make several calls (pushes in batches, batch adds and deletes): one
// object of inputs, checked like the inputs of a call, and request options last.
import type { Progress, RequestOptions } from '@typed-api/core';
import { checkInputs, type Operation } from '@typed-api/core/internal';

/**
 * Request options of a helper that makes several calls (`pushItemsInBatches`, `batchAddRequests`,
 * `batchDeleteRequests`): `signal`, `timeoutMs`, `maxRetries` and `headers` apply to each of its calls,
 * and `onProgress` follows the helper as a whole.
 */
export interface BatchRequestOptions extends Omit<RequestOptions, 'onProgress'> {
  /**
   * Told how the helper goes: after each of its calls, and once more with status `done` at the end.
   * Each helper's description names its statuses and what `items` and `bytes` count.
   */
  onProgress?: ((progress: Progress) => void) | undefined;
}

/**
 * Refuses a helper's inputs that are not an object, or that hold a key the helper does not know (a request
 * option such as `signal` or `onProgress` put there, or a typo), with the message a call gives for its
 * inputs, before anything is sent (the core's `checkInputs`); keys that belong inside the body of `sends`
 * (the operation the helper calls) are pointed under its body key. Returns the inputs, each of them
 * possibly missing: a caller without the types may leave the whole object out, and the helper refuses what
 * it needs and did not get.
 */
export function checkHelperInputs<T extends object>(id: string, known: readonly string[], inputs: T, sends: Operation): Partial<T> {
  checkInputs(id, inputs, known, sends);
  const given: unknown = inputs;
  return given ?? {};
}

/** Splits a helper's request options into those of each call and the helper's own `onProgress`. */
export function splitBatchOptions(options: BatchRequestOptions | undefined): { callOptions: RequestOptions | undefined; onProgress: BatchRequestOptions['onProgress'] } {
  if (options === undefined) return { callOptions: undefined, onProgress: undefined };
  const { onProgress, ...callOptions } = options;
  return { callOptions, onProgress };
}
