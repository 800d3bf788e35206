// Clients pacing and budgeting through a shared store (packages/core/src/shared-limits.ts), under fake time:
// several clients of one in-memory store stand for several processes of one Redis store.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, HttpClient, LimitStore, LimitStoreError, memoryStore, RetryBudgetError, type BudgetAnswer, type BudgetSpec, type LimitBatch, type LimitStoreOptions, type TakeAnswer } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch, settleAll } from './helpers.js';

const getItem = defineOperation({ id: 'items.get', method: 'GET', path: '/boxes/{boxId}/items', params: z.object({ boxId: z.string() }) });
/** When a token comes back after its call's answer (see packages/core/src/rate-limit.ts). */
const S = 1005;

function client(fetch: typeof globalThis.fetch, store: LimitStore, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', prefix: '/v9', fetch, random: () => 0, rates: { perResource: 5 }, limitStore: store, ...extra });
}


const call = (api: HttpClient, boxId = 'a') => api.call(getItem, { params: { boxId } });
const startTimes = (seen: { at: number }[], from: number) => seen.map((s) => s.at - from).sort((a, b) => a - b);

/** A store that fails every call while `down` is set (throwing, or never answering), counting the calls that reached it. */
class Flaky extends LimitStore {
  readonly name = 'flaky';
  down = false;
  reached = 0;

  constructor(
    readonly inner: LimitStore,
    readonly how: 'throw' | 'hang',
    options: { timeoutMs?: number; failClosed?: boolean } = {},
  ) {
    super(options);
  }

  #fail(): Promise<never> {
    return this.how === 'throw' ? Promise.reject(new Error('connection refused')) : new Promise<never>(() => undefined);
  }

  exchange(batch: LimitBatch): TakeAnswer[] | Promise<TakeAnswer[]> {
    this.reached++;
    return this.down ? this.#fail() : this.inner.exchange(batch);
  }

  budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer | Promise<BudgetAnswer> {
    this.reached++;
    return this.down ? this.#fail() : this.inner.budget(spec, calls, retries);
  }
}

