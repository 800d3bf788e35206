import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, bearerAuth, HttpClient, InternalServerError, RetryBudgetError, ValidationError } from '@typed-api/core';
import { resourceOf, type HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { localPacing, RateLimiter } from '@typed-api/core/pacing';
import { json, scriptedFetch, settleAll } from './helpers.js';

const getItem = defineOperation({ id: 'items.get', method: 'GET', path: '/boxes/{boxId}/items', params: z.object({ boxId: z.string() }) });
const pushItem = defineOperation({ id: 'items.push', method: 'POST', path: '/boxes/{boxId}/items', params: z.object({ boxId: z.string() }), ratePerSecond: 4, idempotent: 'test: safe to repeat' });
const createThing = defineOperation({ id: 'things.create', method: 'POST', path: '/things', body: z.object({ name: z.string(), key: z.optional(z.string()) }), idempotencyKey: { in: 'body', name: 'key' } });
const charge = defineOperation({ id: 'things.charge', method: 'POST', path: '/things/{id}/charge', params: z.object({ id: z.string() }), idempotencyKey: { in: 'header', name: 'idempotency-key' } });
const plainCreate = defineOperation({ id: 'things.plain', method: 'POST', path: '/plain' });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', prefix: '/v9', fetch, random: () => 0, ...extra });
}

const ok = () => json({ ok: true });
/** When a token comes back after its call's answer: a second and 5 ms (see packages/core/src/rate-limit.ts). */
const S = 1005;

