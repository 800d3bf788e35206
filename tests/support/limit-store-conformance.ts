// What every store of pacing and the retry budget must do, as one suite: the in-memory store runs it under
// fake time (packages/core/test/limit-store.test.ts), the Redis store over node-redis, ioredis and the HTTP
// client against a real server (packages/redis-store/test/). A store is driven the way clients drive it: one
// batch per round trip, several instances over one backend standing for several processes.
import { describe, expect, test } from 'vitest';
import type { BucketSpec, LimitBatch, LimitStore, TakeRequest } from '../../packages/core/src/index.js';

/** How the suite reaches a store. */
export interface StoreHarness {
  /** `count` stores over one backend, as `count` processes of one account would hold them; each call a new account. */
  stores(count: number): LimitStore[];
  /** Lets `ms` pass for the store (fake time for the in-memory one, real time for a server's clock). */
  sleep(ms: number): Promise<void>;
}

let unique = 0;
/** Bucket names no other test uses: the suite's tests share a server. */
function names(): (name: string) => string {
  const run = `${Date.now().toString(36)}-${String(unique++)}`;
  return (name) => `r:${run}/${name} 1`;
}

function batch(parts: Partial<LimitBatch>): LimitBatch {
  return { leaseMs: 60_000, giveBacks: [], limitsSeen: [], takes: [], ...parts };
}

function take(buckets: BucketSpec[], ...leases: string[]): TakeRequest {
  return { buckets, leases };
}

async function only(store: LimitStore, request: TakeRequest, leaseMs = 60_000): Promise<{ granted: number; retryInMs: number; limits: number[]; free?: number[] | undefined }> {
  const [answer] = await store.exchange(batch({ leaseMs, takes: [request] }));
  if (!answer) throw new Error('the store answered no take');
  return answer;
}

