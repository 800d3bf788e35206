import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, AuthenticationError, bearerAuth, ConnectionError, HttpClient, RateLimitError, ResponseValidationError, RetryBudgetError, TimeoutError, ValidationError, type AuthStrategy, type Logger, type Progress } from '@typed-api/core';
import { defineOperation, type HttpClientConfig } from '@typed-api/core/internal';
import { json, scriptedFetch } from './helpers.js';

// The request loop as a caller sees it: progress, logs, the attempt an error came from, what is retried and
// what is not, how answers are read, redirects, and what the client shows of itself.

const read = defineOperation({ id: 'things.get', method: 'GET', path: '/r' });
const create = defineOperation({ id: 'things.create', method: 'POST', path: '/c', body: z.object({ n: z.number() }) });
const download = defineOperation({ id: 'things.download', method: 'GET', path: '/d', responseType: 'stream' });
const typed = defineOperation({ id: 'things.typed', method: 'POST', path: '/t', response: () => z.object({ id: z.string(), n: z._default(z.number(), 1) }) });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', fetch, random: () => 0, ...extra });
}

async function settle<T>(promise: PromiseLike<T>): Promise<{ value?: T; error?: unknown }> {
  const result = Promise.resolve(promise).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return result;
}

/** A logger that keeps what it is told, by level. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => {
    lines.push(`${level} ${message}`);
  };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const unavailable = () => json({ error: 'down' }, 503);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('progress', () => {
  test('a call reports each attempt, each retry and the end, with the attempts made and the time since it began', async () => {
    const seen: Progress[] = [];
    const fetch = scriptedFetch(unavailable(), new Error('socket hang up'), json({ ok: true }));
    const { value } = await settle(client(fetch).call(read, {}, { onProgress: (p) => seen.push(p) }));
    expect(value).toEqual({ ok: true });
    expect(seen).toEqual([
      { status: 'sending', attempts: 1, elapsedMs: 0 },
      { status: 'retrying', attempts: 1, elapsedMs: 0 },
      { status: 'sending', attempts: 2, elapsedMs: 500 },
      { status: 'retrying', attempts: 2, elapsedMs: 500 },
      { status: 'sending', attempts: 3, elapsedMs: 1500 },
      { status: 'done', attempts: 3, elapsedMs: 1500 },
    ]);
  });

  test('a download reports the bytes received against the announced length, then the total', async () => {
    const seen: Progress[] = [];
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new Uint8Array(3));
        c.enqueue(new Uint8Array(2));
        c.close();
      },
    });
    const fetch = scriptedFetch(() => new Response(body, { headers: { 'content-length': '5' } }));
    const stream = (await client(fetch).call(download, {}, { onProgress: (p) => seen.push(p) })) as ReadableStream<Uint8Array>;
    expect((await new Response(stream).arrayBuffer()).byteLength).toBe(5);
    expect(seen.map((p) => [p.status, p.bytes])).toEqual([
      ['sending', undefined],
      ['receiving', { done: 3, total: 5 }],
      ['receiving', { done: 5, total: 5 }],
      ['done', { done: 5, total: 5 }],
    ]);
  });
});

describe('logs', () => {
  test('debug shows each request and answer with its time; warn shows each retry with its wait and count', async () => {
    const logger = recordingLogger();
    const fetch = scriptedFetch(unavailable(), new Error('socket hang up'), json({}));
    await settle(client(fetch, { logger, logLevel: 'debug', maxRetries: 3 }).call(read, {}));
    expect(logger.lines).toEqual([
      'debug → GET https://api.test/r',
      'warn 503 on GET https://api.test/r: retrying in 500ms (1/3)',
      'debug → GET https://api.test/r (retry 1)',
      'warn request failed: socket hang up: retrying in 1000ms (2/3)',
      'debug → GET https://api.test/r (retry 2)',
      'debug ← 200 GET https://api.test/r 0ms',
    ]);
  });

  test('a response that does not match its schema is reported once per field in report mode, and the data is returned as received', async () => {
    const logger = recordingLogger();
    const fetch = scriptedFetch(() => json({ id: 7 }), json({ id: 7 }));
    const http = client(fetch, { logger, validateResponses: 'report' });
    expect(await http.call(typed, {})).toEqual({ id: 7 });
    await http.call(typed, {});
    const odd = defineOperation({ id: 'things.list', method: 'GET', path: '/l', response: () => z.array(z.string()) });
    await http.call(odd, {});
    expect(logger.lines).toEqual([
      expect.stringMatching(/^warn things\.typed: the response does not match its schema at id: .+ \(reported once; the data is returned as received\)$/),
      expect.stringMatching(/^warn things\.list: the response does not match its schema at \(body\): /),
    ]);
  });
});

describe('what is retried', () => {
  test('an error says which attempt failed; an error before anything was sent names none', async () => {
    const { error } = await settle(client(scriptedFetch(unavailable()), { maxRetries: 2 }).call(read, {}));
    expect(error).toMatchObject({ status: 503, attempt: 3 });
    const refused = await settle(client(scriptedFetch(json({}))).call(create, { body: { n: 'x' as never } }));
    expect(refused.error).toBeInstanceOf(ValidationError);
    expect((refused.error as ValidationError).attempt).toBeUndefined();
  });

  test('a Retry-After of exactly maxRetryAfterMs is waited for', async () => {
    const fetch = scriptedFetch(json({}, 429, { 'retry-after': '2' }), json({ ok: true }));
    expect((await settle(client(fetch, { maxRetryAfterMs: 2000 }).call(read, {}))).value).toEqual({ ok: true });
    expect(fetch.seen.map((s) => s.at - fetch.seen[0]!.at)).toEqual([0, 2000]);
  });

  test('a failure that is not retried anyway does not blame the Retry-After ceiling', async () => {
    const fetch = scriptedFetch(json({ error: 'down' }, 503, { 'retry-after': '3600' }));
    const { error } = await settle(client(fetch).call(create, { body: { n: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(String(error)).not.toContain('maxRetryAfterMs');
    expect(fetch.seen).toHaveLength(1);
  });

  test('a streamed request body is sent once: it cannot be read again for a retry', async () => {
    const upload = defineOperation({ id: 'things.upload', method: 'PUT', path: '/u', bodyType: 'raw', bodyKey: 'value', responseType: 'none' });
    const fetch = scriptedFetch(unavailable());
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new Uint8Array([1]));
        c.close();
      },
    });
    const { error } = await settle(client(fetch).call(upload, { input: { value: stream } }));
    expect(error).toMatchObject({ status: 503 });
    expect(fetch.seen).toHaveLength(1);
  });

  test('the retry budget also counts retries after connection failures', async () => {
    const fetch = scriptedFetch(new Error('connect ECONNREFUSED'));
    const { error } = await settle(client(fetch, { retryBudget: { minRetriesPerSecond: 0.1, ratio: 0 }, maxRetries: 5 }).call(read, {}));
    expect(error).toBeInstanceOf(RetryBudgetError);
    expect((error as RetryBudgetError).cause).toBeInstanceOf(ConnectionError);
    expect(fetch.seen).toHaveLength(2);
  });

  test("the call's timeoutMs wins over the operation's, and totalTimeoutMs bounds the whole call", async () => {
    const slowOp = defineOperation({ id: 'things.slow', method: 'GET', path: '/s', timeoutMs: 60_000 });
    const hang: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason as Error);
        });
      });
    const { error } = await settle(client(hang, { maxRetries: 0 }).call(slowOp, {}, { timeoutMs: 100 }));
    expect(String(error)).toContain('timed out after 100ms');
    const whole = await settle(client(scriptedFetch(unavailable()), { totalTimeoutMs: 1200, maxRetries: 10 }).call(read, {}));
    expect(whole.error).toBeInstanceOf(TimeoutError);
    expect(String(whole.error)).toContain('things.get ran past its total time limit of 1200ms (totalTimeoutMs)');
  });
});

describe('credentials on the way out', () => {
  test('a 401 says the client sent no credentials only when it had none', async () => {
    const unauthorized = () => json({ error: 'unauthorized' }, 401);
    const none = await settle(client(scriptedFetch(unauthorized())).call(read, {}));
    expect(none.error).toBeInstanceOf(AuthenticationError);
    expect(String(none.error)).toContain('the client sent no credentials');
    const bearer = await settle(client(scriptedFetch(unauthorized()), { auth: bearerAuth('tok-1') }).call(read, {}));
    expect(bearer.error).toBeInstanceOf(AuthenticationError);
    expect(String(bearer.error)).not.toContain('sent no credentials');
  });

  test('a strategy that fails while adding credentials fails the call as a connection error and leaves no timer', async () => {
    const broken: AuthStrategy = { kind: 'broken', apply: () => Promise.reject(new Error('keychain locked')), secrets: () => [] };
    const fetch = scriptedFetch(json({}));
    const { error } = await settle(client(fetch, { auth: broken, maxRetries: 0 }).call(read, {}));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('request failed: keychain locked');
    expect(fetch.seen).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("the strategy's secrets are hidden from the first error on", async () => {
    const fetch = scriptedFetch(json({ error: 'bad token tok-secret-1' }, 400));
    const { error } = await settle(client(fetch, { auth: bearerAuth('tok-secret-1') }).call(read, {}));
    expect(JSON.stringify(error)).not.toContain('tok-secret-1');
    expect(inspect(error, { depth: 5 })).not.toContain('tok-secret-1');
  });

  test('redact() hides known secrets and credentials in the URLs a text quotes, up to a quote or a space', () => {
    const http = client(scriptedFetch(json({})), { auth: bearerAuth('tok-secret-1') });
    expect(http.redact('token tok-secret-1 and "https://api.test/x?token=abc&page=2" then https://api.test/y?token=k1 done')).toBe(
      'token [REDACTED] and "https://api.test/x?token=%5BREDACTED%5D&page=2" then https://api.test/y?token=%5BREDACTED%5D done',
    );
  });

  test('a link to another origin is refused before anything is sent, its credentials hidden', async () => {
    const fetch = scriptedFetch(json({}));
    const error = await Promise.resolve(client(fetch).follow(read, 'https://elsewhere.test/r?token=abc')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain('Refusing to follow things.get link');
    expect((error as ValidationError).issues).toEqual([{ path: ['url'], code: 'invalid_origin', message: 'https://elsewhere.test/r?token=%5BREDACTED%5D is not on https://api.test' }]);
    expect(fetch.seen).toHaveLength(0);
  });

  test('the client shows its base URL and auth kind only', () => {
    const http = client(scriptedFetch(json({})), { auth: bearerAuth('tok-secret-1') });
    expect(inspect(http)).toBe("HttpClient { baseUrl: 'https://api.test', auth: 'bearer' }");
    expect(JSON.stringify(http)).toBe('{"baseUrl":"https://api.test","auth":"bearer"}');
  });
});

describe('reading answers', () => {
  test('a body of whitespace is no body; a 204 is no body even where a body is described', async () => {
    expect((await settle(client(scriptedFetch(new Response(' \n', { status: 200 }))).call(read, {}))).value).toBeUndefined();
    expect((await settle(client(scriptedFetch(new Response(null, { status: 204 }))).call(typed, {}))).value).toBeUndefined();
  });

  test('an empty answer where a body is described is an error that says so', async () => {
    const { error } = await settle(client(scriptedFetch(new Response(null, { status: 200 }))).call(typed, {}));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([{ path: [], code: 'invalid_json', message: 'expected JSON but got an empty body (no content type, status 200)' }]);
  });

  test('an answer that is not JSON is shown by its first 120 characters', async () => {
    const html = `<html>${'x'.repeat(300)}</html>`;
    const { error } = await settle(client(scriptedFetch(new Response(html, { headers: { 'content-type': 'text/html' } }))).call(create, { body: { n: 1 } }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([{ path: [], code: 'invalid_json', message: `expected JSON but got text/html: ${JSON.stringify(html.slice(0, 120))}` }]);
  });

  test('a body that breaks off while it is read is a connection error saying so', async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new TextEncoder().encode('{"a":'));
        c.error(new Error('connection reset'));
      },
    });
    const { error } = await settle(client(scriptedFetch(() => new Response(body)), { maxRetries: 0 }).call(read, {}));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('response body could not be read: connection reset');
  });

  test('validated answers come back as the schema gives them (defaults filled in)', async () => {
    const fetch = scriptedFetch(() => json({ id: 'a' }));
    expect(await client(fetch, { validateResponses: 'strict' }).call(typed, {})).toEqual({ id: 'a', n: 1 });
    expect(await client(fetch).call(typed, {})).toEqual({ id: 'a' });
  });
});

describe('redirects', () => {
  const to = (status: number, location: string) => new Response(null, { status, headers: { location } });

  test('308 keeps the method and body; 302 turns a write into a GET without a body; HEAD stays HEAD', async () => {
    const fetch = scriptedFetch(to(308, '/c2'), json({}), to(302, '/c3'), json({}));
    const http = client(fetch);
    await settle(http.call(create, { body: { n: 1 } }));
    await settle(http.call(create, { body: { n: 2 } }));
    expect(fetch.seen.map((s) => `${s.method} ${new URL(s.url).pathname} ${s.body} ${s.headers['content-type'] ?? '-'}`)).toEqual([
      'POST /c {"n":1} application/json',
      'POST /c2 {"n":1} application/json',
      'POST /c {"n":2} application/json',
      'GET /c3  -',
    ]);
    const head = defineOperation({ id: 'things.head', method: 'HEAD', path: '/h', responseType: 'none' });
    const heads = scriptedFetch(to(302, '/h2'), new Response(null));
    await settle(client(heads).call(head, {}));
    expect(heads.seen.map((s) => s.method)).toEqual(['HEAD', 'HEAD']);
  });

  test('ten redirects in a row are followed, the eleventh is refused', async () => {
    const hops = (n: number) => scriptedFetch(...Array.from({ length: n }, (_, i) => to(301, `/r${String(i + 1)}`)), json({ ok: true }));
    expect((await settle(client(hops(10)).call(read, {}))).value).toEqual({ ok: true });
    const { error } = await settle(client(hops(11)).call(read, {}));
    expect(error).toMatchObject({ code: 'redirect-refused', status: 301 });
    expect(String(error)).toContain('more than 10 redirects in a row');
  });

  test('a 307 for a streamed request body is refused: the stream cannot be sent again', async () => {
    const upload = defineOperation({ id: 'things.upload', method: 'PUT', path: '/u', bodyType: 'raw', bodyKey: 'value', responseType: 'none' });
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new Uint8Array([1]));
        c.close();
      },
    });
    const { error } = await settle(client(scriptedFetch(to(307, '/u2'))).call(upload, { input: { value: stream } }));
    expect(error).toMatchObject({ code: 'redirect-refused', status: 307 });
    expect((error as Error).message).toContain('Not following the redirect: https://api.test/u2 (the request body was a stream and cannot be sent again); use the final address as baseUrl');
  });

  test('a 300 with a Location is followed like any redirect', async () => {
    const fetch = scriptedFetch(to(300, '/r2'), json({ ok: true }));
    expect((await settle(client(fetch).call(read, {}))).value).toEqual({ ok: true });
  });
});

test('a rate-limited answer still carries its Retry-After when it is not waited for', async () => {
  const { error } = await settle(client(scriptedFetch(json({}, 429, { 'retry-after': '5' })), { maxRetries: 0 }).call(read, {}));
  expect(error).toBeInstanceOf(RateLimitError);
  expect((error as RateLimitError).retryAfterMs).toBe(5000);
});

describe('before anything is sent', () => {
  test('a call whose signal is aborted up front fails with no attempt number and sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = scriptedFetch(json({}));
    const { error } = await settle(client(fetch).call(read, {}, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect((error as { attempt?: number }).attempt).toBeUndefined();
    expect(fetch.seen).toHaveLength(0);
  });

  test('a base URL that already ends with the API prefix is refused, with the address to give instead', () => {
    const make = (baseUrl: string) => () => new HttpClient({ baseUrl, prefix: '/v9', fetch: scriptedFetch(json({})) });
    for (const baseUrl of ['https://api.test/v9', 'https://api.test/v9//']) {
      let error: unknown;
      try {
        make(baseUrl)();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toContain('Invalid client options');
      expect((error as ValidationError).issues).toEqual([
        { path: ['baseUrl'], code: 'invalid_option', message: 'ends with /v9, which the client adds to every path itself; give the address without it (https://api.test)' },
      ]);
    }
    expect(make('https://api.test/v9/base')).not.toThrow();
    expect(() => new HttpClient({ baseUrl: 'https://api.test/v9', fetch: scriptedFetch(json({})) })).not.toThrow();
  });

  test('answers that are not JSON are never validated, even with a response schema', async () => {
    const text = defineOperation({ id: 'things.text', method: 'GET', path: '/x', responseType: 'text', response: () => z.object({ id: z.string() }) });
    expect(await client(scriptedFetch(new Response('plain words')), { validateResponses: 'strict' }).call(text, {})).toBe('plain words');
  });
});
