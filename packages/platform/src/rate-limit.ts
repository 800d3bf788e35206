import { sleep } from '@typed-api/core/internal';

/**
 * Keeps calls to one resource under a per-second budget (a sliding one-second window), so that
 * bulk work stays below the server's per-resource limit instead of provoking 429 answers.
 */
export class RateLimiter {
  readonly #perSecond: number;
  readonly #starts: number[] = [];

  constructor(perSecond: number) {
    this.#perSecond = Math.max(1, Math.floor(perSecond));
  }

  /** Resolves when one more call may start. */
  async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.#starts.length > 0 && (this.#starts[0] ?? now) <= now - 1000) this.#starts.shift();
      if (this.#starts.length < this.#perSecond) {
        this.#starts.push(now);
        return;
      }
      await sleep((this.#starts[0] ?? now) + 1000 - now, signal);
    }
  }
}

/** Runs `task` over `items` with at most `concurrency` running at once; results keep the input order. */
export async function mapConcurrent<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
