import { afterEach, beforeEach, vi } from 'vitest';
import { memoryStore, type LimitStore } from '@typed-api/core';
import { limitStoreConformance } from '../../../tests/support/limit-store-conformance.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

limitStoreConformance('in-memory', () => ({
  stores: (count) => {
    const store = memoryStore();
    return Array.from({ length: count }, (): LimitStore => store);
  },
  sleep: (ms) => vi.advanceTimersByTimeAsync(ms).then(() => undefined),
}));
