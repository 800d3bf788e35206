import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, SizeLimitError, ValidationError } from '@typed-api/core';
import { compressionOf, detectRuntime, type HttpClientConfig } from '@typed-api/core/internal';
import { gzipJson } from '@typed-api/core/compression';
import { defineOperation } from '@typed-api/core/describe';

const push = defineOperation({ id: 'items.push', method: 'POST', path: '/items', body: z.array(z.looseObject({})), bodyKey: 'items', responseType: 'none', idempotent: true, maxBodyBytes: 50_000 });
const note = defineOperation({ id: 'notes.put', method: 'PUT', path: '/notes/{key}', params: z.object({ key: z.string() }), bodyType: 'raw', bodyKey: 'value', inputHeaders: { contentType: 'content-type' }, responseType: 'none' });

/** What one attempt put on the wire: its headers and its body's bytes. */
interface Sent {
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A fetch that records each request's bytes and answers with the statuses given (the last repeats; a 503 asks for no wait). */
function recordingFetch(...statuses: number[]): typeof fetch & { sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({ headers: request.headers, bytes: new Uint8Array(await request.arrayBuffer()) });
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)] ?? 204;
    return new Response(null, { status, headers: status === 503 ? { 'retry-after': '0' } : {} });
  };
  return Object.assign(fetch, { sent });
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, title: `Item number ${String(i)}`, tags: ['alpha', 'beta'] }));
const accepting = (fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}) =>
  new HttpClient({ baseUrl: 'https://api.test', api: 'example', fetch, compression: gzipJson, random: () => 0, ...extra });