function flaky(inner: LimitStore, how: 'throw' | 'hang', options: { timeoutMs?: number; failClosed?: boolean } = {}): Flaky {
  return new Flaky(inner, how, options);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clients sharing a store', () => {
  test('pace as one: no window of a second holds more calls to a resource than its limit, whichever client sent them', async () => {
    const store = memoryStore();
    const one = scriptedFetch(json({ ok: true }));
    const two = scriptedFetch(json({ ok: true }));
    const a = client(one, store);
    const b = client(two, store);
    const t0 = Date.now();
    await settleAll(Array.from({ length: 12 }, (_, i) => call(i % 2 ? a : b)));
    expect(startTimes([...one.seen, ...two.seen], t0)).toEqual([0, 0, 0, 0, 0, S, S, S, S, S, 2 * S, 2 * S]);
    expect(a.rateLimit?.store()).toMatchObject({ store: 'memory', pacing: 'shared', errors: 0 });
    // Other resources are not held back.
    const t1 = Date.now();
    await settleAll([call(a, 'other')]);
    expect(one.seen.at(-1)?.at).toBe(t1);
  });

  test("a limit one client learnt from the server's X-RateLimit-Limit paces the others", async () => {
    const store = memoryStore();
    const learner = client(scriptedFetch(json({ ok: true }, 200, { 'x-ratelimit-limit': '2' })), store);
    await settleAll([call(learner)]);
    expect(learner.rateLimit?.resource('boxes/a')).toMatchObject({ limit: 2, limitSeen: 2 });
    await vi.advanceTimersByTimeAsync(S);
    const fetch = scriptedFetch(json({ ok: true }));
    const other = client(fetch, store);
    const t0 = Date.now();
    await settleAll(Array.from({ length: 4 }, () => call(other)));
    expect(startTimes(fetch.seen, t0)).toEqual([0, 0, S, S]);
    expect(other.rateLimit?.resource('boxes/a')?.limit).toBe(2);
  });

  test('a busy client asks the store about once per call, not once per waiter', async () => {
    const store = memoryStore();
    const api = client(scriptedFetch(json({ ok: true })), store);
    await settleAll(Array.from({ length: 50 }, () => call(api)));
    const state = api.rateLimit?.store();
    // 50 calls in 10 windows: a take per window, and the answers' tokens given back with the next take.
    expect(state?.storeCalls).toBeLessThanOrEqual(25);
    expect(state?.storeCalls).toBeGreaterThanOrEqual(10);
    expect(api.rateLimit?.totals()).toMatchObject({ calls: 50, waited: 45 });
  });

  test("a caller who gives up while waiting gets an AbortError, and the token it would have had is another's", async () => {
    const store = memoryStore();
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, store, { rates: { perResource: 1 } });
    const controller = new AbortController();
    const t0 = Date.now();
    const first = call(api);
    const dropped = api.call(getItem, { params: { boxId: 'a' } }, { signal: controller.signal });
    const third = call(api);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const results = await settleAll([first, dropped, third]);
    expect(results[1]?.error).toBeInstanceOf(AbortError);
    expect(startTimes(fetch.seen, t0)).toEqual([0, S]);
  });

  test("report the account's tokens as the store left them at their last take, and their own while it is away", async () => {
    const store = flaky(memoryStore(), 'throw');
    const a = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 5, global: 10 } });
    const b = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 5, global: 10 } });
    expect(b.rateLimit?.global()).toEqual({ limit: 10, tokens: 10 });
    await settleAll([call(a), call(a), call(a)]);
    await settleAll([call(b)]);
    // Four calls of the account in the window: b saw what its take left, a what its own left.
    expect(b.rateLimit?.resource('boxes/a')).toMatchObject({ limit: 5, tokens: 1 });
    expect(b.rateLimit?.global()).toEqual({ limit: 10, tokens: 6 });
    expect(a.rateLimit?.resources()).toEqual([expect.objectContaining({ resource: 'boxes/a', tokens: 2 })]);
    expect(a.rateLimit?.global()).toEqual({ limit: 10, tokens: 7 });
    // Away, b counts by its own memory: one call of its own since.
    store.down = true;
    await settleAll([call(b)]);
    expect(b.rateLimit?.store().pacing).toBe('local');
    expect(b.rateLimit?.resource('boxes/a')?.tokens).toBe(4);
    expect(b.rateLimit?.global()).toEqual({ limit: 10, tokens: 9 });
  });

  test('a call in flight keeps its token however long it runs: its lease is renewed, a few seconds at a time', async () => {
    const store = memoryStore();
    const slowFetch = scriptedFetch(
      () =>
        new Promise<Response>((resolve) => {
          setTimeout(() => {
            resolve(json({ ok: true }));
          }, 12_000);
        }),
      json({ ok: true }),
    );
    const settings = { rates: { perResource: 1 }, timeoutMs: 60_000 };
    const slow = client(slowFetch, store, settings);
    const quickFetch = scriptedFetch(json({ ok: true }));
    const quick = client(quickFetch, store, settings);
    const t0 = Date.now();
    const first = slow.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(10);
    // The one token of the resource is held by the slow call past its first lease (5 s) for all 12 s.
    const results = await settleAll([first, call(quick)]);
    expect(results.every((r) => r.error === undefined)).toBe(true);
    expect(startTimes(quickFetch.seen, t0)[0]).toBeGreaterThanOrEqual(12_000);
  });

  test("a call takes a token of its resource's bucket and of the account's, named as every process names them", async () => {
    const inner = memoryStore();
    const batches: LimitBatch[] = [];
    const recording = new (class extends LimitStore {
      readonly name = 'recording';
      exchange(batch: LimitBatch): TakeAnswer[] | Promise<TakeAnswer[]> {
        batches.push(batch);
        return inner.exchange(batch);
      }
      budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer | Promise<BudgetAnswer> {
        return inner.budget(spec, calls, retries);
      }
    })();
    await settleAll([call(client(scriptedFetch(json({ ok: true })), recording, { rates: { perResource: 5, global: 100 } }))]);
    expect(batches[0]?.takes.map((take) => take.buckets)).toEqual([
      [
        { key: 'r:boxes/a 5', limit: 5, windowMs: S },
        { key: 'g', limit: 100, windowMs: 60_005 },
      ],
    ]);
  });

  test('the state names the store, and a client without one paces alone', () => {
    const api = client(scriptedFetch(json({ ok: true })), memoryStore());
    expect(api.rateLimit?.store()).toEqual({ store: 'memory', pacing: 'shared', storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 });
    expect(api.rateLimit?.totals().calls).toBe(0);
    expect(api.rateLimit?.resources()).toEqual([]);
    expect(api.rateLimit?.global()).toBeUndefined();
    expect(new HttpClient({ baseUrl: 'https://api.test', rates: { perResource: 5 } }).rateLimit?.store()).toEqual({
      store: undefined,
      pacing: 'local',
      storeCalls: 0,
      errors: 0,
      lastError: undefined,
      fallbacks: 0,
    });
  });
});

