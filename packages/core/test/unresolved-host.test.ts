import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ConnectionError, HttpClient } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { scriptedFetch } from './helpers.js';

// A host name that does not resolve (a misspelt baseUrl) fails fast: at most one retry, and a message that
// names the host and says where to correct it. A lookup that could not be made just now (EAI_AGAIN) is
// transient and keeps the ordinary retries. The errors have the shape the runtime's fetch gives them.

const read = defineOperation({ id: 'read', method: 'GET', path: '/r' });

/** The error a runtime's fetch throws for a failed lookup of `hostname`. */
function lookupFailure(code: 'ENOTFOUND' | 'EAI_AGAIN', hostname: string): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code, syscall: 'getaddrinfo', hostname }) });
}

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.exmaple.test', fetch, random: () => 0, retryBudget: false, ...extra });
}

/** What a call rejects with, and when (in fake milliseconds from its start), once every timer has run. */
async function failure(promise: PromiseLike<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  let ms = -1;
  const result = Promise.resolve(promise).then(
    () => undefined,
    (error: unknown) => {
      ms = Date.now() - started;
      return error;
    },
  );
  await vi.runAllTimersAsync();
  return { error: await result, ms };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a host name that does not resolve', () => {
  test('is retried once, then fails with a ConnectionError naming the host and baseUrl, the runtime error kept', async () => {
    const fetch = scriptedFetch(lookupFailure('ENOTFOUND', 'api.exmaple.test'));
    const { error, ms } = await failure(client(fetch).call(read, {}));
    expect(fetch.seen).toHaveLength(2);
    // The one backoff wait of a first retry (500 ms with random() = 0), not the 7.5 s of four.
    expect(ms).toBe(500);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toBe(
      'request failed: the host name api.exmaple.test does not resolve; check the host in baseUrl (fetch failed: getaddrinfo ENOTFOUND api.exmaple.test (ENOTFOUND))',
    );
    expect((error as ConnectionError).code).toBe('ENOTFOUND');
    expect((error as ConnectionError).attempt).toBe(2);
    expect(((error as ConnectionError).cause as Error).message).toBe('fetch failed');
  });

  test('that resolves on its retry is answered', async () => {
    const fetch = scriptedFetch(lookupFailure('ENOTFOUND', 'api.exmaple.test'), new Response('{"ok":true}'));
    const promise = client(fetch).call(read, {});
    await vi.runAllTimersAsync();
    expect(await promise).toEqual({ ok: true });
  });

  test('after another failure that took the first retry, is not retried again', async () => {
    const fetch = scriptedFetch(new Error('socket hang up'), lookupFailure('ENOTFOUND', 'api.exmaple.test'), new Response('{}'));
    const { error } = await failure(client(fetch).call(read, {}));
    expect(fetch.seen).toHaveLength(2);
    expect((error as ConnectionError).code).toBe('ENOTFOUND');
  });

  test('is not retried at all with maxRetries 0', async () => {
    const fetch = scriptedFetch(lookupFailure('ENOTFOUND', 'api.exmaple.test'));
    await failure(client(fetch, { maxRetries: 0 }).call(read, {}));
    expect(fetch.seen).toHaveLength(1);
  });

  test('named by no host in the runtime error still says to check baseUrl', async () => {
    const bare = new TypeError('fetch failed', { cause: Object.assign(new Error('lookup failed'), { code: 'ENOTFOUND' }) });
    const { error } = await failure(client(scriptedFetch(bare)).call(read, {}));
    expect((error as Error).message).toBe('request failed: the host name does not resolve; check the host in baseUrl (fetch failed: lookup failed (ENOTFOUND))');
  });
});

describe('other connection failures', () => {
  test('a lookup that could not be made just now (EAI_AGAIN) keeps every retry, its message as the runtime gave it', async () => {
    const fetch = scriptedFetch(lookupFailure('EAI_AGAIN', 'api.exmaple.test'));
    const { error } = await failure(client(fetch).call(read, {}));
    expect(fetch.seen).toHaveLength(5);
    expect((error as ConnectionError).code).toBe('EAI_AGAIN');
    expect((error as Error).message).toBe('request failed: fetch failed: getaddrinfo EAI_AGAIN api.exmaple.test (EAI_AGAIN)');
  });

  test('a refused connection keeps every retry and carries its code', async () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    const fetch = scriptedFetch(refused);
    const { error } = await failure(client(fetch).call(read, {}));
    expect(fetch.seen).toHaveLength(5);
    expect((error as ConnectionError).code).toBe('ECONNREFUSED');
  });

  test('a code or host name that is not text is not taken for one', async () => {
    const odd = new TypeError('fetch failed', { cause: Object.assign(new Error('lookup failed'), { code: -3008, hostname: 42 }) });
    const { error } = await failure(client(scriptedFetch(odd), { maxRetries: 0 }).call(read, {}));
    expect((error as ConnectionError).code).toBeUndefined();
    expect((error as Error).message).toBe('request failed: fetch failed: lookup failed');
  });

  test('an error with no code has none', async () => {
    const { error } = await failure(client(scriptedFetch(new Error('down')), { maxRetries: 0 }).call(read, {}));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).code).toBeUndefined();
    expect((error as Error).message).toBe('request failed: down');
  });
});
