import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, ConnectionError, HttpClient, NotFoundError, TimeoutError } from '@typed-api/core';
import { untilAborted, type HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json } from './helpers.js';

// How a call stops: the caller's signal, the per-attempt timeout, the whole-call deadline; what a failed
// connection says; and what a call leaves behind on the caller's signal and the timer queue once it settles.

const read = defineOperation({ id: 'read', method: 'GET', path: '/r' });
const create = defineOperation({ id: 'create', method: 'POST', path: '/c', body: z.object({ n: z.number() }) });
const download = defineOperation({ id: 'download', method: 'GET', path: '/d', responseType: 'stream' });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', fetch, random: () => 0, ...extra });
}

/** A fetch that never answers and, as runtimes do, rejects with the signal's reason when it is aborted. */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(init.signal?.reason as Error);
    });
  });

/** What a call rejects with, the timers left alone. */
async function caught(promise: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** What a call rejects with, once every timer has run. */
async function failure(promise: PromiseLike<unknown>): Promise<unknown> {
  const result = Promise.resolve(promise).then(
    () => undefined,
    (error: unknown) => error,
  );
  await vi.runAllTimersAsync();
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('why a call stopped', () => {
  test("aborting a call in flight rejects with AbortError carrying the caller's reason, not a connection error", async () => {
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    const call = caught(client(hanging, { maxRetries: 0 }).call(create, { input: { n: 1 } }, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5);
    controller.abort(reason);
    const error = await call;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
  });

  test('an attempt that runs out of time is a TimeoutError naming the limit, also for a call that is not retried', async () => {
    const error = await failure(client(hanging, { maxRetries: 0, timeoutMs: 250 }).call(create, { input: { n: 1 } }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(String(error)).toContain('POST https://api.test/c timed out after 250ms');
  });

  test("a fetch that rejects with an abort error of its own (as polyfills do) still ends with the caller's AbortError or the TimeoutError", async () => {
    // Rejects with its own error, not the signal's reason, when aborted.
    const polyfill: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('The user aborted a request.', 'AbortError'));
        });
      });
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    const call = caught(client(polyfill, { maxRetries: 0 }).call(read, {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5);
    controller.abort(reason);
    const aborted = await call;
    expect(aborted).toBeInstanceOf(AbortError);
    expect((aborted as AbortError).cause).toBe(reason);
    const timedOut = await failure(client(polyfill, { maxRetries: 0, timeoutMs: 250 }).call(read, {}));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(String(timedOut)).toContain('GET https://api.test/r timed out after 250ms');
  });

  test("an error of the SDK's own thrown by a custom fetch (a fake, a wrapper) comes through as it is", async () => {
    const own = new NotFoundError({ status: 404, message: 'no such route in the fake' });
    const error = await failure(client(() => Promise.reject(own), { maxRetries: 0 }).call(read, {}));
    expect(error).toBe(own);
  });

  test("either the client's signal or the call's cancels a call", async () => {
    const clientWide = new AbortController();
    const perCall = new AbortController();
    const http = client(hanging, { signal: clientWide.signal, maxRetries: 0 });
    const first = caught(http.call(read, {}, { signal: perCall.signal }));
    await vi.advanceTimersByTimeAsync(5);
    perCall.abort();
    expect(await first).toBeInstanceOf(AbortError);
    const second = caught(http.call(read, {}, { signal: new AbortController().signal }));
    await vi.advanceTimersByTimeAsync(5);
    clientWide.abort();
    expect(await second).toBeInstanceOf(AbortError);
  });
});

describe('what a failed connection says', () => {
  const code = (message: string, value: string, cause?: unknown) => Object.assign(new Error(message, { cause }), { code: value });

  test('each cause with its code, once, and without noise for causes that have no code', async () => {
    const error = new TypeError('fetch failed', { cause: code('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED', new Error('socket closed')) });
    const thrown = await failure(client(() => Promise.reject(error), { maxRetries: 0 }).call(read, {}));
    expect(thrown).toBeInstanceOf(ConnectionError);
    expect((thrown as Error).message).toBe('request failed: fetch failed: connect ECONNREFUSED 127.0.0.1:443 (ECONNREFUSED): socket closed');
  });

  test('a chain of causes is cut after four, and a cause that loops back on itself ends', async () => {
    const deep = new Error('one', { cause: new Error('two', { cause: new Error('three', { cause: new Error('four', { cause: new Error('five') }) }) }) });
    const loop = new Error('again');
    loop.cause = loop;
    const http = client((input) => Promise.reject((input as string).endsWith('/r') ? deep : loop), { maxRetries: 0 });
    expect(((await failure(http.call(read, {}))) as Error).message).toBe('request failed: one: two: three: four');
    const other = defineOperation({ id: 'other', method: 'GET', path: '/o' });
    expect(((await failure(http.call(other, {}))) as Error).message).toBe('request failed: again');
  });

  test('a value thrown that is not an Error is shown as text', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what some fetch polyfills do
    const thrown = await failure(client(() => Promise.reject('socket hang up'), { maxRetries: 0 }).call(read, {}));
    expect((thrown as Error).message).toBe('request failed: socket hang up');
  });
});

describe('what a call leaves behind', () => {
  test('a wait raced against a signal leaves no listener on it, whether it succeeds or fails', async () => {
    const controller = new AbortController();
    expect(await untilAborted(Promise.resolve(1), controller.signal)).toBe(1);
    await untilAborted(Promise.reject(new Error('no')), controller.signal).catch(() => undefined);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  test("a caller's signal used for many calls keeps no listener once they settle", async () => {
    const controller = new AbortController();
    const http = client(() => Promise.resolve(json({ ok: true })));
    for (let i = 0; i < 20; i++) await http.call(read, {}, { signal: controller.signal });
    const failing = client(() => Promise.reject(new Error('down')), { maxRetries: 0 });
    await failure(failing.call(read, {}, { signal: controller.signal }));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  test('a call with a total time limit leaves no timer once it settles', async () => {
    const http = client(() => Promise.resolve(json({ ok: true })), { totalTimeoutMs: 60_000 });
    await http.call(read, {});
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a streamed answer is not cut by the attempt timeout while it is read', async () => {
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        push = c;
      },
    });
    const controller = new AbortController();
    const http = client(() => Promise.resolve(new Response(body)), { timeoutMs: 1000 });
    const stream = (await http.call(download, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    expect(vi.getTimerCount()).toBe(0);
    const reader = stream.getReader();
    await vi.advanceTimersByTimeAsync(5000);
    push?.enqueue(new Uint8Array([1, 2, 3]));
    expect((await reader.read()).value).toEqual(new Uint8Array([1, 2, 3]));
  });

  test('a streamed operation answered without a body gives an empty stream', async () => {
    const stream = (await client(() => Promise.resolve(new Response(null, { status: 204 }))).call(download, {})) as ReadableStream<Uint8Array>;
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(await stream.getReader().read()).toEqual({ done: true, value: undefined });
  });
});
