import { getEventListeners } from 'node:events';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, ApiError, AuthenticationError, bearerAuth, clientCredentialsAuth, ConnectionError, HttpClient, RateLimitError, ResponseValidationError, RetryBudgetError, SizeLimitError, TimeoutError, ValidationError, type AuthStrategy, type Logger, type Progress } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';
import { schemaChecks } from '@typed-api/core/checks';

// The request loop as a caller sees it: progress, logs, the attempt an error came from, what is retried and
// what is not, how answers are read, redirects, and what the client shows of itself.

const read = defineOperation({ id: 'things.get', method: 'GET', path: '/r' });
const create = defineOperation({ id: 'things.create', method: 'POST', path: '/c', body: z.object({ n: z.number() }) });
const download = defineOperation({ id: 'things.download', method: 'GET', path: '/d', responseType: 'stream' });
const typed = defineOperation({ id: 'things.typed', method: 'POST', path: '/t', response: () => z.object({ id: z.string(), n: z._default(z.number(), 1) }) });

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test', fetch, random: () => 0, checks: schemaChecks, ...extra });
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
    // No time passed on the fake clock while the body was read.
    expect(seen.map((p) => p.elapsedMs)).toEqual([0, 0, 0, 0]);
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
    const refused = await settle(client(scriptedFetch(json({})), { validateInputs: true }).call(create, { input: { n: 'x' as never } }));
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
    const { error } = await settle(client(fetch).call(create, { input: { n: 1 } }));
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
    expect(await settle(client(scriptedFetch(new Response(' \n', { status: 200 }))).call(read, {}))).toEqual({ value: undefined });
    expect(await settle(client(scriptedFetch(new Response(null, { status: 204 }))).call(typed, {}))).toEqual({ value: undefined });
  });

  test('an empty answer where a body is described is an error that says so', async () => {
    const { error } = await settle(client(scriptedFetch(new Response(null, { status: 200 }))).call(typed, {}));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([{ path: [], code: 'invalid_json', message: 'expected JSON but got an empty body (no content type, status 200)' }]);
  });

  test('an answer that is not JSON is shown by its first 120 characters', async () => {
    const html = `<html>${'x'.repeat(300)}</html>`;
    const { error } = await settle(client(scriptedFetch(new Response(html, { headers: { 'content-type': 'text/html' } }))).call(create, { input: { n: 1 } }));
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
    await settle(http.call(create, { input: { n: 1 } }));
    await settle(http.call(create, { input: { n: 2 } }));
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

/** A response whose body counts how often it was cancelled (released without being read). */
function releasable(status: number, headers: Record<string, string> = {}): { response: Response; released: () => number } {
  let cancelled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull: (c) => {
      c.enqueue(new TextEncoder().encode('{}'));
    },
    cancel: () => {
      cancelled++;
    },
  });
  return { response: new Response(body, { status, headers }), released: () => cancelled };
}

/** A fetch that hands out the given answers in turn, as they are (no copies, so a body's own stream is what the client sees). */
function answers(...list: Response[]): typeof globalThis.fetch & { count: () => number } {
  let count = 0;
  const fn = () => Promise.resolve(list[Math.min(count++, list.length - 1)]!);
  return Object.assign(fn as unknown as typeof globalThis.fetch, { count: () => count });
}