/** A fetch that only counts: every answer has `status` and no body (light enough for thousands of calls). */
function countingFetch(status: number): typeof globalThis.fetch & { count: number } {
  const fn = Object.assign(
    () => {
      fn.count++;
      return Promise.resolve(new Response(status === 204 ? null : '{}', { status }));
    },
    { count: 0 },
  );
  return fn;
}
const startTimes = (fetch: { seen: { at: number }[] }, from: number) => fetch.seen.map((s) => s.at - from);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('client-side pacing per resource', () => {
  test('no window of a second holds more calls to one resource than its limit', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 5 } });
    const t0 = Date.now();
    await settleAll(Array.from({ length: 12 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0, 0, 0, S, S, S, S, S, 2 * S, 2 * S]);
  });

  test("a token comes back one second after its call's answer, not its start, so network delays never crowd the server's window", async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 500));
    const fetch = scriptedFetch(slow, slow, ok());
    const api = client(fetch, { rates: { perResource: 2 } });
    const t0 = Date.now();
    await settleAll(Array.from({ length: 3 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 500 + S]);
  });

  test('a full bucket never delays a call to another resource', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 2 } });
    const t0 = Date.now();
    const busy = Array.from({ length: 6 }, () => api.call(getItem, { params: { boxId: 'busy' } }));
    const other = api.call(getItem, { params: { boxId: 'other' } });
    await settleAll([...busy, other]);
    const otherAt = fetch.seen.find((s) => s.url.includes('/boxes/other/'))?.at;
    expect(otherAt! - t0).toBe(0);
    expect(fetch.seen.filter((s) => s.url.includes('/boxes/busy/')).map((s) => s.at - t0)).toEqual([0, 0, S, S, 2 * S, 2 * S]);
  });

  test("an operation's own published rate replaces the default for its calls", async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 1 } });
    const t0 = Date.now();
    await settleAll(Array.from({ length: 5 }, () => api.call(pushItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0, 0, S]);
  });

  test('X-RateLimit-Limit from the server corrects the published rate of that resource', async () => {
    const fetch = scriptedFetch(json({ ok: true }, 200, { 'x-ratelimit-limit': '2' }));
    const api = client(fetch, { rates: { perResource: 10 } });
    await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    const t1 = Date.now();
    await vi.advanceTimersByTimeAsync(S);
    const t2 = Date.now();
    await settleAll(Array.from({ length: 4 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t2).slice(1)).toEqual([0, 0, S, S]);
    expect(t2 - t1).toBe(S);
    expect(api.rateLimit?.resource('boxes/a')).toMatchObject({ resource: 'boxes/a', rate: 10, limit: 2, limitSeen: 2 });
  });

  test('reports per resource the limit, the tokens left, and the calls that waited and for how long', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 3, global: 1000 } });
    await settleAll(Array.from({ length: 5 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    const state = api.rateLimit?.resource('boxes/a');
    expect(state).toMatchObject({ limit: 3, limitSeen: undefined, calls: 5, waited: 2, waitedMs: 2 * S, rateLimited: 0 });
    expect(state?.tokens).toBe(1);
    expect(api.rateLimit?.totals()).toEqual({ calls: 5, waited: 2, waitedMs: 2 * S, rateLimited: 0 });
    expect(api.rateLimit?.global()).toEqual({ limit: 1000, tokens: 995 });
  });

  test('counts the 429 answers that came despite the pacing', async () => {
    const fetch = scriptedFetch(json({ error: 'slow down' }, 429), ok());
    const api = client(fetch, { rates: { perResource: 3 } });
    await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    expect(api.rateLimit?.resource('boxes/a')).toMatchObject({ calls: 2, rateLimited: 1 });
    expect(api.rateLimit?.totals().rateLimited).toBe(1);
  });

  test('each resource reports its own state, not the first bucket held', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 3 } });
    await settleAll([api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'b' } }), api.call(getItem, { params: { boxId: 'b' } })]);
    expect(api.rateLimit?.resource('boxes/b')).toMatchObject({ resource: 'boxes/b', calls: 2 });
    expect(api.rateLimit?.resource('boxes/a')).toMatchObject({ resource: 'boxes/a', calls: 1 });
    expect(api.rateLimit?.resource('boxes')).toBeUndefined();
  });

  test('a client with only a global limit paces the client as a whole and holds no bucket per resource', async () => {
    const fetch = scriptedFetch(json({ ok: true }, 200, { 'x-ratelimit-limit': '1' }));
    const api = client(fetch, { rateLimit: { global: 2 } });
    const t0 = Date.now();
    const results = await settleAll(['a', 'a', 'b'].map((boxId) => api.call(getItem, { params: { boxId } })));
    expect(results.map((r) => r.value)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(startTimes(fetch, t0)).toEqual([0, 0, 60_005]);
    expect(api.rateLimit?.resources()).toEqual([]);
    expect(api.rateLimit?.totals()).toMatchObject({ calls: 3, waited: 1 });
  });

  test('a client with only a global limit counts the 429s in its totals and retries them', async () => {
    const fetch = scriptedFetch(json({ error: 'slow down' }, 429), ok());
    const api = client(fetch, { rateLimit: { global: 10 } });
    const [result] = await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    expect(result?.value).toEqual({ ok: true });
    expect(api.rateLimit?.totals()).toMatchObject({ calls: 2, rateLimited: 1 });
  });

  test('a call given up while it waits for the global limit alone ends with AbortError', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rateLimit: { global: 1 } });
    const controller = new AbortController();
    const calls = [api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'b' } }, { signal: controller.signal })];
    setTimeout(() => {
      controller.abort();
    }, 100);
    const [first, second] = await settleAll(calls);
    expect(first?.value).toEqual({ ok: true });
    expect(second?.error).toBeInstanceOf(AbortError);
    expect(fetch.seen).toHaveLength(1);
  });

  test('a call that never left (a request hook threw) gives its token back at once; one that failed once sent, a second after', async () => {
    let refuse = true;
    // Sent, then failed: a redirect to a Location that is no URL.
    const fetch = scriptedFetch(new Response(null, { status: 302, headers: { location: 'http://[bad' } }), ok());
    const prepare = (): void => {
      if (refuse) throw new Error('the hook refused');
    };
    const api = client(fetch, { rates: { perResource: 1 }, maxRetries: 0, prepare });
    const t0 = Date.now();
    const [never] = await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    expect((never?.error as Error).message).toContain('the hook refused');
    expect(api.rateLimit?.resource('boxes/a')?.tokens).toBe(1);
    refuse = false;
    const [lost] = await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    expect(lost?.error).toBeInstanceOf(Error);
    await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    // The failed one was sent at once; the next waited its token, a second after the failure.
    expect(startTimes(fetch, t0)).toEqual([0, S]);
  });

  test('a client without a global limit reports none', () => {
    expect(client(scriptedFetch(ok()), { rates: { perResource: 3 } }).rateLimit?.global()).toBeUndefined();
  });

  test('no timer is left behind once every paced call has settled', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 2 } });
    await settleAll(Array.from({ length: 5 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a call given up while it waits for the global limit gives its resource token back', async () => {
    for (const waitsForResourceFirst of [false, true]) {
      const fetch = scriptedFetch(ok());
      const api = client(fetch, { rates: { perResource: 1, global: 1 } });
      const controller = new AbortController();
      const first = api.call(getItem, { params: { boxId: 'a' } });
      // Either a fresh resource (its token at once, then the global wait) or the same one (a second's wait first).
      const second = api.call(getItem, { params: { boxId: waitsForResourceFirst ? 'a' : 'b' } }, { signal: controller.signal });
      setTimeout(() => {
        controller.abort();
      }, 2 * S);
      const outcome = second.then(
        () => undefined,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(2 * S + 1);
      expect(await outcome).toBeInstanceOf(AbortError);
      // It never left: its token is back at once, not a second after.
      if (!waitsForResourceFirst) expect(api.rateLimit?.resource('boxes/b')?.tokens).toBe(1);
      await settleAll([first]);
      await vi.advanceTimersByTimeAsync(2 * S);
      const box = waitsForResourceFirst ? 'boxes/a' : 'boxes/b';
      expect(api.rateLimit?.resource(box)?.tokens, box).toBe(1);
      expect(fetch.seen).toHaveLength(1);
    }
  });

  test('idle buckets are swept at most every 5 s: a new resource 4,999 ms after the last sweep keeps them, one at 5,000 ms drops them', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 5 } });
    // The first bucket ever made sweeps (there is nothing yet): the clock of the sweeps starts here.
    await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
    await vi.advanceTimersByTimeAsync(4_999);
    await settleAll([api.call(getItem, { params: { boxId: 'b' } })]);
    expect(api.rateLimit?.resources().map((r) => r.resource)).toEqual(['boxes/a', 'boxes/b']);
    await vi.advanceTimersByTimeAsync(1);
    await settleAll([api.call(getItem, { params: { boxId: 'c' } })]);
    // boxes/b was answered a millisecond ago: its token is still out, so it stays.
    expect(api.rateLimit?.resources().map((r) => r.resource)).toEqual(['boxes/b', 'boxes/c']);
  });

  test('the sweep keeps a bucket with a call waiting, even at the moment its token comes back', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 4_000));
    const fetch = scriptedFetch(slow, ok());
    const api = client(fetch, { rates: { perResource: 1 } });
    const t0 = Date.now();
    // At 4,000 + S the first call's token comes back for the one waiting. At that very moment (before the
    // queue's own timer runs) a new resource sweeps the buckets, and one more call comes for boxes/a.
    const later = new Promise<unknown[]>((resolve) => {
      setTimeout(() => {
        resolve([api.call(getItem, { params: { boxId: 'b' } }), api.call(getItem, { params: { boxId: 'a' } })]);
      }, 4_000 + S);
    });
    const first = [api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } })];
    await vi.advanceTimersByTimeAsync(4_000 + S);
    await settleAll([...first, ...(await later)] as PromiseLike<unknown>[]);
    expect(fetch.seen.filter((s) => s.url.includes('/boxes/a/')).map((s) => s.at - t0)).toEqual([0, 4_000 + S, 4_000 + 2 * S]);
    expect(api.rateLimit?.resource('boxes/a')?.calls).toBe(3);
  });

  test('the sweep of idle buckets keeps a bucket whose call is still out', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true }, 200, { 'x-ratelimit-limit': '2' })); }, 10_000));
    const fetch = scriptedFetch(slow, ok());
    const api = client(fetch, { rates: { perResource: 5 } });
    const held = api.call(getItem, { params: { boxId: 'held' } });
    await vi.advanceTimersByTimeAsync(6_000);
    // A new resource after 5 s sweeps the idle buckets: the one with a call in flight must stay.
    await api.call(getItem, { params: { boxId: 'new' } });
    expect(api.rateLimit?.resource('boxes/held')).toMatchObject({ calls: 1, tokens: 4 });
    await settleAll([held]);
    expect(api.rateLimit?.resource('boxes/held')).toMatchObject({ limit: 2, limitSeen: 2 });
  });

  test('the global limit paces every resource together', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 100, global: 3 } });
    const t0 = Date.now();
    await settleAll(['a', 'b', 'c', 'd'].map((boxId) => api.call(getItem, { params: { boxId } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0, 60_005]);
  });

  test('rateLimit: false turns the pacing off; a dialect without rates has none unless the caller gives numbers', async () => {
    const off = scriptedFetch(ok());
    const api = client(off, { rates: { perResource: 1 }, rateLimit: false });
    const t0 = Date.now();
    await settleAll(Array.from({ length: 3 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(off, t0)).toEqual([0, 0, 0]);
    expect(api.rateLimit).toBeUndefined();
    expect(client(off).rateLimit).toBeUndefined();

    const on = scriptedFetch(ok());
    const paced = client(on, { rateLimit: { perResource: 1 } });
    const t1 = Date.now();
    await settleAll(Array.from({ length: 3 }, () => paced.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(on, t1)).toEqual([0, S, 2 * S]);
  });

  test('the caller’s perResource replaces the published rates', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 1 }, rateLimit: { perResource: 3 } });
    const t0 = Date.now();
    await settleAll(Array.from({ length: 4 }, () => api.call(pushItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0, S]);
  });

  test('a caller’s signal ends a wait for a token with an AbortError', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 1 } });
    const controller = new AbortController();
    const first = api.call(getItem, { params: { boxId: 'a' } });
    const second = api.call(getItem, { params: { boxId: 'a' } }, { signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 100);
    const [a, b] = await settleAll([first, second]);
    expect(a?.value).toEqual({ ok: true });
    expect(b?.error).toBeInstanceOf(AbortError);
    expect(fetch.seen).toHaveLength(1);
  });

  test('a wait given up (aborted) leaves the queue: the bucket keeps its whole limit afterwards', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 2 } });
    const controller = new AbortController();
    const calls = [api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } }, { signal: controller.signal })];
    setTimeout(() => {
      controller.abort();
    }, 100);
    const results = await settleAll(calls);
    expect(results[2]?.error).toBeInstanceOf(AbortError);
    await vi.advanceTimersByTimeAsync(2 * S);
    const t1 = Date.now();
    await settleAll([api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } })]);
    expect(startTimes(fetch, t1).slice(2)).toEqual([0, 0]);
    expect(api.rateLimit?.resource('boxes/a')?.tokens).toBe(0);
  });

  test('a waiter that gives up leaves the queue and frees no token: the one behind it goes when the call out has been answered', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 5_000));
    const fetch = scriptedFetch(slow, ok());
    const api = client(fetch, { rates: { perResource: 1 } });
    const controller = new AbortController();
    const t0 = Date.now();
    const outcomes = [
      api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'first' } }),
      api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'leaving' }, signal: controller.signal }),
      api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'behind' } }),
    ].map((call) => Promise.resolve(call).then((value): { value?: unknown; error?: unknown } => ({ value }), (error: unknown) => ({ error })));
    setTimeout(() => {
      controller.abort();
    }, 100);
    await vi.advanceTimersByTimeAsync(5_000 + 2 * S);
    expect(fetch.seen.map((r) => [r.headers['x-call'], r.at - t0])).toEqual([
      ['first', 0],
      ['behind', 5_000 + S],
    ]);
    const results = await Promise.all(outcomes);
    expect(results[1]?.error).toBeInstanceOf(AbortError);
    expect(results[2]).toEqual({ value: { ok: true } });
  });

  test("a paced call keeps no listener on the caller's signal once it settles, also one let through the moment it queued", async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 2 } });
    const controller = new AbortController();
    const signal = controller.signal;
    // At S both tokens come back: the call waiting gets one, and a call made at that moment (before the
    // queue's own timer runs) queues behind it and gets the other at once.
    const late = new Promise<unknown>((resolve) => {
      setTimeout(() => {
        resolve(api.call(getItem, { params: { boxId: 'a' } }, { signal }));
      }, S);
    });
    const calls = Array.from({ length: 3 }, () => api.call(getItem, { params: { boxId: 'a' } }, { signal }));
    const t0 = Date.now();
    const results = await settleAll([...calls, late]);
    expect(results.every((r) => r.error === undefined)).toBe(true);
    expect(startTimes(fetch, t0)).toEqual([0, 0, S, S]);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  test('a queue holds one timer however many wait, and none while every token is out (the next answer wakes it)', async () => {
    let answer: (() => void) | undefined;
    const held = () =>
      new Promise<Response>((resolve) => {
        answer = () => {
          resolve(json({ ok: true }));
        };
      });
    const busy = scriptedFetch(held, ok());
    const api = client(busy, { rates: { perResource: 1 } });
    const first = api.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(0);
    // The call out has its attempt timer; the call queued behind it adds none.
    const timers = vi.getTimerCount();
    const queued = api.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(timers);
    answer?.();
    await settleAll([first, queued]);

    const api2 = client(scriptedFetch(ok()), { rates: { perResource: 2 } });
    const calls = Array.from({ length: 6 }, () => api2.call(getItem, { params: { boxId: 'a' } }));
    await vi.advanceTimersByTimeAsync(0);
    // Two calls answered, four waiting for their tokens to come back: one timer.
    expect(vi.getTimerCount()).toBe(1);
    await settleAll(calls);
  });

  test('calls wait in arrival order: a call made as a token comes back does not jump the queue', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: { perResource: 1 } });
    const t0 = Date.now();
    const calls: PromiseLike<unknown>[] = [api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'first' } })];
    // Made at the very moment the first call's token comes back, before the queue's own timer runs.
    const late = new Promise<unknown>((resolve) => {
      setTimeout(() => {
        resolve(api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'late' } }));
      }, S);
    });
    await vi.advanceTimersByTimeAsync(1);
    calls.push(api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'queued' } }));
    await settleAll([...calls, late]);
    expect(fetch.seen.map((r) => [r.headers['x-call'], r.at - t0])).toEqual([
      ['first', 0],
      ['queued', S],
      ['late', 2 * S],
    ]);
  });

  test('a call that waited for its resource still takes its share of the global limit', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 10_000));
    const fetch = scriptedFetch(ok(), slow, ok());
    const api = client(fetch, { rates: { perResource: 1, global: 2 } });
    const t0 = Date.now();
    // The second call waits a second for box a, then holds the second global token while it runs.
    const sameBox = [api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } })];
    const other = new Promise<unknown>((resolve) => {
      setTimeout(() => {
        resolve(api.call(getItem, { params: { boxId: 'b' } }));
      }, S + 1);
    });
    await settleAll([...sameBox, other]);
    expect(startTimes(fetch, t0)).toEqual([0, S, 60_005]);
  });

  test('X-RateLimit-Limit: 1 is honoured like any other limit; 0, fractions and text are ignored', async () => {
    for (const [header, expected] of [
      ['1', [0, S, 2 * S]],
      ['0', [0, 0, 0]],
      ['1.5', [0, 0, 0]],
      ['many', [0, 0, 0]],
    ] as const) {
      const fetch = scriptedFetch(json({ ok: true }, 200, { 'x-ratelimit-limit': header }));
      const api = client(fetch, { rates: { perResource: 10 } });
      await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
      await vi.advanceTimersByTimeAsync(S);
      const t1 = Date.now();
      await settleAll(Array.from({ length: 3 }, () => api.call(getItem, { params: { boxId: 'a' } })));
      expect(startTimes(fetch, t1).slice(1), header).toEqual(expected);
    }
  });

  test('memory stays bounded: buckets of 100,000 resources are dropped once idle', async () => {
    const api = client(countingFetch(204), { rates: { perResource: 60 } });
    for (let round = 0; round < 10; round++) {
      await settleAll(Array.from({ length: 10_000 }, (_, i) => api.call(getItem, { params: { boxId: `r${String(round)}-${String(i)}` } })));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(api.rateLimit?.totals().calls).toBe(100_000);
    // A sweep runs at most every 5 s: what is held is the last few seconds' buckets, not all 100,000.
    expect(api.rateLimit?.resources().length).toBeLessThanOrEqual(60_000);
    await vi.advanceTimersByTimeAsync(6_000);
    await settleAll([api.call(getItem, { params: { boxId: 'late' } })]);
    expect(api.rateLimit?.resources().map((r) => r.resource)).toEqual(['boxes/late']);
  }, 60_000);

  test('a client paced without any number lets every call go at once and holds no bucket', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rates: {} });
    const t0 = Date.now();
    await settleAll(['a', 'a', 'b'].map((boxId) => api.call(getItem, { params: { boxId } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0]);
    expect(api.rateLimit?.resources()).toEqual([]);
    expect(api.rateLimit?.global()).toBeUndefined();
    expect(api.rateLimit?.totals()).toMatchObject({ calls: 3, waited: 0 });
    expect(api.rateLimit?.store()).toEqual({ store: undefined, pacing: 'local', storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 });
  });

  test('the sweep keeps a resource whose call waits for the client-wide token, though its own bucket has nothing out', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => { resolve(json({ ok: true })); }, 20_000));
    const fetch = scriptedFetch(slow, ok());
    const api = client(fetch, { rates: { perResource: 5, global: 1 } });
    const t0 = Date.now();
    const first = api.call(getItem, { params: { boxId: 'a' } });
    // Past the sweep's interval, a call to a new resource waits for the client's token, which the first holds.
    const later = new Promise<unknown[]>((resolve) => {
      setTimeout(() => {
        const waiting = api.call(getItem, { params: { boxId: 'b' } });
        // And one more new resource sweeps again while it waits.
        setTimeout(() => {
          resolve([waiting, api.call(getItem, { params: { boxId: 'c' } })]);
        }, 6_000);
      }, 6_000);
    });
    await settleAll([first, ...(await settleAll([later])).flatMap((r) => r.value as PromiseLike<unknown>[])]);
    expect(startTimes(fetch, t0)).toEqual([0, 20_000 + 60_005, 20_000 + 2 * 60_005]);
    expect(api.rateLimit?.resource('boxes/b')).toMatchObject({ calls: 1, waited: 1 });
  });

  test('a waiter given a token that came back at once (its holder never sent) leaves no timer behind', async () => {
    const apply = async (target: { headers: Headers }): Promise<void> => {
      if (target.headers.get('x-call') !== 'never') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('no credentials');
    };
    const fetch = scriptedFetch(ok());
    const auth = { kind: 'test', apply, secrets: () => [], toString: () => 'AuthStrategy(test)' };
    const api = client(fetch, { rates: { perResource: 2 }, auth, maxRetries: 0 });
    const t0 = Date.now();
    const answered = api.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(0);
    // Both tokens are out: one answered (back in a second), one held by a call whose credentials fail at 100 ms.
    const never = Promise.resolve(api.call(getItem, { params: { boxId: 'a' } }, { headers: { 'x-call': 'never' } })).catch((error: unknown) => error);
    const waiting = api.call(getItem, { params: { boxId: 'a' } });
    await vi.advanceTimersByTimeAsync(100);
    expect(await answered).toEqual({ ok: true });
    expect(await never).toBeInstanceOf(Error);
    expect(await waiting).toEqual({ ok: true });
    expect(startTimes(fetch, t0)).toEqual([0, 100]);
    // The waiter was served before the second came back: the timer set for it is gone too.
    expect(vi.getTimerCount()).toBe(0);
  });

  test('bad pacing settings are refused with a message that says what they take', () => {
    const fetch = scriptedFetch(ok());
    expect(() => client(fetch, { rateLimit: { perResource: 0 } })).toThrow(/rateLimit.*perResource must be a whole number of calls per second, at least 1 \(got 0\)/s);
    expect(() => client(fetch, { rateLimit: { perSecond: 5 } as never })).toThrow(/unknown setting "perSecond"; it takes false or \{ perResource, global \}/);
    expect(() => client(fetch, { rateLimit: true as never })).toThrow(ValidationError);
    expect(() => client(fetch, { retryBudget: { ratio: 2 } })).toThrow(/ratio must be a share from 0 to 1/);
  });

  test('names the resource by the first two path segments below the prefix', () => {
    expect(resourceOf('/v2/datasets/abc/items', '/v2')).toBe('datasets/abc');
    expect(resourceOf('/v2/datasets', '/v2')).toBe('datasets');
    expect(resourceOf('/v2/acts/me~crawler/runs/last/dataset/items', '/v2')).toBe('acts/me~crawler');
    expect(resourceOf('/mounted/v2/actor-runs/r1', '/mounted/v2')).toBe('actor-runs/r1');
    expect(resourceOf('/v2/datasets/', '/v2')).toBe('datasets');
    expect(resourceOf('/v2', '/v2')).toBe('');
  });
});

