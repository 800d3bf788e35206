import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStore, type LimitStore, type TakeAnswer } from '@typed-api/core';
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

describe('the in-memory store alone', () => {
  test('the token of a call never sent is back at once, even the first the bucket counts', () => {
    const store = memoryStore();
    const one = { key: 'r:one 1', limit: 1, windowMs: 1_000 };
    const take = (lease: string) => (store.exchange({ leaseMs: 5_000, giveBacks: [], limitsSeen: [], takes: [{ buckets: [one], leases: [lease] }] }) as TakeAnswer[])[0]?.granted;
    expect(take('l1')).toBe(1);
    void store.exchange({ leaseMs: 5_000, giveBacks: [{ key: one.key, lease: 'l1', answeredAgoMs: undefined, windowMs: 1_000 }], limitsSeen: [], takes: [] });
    expect(take('l2')).toBe(1);
  });

  test('a take granted whole asks for no wait; one granted in part names when to ask again', () => {
    const store = memoryStore();
    const a = { key: 'r:a 1', limit: 2, windowMs: 1_000 };
    const [whole] = store.exchange({ leaseMs: 5_000, giveBacks: [], limitsSeen: [], takes: [{ buckets: [a], leases: ['l1', 'l2'] }] }) as TakeAnswer[];
    expect(whole).toEqual({ granted: 2, retryInMs: 0, limits: [2], free: [0] });
    const [part] = store.exchange({ leaseMs: 5_000, giveBacks: [], limitsSeen: [], takes: [{ buckets: [a], leases: ['l3'] }] }) as TakeAnswer[];
    expect(part).toEqual({ granted: 0, retryInMs: 1_000, limits: [2], free: [0] });
  });
});