describe('compressed request bodies', () => {
  test('a JSON body of 1 KiB or more goes gzip-compressed, and decompresses to the JSON', async () => {
    const fetch = recordingFetch(204);
    await accepting(fetch).call(push, { input: { items: items(100) } });
    const [sent] = fetch.sent;
    expect(sent?.headers.get('content-encoding')).toBe('gzip');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    const json = JSON.stringify(items(100));
    expect(sent?.bytes.byteLength).toBeLessThan(json.length / 4);
    expect(await gunzip(sent!.bytes)).toBe(json);
  });

  test('a body under 1 KiB goes as it is', async () => {
    const fetch = recordingFetch(204);
    await accepting(fetch).call(push, { input: { items: items(3) } });
    expect(fetch.sent[0]?.headers.has('content-encoding')).toBe(false);
    expect(new TextDecoder().decode(fetch.sent[0]?.bytes)).toBe(JSON.stringify(items(3)));
  });

  test('compressRequests: false sends every body as it is', async () => {
    const fetch = recordingFetch(204);
    await accepting(fetch, { compressRequests: false }).call(push, { input: { items: items(100) } });
    expect(fetch.sent[0]?.headers.has('content-encoding')).toBe(false);
    expect(new TextDecoder().decode(fetch.sent[0]?.bytes)).toBe(JSON.stringify(items(100)));
  });

  test('minBytes moves the threshold', async () => {
    const fetch = recordingFetch(204);
    const body = JSON.stringify(items(10));
    await accepting(fetch, { compressRequests: { minBytes: body.length + 1 } }).call(push, { input: { items: items(10) } });
    await accepting(fetch, { compressRequests: { minBytes: body.length } }).call(push, { input: { items: items(10) } });
    expect(fetch.sent.map((s) => s.headers.get('content-encoding'))).toEqual([null, 'gzip']);
  });

  test('a raw body is compressed only when its content type is JSON', async () => {
    const fetch = recordingFetch(204);
    const text = 'word '.repeat(1000);
    const http = accepting(fetch);
    await http.call(note, { params: { key: 'a' }, input: { value: JSON.stringify({ text }), contentType: 'application/json; charset=utf-8' } });
    await http.call(note, { params: { key: 'b' }, input: { value: `<p>${text}</p>`, contentType: 'text/html' } });
    await http.call(note, { params: { key: 'c' }, input: { value: new TextEncoder().encode(JSON.stringify({ text })), contentType: 'application/json' } });
    expect(fetch.sent.map((s) => s.headers.get('content-encoding'))).toEqual(['gzip', null, null]);
  });

  test.each([
    ['a structured JSON type', 'application/vnd.api+json', 'gzip'],
    ['a JSON type with parameters', 'application/problem+json ; charset=utf-8', 'gzip'],
    ['a type that only names JSON in a parameter', 'multipart/related; type=application/json', null],
    ['a type that only starts like JSON', 'application/json5', null],
    ['JSON lines', 'application/jsonl', null],
  ])('%s (%s): compressed only when the type itself is JSON', async (_what, contentType, encoding) => {
    const fetch = recordingFetch(204);
    await accepting(fetch).call(note, { params: { key: 'a' }, input: { value: JSON.stringify({ text: 'word '.repeat(1000) }), contentType } });
    expect(fetch.sent[0]?.headers.get('content-encoding')).toBe(encoding);
  });

  test('a body that compression would make larger goes as it is', async () => {
    const fetch = recordingFetch(204);
    await accepting(fetch, { compressRequests: { minBytes: 1 } }).call(push, { input: { items: [{}] } });
    expect(fetch.sent[0]?.headers.has('content-encoding')).toBe(false);
    expect(new TextDecoder().decode(fetch.sent[0]?.bytes)).toBe('[{}]');
  });

  test('a body the caller already gave a Content-Encoding is sent as given, never encoded twice', async () => {
    const fetch = recordingFetch(204);
    await accepting(fetch).call(push, { input: { items: items(100) } }, { headers: { 'content-encoding': 'identity' } });
    expect(fetch.sent[0]?.headers.get('content-encoding')).toBe('identity');
    expect(new TextDecoder().decode(fetch.sent[0]?.bytes)).toBe(JSON.stringify(items(100)));
  });

  test('a retry after a 503 sends the same compressed bytes again', async () => {
    const fetch = recordingFetch(503, 204);
    await accepting(fetch, { maxRetries: 2 }).call(push, { input: { items: items(100) } });
    expect(fetch.sent).toHaveLength(2);
    expect(fetch.sent.map((s) => s.headers.get('content-encoding'))).toEqual(['gzip', 'gzip']);
    expect(fetch.sent[1]?.bytes).toEqual(fetch.sent[0]?.bytes);
  });

  test("the operation's body size limit applies to the uncompressed body", async () => {
    const fetch = recordingFetch(204);
    // 60 000 bytes of JSON that compress to a few hundred: still over the 50 000 the operation accepts.
    const error = await accepting(fetch).call(push, { input: { items: [{ text: 'a'.repeat(60_000) }] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(fetch.sent).toHaveLength(0);
  });

  test('a client of an API that does not take compressed bodies sends them as they are, and refuses settings for it', async () => {
    const fetch = recordingFetch(204);
    await new HttpClient({ baseUrl: 'https://api.test', fetch }).call(push, { input: { items: items(100) } });
    expect(fetch.sent[0]?.headers.has('content-encoding')).toBe(false);
    expect(() => new HttpClient({ baseUrl: 'https://api.test', api: 'example', fetch, compressRequests: { minBytes: 10 } })).toThrow(/compressRequests.*example API does not take compressed request bodies/s);
    expect(() => new HttpClient({ baseUrl: 'https://api.test', fetch, compressRequests: {} })).toThrow(/the target API does not take/);
    const refusal = (() => {
      try {
        new HttpClient({ baseUrl: 'https://api.test', fetch, compressRequests: {} });
        return undefined;
      } catch (error) {
        return error as ValidationError;
      }
    })();
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal?.message).toContain('Invalid client options');
    expect(refusal?.issues).toMatchObject([{ path: ['compressRequests'], code: 'invalid_option' }]);
    expect(() => new HttpClient({ baseUrl: 'https://api.test', fetch, compressRequests: false })).not.toThrow();
  });

  test('in a browser, bodies go as they are unless the caller asks for compression (Content-Encoding needs the CORS answer to allow it)', () => {
    const browser = detectRuntime({ document: {}, navigator: { userAgent: 'Mozilla/5.0 Chrome/140.0' } });
    const config = { baseUrl: 'https://api.test', compression: gzipJson };
    expect(compressionOf(config, browser)?.minBytes).toBeUndefined();
    expect(compressionOf({ ...config, compressRequests: {} }, browser)?.minBytes).toBe(1024);
    expect(compressionOf({ ...config, compressRequests: { minBytes: 4096 } }, browser)?.minBytes).toBe(4096);
    expect(compressionOf(config, detectRuntime({ process: { versions: { node: '22.12.0' } } }))?.minBytes).toBe(1024);
    expect(compressionOf(config, detectRuntime({ navigator: { userAgent: 'Cloudflare-Workers' } }))?.minBytes).toBe(1024);
  });

  test.each([
    ['true', true],
    ['a number', 2048],
    ['a minBytes of 0', { minBytes: 0 }],
    ['an unknown setting', { threshold: 10 }],
  ])('compressRequests as %s is refused', (_what, value) => {
    expect(() => accepting(recordingFetch(204), { compressRequests: value as false })).toThrow(ValidationError);
  });
});