describe('credentials held and renewed', () => {
  test('a secret a strategy held when the client was made stays hidden after the strategy lets go of it', () => {
    let secret = 'first-secret-1';
    const rotating: AuthStrategy = {
      kind: 'rotating',
      apply: ({ headers }) => {
        headers.set('x-key', secret);
      },
      secrets: () => [secret],
    };
    const http = client(scriptedFetch(json({})), { auth: rotating });
    secret = 'second-secret-2';
    expect(http.redact('old first-secret-1, new second-secret-2')).toBe('old [REDACTED], new [REDACTED]');
  });

  test("a strategy renewing credentials after a 401 is given a signal that follows the call's and the client's signals", async () => {
    const seen: AbortSignal[] = [];
    const renewing: AuthStrategy = {
      kind: 'renewing',
      apply: () => undefined,
      onUnauthorized: (context) => {
        if (context.signal) seen.push(context.signal);
        return false;
      },
      secrets: () => [],
    };
    const call = new AbortController();
    const whole = new AbortController();
    await settle(client(scriptedFetch(json({}, 401)), { auth: renewing, signal: whole.signal }).call(read, {}, { signal: call.signal }));
    await settle(client(scriptedFetch(json({}, 401)), { auth: renewing, signal: whole.signal }).call(read, {}));
    expect(seen.map((s) => s.aborted)).toEqual([false, false]);
    call.abort();
    expect(seen.map((s) => s.aborted)).toEqual([true, false]);
    whole.abort();
    expect(seen.map((s) => s.aborted)).toEqual([true, true]);
  });

  test('after a 401 the strategy renews once: the refused answer is released, the renewal logged at info, the call sent again', async () => {
    let token = 1;
    const renewing: AuthStrategy = {
      kind: 'renewing',
      apply: ({ headers }) => {
        headers.set('authorization', `Bearer t${String(token)}`);
      },
      onUnauthorized: () => {
        token++;
        return true;
      },
      secrets: () => [],
    };
    const refused = releasable(401);
    const fetch = answers(refused.response, json({ ok: true }));
    const logger = recordingLogger();
    expect(await settle(client(fetch, { auth: renewing, logger, logLevel: 'info' }).call(read, {}))).toEqual({ value: { ok: true } });
    expect(fetch.count()).toBe(2);
    expect(refused.released()).toBe(1);
    expect(logger.lines).toEqual(['info 401 on GET https://api.test/r: credentials refreshed, sending once more']);
  });

  test('a strategy that declines to renew after a 401 ends the call with the 401, sending nothing more', async () => {
    const declining: AuthStrategy = { kind: 'declining', apply: () => undefined, onUnauthorized: () => false, secrets: () => [] };
    const fetch = scriptedFetch(json({ error: 'unauthorized' }, 401), json({ ok: true }));
    const { error } = await settle(client(fetch, { auth: declining }).call(read, {}));
    expect(error).toMatchObject({ status: 401 });
    expect(fetch.seen).toHaveLength(1);
  });

  test('a token request answered 401 is not sent again: the credentials it carries were refused', async () => {
    const fetch = scriptedFetch(json({ error: 'invalid_client' }, 401));
    const { error } = await settle(client(fetch, { auth: clientCredentialsAuth({ clientId: 'id', clientSecret: 'client-secret-1' }) }).call(read, {}));
    expect(error).toMatchObject({ code: 'token-request-failed', status: 401 });
    expect(fetch.seen).toHaveLength(1);
  });

  test('only a 401 makes the strategy renew credentials: a 403 fails at once', async () => {
    let renewals = 0;
    const renewing: AuthStrategy = {
      kind: 'renewing',
      apply: () => undefined,
      onUnauthorized: () => {
        renewals++;
        return true;
      },
      secrets: () => [],
    };
    const fetch = scriptedFetch(json({ error: 'forbidden' }, 403), json({ ok: true }));
    const { error } = await settle(client(fetch, { auth: renewing }).call(read, {}));
    expect(error).toMatchObject({ status: 403 });
    expect(renewals).toBe(0);
    expect(fetch.seen).toHaveLength(1);
  });

  test('an error a strategy passes on from a call of its own keeps the attempt of that call', async () => {
    const inner = client(scriptedFetch(unavailable()), { maxRetries: 2 });
    let applied = 0;
    const fetching: AuthStrategy = {
      kind: 'fetching',
      apply: async () => {
        if (++applied === 2) await inner.call(read, {});
      },
      secrets: () => [],
    };
    const { error } = await settle(client(scriptedFetch(unavailable()), { auth: fetching, maxRetries: 1 }).call(read, {}));
    expect(error).toMatchObject({ status: 503, attempt: 3 });
  });

  test("an error the caller's own hook throws reaches the caller as it was thrown", async () => {
    const own = new Error('stop here');
    const http = client(scriptedFetch(json({ id: 7 })), {
      validateResponses: 'report',
      onValidationIssue: () => {
        throw own;
      },
    });
    const { error } = await settle(http.call(typed, {}));
    expect(error).toBe(own);
    expect(Object.keys(own)).toEqual([]);
  });

  test('a token request answered with a redirect is refused with what to configure, and nothing is re-sent', async () => {
    const fetch = scriptedFetch(new Response(null, { status: 302, headers: { location: '/auth/elsewhere' } }));
    const { error } = await settle(client(fetch, { auth: clientCredentialsAuth({ clientId: 'id', clientSecret: 'client-secret-1' }) }).call(read, {}));
    expect(error).toMatchObject({ code: 'redirect-refused', status: 302 });
    expect((error as Error).message).toContain(
      'Not following the redirect: https://api.test/auth/elsewhere (a 302 redirect from a request that carries credentials in its body; nothing is re-sent after a redirect); configure the final address of this endpoint',
    );
    expect(fetch.seen).toHaveLength(1);
  });

  test('redact() also hides credentials in plain http URLs a text quotes', () => {
    expect(client(scriptedFetch(json({}))).redact('see http://user:pw@proxy.test/x?token=abc now')).toBe('see http://user:%5BREDACTED%5D@proxy.test/x?token=%5BREDACTED%5D now');
  });
});