describe('the retry budget', () => {
  const unavailable = () => json({ error: 'down' }, 503);

  test('1,000 concurrent calls against a failing server send 1,250 requests, not 5,000; the rest fail fast', async () => {
    const fetch = countingFetch(503);
    const api = client(fetch);
    const results = await settleAll(Array.from({ length: 1000 }, (_, i) => api.call(getItem, { params: { boxId: String(i) } })));
    // 50 retries always there (5 a second over 10 s) plus one per five calls: 250 retries.
    expect(fetch.count).toBe(1250);
    const refused = results.filter((r) => r.error instanceof RetryBudgetError);
    expect(refused.length).toBeGreaterThanOrEqual(750);
    const error = refused[0]?.error as RetryBudgetError;
    expect(error.code).toBe('retry-budget-spent');
    expect(error.cause).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ retries: 250, calls: 1000, windowMs: 10_000 });
    expect(error.message).toMatch(/retry budget is spent \(250 retries against 1000 calls in the last 10s; it allows 50 plus 20% of the calls\)/);
    expect(results.every((r) => r.error instanceof RetryBudgetError || r.error instanceof InternalServerError)).toBe(true);

    const unlimited = countingFetch(503);
    const without = client(unlimited, { retryBudget: false });
    await settleAll(Array.from({ length: 1000 }, (_, i) => without.call(getItem, { params: { boxId: String(i) } })));
    expect(unlimited.count).toBe(5000);
  }, 60_000);

  test('a quiet client is never refused a retry: a call a second, each failing twice, for a minute', async () => {
    const replies = Array.from({ length: 60 }, () => [unavailable(), unavailable(), ok()]).flat();
    const fetch = scriptedFetch(...replies);
    const api = client(fetch);
    for (let call = 0; call < 60; call++) {
      const [result] = await settleAll([api.call(getItem, { params: { boxId: 'a' } })]);
      expect(result?.value, `call ${String(call)}`).toEqual({ ok: true });
    }
    expect(fetch.seen).toHaveLength(180);
  });

  test('a burst of failures uses the reserve of minRetriesPerSecond × the window; it is whole again once the window has passed', async () => {
    const failing = scriptedFetch(unavailable());
    const strict = client(failing, { retryBudget: { minRetriesPerSecond: 0.2, ratio: 0 } });
    // 0.2 a second over 10 s: two retries in the window, then a retry is refused.
    const [a] = await settleAll([strict.call(getItem, { params: { boxId: 'a' } })]);
    expect(a?.error).toBeInstanceOf(RetryBudgetError);
    expect(failing.seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    await settleAll([strict.call(getItem, { params: { boxId: 'a' } })]);
    expect(failing.seen).toHaveLength(6);
  });

  test('each call adds `ratio` of a retry to the window', async () => {
    for (const [calls, requests] of [
      [0, 1],
      [2, 2],
      [4, 3],
    ] as const) {
      let status = 200;
      const fetch = scriptedFetch(() => json({}, status));
      const api = client(fetch, { retryBudget: { minRetriesPerSecond: 0, ratio: 0.5 } });
      await settleAll(Array.from({ length: calls }, () => api.call(getItem, { params: { boxId: 'a' } })));
      status = 503;
      // The failing call adds its own half: with 4 calls before it, 2.5 retries, so two are made.
      const [result] = await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { maxRetries: 5 })]);
      expect(result?.error).toBeInstanceOf(RetryBudgetError);
      expect(fetch.seen.length - calls, `after ${String(calls)} calls`).toBe(requests);
    }
  });

  test('the window slides slot by slot: calls older than the window no longer pay for retries', async () => {
    let status = 200;
    const fetch = scriptedFetch(() => json({}, status));
    const api = client(fetch, { retryBudget: { minRetriesPerSecond: 0, ratio: 0.5, windowMs: 10_000 } });
    // Four calls at t = 0 earn two retries; at t = 6 s two more earn one.
    await settleAll(Array.from({ length: 4 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    await vi.advanceTimersByTimeAsync(6_000);
    await settleAll(Array.from({ length: 2 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    // At t = 10.5 s the first four have left the window: the two left earn one retry (plus half of the failing call's own).
    await vi.advanceTimersByTimeAsync(4_500);
    status = 503;
    const seenBefore = fetch.seen.length;
    const [result] = await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { maxRetries: 5 })]);
    expect(result?.error).toBeInstanceOf(RetryBudgetError);
    expect(fetch.seen.length - seenBefore).toBe(2);
  });

  describe('at the edges of the window', () => {
    // A slot is a fiftieth of the window (200 ms of 10 s); the clock starts on a slot's first millisecond.
    const T = 1_800_000_000_000;
    /** A client whose budget is one retry per call in the window and nothing more; `status` is what the server answers. */
    const setup = () => {
      const state = { status: 200 };
      // Failures ask for no wait, so that every retry is made at the same instant.
      const fetch = scriptedFetch(() => json({}, state.status, state.status === 503 ? { 'retry-after': '0' } : {}));
      const api = client(fetch, { retryBudget: { minRetriesPerSecond: 0, ratio: 1, windowMs: 10_000 } });
      const failingCall = async () => {
        state.status = 503;
        const before = fetch.seen.length;
        await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { maxRetries: 10 })]);
        return fetch.seen.length - before;
      };
      const calls = (n: number) => settleAll(Array.from({ length: n }, () => api.call(getItem, { params: { boxId: 'a' } })));
      return { calls, failingCall };
    };

    test('a call falls out of the window exactly one window after it was made', async () => {
      vi.setSystemTime(T);
      const { calls, failingCall } = setup();
      await calls(4);
      vi.setSystemTime(T + 10_000);
      // Only the failing call itself is in the window: one retry.
      expect(await failingCall()).toBe(2);
    });

    test('a clock that steps back (a time sync) does not wipe the counts of the window', async () => {
      vi.setSystemTime(T);
      const { calls, failingCall } = setup();
      await calls(4);
      vi.setSystemTime(T - 1_000);
      await calls(1);
      vi.setSystemTime(T + 200);
      // Four calls, the one made while the clock was behind, and the failing call: six retries.
      expect(await failingCall()).toBe(7);
    });
  });
});