describe('a store that fails', () => {
  test('that never answers, twice in a row, is left within its timeout each time; one slow call alone does not make the process pace by itself', async () => {
    const store = flaky(memoryStore(), 'hang', { timeoutMs: 100 });
    const fetch = scriptedFetch(json({ ok: true }));
    // Pacing alone: the budget's own store calls would be late too.
    const api = client(fetch, store, { retryBudget: false });
    await settleAll([call(api)]);
    store.down = true;
    const t0 = Date.now();
    // The first call waits out the timeout (plus the one turn an answer in by then is given), then goes on.
    await settleAll([call(api, 'b')]);
    expect(startTimes(fetch.seen.slice(1), t0)).toEqual([101]);
    // One late answer: the store is still the one asked. (The first call's token was given back: a second store call.)
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'shared', fallbacks: 0 });
    const reached = store.reached;
    await settleAll([call(api, 'c')]);
    expect(store.reached).toBeGreaterThan(reached);
    // Late again, and in a row: now the process paces by its own memory, and asks nothing of the store.
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'local', fallbacks: 1, lastError: 'no answer within 100ms' });
    const away = store.reached;
    const t1 = Date.now();
    await settleAll([call(api, 'd')]);
    expect(startTimes(fetch.seen.slice(3), t1)).toEqual([0]);
    expect(store.reached).toBe(away);
    store.down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settleAll([call(api)]);
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'shared' });
  });

  test('a late answer between answers in time is one late call, not the first of two in a row', async () => {
    const store = flaky(memoryStore(), 'hang', { timeoutMs: 100 });
    const api = client(scriptedFetch(json({ ok: true })), store, { retryBudget: false });
    await settleAll([call(api)]);
    store.down = true;
    await settleAll([call(api, 'b')]);
    store.down = false;
    await settleAll([call(api, 'c')]);
    store.down = true;
    await settleAll([call(api, 'd')]);
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'shared', fallbacks: 0 });
  });

  test('no timer of a store call outlives its answer, nor a lease renewal the last call in flight', async () => {
    const api = client(scriptedFetch(json({ ok: true })), memoryStore(), { retryBudget: false });
    const done = call(api);
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toEqual({ ok: true });
    expect(api.rateLimit?.store().storeCalls).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('that throws is left at once: calls are paced by the process, and the store is asked again later', async () => {
    const how = 'throw';
    const store = flaky(memoryStore(), how, { timeoutMs: 100 });
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, store);
    await settleAll([call(api)]);
    store.down = true;
    const before = store.reached;
    const t0 = Date.now();
    await settleAll(Array.from({ length: 7 }, () => call(api)));
    // The process's own buckets pace (5 a second).
    expect(startTimes(fetch.seen.slice(1), t0)).toEqual([0, 0, 0, 0, 0, S, S]);
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'local', errors: 1, fallbacks: 1, lastError: 'connection refused' });
    // One failed round trip, then nothing asked of the store while it is away.
    expect(store.reached - before).toBe(1);
    const reached = store.reached;
    store.down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settleAll([call(api)]);
    expect(store.reached).toBeGreaterThan(reached);
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'shared', errors: 1 });
  });

  test('an answer that is in by the time the timeout runs is taken: a stalled event loop does not make a store late', async () => {
    // The answer is due at the timeout's very moment, its timer set after the timeout's: as a reply read from a
    // socket after a stall that outlasted the timeout, when the loop runs its due timers first.
    class Stalled extends LimitStore {
      readonly name = 'stalled';
      readonly inner = memoryStore();
      exchange(batch: LimitBatch): Promise<TakeAnswer[]> {
        return Promise.resolve().then(
          () =>
            new Promise<TakeAnswer[]>((resolve) =>
              setTimeout(() => {
                resolve(this.inner.exchange(batch));
              }, 100),
            ),
        );
      }
      budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer | Promise<BudgetAnswer> {
        return this.inner.budget(spec, calls, retries);
      }
    }
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, new Stalled({ timeoutMs: 100 }));
    const [result] = await settleAll([call(api)]);
    expect(result?.error).toBeUndefined();
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'shared', errors: 0, fallbacks: 0 });
  });

  test('made to fail closed, refuses calls with a LimitStoreError until it answers again', async () => {
    const store = flaky(memoryStore(), 'throw', { failClosed: true });
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, store);
    store.down = true;
    const [result] = await settleAll([call(api)]);
    expect(result?.error).toBeInstanceOf(LimitStoreError);
    expect(result?.error).toMatchObject({ code: 'limit-store-unavailable', store: 'flaky' });
    expect((result?.error as Error).message).toContain('connection refused');
    expect(fetch.seen).toHaveLength(0);
    expect(api.rateLimit?.store().pacing).toBe('refusing');
    store.down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settleAll([call(api)]);
    expect(fetch.seen).toHaveLength(1);
  });
});