describe('what cancels a call and what a call leaves', () => {
  test('a call its caller cancels while it is sent is not retried: no retry is logged, reported or paid from the budget', async () => {
    const controller = new AbortController();
    let sent = 0;
    const fetch = ((_input: unknown, init?: RequestInit) => {
      sent++;
      controller.abort();
      return Promise.reject(init?.signal?.reason as Error);
    }) as typeof globalThis.fetch;
    const logger = recordingLogger();
    const seen: Progress[] = [];
    const http = client(fetch, { logger });
    const { error } = await settle(http.call(read, {}, { signal: controller.signal, onProgress: (p) => seen.push(p) }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).message).toBe('The operation was aborted');
    expect(sent).toBe(1);
    expect(logger.lines).toEqual([]);
    expect(seen.map((p) => p.status)).toEqual(['sending']);
  });

  test("a download stays cancellable by the caller's signal while it is read", async () => {
    const controller = new AbortController();
    const fetch = ((_input: unknown, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          init?.signal?.addEventListener('abort', () => {
            c.error(init.signal?.reason);
          });
        },
      });
      return Promise.resolve(new Response(body));
    }) as typeof globalThis.fetch;
    const stream = (await client(fetch).call(download, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    const reading = stream.getReader().read();
    controller.abort();
    await expect(reading).rejects.toBeInstanceOf(AbortError);
  });

  test("a download retried after failures leaves no listener on the caller's signal from the attempts that failed", async () => {
    const controller = new AbortController();
    const fetch = scriptedFetch(new Error('connection reset'), unavailable(), () => new Response('abc'));
    const { value } = await settle(client(fetch).call(download, {}, { signal: controller.signal }));
    // Only the attempt that answered still follows the signal, so that the caller can stop the download.
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    expect(await new Response(value as ReadableStream<Uint8Array>).text()).toBe('abc');
    const broken: AuthStrategy = { kind: 'broken', apply: () => Promise.reject(new Error('keychain locked')), secrets: () => [] };
    const other = new AbortController();
    await settle(client(scriptedFetch(json({})), { auth: broken, maxRetries: 0 }).call(download, {}, { signal: other.signal }));
    expect(getEventListeners(other.signal, 'abort')).toHaveLength(0);
  });
});