describe('idempotency keys', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  test('a create that takes a key in its body gets one, the same on every retry after a 5xx or a network error', async () => {
    const fetch = scriptedFetch(json({}, 503), new TypeError('fetch failed'), ok());
    const [result] = await settleAll([client(fetch).call(createThing, { input: { name: 'n' } })]);
    expect(result?.value).toEqual({ ok: true });
    const keys = fetch.seen.map((s) => (JSON.parse(s.body) as { key: string }).key);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(uuid);
    expect(new Set(keys).size).toBe(1);
  });

  test('a key given by the caller is sent as it is; each call gets its own key', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch);
    await settleAll([api.call(createThing, { input: { name: 'n', key: 'mine' } }), api.call(createThing, { input: { name: 'n' } }), api.call(createThing, { input: { name: 'n' } })]);
    const keys = fetch.seen.map((s) => (JSON.parse(s.body) as { key: string }).key);
    expect(keys[0]).toBe('mine');
    expect(keys[1]).not.toBe(keys[2]);
  });

  test('a key taken in a header is filled the same way, unless the caller set the header', async () => {
    const fetch = scriptedFetch(json({}, 500), ok());
    const api = client(fetch);
    await settleAll([api.call(charge, { params: { id: 'x' } })]);
    expect(fetch.seen[0]?.headers['idempotency-key']).toMatch(uuid);
    expect(fetch.seen[1]?.headers['idempotency-key']).toBe(fetch.seen[0]?.headers['idempotency-key']);
    await settleAll([api.call(charge, { params: { id: 'x' }, input: { idempotencyKey: 'k1' } })]);
    expect(fetch.seen[2]?.headers['idempotency-key']).toBe('k1');
  });

  test('a POST without a key is never sent again after a 5xx or a network error, only after a 429', async () => {
    const failing = scriptedFetch(json({}, 503), ok());
    const [a] = await settleAll([client(failing).call(plainCreate, {})]);
    expect(a?.error).toBeInstanceOf(InternalServerError);
    expect(failing.seen).toHaveLength(1);
    const limited = scriptedFetch(json({}, 429), ok());
    const [b] = await settleAll([client(limited).call(plainCreate, {})]);
    expect(b?.value).toEqual({ ok: true });
    expect(limited.seen).toHaveLength(2);
  });
});

