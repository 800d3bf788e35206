import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, headerAuth, HttpClient, ValidationError } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const read = defineOperation({ id: 'read', method: 'GET', path: '/things/{id}', params: z.object({ id: z.string() }) });
const write = defineOperation({ id: 'write', method: 'POST', path: '/things', body: z.object({ n: z.number() }) });
const redirect = (status: number, location: string) => new Response(null, { status, headers: { location } });
const client = (fetch: typeof globalThis.fetch) =>
  new HttpClient({ baseUrl: 'https://api.test', auth: headerAuth({ 'api-token': 'key-SECRET' }), fetch, maxRetries: 2 });

describe('redirects', () => {
  test('same-origin redirects are followed with the credentials', async () => {
    const fetch = scriptedFetch(redirect(301, '/moved/1'), json({ id: '1' }));
    expect(await client(fetch).call(read, { params: { id: '1' } })).toEqual({ id: '1' });
    expect(fetch.seen.map((s) => [s.url, s.headers['api-token']])).toEqual([
      ['https://api.test/things/1', 'key-SECRET'],
      ['https://api.test/moved/1', 'key-SECRET'],
    ]);
  });

  test('a redirect to another origin is refused: nothing is sent there, and it is not retried', async () => {
    const fetch = scriptedFetch(redirect(302, 'https://elsewhere.test/steal'), json({ id: '1' }));
    const error = await client(fetch)
      .call(read, { params: { id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 302, code: 'redirect-refused' });
    expect(String(error)).toMatch(/elsewhere\.test/);
    expect(fetch.seen.map((s) => s.url)).toEqual(['https://api.test/things/1']);
  });

  test('303 turns a write into a GET without body; 307 repeats the write with its body', async () => {
    const seeOther = scriptedFetch(redirect(303, '/result'), json({ ok: 1 }));
    await client(seeOther).call(write, { input: { n: 1 } });
    expect(seeOther.seen[1]).toMatchObject({ method: 'GET', url: 'https://api.test/result', body: '' });
    expect(seeOther.seen[1]!.headers['content-type']).toBeUndefined();

    const temporary = scriptedFetch(redirect(307, '/things-v2'), json({ ok: 1 }));
    await client(temporary).call(write, { input: { n: 2 } });
    expect(temporary.seen[1]).toMatchObject({ method: 'POST', url: 'https://api.test/things-v2', body: '{"n":2}' });
  });

  test('a redirect loop ends with a clear error', async () => {
    const fetch = scriptedFetch(redirect(302, '/things/1'));
    await expect(client(fetch).call(read, { params: { id: '1' } })).rejects.toThrow(/more than 10 redirects/);
  });
});

describe('path values that cannot be encoded', () => {
  test('a lone surrogate is a ValidationError, not a URIError, and nothing is sent', async () => {
    const fetch = scriptedFetch(json({}));
    await expect(client(fetch).call(read, { params: { id: 'a\uD800b' } })).rejects.toThrow(ValidationError);
    expect(fetch.seen).toHaveLength(0);
  });
});