describe('the retry budget in a shared store', () => {
  test("is the account's: two clients against a failing server retry the budget's number of times between them", async () => {
    const store = memoryStore();
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const settings = { rateLimit: false as const, maxRetries: 5, retryBudget: { minRetriesPerSecond: 0.4, ratio: 0 } };
    const a = client(fetch, store, settings);
    const b = client(fetch, store, settings);
    const results = await settleAll(Array.from({ length: 10 }, (_, i) => call(i % 2 ? a : b)));
    // 0.4 a second over 10 s: 4 retries for the ten calls of both clients.
    expect(fetch.seen).toHaveLength(14);
    const refused = results.map((r) => r.error).filter((e) => e instanceof RetryBudgetError);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused[0]).toMatchObject({ retries: 4 });
  });

  test('a process asks for the retries its calls want together: a few store calls for many retries', async () => {
    const store = flaky(memoryStore(), 'throw');
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 1, retryBudget: { minRetriesPerSecond: 0.5, ratio: 0 } });
    const results = await settleAll(Array.from({ length: 20 }, () => call(api)));
    // Five retries fit (0.5 a second over 10 s): twenty-five requests, fifteen calls refused a retry.
    expect(fetch.seen).toHaveLength(25);
    expect(results.filter((r) => r.error instanceof RetryBudgetError)).toHaveLength(15);
    // The twenty asks, and the calls counted, in a few round trips rather than one per retry.
    expect(store.reached).toBeLessThanOrEqual(3);
  });

  test('a process that falls back has only what it left of its own budget: the retries the store granted it count there too', async () => {
    const store = flaky(memoryStore(), 'throw');
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 5, retryBudget: { minRetriesPerSecond: 0.2, ratio: 0 } });
    const [first] = await settleAll([call(api)]);
    // The budget's two retries, from the store, then refused.
    expect(first?.error).toBeInstanceOf(RetryBudgetError);
    expect(fetch.seen).toHaveLength(3);
    store.down = true;
    const [second] = await settleAll([call(api)]);
    expect(second?.error).toBeInstanceOf(RetryBudgetError);
    expect(fetch.seen).toHaveLength(4);
  });

  test("adds no budget when the store fails: four processes it answered spend none of their own while it is away, together within the account's bound", async () => {
    const account = memoryStore();
    const stores = Array.from({ length: 4 }, () => flaky(account, 'throw'));
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    // The account's budget: 4 retries in the window (0.4 a second over 10 s), none added by calls.
    const clients = stores.map((store) => client(fetch, store, { rateLimit: false, maxRetries: 5, retryBudget: { minRetriesPerSecond: 0.4, ratio: 0 } }));
    await settleAll(clients.map((api) => call(api)));
    // Four calls and the account's four retries.
    expect(fetch.seen).toHaveLength(8);
    for (const store of stores) store.down = true;
    const results = await settleAll(clients.flatMap((api) => [call(api), call(api), call(api)]));
    // Twelve more calls and no retry: a budget of its own in each process would have sent up to 16 more.
    expect(fetch.seen).toHaveLength(20);
    expect(results.every((r) => r.error instanceof RetryBudgetError)).toBe(true);
    // The error says why: not a spent budget's numbers (the store's last answer) but a store not answering.
    expect((results[0]?.error as Error).message).toMatch(/not retried, the shared store that keeps the account's retry budget is not answering.*; the server is failing: /);
  });

  test('uses the retries of a late answer: the store counted them for this process, which spends them next without asking', async () => {
    class Late extends LimitStore {
      readonly name = 'late';
      readonly inner = memoryStore();
      slow = false;
      asked = 0;
      exchange(batch: LimitBatch): TakeAnswer[] | Promise<TakeAnswer[]> {
        return this.inner.exchange(batch);
      }
      budget(spec: BudgetSpec, calls: number, retries: number): Promise<BudgetAnswer> {
        this.asked++;
        const answer = this.inner.budget(spec, calls, retries);
        return new Promise((resolve) => {
          setTimeout(() => {
            resolve(answer);
          }, this.slow ? 300 : 0);
        });
      }
    }
    const store = new Late({ timeoutMs: 100 });
    const down = json({ error: 'down' }, 503);
    const fetch = scriptedFetch(down, json({ ok: true }), down, down, json({ ok: true }), down, down, json({ ok: true }));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 1 });
    // Answered in time: a retry, granted by the store.
    expect((await settleAll([call(api)]))[0]?.value).toBeDefined();
    store.slow = true;
    // Its retry is asked for and the answer comes late: no retry of the process's own, the call fails.
    expect((await settleAll([call(api)]))[0]?.error).toBeInstanceOf(RetryBudgetError);
    const asked = store.asked;
    // The late answer granted one retry: the next call retries with it, and the store is not asked for it.
    expect((await settleAll([call(api)]))[0]?.value).toBeDefined();
    expect(fetch.seen).toHaveLength(5);
    expect(store.asked - asked).toBeLessThanOrEqual(1);
    // That one spent, the next retry is asked of the store again, which answers late: no retry.
    expect((await settleAll([call(api)]))[0]?.error).toBeInstanceOf(RetryBudgetError);
    expect(fetch.seen).toHaveLength(6);
  });

  test.each(['late', 'throw'] as const)('counts every call once when a store call (%s) fails: a late one may have counted them, a refused one did not', async (how) => {
    // A budget call answered after the client's timeout still counts its calls in the store.
    class Slow extends LimitStore {
      readonly name = 'slow';
      readonly inner = memoryStore();
      down = true;
      exchange(batch: LimitBatch): TakeAnswer[] | Promise<TakeAnswer[]> {
        return this.inner.exchange(batch);
      }
      budget(spec: BudgetSpec, calls: number, retries: number): Promise<BudgetAnswer> {
        if (!this.down) return Promise.resolve(this.inner.budget(spec, calls, retries));
        if (how === 'throw') return Promise.reject(new Error('connection refused'));
        return new Promise((resolve) => {
          setTimeout(() => {
            resolve(this.inner.budget(spec, calls, retries));
          }, 300);
        });
      }
    }
    const store = new Slow({ timeoutMs: 100 });
    const api = client(scriptedFetch(json({ ok: true })), store, { rateLimit: false });
    // Five calls, sent to the store a second later: that store call fails.
    await settleAll(Array.from({ length: 5 }, () => call(api)));
    store.down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    // One more call once the store is back: its count goes with whatever was not counted.
    await settleAll([call(api)]);
    const spec = { ratio: 0.2, reserve: 50, windowMs: 10_000 };
    expect((await store.inner.budget(spec, 0, 0)).calls).toBe(6);
  });

  test('a client whose pacing is off still shows the state of the store its budget counts in', async () => {
    const store = flaky(memoryStore(), 'throw');
    const fetch = scriptedFetch(json({ error: 'down' }, 503), json({ ok: true }));
    const api = client(fetch, store, { rateLimit: false });
    expect(api.rateLimit?.store()).toEqual({ store: 'flaky', pacing: 'shared', storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 });
    store.down = true;
    await settleAll([call(api)]);
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'local', errors: 1, lastError: 'connection refused', fallbacks: 1 });
    expect(api.rateLimit?.resources()).toEqual([]);
    expect(api.rateLimit?.resource('boxes/a')).toBeUndefined();
    expect(api.rateLimit?.global()).toBeUndefined();
    expect(api.rateLimit?.totals()).toEqual({ calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 });
    // Without a store, pacing off means no view at all.
    expect(client(fetch, store, { rateLimit: false, limitStore: undefined }).rateLimit).toBeUndefined();
  });

  test('falls back to the process budget while the store is away', async () => {
    const store = flaky(memoryStore(), 'throw');
    store.down = true;
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 5, retryBudget: { minRetriesPerSecond: 0.2, ratio: 0 } });
    const results = await settleAll(Array.from({ length: 3 }, () => call(api)));
    expect(fetch.seen).toHaveLength(5);
    expect(results.filter((r) => r.error instanceof RetryBudgetError)).toHaveLength(3);
    // One store call found it away; every later retry was answered without asking it.
    expect(store.reached).toBe(1);
    // The process's own budget answered: its numbers are in the message.
    expect((results[0]?.error as Error).message).toContain("the client's retry budget is spent (2 retries against 3 calls");
  });
});

