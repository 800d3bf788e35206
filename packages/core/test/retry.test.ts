import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, ConnectionError, HttpClient, InternalServerError, RateLimitError, TimeoutError } from '@typed-api/core';
import { retryDelay, parseRetryAfter, type HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const read = defineOperation({ id: 'read', method: 'GET', path: '/r' });
const create = defineOperation({ id: 'create', method: 'POST', path: '/c', body: z.object({ n: z.number() }) });
const markedIdempotent = defineOperation({ id: 'upsert', method: 'POST', path: '/u', idempotent: true });

const tooMany = (headers: Record<string, string> = {}) => json({ error: { type: 'rate-limit-exceeded' } }, 429, headers);
const ok = () => json({ ok: true });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', fetch, ...extra });
}

/** Runs a call to completion under fake timers and returns what it settled to. */
async function settle<T>(promise: PromiseLike<T>): Promise<{ value?: T; error?: unknown }> {
  const result = Promise.resolve(promise).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return result;
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('429: the rate-limit algorithm', () => {
  test('waits a random time in [500,1000), then [1000,2000), then [2000,4000) ms', async () => {
    for (let run = 0; run < 20; run++) {
      const fetch = scriptedFetch(tooMany(), tooMany(), tooMany(), ok());
      const { value } = await settle(client(fetch).call(read, {}));
      expect(value).toEqual({ ok: true });
      const [a, b, c] = gaps(fetch.seen.map((s) => s.at));
      expect(a).toBeGreaterThanOrEqual(500);
      expect(a).toBeLessThan(1000);
      expect(b).toBeGreaterThanOrEqual(1000);
      expect(b).toBeLessThan(2000);
      expect(c).toBeGreaterThanOrEqual(2000);
      expect(c).toBeLessThan(4000);
    }
  });

  test('the delay formula covers exactly [D, 2D) for every random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (retry, r) => {
        const d = 500 * 2 ** retry;
        const delay = retryDelay(retry, undefined, () => r);
        return delay >= d && delay < 2 * d;
      }),
    );
  });

  test('the wait is spread over its range by the random source (jitter), never pinned to one end', () => {
    expect(retryDelay(0, undefined, () => 0)).toBe(500);
    expect(retryDelay(0, undefined, () => 0.5)).toBe(750);
    expect(retryDelay(2, undefined, () => 0.25)).toBe(2500);
    expect(retryDelay(0, undefined, () => 0.9999999999)).toBe(999);
    // The largest random value below 1 rounds base + r·base up to 2·base: the wait still stays under it.
    expect(retryDelay(0, undefined, () => 1 - 2 ** -53)).toBe(999);
  });

  test("the client's random source decides each wait, Math.random when none is given", async () => {
    const fetch = scriptedFetch(tooMany(), tooMany(), ok());
    await settle(client(fetch, { random: () => 0.5 }).call(read, {}));
    expect(gaps(fetch.seen.map((s) => s.at))).toEqual([750, 1500]);
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    expect(retryDelay(1, undefined)).toBe(1250);
  });

  test('a Retry-After replaces the computed wait, even one of 0', () => {
    expect(retryDelay(3, 0, () => 0.5)).toBe(0);
    expect(retryDelay(0, 12_345, () => 0.5)).toBe(12_345);
  });

  test('retries 429 even for calls that are not idempotent (the server did not process them)', async () => {
    const fetch = scriptedFetch(tooMany(), ok());
    const { value } = await settle(client(fetch).call(create, { input: { n: 1 } }));
    expect(value).toEqual({ ok: true });
    expect(fetch.seen.map((s) => s.body)).toEqual(['{"n":1}', '{"n":1}']);
  });

  test('honours Retry-After in seconds and as an HTTP date', async () => {
    const fetch = scriptedFetch(tooMany({ 'retry-after': '7' }), ok());
    await settle(client(fetch).call(read, {}));
    expect(gaps(fetch.seen.map((s) => s.at))).toEqual([7000]);

    const date = new Date(Date.now() + 3000).toUTCString();
    const fetch2 = scriptedFetch(tooMany({ 'retry-after': date }), ok());
    await settle(client(fetch2).call(read, {}));
    const [gap] = gaps(fetch2.seen.map((s) => s.at));
    expect(gap).toBeGreaterThan(1900);
    expect(gap).toBeLessThanOrEqual(3000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  test('reads Retry-After seconds with a fraction or surrounding spaces; refuses signs, exponents and other text', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('1.25', now)).toBe(1250);
    expect(parseRetryAfter(' 3 ', now)).toBe(3000);
    expect(parseRetryAfter('0', now)).toBe(0);
    for (const value of ['-5', '+5', '1e3', '2.', '.5', '', null, '5 s', '1 Jan']) expect(parseRetryAfter(value, now), String(value)).toBeUndefined();
  });

  test('reads a Retry-After date against the clock: a past date is no wait, a far one is capped to what a timer holds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:09 GMT', now)).toBe(9000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', now)).toBe(2_147_483_647);
    expect(parseRetryAfter('Someday', now)).toBeUndefined();
  });

  test('stops after maxRetries and throws RateLimitError', async () => {
    const fetch = scriptedFetch(tooMany());
    const { error } = await settle(client(fetch, { maxRetries: 2 }).call(read, {}));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(fetch.seen).toHaveLength(3);
  });

  test('a per-call maxRetries overrides the client', async () => {
    const fetch = scriptedFetch(tooMany());
    await settle(client(fetch, { maxRetries: 5 }).call(read, {}, { maxRetries: 0 }));
    expect(fetch.seen).toHaveLength(1);
  });
});

