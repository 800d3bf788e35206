import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, AuthenticationError, BadRequestError, ConflictError, HttpClient, InternalServerError, NotFoundError, PermissionDeniedError, RateLimitError, ResponseValidationError, TypedApiError, UnprocessableEntityError, ValidationError, type Logger } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';
import { schemaChecks } from '@typed-api/core/checks';

const getThing = defineOperation({
  id: 'things.get',
  method: 'GET',
  path: '/things/{thingId}/parts/{partId}',
  params: z.object({ thingId: z.string().check(z.minLength(1)), partId: z.string() }),
  query: z.object({ tags: z.optional(z.array(z.string())), active: z.optional(z.boolean()), limit: z.optional(z.number().check(z.int(), z.maximum(100))) }),
  response: () => z.looseObject({ id: z.string() }),
});

const createThing = defineOperation({
  id: 'things.create',
  method: 'POST',
  path: '/things',
  body: z.object({ name: z.string().check(z.minLength(1)) }),
  response: () => z.looseObject({ id: z.string(), name: z.string() }),
});

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({
    baseUrl: 'https://api.test/base',
    prefix: '/v9',
    fetch,
    unwrap: (body) => (body as { data: unknown }).data,
    parseError: (body) => {
      const error = (body as { error?: { type?: string; message?: string } }).error;
      return { code: error?.type, message: error?.message };
    },
    random: () => 0,
    checks: schemaChecks,
    ...extra,
  });
}