describe('redirects, further', () => {
  test("a redirect the runtime hides (a browser's opaque redirect) is refused: the SDK cannot check where it leads", async () => {
    const hidden = new Response(null, { status: 200 });
    Object.defineProperty(hidden, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(hidden, 'status', { value: 0 });
    const fetch = answers(hidden, json({ ok: true }));
    const { error } = await settle(client(fetch).call(read, {}));
    expect(error).toMatchObject({ code: 'redirect-refused' });
    expect((error as Error).message).toContain(
      'Not following the redirect: https://api.test/r (the runtime hides where it leads, so the SDK cannot check it stays on the same origin); use the final address as baseUrl',
    );
    expect(fetch.count()).toBe(1);
  });

  test('a redirect to another origin names both origins; the answer that redirected is released', async () => {
    const moved = releasable(302, { location: 'https://elsewhere.test/r' });
    const { error } = await settle(client(answers(moved.response)).call(read, {}));
    expect((error as Error).message).toContain('Not following the redirect: https://elsewhere.test/r (it leads to https://elsewhere.test, and credentials stay on https://api.test); use the final address as baseUrl');
    const hop = releasable(301, { location: '/r2' });
    await settle(client(answers(hop.response, json({ ok: true }))).call(read, {}));
    expect(hop.released()).toBe(1);
  });

  test('a 303 after a streamed upload is followed as a GET without the body', async () => {
    const upload = defineOperation({ id: 'things.upload', method: 'PUT', path: '/u', bodyType: 'raw', bodyKey: 'value', responseType: 'none' });
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new Uint8Array([1]));
        c.close();
      },
    });
    const fetch = scriptedFetch(new Response(null, { status: 303, headers: { location: '/done' } }), new Response(null));
    expect(await settle(client(fetch).call(upload, { input: { value: stream } }))).toEqual({ value: undefined });
    expect(fetch.seen.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual(['PUT /u', 'GET /done']);
  });

  test('an answer with a Location that is not a 3xx (a 201 Created, a 404) is the answer, not a redirect', async () => {
    const created = scriptedFetch(json({ id: 'n1' }, 201, { location: '/things/n1' }));
    expect(await settle(client(created).call(create, { input: { n: 1 } }))).toEqual({ value: { id: 'n1' } });
    expect(created.seen).toHaveLength(1);
    const missing = scriptedFetch(json({ error: 'gone' }, 404, { location: '/elsewhere' }));
    const { error } = await settle(client(missing).call(read, {}));
    expect(error).toMatchObject({ status: 404 });
    expect(missing.seen).toHaveLength(1);
  });

  test('a read keeps every header it was sent with across a redirect, its content type included', async () => {
    const fetch = scriptedFetch(new Response(null, { status: 302, headers: { location: '/r2' } }), json({ ok: true }));
    await settle(client(fetch).request('GET', '/r', { headers: { 'content-type': 'text/plain', 'x-note': 'kept' } }));
    expect(fetch.seen.map((s) => [s.headers['content-type'], s.headers['x-note']])).toEqual([
      ['text/plain', 'kept'],
      ['text/plain', 'kept'],
    ]);
  });
});