describe('errors that say how to fix the mistake', () => {
  test('every error a call ends with names the attempt that failed', async () => {
    const fetch = scriptedFetch(json({}, 503), json({}, 503), json({}, 503));
    const [result] = await settleAll([client(fetch, { maxRetries: 2, retryBudget: false }).call(getItem, { params: { boxId: 'a' } })]);
    expect(result?.error).toBeInstanceOf(InternalServerError);
    expect((result?.error as InternalServerError).attempt).toBe(3);
    const [bad] = await settleAll([client(fetch).call(getItem, { params: { boxId: 7 as unknown as string } })]);
    expect(bad?.error).toBeInstanceOf(ValidationError);
    expect((bad?.error as ValidationError).attempt).toBeUndefined();
  });

  test('a base URL that ends with the version prefix is refused with the address to use', () => {
    expect(() => client(scriptedFetch(ok()), { baseUrl: 'https://api.test/v9' })).toThrow(/baseUrl: ends with \/v9, which the client adds to every path itself; give the address without it \(https:\/\/api\.test\)/);
    expect(() => client(scriptedFetch(ok()), { baseUrl: 'https://api.test/mount/v9/' })).toThrow(/\(https:\/\/api\.test\/mount\)/);
    expect(() => client(scriptedFetch(ok()), { baseUrl: 'https://api.test/v9x' })).not.toThrow();
  });

  test('an unknown request option is refused, and a request option among the inputs is pointed to the last argument', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch);
    const listItems = defineOperation({ id: 'items.list', method: 'GET', path: '/boxes/{boxId}/items', params: z.object({ boxId: z.string() }), query: z.object({ limit: z.optional(z.number()) }) });
    const [typo] = await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { timeout: 5 } as never)]);
    expect(typo?.error).toBeInstanceOf(ValidationError);
    expect(String(typo?.error)).toMatch(/unknown request option\(s\) timeout \(did you mean `timeoutMs`\?\)/);
    const [stranger] = await settleAll([api.call(getItem, { params: { boxId: 'a' } }, { cache: 'no-store' } as never)]);
    expect(String(stranger?.error)).toMatch(/unknown request option\(s\) cache; request options are signal, onProgress, timeoutMs, totalTimeoutMs, maxRetries, headers/);
    const [misplaced] = await settleAll([api.call(listItems, { params: { boxId: 'a' }, input: { signal: new AbortController().signal } as never })]);
    expect(String(misplaced?.error)).toMatch(/signal is a request option: pass it in the last argument, after the operation's inputs/);
    expect(fetch.seen).toHaveLength(0);
  });

  test('a 401 without credentials says none were sent; a token with its scheme is refused', async () => {
    const fetch = scriptedFetch(json({ error: 'unauthorized' }, 401));
    const [result] = await settleAll([client(fetch).call(getItem, { params: { boxId: 'a' } })]);
    expect(String(result?.error)).toMatch(/the client sent no credentials: give it the API key or token option its README names/);
    expect(() => bearerAuth('Bearer abc')).toThrow(/starts with a scheme \("Bearer …"\): give the credential alone, the client adds the scheme/);
  });
});