describe('building requests', () => {
  test('fills path parameters, encodes them as one segment each, and keeps the base URL path', async () => {
    const fetch = scriptedFetch(json({ data: { id: 'x' } }));
    await client(fetch).call(getThing, { params: { thingId: 'a/../b?c#d', partId: '%2F~x' } });
    expect(fetch.seen[0]?.url).toBe('https://api.test/base/v9/things/a%2F..%2Fb%3Fc%23d/parts/%252F~x');
  });

  test('refuses dot segments, which URL parsers resolve even when encoded', async () => {
    const fetch = scriptedFetch(json({ data: { id: 'x' } }));
    await expect(client(fetch).call(getThing, { params: { thingId: 't', partId: '..' } })).rejects.toThrow(/params\.partId: must not be '\.\.'/);
    expect(fetch.seen).toHaveLength(0);
  });

  test('encodes arrays and booleans as the API is configured to expect', async () => {
    const repeat = scriptedFetch(json({ data: { id: 'x' } }));
    await client(repeat).call(getThing, { params: { thingId: 't', partId: 'p' }, input: { tags: ['a', 'b c'], active: true } });
    expect(new URL(repeat.seen[0]!.url).search).toBe('?tags=a&tags=b+c&active=true');

    const brackets = scriptedFetch(json({ data: { id: 'x' } }));
    await client(brackets, { queryEncoding: { arrays: 'brackets', booleans: '1-0' } }).call(getThing, {
      params: { thingId: 't', partId: 'p' },
      input: { tags: ['a', 'b'], active: false },
    });
    expect(decodeURIComponent(new URL(brackets.seen[0]!.url).search)).toBe('?tags[]=a&tags[]=b&active=0');

    const comma = scriptedFetch(json({ data: { id: 'x' } }));
    await client(comma, { queryEncoding: { arrays: 'comma' } }).call(getThing, { params: { thingId: 't', partId: 'p' }, input: { tags: ['a', 'b'] } });
    expect(decodeURIComponent(new URL(comma.seen[0]!.url).search)).toBe('?tags=a,b');
  });

  test('sends JSON bodies with their content type and merges client and call headers', async () => {
    const fetch = scriptedFetch(json({ data: { id: '1', name: 'n' } }, 201));
    const result = await client(fetch, { headers: { 'x-client': 'c', 'x-shared': 'client' } }).call(
      createThing,
      { input: { name: 'n' } },
      { headers: { 'x-op': 'o', 'x-call': 'k', 'x-shared': 'call' } },
    );
    expect(result).toEqual({ id: '1', name: 'n' });
    const seen = fetch.seen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe('{"name":"n"}');
    expect(seen.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'x-client': 'c', 'x-op': 'o', 'x-call': 'k', 'x-shared': 'call' });
  });

  test('sends form bodies form-encoded', async () => {
    const op = defineOperation({ id: 'form', method: 'POST', path: '/f', body: z.object({ a: z.string(), b: z.number() }), bodyType: 'form' });
    const fetch = scriptedFetch(json({ data: null }));
    await client(fetch).call(op, { input: { a: 'x y', b: 2 } });
    expect(fetch.seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(fetch.seen[0]!.body).toBe('a=x+y&b=2');
  });

  test('sends raw bodies (text, bytes, streams) as given', async () => {
    const op = defineOperation({ id: 'raw', method: 'PUT', path: '/r', bodyType: 'raw', bodyKey: 'data', inputHeaders: { contentType: 'content-type' }, responseType: 'none' });
    const fetch = scriptedFetch(new Response(null, { status: 204 }));
    await client(fetch).call(op, { input: { data: new TextEncoder().encode('bytes!'), contentType: 'application/octet-stream' } });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('streamed '));
        c.enqueue(new TextEncoder().encode('body'));
        c.close();
      },
    });
    await client(fetch).call(op, { input: { data: stream, contentType: 'text/plain' } });
    expect(fetch.seen.map((s) => s.body)).toEqual(['bytes!', 'streamed body']);
    expect(fetch.seen[0]!.headers['content-type']).toBe('application/octet-stream');
  });

  test('rejects bad input with ValidationError and sends nothing: by the input rules, and by the schemas with validateInputs', async () => {
    const fetch = scriptedFetch(json({ data: { id: 'x' } }));
    const c = client(fetch);
    await expect(c.call(getThing, { params: { thingId: '', partId: 'p' } })).rejects.toThrow(ValidationError);
    // @ts-expect-error the name is required
    await expect(c.call(createThing, { input: {} })).rejects.toMatchObject({ name: 'ValidationError', issues: [{ path: ['body', 'name'], message: 'is required' }] });
    const validating = client(fetch, { validateInputs: true });
    await expect(validating.call(getThing, { params: { thingId: 't', partId: 'p' }, input: { limit: 101 } })).rejects.toThrow(/query\.limit: must be <= 100/);
    // @ts-expect-error a number is not a valid name
    await expect(validating.call(createThing, { input: { name: 5 } })).rejects.toMatchObject({ name: 'ValidationError', issues: [{ path: ['body', 'name'], message: 'expected string' }] });
    expect(fetch.seen).toHaveLength(0);
  });

  test('without validateInputs, what only the schemas know goes to the server as given', async () => {
    const fetch = scriptedFetch(json({ data: { id: 'x' } }));
    await client(fetch).call(getThing, { params: { thingId: 't', partId: 'p' }, input: { limit: 101 } });
    expect(new URL(fetch.seen[0]!.url).search).toBe('?limit=101');
  });

  test('refuses a client without an absolute base URL', () => {
    expect(() => new HttpClient({ baseUrl: '' })).toThrow(ValidationError);
    expect(() => new HttpClient({ baseUrl: 'not a url' })).toThrow(/baseUrl: must be an absolute URL/);
  });

  test('lets a package change the request last (e.g. method override)', async () => {
    const update = defineOperation({ id: 'things.update', method: 'PUT', path: '/things/{id}', params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) });
    const fetch = scriptedFetch(json({ data: { id: '1', name: 'n' } }));
    await client(fetch, {
      prepare: (request) => {
        request.url.searchParams.set('method', request.method);
        request.method = 'POST';
      },
    }).call(update, { params: { id: '1' }, input: { name: 'n' } });
    expect(fetch.seen[0]).toMatchObject({ method: 'POST', url: 'https://api.test/base/v9/things/1?method=PUT', body: '{"name":"n"}' });
  });
});

