import { afterEach, describe, expect, test, vi } from 'vitest';
import { RateLimitError, SizeLimitError, TimeoutError } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { hostile, json, rejection, track, type Answer, type Seen } from './support.js';

afterEach(() => {
  vi.useRealTimers();
});

const platform = (answer: (request: Seen, n: number) => Answer | Promise<Answer>, options: Partial<ConstructorParameters<typeof PlatformClient>[0]> = {}) => {
  const fetch = hostile(answer);
  return { fetch, client: new PlatformClient({ baseUrl: 'https://platform.test', token: 'platform-token-1', fetch, ...options }) };
};
const TOKEN_OK = json({ access_token: 'access-token-1', token_type: 'Bearer', expires_in: 3600 });

describe('Retry-After cannot make a call sleep for long', () => {
  const rateLimited = (retryAfter: string) => json({ error: { type: 'rate-limit-exceeded', message: 'slow down' } }, 429, { 'retry-after': retryAfter });

  test('Retry-After: 3600 throws a RateLimitError with retryAfterMs at once instead of sleeping an hour', async () => {
    vi.useFakeTimers();
    const { fetch, client } = platform(() => rateLimited('3600'));
    const call = track(client.datasets.get('dataset-1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    const { error } = await call.result;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
    expect(String(error)).toMatch(/maxRetryAfterMs/);
    expect(fetch.seen).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a Retry-After date in 2100 neither overflows a timer nor floods the server', async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(warning.name);
    };
    process.on('warning', onWarning);
    try {
      const { fetch, client } = platform(() => rateLimited('Fri, 01 Jan 2100 00:00:00 GMT'));
      const call = track(client.datasets.get('dataset-1'));
      await vi.advanceTimersByTimeAsync(100);
      const { error } = await call.result;
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).retryAfterMs).toBeGreaterThan(60_000);
      expect(fetch.seen).toHaveLength(1);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('TimeoutOverflowWarning');
  });

  test('a wait within maxRetryAfterMs is honoured, and the ceiling is the user’s to raise', async () => {
    vi.useFakeTimers();
    const { fetch, client } = platform((_, n) => (n === 1 ? rateLimited('3600') : json({ data: { id: 'dataset-1' } })), { maxRetryAfterMs: 2 * 3_600_000 });
    const call = track(client.datasets.get('dataset-1'));
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(fetch.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call.result).ok).toBe(true);
    expect(fetch.seen).toHaveLength(2);
  });

  test('the token endpoint’s Retry-After is capped the same way', async () => {
    vi.useFakeTimers();
    const fetch = hostile(() => json({ error: 'slow_down' }, 429, { 'retry-after': '3600' }));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: 'client-secret-1', fetch });
    const call = track(hosting.sites.get(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    expect((await call.result).error).toMatchObject({ status: 429, code: 'token-request-failed', retryAfterMs: 3_600_000 });
    expect(fetch.seen).toHaveLength(1);
  });
});

describe('wait helpers honour their whole-wait timeoutMs while a poll hangs', () => {
  test('hosting waitForCompletion', async () => {
    vi.useFakeTimers();
    const fetch = hostile((request) => (request.url.pathname === '/auth/token' ? TOKEN_OK : 'hang'));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: 'client-secret-1', fetch });
    const wait = track(hosting.ondemandBackups.waitForCompletion(1, 99, { timeoutMs: 1500 }));
    await vi.advanceTimersByTimeAsync(1499);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await wait.result).error).toBeInstanceOf(TimeoutError);
    // Nothing is left to keep the process alive.
    expect(vi.getTimerCount()).toBe(0);
  });

  test('platform waitForFinish (a long poll of up to 60 s per request)', async () => {
    vi.useFakeTimers();
    const { client } = platform(() => 'hang');
    const wait = track(client.runs.waitForFinish('run-1', { timeoutMs: 1500 }));
    await vi.advanceTimersByTimeAsync(1499);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await wait.result).error).toBeInstanceOf(TimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('bodies are bounded', () => {
  const MiB = 1024 * 1024;

  /** A body of `total` bytes made on demand; `pulled()` tells how much the client actually read. */
  function hugeBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
    const chunk = new Uint8Array(MiB).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) {
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => sent };
  }

  test('a 200 MB answer without a length stops at maxResponseBytes (default 64 MiB) with a SizeLimitError', async () => {
    const body = hugeBody(200 * MiB);
    const { client } = platform(() => new Response(body.stream, { status: 200, headers: { 'content-type': 'application/json' } }), { maxRetries: 0 });
    const error = await rejection(client.datasets.get('dataset-1'));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error).toMatchObject({ direction: 'response', limitBytes: 64 * MiB });
    expect(body.pulled()).toBeLessThanOrEqual(66 * MiB);
  });

  test('a declared length over the limit is refused before reading', async () => {
    const body = hugeBody(8 * MiB);
    const { client } = platform(
      () => new Response(body.stream, { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(8 * MiB) } }),
      { maxRetries: 0, maxResponseBytes: MiB },
    );
    const error = await rejection(client.datasets.get('dataset-1'));
    expect(error).toMatchObject({ direction: 'response', limitBytes: MiB, actualBytes: 8 * MiB });
    expect(body.pulled()).toBeLessThanOrEqual(2 * MiB);
  });

  test('streamed downloads are not limited', async () => {
    const body = hugeBody(3 * MiB);
    const { client } = platform(() => new Response(body.stream, { status: 200, headers: { 'content-type': 'text/csv' } }), { maxResponseBytes: MiB });
    const stream = await client.datasets.exportItems('dataset-1', { format: 'csv' });
    let read = 0;
    for await (const chunk of stream) read += chunk.byteLength;
    expect(read).toBe(3 * MiB);
  });

  test('a dataset push over the documented 5 MB payload limit is refused before sending', async () => {
    const { fetch, client } = platform(() => new Response(null, { status: 201 }));
    const items = Array.from({ length: 6 }, (_, i) => ({ i, text: 'x'.repeat(MiB) }));
    const error = await rejection(client.datasets.pushItems('dataset-1', { items }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error).toMatchObject({ direction: 'request', limitBytes: 5 * MiB });
    expect(String(error)).toMatch(/split/);
    expect(fetch.seen).toHaveLength(0);
  });
});