describe('the pacing module: brought by the dialect, or loaded with the first call', () => {
  test('a dialect that brings the module paces with it from the start', () => {
    const api = client(scriptedFetch(ok()), { rates: { perResource: 3, global: 60 }, pacing: localPacing });
    expect(api.rateLimit).toBeInstanceOf(RateLimiter);
    expect(api.rateLimit?.global()).toEqual({ limit: 60, tokens: 60 });
    expect(client(scriptedFetch(ok()), { rates: { perResource: 3 }, pacing: localPacing }).rateLimit?.global()).toBeUndefined();
  });

  test('a client of an API that brings none, whose caller asks for pacing, shows a limiter that has paced nothing until the first call loads it', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch, { rateLimit: { perResource: 1, global: 30 } });
    expect(api.rateLimit).not.toBeInstanceOf(RateLimiter);
    expect(api.rateLimit?.resources()).toEqual([]);
    expect(api.rateLimit?.resource('boxes/a')).toBeUndefined();
    expect(api.rateLimit?.global()).toEqual({ limit: 30, tokens: 30 });
    expect(api.rateLimit?.totals()).toEqual({ calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 });
    expect(api.rateLimit?.store()).toEqual({ store: undefined, pacing: 'local', storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 });
    const t0 = Date.now();
    await settleAll([api.call(getItem, { params: { boxId: 'a' } }), api.call(getItem, { params: { boxId: 'a' } })]);
    expect(startTimes(fetch, t0)).toEqual([0, S]);
    expect(api.rateLimit?.resource('boxes/a')).toMatchObject({ limit: 1, calls: 2, waited: 1, waitedMs: S });
    expect(api.rateLimit?.global()).toEqual({ limit: 30, tokens: 28 });
    expect(api.rateLimit?.totals()).toEqual({ calls: 2, waited: 1, waitedMs: S, rateLimited: 0 });
  });

  test('without rates or numbers a client paces nothing and shows no limiter', async () => {
    const fetch = scriptedFetch(ok());
    const api = client(fetch);
    expect(api.rateLimit).toBeUndefined();
    const t0 = Date.now();
    await settleAll(Array.from({ length: 3 }, () => api.call(getItem, { params: { boxId: 'a' } })));
    expect(startTimes(fetch, t0)).toEqual([0, 0, 0]);
  });
});