describe('reading responses', () => {
  test('unwraps the envelope, and gives the raw response with withResponse()', async () => {
    const fetch = scriptedFetch(json({ data: { id: 'x', extra: 1 } }, 200, { 'x-ratelimit-limit': '400' }));
    const { data, response } = await client(fetch).call(getThing, { params: { thingId: 't', partId: 'p' } }).withResponse();
    expect(data).toEqual({ id: 'x', extra: 1 });
    expect(response.headers.get('x-ratelimit-limit')).toBe('400');
  });

  test('reads text, bytes and streams when the operation says so', async () => {
    const text = defineOperation({ id: 't', method: 'GET', path: '/t', responseType: 'text' });
    const bytes = defineOperation({ id: 'b', method: 'GET', path: '/b', responseType: 'arrayBuffer' });
    const stream = defineOperation({ id: 's', method: 'GET', path: '/s', responseType: 'stream' });
    const fetch = scriptedFetch(new Response('a,b\n1,2'), new Response(new Uint8Array([1, 2, 3])), new Response('streamed'));
    const c = client(fetch);
    expect(await c.call(text, {})).toBe('a,b\n1,2');
    expect(new Uint8Array(await c.call(bytes, {}))).toEqual(new Uint8Array([1, 2, 3]));
    const body = await c.call(stream, {});
    expect(await new Response(body).text()).toBe('streamed');
  });

  test('validates responses only when asked to', async () => {
    const bad = () => json({ data: { id: 42 } });
    expect(await client(scriptedFetch(bad())).call(getThing, { params: { thingId: 't', partId: 'p' } })).toEqual({ id: 42 });
    const strict = client(scriptedFetch(bad()), { validateResponses: true });
    await expect(strict.call(getThing, { params: { thingId: 't', partId: 'p' } })).rejects.toThrow(ResponseValidationError);
    await expect(strict.call(getThing, { params: { thingId: 't', partId: 'p' } })).rejects.toThrow(/id: expected string/);
  });

  test('an unparsable 200 body is a ResponseValidationError naming what came back', async () => {
    const html = new Response('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } });
    const err = await client(scriptedFetch(html), { maxRetries: 0 })
      .call(getThing, { params: { thingId: 't', partId: 'p' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(String(err)).toMatch(/expected JSON but got text\/html/);
  });

  test('an empty body gives undefined', async () => {
    const op = defineOperation({ id: 'del', method: 'DELETE', path: '/d' });
    expect(await client(scriptedFetch(new Response(null, { status: 204 }))).call(op, {})).toBeUndefined();
  });
});

describe('errors', () => {
  const cases = [
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [405, ApiError],
  ] as const;

  test.each(cases)('status %i becomes %o with the API code, message and redacted details', async (status, Class) => {
    const fetch = scriptedFetch(json({ error: { type: 'some-code', message: 'What went wrong' } }, status, { 'x-request-id': 'r1' }));
    const err = await client(fetch, { maxRetries: 0 })
      .call(createThing, { input: { name: 'n' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Class);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(TypedApiError);
    expect(err).toMatchObject({ status, code: 'some-code', method: 'POST', url: 'https://api.test/base/v9/things', body: { error: { type: 'some-code' } } });
    // A 401 of a client without credentials adds the hint that none were sent.
    const hint = status === 401 ? '; the client sent no credentials: give it the API key or token option its README names (or `auth`)' : '';
    expect((err as Error).message).toBe(`${String(status)} some-code: What went wrong (POST https://api.test/base/v9/things)${hint}`);
  });

  test('an HTML error page keeps the status and does not dump the markup in the message', async () => {
    const fetch = scriptedFetch(new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const err = (await client(fetch, { maxRetries: 0 })
      .call(createThing, { input: { name: 'n' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.message).toBe('502: Bad gateway (POST https://api.test/base/v9/things)');
    expect(err.code).toBeUndefined();
  });
});

describe('logging', () => {
  test('logs at the chosen level and above only', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      debug: (m) => lines.push(`debug ${m}`),
      info: (m) => lines.push(`info ${m}`),
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
    };
    const fetch = scriptedFetch(json({ data: { id: 'x' } }));
    await client(fetch, { logger, logLevel: 'debug' }).call(getThing, { params: { thingId: 't', partId: 'p' } });
    expect(lines[0]).toBe('debug → GET https://api.test/base/v9/things/t/parts/p');
    expect(lines[1]).toMatch(/^debug ← 200 GET https:\/\/api\.test\/base\/v9\/things\/t\/parts\/p \d+ms$/);
    lines.length = 0;
    await client(fetch, { logger, logLevel: 'warn' }).call(getThing, { params: { thingId: 't', partId: 'p' } });
    expect(lines).toEqual([]);
  });

  test('says nothing without a logger', async () => {
    const spy = vi.spyOn(console, 'log');
    await client(scriptedFetch(json({ data: { id: 'x' } }))).call(getThing, { params: { thingId: 't', partId: 'p' } });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('query defaults', () => {
  const read = defineOperation({
    id: 'files.read',
    method: 'GET',
    path: '/files/{name}',
    params: z.object({ name: z.string() }),
    query: z.object({ raw: z._default(z.boolean(), true), version: z.optional(z.string()) }),
  });

  test('a query field with a schema default is sent when the caller gives no query, and the caller can set it', async () => {
    const fetch = scriptedFetch(json({}));
    const http = client(fetch);
    await http.call(read, { params: { name: 'a' } });
    await http.call(read, { params: { name: 'a' }, input: { version: '2' } });
    await http.call(read, { params: { name: 'a' }, input: { raw: false } });
    expect(fetch.seen.map((s) => new URL(s.url).search)).toEqual(['?raw=true', '?raw=true&version=2', '?raw=false']);
  });

  test('an operation without defaults sends no query when given none', async () => {
    const fetch = scriptedFetch(json({ data: { id: '1' } }));
    await client(fetch).call(getThing, { params: { thingId: 't', partId: 'p' } });
    expect(new URL(fetch.seen[0]?.url ?? '').search).toBe('');
  });
});