/** A store that records every batch it is sent (with when), answering through a memory store, after `delayMs` if set. */
class Recording extends LimitStore {
  readonly name = 'recording';
  readonly batches: (LimitBatch & { at: number })[] = [];
  delayMs = 0;
  /** Set to answer without `free`, as a store may. */
  withoutFree = false;
  /** Milliseconds a budget call takes to be answered, and how many were made. */
  budgetDelayMs = 0;
  asks = 0;

  constructor(
    readonly inner: LimitStore = memoryStore(),
    options: LimitStoreOptions = {},
  ) {
    super(options);
  }

  exchange(batch: LimitBatch): Promise<TakeAnswer[]> {
    this.batches.push({ ...batch, at: Date.now() });
    const answer = (): TakeAnswer[] => (this.inner.exchange(batch) as TakeAnswer[]).map((a) => (this.withoutFree ? { ...a, free: undefined } : a));
    if (this.delayMs === 0) return Promise.resolve(answer());
    return new Promise((resolve) => {
      setTimeout(() => {
        resolve(answer());
      }, this.delayMs);
    });
  }

  budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer | Promise<BudgetAnswer> {
    this.asks++;
    const answer = this.inner.budget(spec, calls, retries);
    if (this.budgetDelayMs === 0) return answer;
    return new Promise((resolve) => {
      setTimeout(() => {
        resolve(answer);
      }, this.budgetDelayMs);
    });
  }
}