describe('server and network failures', () => {
  test('5xx is retried for idempotent calls (GET, PUT, DELETE, or marked)', async () => {
    const fetch = scriptedFetch(json({}, 503), json({}, 500), ok());
    expect((await settle(client(fetch).call(read, {}))).value).toEqual({ ok: true });
    const marked = scriptedFetch(json({}, 502), ok());
    expect((await settle(client(marked).call(markedIdempotent, {}))).value).toEqual({ ok: true });
  });

  test('which statuses are worth another try: 408, 429 and every 5xx, no other', async () => {
    for (const status of [408, 429, 500, 502, 503, 504, 599]) {
      const fetch = scriptedFetch(json({}, status), ok());
      const { value } = await settle(client(fetch).call(read, {}));
      expect(value, String(status)).toEqual({ ok: true });
    }
    for (const status of [400, 401, 403, 404, 409, 422, 499]) {
      const fetch = scriptedFetch(json({}, status), ok());
      await settle(client(fetch).call(read, {}));
      expect(fetch.seen, String(status)).toHaveLength(1);
    }
  });

  test('5xx is never retried for a call that is not idempotent', async () => {
    const fetch = scriptedFetch(json({}, 500), ok());
    const { error } = await settle(client(fetch).call(create, { input: { n: 1 } }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(fetch.seen).toHaveLength(1);
  });

  test('a network error is retried for idempotent calls only', async () => {
    const reset = () => new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
    const fetch = scriptedFetch(reset(), ok());
    expect((await settle(client(fetch).call(read, {}))).value).toEqual({ ok: true });

    const once = scriptedFetch(reset(), ok());
    const { error } = await settle(client(once).call(create, { input: { n: 1 } }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(String(error)).toMatch(/socket hang up \(ECONNRESET\)/);
    expect(once.seen).toHaveLength(1);
  });

  test('each attempt has its own timeout; timed-out idempotent calls are retried', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => {
          reject(request.signal.reason as Error);
        });
      });
    const fetch = scriptedFetch(hang, ok());
    const { value } = await settle(client(fetch, { timeoutMs: 1000 }).call(read, {}));
    expect(value).toEqual({ ok: true });

    const always = scriptedFetch(hang);
    const { error } = await settle(client(always, { timeoutMs: 1000, maxRetries: 1 }).call(read, {}));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(String(error)).toMatch(/GET https:\/\/api\.test\/r timed out after 1000ms/);
    expect(always.seen).toHaveLength(2);
  });
});

describe('cancellation', () => {
  test('aborting during a backoff wait stops at once and sends nothing more', async () => {
    const fetch = scriptedFetch(tooMany());
    const controller = new AbortController();
    const call = Promise.resolve(client(fetch).call(read, {}, { signal: controller.signal })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.seen).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('aborting cancels the request in flight', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const controller = new AbortController();
    const call = Promise.resolve(client(scriptedFetch(hang)).call(read, {}, { signal: controller.signal })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await call).toBeInstanceOf(AbortError);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("the client's own signal cancels every call", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = scriptedFetch(ok());
    const { error } = await settle(client(fetch, { signal: controller.signal }).call(read, {}));
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.seen).toHaveLength(0);
  });

  test('no timer is left behind after a successful call', async () => {
    await settle(client(scriptedFetch(ok())).call(read, {}));
    expect(vi.getTimerCount()).toBe(0);
  });
});