/** Runs the suite under `describe(name)`. */
export function limitStoreConformance(name: string, harness: () => StoreHarness): void {
  describe(`the ${name} store`, () => {
    test('never grants more tokens than a bucket holds; refused leases learn when to ask again', async () => {
      const [store] = harness().stores(1) as [LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 3, windowMs: 1_000 };
      expect(await only(store, take([a], 'l1', 'l2', 'l3', 'l4', 'l5'))).toEqual({ granted: 3, retryInMs: 1_000, limits: [3], free: [0] });
      expect((await only(store, take([a], 'l6'))).granted).toBe(0);
    });

    test('a lease holds a token of every bucket it names, or of none', async () => {
      const [store] = harness().stores(1) as [LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 5, windowMs: 1_000 };
      const all = { key: key('all'), limit: 2, windowMs: 60_000 };
      // Each answer says what is left in every bucket it named, after the take.
      expect(await only(store, take([a, all], 'l1', 'l2', 'l3'))).toMatchObject({ granted: 2, free: [3, 0] });
      expect(await only(store, take([a], 'l4'))).toMatchObject({ granted: 1, free: [2] });
      expect(await only(store, take([a], 'l5', 'l6', 'l7'))).toMatchObject({ granted: 2, free: [0] });
      const refused = await only(store, take([all], 'l8'));
      expect(refused.granted).toBe(0);
      // Every token is held by a call in flight: the first may be back a window after the next answer.
      expect(refused.retryInMs).toBeGreaterThan(59_000);
      expect(refused.retryInMs).toBeLessThanOrEqual(60_000);
    });

    test("a token is back one window after its call's answer, and at once when the call was never sent", async () => {
      const [store] = harness().stores(1) as [LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 2, windowMs: 60_000 };
      expect((await only(store, take([a], 'l1', 'l2'))).granted).toBe(2);
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'l1', answeredAgoMs: 0, windowMs: 60_000 }] }));
      const waiting = await only(store, take([a], 'l3'));
      expect(waiting.granted).toBe(0);
      // The answered token is the first back: within the window from now, and not long before its end.
      expect(waiting.retryInMs).toBeGreaterThan(59_000);
      expect(waiting.retryInMs).toBeLessThanOrEqual(60_000);
      // Answered a window ago: back now.
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'l2', answeredAgoMs: 60_000, windowMs: 60_000 }] }));
      expect((await only(store, take([a], 'l3'))).granted).toBe(1);
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'l3', answeredAgoMs: undefined, windowMs: 60_000 }] }));
      expect((await only(store, take([a], 'l4', 'l5'))).granted).toBe(1);
    });

    test('a refused take waits for a quarter of the bucket, or for all it asked if fewer, not for the first token back', async () => {
      const [store] = harness().stores(1) as [LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 8, windowMs: 60_000 };
      const leases = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8'];
      expect((await only(store, take([a], ...leases))).granted).toBe(8);
      // Answered 30, 20 and 10 seconds ago: back in 30, 40 and 50 seconds.
      await store.exchange(
        batch({
          giveBacks: [
            { key: a.key, lease: 'l1', answeredAgoMs: 30_000, windowMs: 60_000 },
            { key: a.key, lease: 'l2', answeredAgoMs: 20_000, windowMs: 60_000 },
            { key: a.key, lease: 'l3', answeredAgoMs: 10_000, windowMs: 60_000 },
          ],
        }),
      );
      const one = await only(store, take([a], 'w1'));
      expect(one.retryInMs).toBeGreaterThan(29_000);
      expect(one.retryInMs).toBeLessThanOrEqual(30_000);
      // Four wanted, a quarter of 8 is 2: the second token back.
      const four = await only(store, take([a], 'w1', 'w2', 'w3', 'w4'));
      expect(four.retryInMs).toBeGreaterThan(39_000);
      expect(four.retryInMs).toBeLessThanOrEqual(40_000);
    });

    test('giving back a lease it never granted, or one twice, frees nothing', async () => {
      const [store] = harness().stores(1) as [LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 1, windowMs: 60_000 };
      expect((await only(store, take([a], 'l1'))).granted).toBe(1);
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'other', answeredAgoMs: undefined, windowMs: 60_000 }] }));
      expect((await only(store, take([a], 'l2'))).granted).toBe(0);
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'l1', answeredAgoMs: 0, windowMs: 60_000 }] }));
      await store.exchange(batch({ giveBacks: [{ key: a.key, lease: 'l1', answeredAgoMs: 0, windowMs: 60_000 }] }));
      expect((await only(store, take([a], 'l2'))).granted).toBe(0);
    });

    test('a limit the server announced to one process is the limit of every process', async () => {
      const [one, two] = harness().stores(2) as [LimitStore, LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 10, windowMs: 1_000 };
      await one.exchange(batch({ limitsSeen: [{ key: a.key, limit: 2 }] }));
      expect(await only(two, take([a], 'l1', 'l2', 'l3'))).toEqual({ granted: 2, retryInMs: 1_000, limits: [2], free: [0] });
    });

    test('the tokens of a holder that died come back when its leases expire', async () => {
      const h = harness();
      const [dead, alive] = h.stores(2) as [LimitStore, LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 1, windowMs: 1_000 };
      expect((await only(dead, take([a], 'dead.1'), 300)).granted).toBe(1);
      const refused = await only(alive, take([a], 'alive.1'));
      expect(refused.granted).toBe(0);
      expect(refused.retryInMs).toBeLessThanOrEqual(300);
      await h.sleep(400);
      expect((await only(alive, take([a], 'alive.1'))).granted).toBe(1);
    });

    test('a renewed lease is held a lease from its renewal; one given back is not held again', async () => {
      const h = harness();
      const [holder, other] = h.stores(2) as [LimitStore, LimitStore];
      const key = names();
      const a = { key: key('a'), limit: 2, windowMs: 200 };
      expect((await only(holder, take([a], 'h.1', 'h.2'), 300)).granted).toBe(2);
      await h.sleep(200);
      // h.1 is renewed while its call runs; h.2 was answered (back a window later) and is renewed by mistake.
      await holder.exchange(batch({ leaseMs: 300, renewals: [{ key: a.key, lease: 'h.1', windowMs: 200 }, { key: a.key, lease: 'h.2', windowMs: 200 }], giveBacks: [{ key: a.key, lease: 'h.2', answeredAgoMs: 0, windowMs: 200 }] }));
      await h.sleep(250);
      // Past h.1's first lease (300 ms) and h.2's window: h.1 still holds its token, h.2's is back.
      expect((await only(other, take([a], 'o.1', 'o.2'))).granted).toBe(1);
      await h.sleep(300);
      // Not renewed again: h.1's token is back a lease after its renewal.
      expect((await only(other, take([a], 'o.3'))).granted).toBe(1);
    });

    test("grants exactly the budget's retries when four processes race for them", async () => {
      const stores = harness().stores(4);
      const spec = { ratio: 0, reserve: 12, windowMs: 600_000 };
      const answers = await Promise.all(stores.flatMap((store) => Array.from({ length: 10 }, () => Promise.resolve(store.budget(spec, 0, 1)))));
      expect(answers.filter((a) => a.granted === 1)).toHaveLength(12);
      expect(Math.max(...answers.map((a) => a.retries))).toBe(12);
    });

    test('grants as many of the retries asked for together as fit, and counts only those', async () => {
      const [one, two] = harness().stores(2) as [LimitStore, LimitStore];
      const spec = { ratio: 0.25, reserve: 2, windowMs: 600_000 };
      // 2 + 8 × 0.25 = 4 retries fit.
      expect(await one.budget(spec, 8, 3)).toEqual({ granted: 3, calls: 8, retries: 3 });
      expect(await two.budget(spec, 0, 5)).toEqual({ granted: 1, calls: 8, retries: 4 });
      expect(await two.budget(spec, 0, 2)).toEqual({ granted: 0, calls: 8, retries: 4 });
      // Four more calls make room for one more retry.
      expect(await one.budget(spec, 4, 2)).toEqual({ granted: 1, calls: 12, retries: 5 });
    });

    test('every call adds its share of a retry, and the window forgets both', async () => {
      const h = harness();
      const [one, two] = h.stores(2) as [LimitStore, LimitStore];
      const spec = { ratio: 0.5, reserve: 0, windowMs: 1_500 };
      expect(await one.budget(spec, 10, 0)).toEqual({ granted: 0, calls: 10, retries: 0 });
      const granted = [];
      for (let i = 0; i < 6; i++) granted.push((await two.budget(spec, 0, 1)).granted);
      expect(granted).toEqual([1, 1, 1, 1, 1, 0]);
      await h.sleep(1_600);
      expect(await two.budget(spec, 0, 1)).toEqual({ granted: 0, calls: 0, retries: 0 });
    });
  });
}