const slowly = (ms: number) => () =>
  new Promise<Response>((resolve) => {
    setTimeout(() => {
      resolve(json({ ok: true }));
    }, ms);
  });

describe("the shared limiter's round trips", () => {
  test('the leases of two processes never share a name: each holds its own token', async () => {
    const store = memoryStore();
    const settings = { rates: { perResource: 2 }, retryBudget: false as const };
    const a = client(scriptedFetch(slowly(3_000)), store, settings);
    const b = client(scriptedFetch(slowly(3_000)), store, settings);
    const fetch = scriptedFetch(json({ ok: true }));
    const c = client(fetch, store, settings);
    const t0 = Date.now();
    const held = [call(a), call(b)];
    await vi.advanceTimersByTimeAsync(10);
    await settleAll([...held, call(c)]);
    expect(startTimes(fetch.seen, t0)).toEqual([3_000 + S]);
  });

  test("a call that waits for the process's own token while the store is away is counted as waiting", async () => {
    const store = flaky(memoryStore(), 'throw');
    const api = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 1 }, retryBudget: false });
    store.down = true;
    await settleAll([call(api), call(api)]);
    expect(api.rateLimit?.store().pacing).toBe('local');
    expect(api.rateLimit?.totals()).toMatchObject({ calls: 2, waited: 1, waitedMs: S });
  });

  test('a call answered while another is in flight does not stop the renewal of the other one’s lease', async () => {
    const store = memoryStore();
    const settings = { rates: { perResource: 1 }, timeoutMs: 60_000, retryBudget: false as const };
    const slow = client(scriptedFetch(slowly(12_000), json({ ok: true })), store, settings);
    const quickFetch = scriptedFetch(json({ ok: true }));
    const quick = client(quickFetch, store, settings);
    const t0 = Date.now();
    // The slow client holds box a for 12 s; its call to box b is answered at once.
    const long = slow.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(10);
    const short = call(slow, 'b');
    await vi.advanceTimersByTimeAsync(10);
    const results = await settleAll([long, short, call(quick)]);
    expect(results.every((r) => r.error === undefined)).toBe(true);
    expect(startTimes(quickFetch.seen, t0)[0]).toBeGreaterThanOrEqual(12_000);
  });

  test('lanes with no call in flight are forgotten after a while; one with a call in flight stays', async () => {
    const api = client(scriptedFetch(slowly(10_000), json({ ok: true })), memoryStore(), { retryBudget: false, timeoutMs: 60_000 });
    const held = call(api, 'held');
    await vi.advanceTimersByTimeAsync(10);
    const idle = call(api, 'idle');
    await vi.advanceTimersByTimeAsync(5_000);
    // Five seconds after the last sweep, a new resource sweeps again: the idle lane goes, the held one stays.
    const fresh = call(api, 'new');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.rateLimit?.resources().map((r) => r.resource)).toEqual(['boxes/held', 'boxes/new']);
    await settleAll([held, idle, fresh]);
  });

  test('tokens given back go at once when nobody waits, and within 50 ms for a take to ride along with when somebody does', async () => {
    const store = new Recording();
    const api = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 1 }, retryBudget: false });
    const t0 = Date.now();
    await settleAll([call(api)]);
    expect(store.batches.map((b) => [b.at - t0, b.takes.length, b.giveBacks.length])).toEqual([
      [0, 1, 0],
      [0, 0, 1],
    ]);
    await vi.advanceTimersByTimeAsync(S);
    store.batches.length = 0;
    const t1 = Date.now();
    const fetch = scriptedFetch(slowly(100), json({ ok: true }));
    const busy = client(fetch, store, { rates: { perResource: 1 }, retryBudget: false });
    await settleAll([call(busy, 'c'), call(busy, 'c')]);
    // The second call waits a second for the first's token; the first is answered at 100 ms, and its token
    // waits 50 ms for a take to ride along with, then goes alone.
    const alone = store.batches.filter((b) => b.takes.length === 0).map((b) => b.at - t1);
    expect(alone[0]).toBe(150);
  });

  test('a call that comes while the store is answering is asked for right after', async () => {
    const store = new Recording();
    store.delayMs = 10;
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, store, { retryBudget: false });
    const t0 = Date.now();
    const first = call(api, 'a');
    await vi.advanceTimersByTimeAsync(5);
    await settleAll([first, call(api, 'b')]);
    expect(startTimes(fetch.seen, t0)).toEqual([10, 20]);
    expect(store.batches.filter((b) => b.takes.length > 0).map((b) => b.at - t0)).toEqual([0, 10]);
  });

  test('a refused lane asks again when the store said, not with the takes of other lanes; a take always asks for someone', async () => {
    const store = new Recording();
    const api = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 1 }, retryBudget: false });
    const t0 = Date.now();
    const refused = [call(api, 'a'), call(api, 'a')];
    await vi.advanceTimersByTimeAsync(100);
    await settleAll([...refused, call(api, 'b')]);
    const takes = store.batches.flatMap((b) => b.takes.map((take) => ({ at: b.at - t0, key: take.buckets[0]?.key, leases: take.leases.length })));
    // Box a asks for as many as its limit, then for the one left, which is refused until a second on.
    expect(takes).toEqual([
      { at: 0, key: 'r:boxes/a 1', leases: 1 },
      { at: 0, key: 'r:boxes/a 1', leases: 1 },
      { at: 100, key: 'r:boxes/b 1', leases: 1 },
      { at: S, key: 'r:boxes/a 1', leases: 1 },
    ]);
  });

  test('the token of a call that never left is back at once for the next caller', async () => {
    const fetch = scriptedFetch(json({ ok: true }));
    const prepare = (request: { headers: Headers }): void => {
      if (request.headers.get('x-call') === 'never') throw new Error('the hook refused');
    };
    const api = client(fetch, memoryStore(), { rates: { perResource: 1 }, retryBudget: false, prepare });
    const t0 = Date.now();
    const [never] = await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'never' } })]);
    expect((never?.error as Error).message).toContain('the hook refused');
    await settleAll([call(api)]);
    expect(startTimes(fetch.seen, t0)).toEqual([0]);
  });

  test('the leases of calls in flight are renewed every 1,666 ms, and only then', async () => {
    const store = new Recording();
    const api = client(scriptedFetch(slowly(4_000)), store, { retryBudget: false, timeoutMs: 60_000 });
    const t0 = Date.now();
    await settleAll([call(api)]);
    expect(store.batches.map((b) => [b.at - t0, b.renewals?.length ?? 0])).toEqual([
      [0, 0],
      [1_666, 1],
      [3_332, 1],
      [4_000, 0],
    ]);
  });

  test('what a failed round trip carried (a token given back, a limit learnt) goes with the first once the store is back', async () => {
    const recording = new Recording();
    const store = flaky(recording, 'throw');
    const fetch = scriptedFetch(() => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true }, 200, { 'x-ratelimit-limit': '3' })); }, 10)));
    const api = client(fetch, store, { retryBudget: false });
    const first = call(api);
    await vi.advanceTimersByTimeAsync(5);
    store.down = true;
    await settleAll([first]);
    const lease = recording.batches[0]?.takes[0]?.leases[0];
    store.down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settleAll([call(api, 'b')]);
    const next = recording.batches.at(-2);
    expect(next?.giveBacks.map((g) => g.lease)).toEqual([lease]);
    expect(next?.limitsSeen).toEqual([{ key: 'r:boxes/a 5', limit: 3 }]);
  });

  test("a store that leaves out what is free makes the client report none left", async () => {
    const store = new Recording();
    store.withoutFree = true;
    const api = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 5, global: 10 }, retryBudget: false });
    await settleAll([call(api)]);
    expect(api.rateLimit?.resource('boxes/a')?.tokens).toBe(0);
    expect(api.rateLimit?.global()).toEqual({ limit: 10, tokens: 0 });
  });

  test('a caller who gives up while the store answers leaves the token to be given back', async () => {
    const store = new Recording();
    store.delayMs = 10;
    const fetch = scriptedFetch(json({ ok: true }));
    const api = client(fetch, store, { rates: { perResource: 1 }, retryBudget: false });
    const controller = new AbortController();
    const gone = api.call(getItem, { params: { boxId: 'a' } }, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(5);
    controller.abort();
    const [result] = await settleAll([gone]);
    expect(result?.error).toBeInstanceOf(AbortError);
    expect(store.batches.flatMap((b) => b.giveBacks)).toEqual([expect.objectContaining({ key: 'r:boxes/a 1', answeredAgoMs: undefined })]);
    const t1 = Date.now();
    await settleAll([call(api)]);
    expect(startTimes(fetch.seen, t1)).toEqual([10]);
  });

  test("while the store is away, a resource the process's own pacing never saw shows its whole limit", async () => {
    const store = flaky(memoryStore(), 'throw');
    const api = client(scriptedFetch(json({ ok: true })), store, { rates: { perResource: 5, global: 10 }, retryBudget: false });
    await settleAll([call(api)]);
    store.down = true;
    await settleAll([call(api, 'b')]);
    expect(api.rateLimit?.store().pacing).toBe('local');
    expect(api.rateLimit?.resource('boxes/a')?.tokens).toBe(5);
    expect(api.rateLimit?.global()).toEqual({ limit: 10, tokens: 9 });
  });

  test("while the store is away, the process's own pacing follows the limit the server announces", async () => {
    const store = flaky(memoryStore(), 'throw');
    store.down = true;
    const fetch = scriptedFetch(json({ ok: true }, 200, { 'x-ratelimit-limit': '2' }));
    const api = client(fetch, store, { retryBudget: false });
    await settleAll([call(api)]);
    await vi.advanceTimersByTimeAsync(S);
    const t1 = Date.now();
    // The store is still away (2 s after its failure): the process paces by its own memory, at the server's 2 a second.
    await settleAll(Array.from({ length: 4 }, () => call(api)));
    expect(api.rateLimit?.store().errors).toBe(1);
    expect(startTimes(fetch.seen.slice(1), t1)).toEqual([0, 0, S, S]);
  });

  test('store calls failing together while it goes away count one fallback', async () => {
    const store = flaky(memoryStore(), 'hang', { timeoutMs: 100 });
    const api = client(scriptedFetch(() => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 10))), store, { retryBudget: false });
    const calls = ['a', 'b', 'c'].map((box) => call(api, box));
    await vi.advanceTimersByTimeAsync(5);
    store.down = true;
    await settleAll(calls);
    // Three tokens given back, each on its own round trip, none answered: late, late again (away), and late while away.
    expect(api.rateLimit?.store()).toMatchObject({ pacing: 'local', errors: 3, fallbacks: 1 });
  });
});