describe('answers, further', () => {
  test('an answer over maxResponseBytes is refused with the limit and what to do', async () => {
    const { error } = await settle(client(answers(json({ text: 'x'.repeat(100) })), { maxResponseBytes: 10 }).call(read, {}));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect((error as Error).message).toBe('GET https://api.test/r: the response is larger than maxResponseBytes (10 bytes); raise the limit or use a streamed operation');
  });

  test('a binary answer holds exactly the bytes of the body, even when the runtime hands them as a view into a larger buffer', async () => {
    const binary = defineOperation({ id: 'things.bytes', method: 'GET', path: '/b', responseType: 'arrayBuffer' });
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new Uint8Array(new ArrayBuffer(16), 4, 3).fill(7));
        c.close();
      },
    });
    const data = await client(answers(new Response(body))).call(binary, {});
    expect([...new Uint8Array(data)]).toEqual([7, 7, 7]);
  });

  test('an empty or non-JSON answer names the request it came from, and says when it had no content type', async () => {
    const empty = await settle(client(scriptedFetch(new Response(null, { status: 200 })), { maxRetries: 0 }).call(typed, {}));
    expect((empty.error as Error).message).toContain('POST https://api.test/t');
    // Bytes, unlike a string, give a response no content type of its own.
    const words = await settle(client(scriptedFetch(new Response(new TextEncoder().encode('plain words'))), { maxRetries: 0 }).call(read, {}));
    expect((words.error as Error).message).toContain('GET https://api.test/r');
    expect((words.error as ResponseValidationError).issues).toEqual([{ path: [], code: 'invalid_json', message: 'expected JSON but got no content type: "plain words"' }]);
  });

  test("response schemas come from the package's schema module, loaded once on first use", async () => {
    let loads = 0;
    const named = defineOperation({ id: 'things.named', method: 'GET', path: '/n', response: (m: { Thing: z.ZodMiniType }) => m.Thing });
    const responses = () => {
      loads++;
      return Promise.resolve({ Thing: z.object({ id: z.string() }) });
    };
    const http = client(scriptedFetch(() => json({ id: 7 })), { validateResponses: 'strict', responses });
    expect(loads).toBe(0);
    expect((await settle(http.call(named, {}))).error).toBeInstanceOf(ResponseValidationError);
    expect((await settle(http.call(named, {}))).error).toBeInstanceOf(ResponseValidationError);
    expect(loads).toBe(1);
  });

  test('report mode remembers at most 1,001 fields it reported: past that, nothing more is logged', async () => {
    const many = defineOperation({ id: 'things.many', method: 'GET', path: '/m', response: () => z.array(z.string()) });
    const logger = recordingLogger();
    // 1,005 wrong items, each a field of its own (0, 1, 2…): reported until 1,001 are remembered.
    await client(scriptedFetch(json(Array.from({ length: 1005 }, (_, i) => i))), { logger, validateResponses: 'report' }).call(many, {});
    expect(logger.lines).toHaveLength(1001);
    expect(logger.lines.at(-1)).toMatch(/^warn things\.many: the response does not match its schema at 1000: /);
  });

  test('report mode names a nested field by its dotted path', async () => {
    const nested = defineOperation({ id: 'things.nested', method: 'GET', path: '/n', response: () => z.object({ a: z.object({ b: z.string() }) }) });
    const logger = recordingLogger();
    await client(scriptedFetch(json({ a: { b: 1 } })), { logger, validateResponses: 'report' }).call(nested, {});
    expect(logger.lines).toEqual([expect.stringMatching(/^warn things\.nested: the response does not match its schema at a\.b: /)]);
  });
});

describe('the client as it is made', () => {
  test('pacing names resources below the base address and the API prefix, however the base address ends', async () => {
    const get = defineOperation({ id: 'runs.get', method: 'GET', path: '/runs/{id}', params: z.object({ id: z.string() }) });
    const made: [string, Partial<HttpClientConfig>][] = [
      ['https://api.test/mounted/', { prefix: '/v2' }],
      ['https://api.test/mounted//', { prefix: '/v2' }],
      ['https://api.test/mounted', {}],
    ];
    for (const [baseUrl, extra] of made) {
      const fetch = scriptedFetch(json({}));
      const http = client(fetch, { baseUrl, rates: { perResource: 5 }, ...extra });
      await settle(http.call(get, { params: { id: 'r1' } }));
      expect(http.rateLimit?.resource('runs/r1')).toMatchObject({ calls: 1 });
    }
  });

  test('a dialect without a path prefix takes a base address with any path', () => {
    expect(() => client(scriptedFetch(json({})), { baseUrl: 'https://api.test/undefined', prefix: '' })).not.toThrow();
  });

  test('a refused request made by hand is named `custom`', async () => {
    const { error } = await settle(client(scriptedFetch(json({}))).request('GET', '/x', { headers: { 'x-note': 'two\nlines' } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain('Invalid arguments for custom');
  });
});
