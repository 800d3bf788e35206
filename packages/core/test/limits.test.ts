import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, SizeLimitError } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';

// The size limits at their bounds: a request body of exactly the operation's limit goes, one byte more is
// refused before sending, whatever form the body takes; an answer of exactly `maxResponseBytes` is read, and
// one that announces more (without compression) is refused before a byte of it is read.

const read = defineOperation({ id: 'read', method: 'GET', path: '/r' });
const forget = defineOperation({ id: 'forget', method: 'DELETE', path: '/f', responseType: 'none' });
const upload = defineOperation({ id: 'upload', method: 'PUT', path: '/u', bodyType: 'raw', bodyKey: 'value', responseType: 'none', maxBodyBytes: 10 });
const submit = defineOperation({ id: 'submit', method: 'POST', path: '/s', bodyType: 'form', body: z.object({ text: z.string() }), responseType: 'none', maxBodyBytes: 10 });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', fetch, random: () => 0, ...extra });
}

/** A body that counts how often it is read from (nothing is pulled before a read) and whether it was cancelled. */
function watchedBody(bytes: Uint8Array): { stream: ReadableStream<Uint8Array>; pulls: number; cancelled: boolean } {
  const state = {
    pulls: 0,
    cancelled: false,
    stream: new ReadableStream<Uint8Array>({
      pull: (controller) => {
        state.pulls++;
        controller.enqueue(bytes);
        controller.close();
      },
      cancel: () => {
        state.cancelled = true;
      },
    }, { highWaterMark: 0 }),
  };
  return state;
}

const noContent = () => Promise.resolve(new Response(null, { status: 204 }));

describe('request bodies at the limit', () => {
  test.each([
    ['text', 'x'.repeat(10), 'x'.repeat(11)],
    ['bytes', new Uint8Array(10), new Uint8Array(11)],
    ['an ArrayBuffer', new ArrayBuffer(10), new ArrayBuffer(11)],
    ['a Blob', new Blob(['x'.repeat(10)]), new Blob(['x'.repeat(11)])],
  ])('%s of exactly maxBodyBytes goes, one byte more is refused before sending', async (_what, fits, over) => {
    let sent = 0;
    const http = client(() => {
      sent++;
      return noContent();
    });
    await http.call(upload, { input: { value: fits } });
    const error = await Promise.resolve(http.call(upload, { input: { value: over } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error).toMatchObject({ direction: 'request', limitBytes: 10, actualBytes: 11 });
    expect(sent).toBe(1);
  });

  test('a form body is measured as it is encoded', async () => {
    let sent = 0;
    const http = client(() => {
      sent++;
      return noContent();
    });
    // `text=a+b+c` is 10 bytes encoded; `text=%C3%A9` (é) is 11, though the value is one character.
    await http.call(submit, { input: { text: 'a b c' } });
    const error = await Promise.resolve(http.call(submit, { input: { text: 'é' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ direction: 'request', actualBytes: 11 });
    expect(sent).toBe(1);
  });
});

describe('answers at the limit', () => {
  const answer = (bytes: Uint8Array, headers: Record<string, string>) => {
    const body = watchedBody(bytes);
    return { body, fetch: () => Promise.resolve(new Response(body.stream, { headers: { 'content-type': 'application/json', ...headers } })) };
  };
  const body16 = new TextEncoder().encode('{"n":1234567890}');

  test('an answer announcing exactly maxResponseBytes is read', async () => {
    expect(body16.byteLength).toBe(16);
    const { fetch } = answer(body16, { 'content-length': '16' });
    expect(await client(fetch, { maxResponseBytes: 16 }).call(read, {})).toEqual({ n: 1234567890 });
  });

  test.each(['', 'identity', ' Identity '])('an answer announcing more, with Content-Encoding %j, is refused before it is read, and let go', async (encoding) => {
    const { body, fetch } = answer(body16, { 'content-length': '16', 'content-encoding': encoding });
    const error = await Promise.resolve(client(fetch, { maxResponseBytes: 15 }).call(read, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(body.pulls).toBe(0);
    expect(body.cancelled).toBe(true);
  });

  test('an answer the SDK does not read (no response body expected, or a 503 to retry) is let go', async () => {
    const bodies = [watchedBody(new Uint8Array(4)), watchedBody(new Uint8Array(4))];
    let n = 0;
    const fetch = () => {
      const body = bodies[n++]!;
      return Promise.resolve(new Response(body.stream, { status: n === 1 ? 503 : 200, headers: { 'retry-after': '0' } }));
    };
    await client(fetch).call(forget, {});
    expect(bodies.map((b) => b.cancelled)).toEqual([true, true]);
  });

  test('an answer over the limit from a fetch that keeps a copy of each response (a cache, a recorder) ends the call', async () => {
    const kept: Response[] = [];
    const fetch = () => {
      const original = new Response(JSON.stringify({ text: 'x'.repeat(100) }));
      kept.push(original);
      // The clone shares its body with the copy kept: the body is only let go once both are done with it.
      return Promise.resolve(original.clone());
    };
    const error = await Promise.resolve(client(fetch, { maxResponseBytes: 10 }).call(read, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(kept).toHaveLength(1);
  });
});