describe('the shared retry budget, further', () => {
  test('retries wanted while an ask is out wait for it and go together in the next: two store calls for ten retries and their calls', async () => {
    const store = new Recording();
    store.budgetDelayMs = 10;
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 1, retryBudget: { minRetriesPerSecond: 5, ratio: 0 } });
    // A call a millisecond: the first's retry is asked for, the nine others' wait for its answer (10 ms).
    const calls: PromiseLike<unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      calls.push(call(api));
      await vi.advanceTimersByTimeAsync(1);
    }
    await settleAll(calls);
    expect(fetch.seen).toHaveLength(20);
    // The first retry's ask and the nine others' together, which carried the calls' count: nothing is left
    // for the count a second on.
    expect(store.asks).toBe(2);
  });

  test('made to fail closed, a retry wanted while the store is away fails the call with a LimitStoreError', async () => {
    const store = flaky(memoryStore(), 'throw', { failClosed: true });
    store.down = true;
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, store, { rateLimit: false, maxRetries: 2 });
    const [result] = await settleAll([call(api)]);
    expect(result?.error).toBeInstanceOf(LimitStoreError);
    expect(fetch.seen).toHaveLength(1);
  });

  test('a process whose first ask is answered late spends none of its own budget: the store may have counted it', async () => {
    const late = new Recording(memoryStore(), { timeoutMs: 100 });
    late.budgetDelayMs = 300;
    const fetch = scriptedFetch(json({ error: 'down' }, 503));
    const api = client(fetch, late, { rateLimit: false, maxRetries: 1 });
    const [result] = await settleAll([call(api)]);
    expect(result?.error).toBeInstanceOf(RetryBudgetError);
    expect(fetch.seen).toHaveLength(1);
  });
});
