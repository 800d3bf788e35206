import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, queryTokenAuth, ValidationError } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { baseHref, hrefUnder, OutgoingRequest, resolveUrl } from '../src/url.js';
import { json, scriptedFetch } from './helpers.js';

// Where a request goes: every path value is one encoded segment that can never step out of its place,
// a value the URL cannot carry is refused before anything is sent, and a base URL keeps its own path.

const getItem = defineOperation({ id: 'items.get', method: 'GET', path: '/stores/{storeId}/items/{itemId}', params: z.object({ storeId: z.string(), itemId: z.string() }) });
/** The same path with no schema for its values: what reaches the URL is checked by the path builder alone. */
const getItemUnchecked = defineOperation({ id: 'items.raw', method: 'GET', path: '/stores/{storeId}/items/{itemId}' });
const getAny = defineOperation({ id: 'things.get', method: 'GET', path: '/things/{id}', params: z.object({ id: z.unknown() }) });

function client(baseUrl = 'https://api.test/base'): { http: HttpClient; seen: ReturnType<typeof scriptedFetch>['seen'] } {
  const fetch = scriptedFetch(json({ ok: true }));
  return { http: new HttpClient({ baseUrl, fetch, maxRetries: 0, retryBudget: false }), seen: fetch.seen };
}

async function sentPath(id: unknown): Promise<string> {
  const { http, seen } = client();
  await http.call(getAny, { params: { id } });
  return new URL(seen[0]!.url).pathname;
}

async function refusal(id: unknown): Promise<ValidationError> {
  const { http, seen } = client();
  const error = await http.call(getAny, { params: { id } }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(seen, 'nothing is sent for a refused path value').toHaveLength(0);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toMatch(/^Invalid path/);
  return error as ValidationError;
}

describe('path values', () => {
  test('fill their placeholders in order, with the text between and after them kept', async () => {
    const { http, seen } = client();
    await http.call(getItem, { params: { storeId: 's1', itemId: 'i2' } });
    expect(new URL(seen[0]!.url).pathname).toBe('/base/stores/s1/items/i2');
  });

  test('are each one segment: slashes, query and fragment marks, percent signs and spaces are encoded', async () => {
    expect(await sentPath('a/b?c#d%e f')).toBe('/base/things/a%2Fb%3Fc%23d%25e%20f');
    expect(await sentPath('café')).toBe('/base/things/caf%C3%A9');
  });

  test('plain text and dots inside a value go as they are', async () => {
    expect(await sentPath('abc-1.2_~')).toBe('/base/things/abc-1.2_~');
    expect(await sentPath('...')).toBe('/base/things/...');
    expect(await sentPath('.hidden')).toBe('/base/things/.hidden');
  });

  test('numbers go in their decimal form', async () => {
    expect(await sentPath(42)).toBe('/base/things/42');
    expect(await sentPath(-1.5)).toBe('/base/things/-1.5');
  });

  test('a value that is missing, empty or not text is refused as missing, naming the parameter', async () => {
    for (const id of [undefined, '', null, true, { id: 1 }]) {
      const error = await refusal(id);
      expect(error.issues).toEqual([{ path: ['params', 'id'], code: 'missing', message: 'is required and must be a non-empty string' }]);
    }
  });

  test('a number that has no decimal form (NaN, Infinity) is refused, never sent as /NaN', async () => {
    for (const id of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect((await refusal(id)).issues[0]).toMatchObject({ path: ['params', 'id'], code: 'missing' });
    }
  });

  test('. and .. are refused: a URL parser would read them as a step up the path', async () => {
    for (const id of ['.', '..']) {
      const error = await refusal(id);
      expect(error.issues).toEqual([{ path: ['params', 'id'], code: 'invalid_value', message: `must not be '${id}'` }]);
      expect(error.message).toContain('Invalid path');
    }
  });

  test('text with a lone surrogate is refused (it has no UTF-8 form); a whole pair is encoded', async () => {
    for (const id of ['a\uD83D', '\uDE00b', '\uDE00\uD83D']) {
      const error = await refusal(id);
      expect(error.issues).toEqual([{ path: ['params', 'id'], code: 'invalid_format', message: 'must be well-formed text (it holds a lone surrogate)' }]);
    }
    expect(await sentPath('\uD83D\uDE00')).toBe('/base/things/%F0%9F%98%80');
  });

  test('a call that gives no path values at all is refused, naming the first missing one', async () => {
    const { http, seen } = client();
    const error = await http.call(getItemUnchecked, {}).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]).toMatchObject({ path: ['params', 'storeId'], code: 'missing' });
    expect(seen).toHaveLength(0);
  });

  test('a path without params is sent as it is', async () => {
    const { http, seen } = client();
    await http.call(defineOperation({ id: 'list', method: 'GET', path: '/things' }), {});
    expect(new URL(seen[0]!.url).pathname).toBe('/base/things');
  });
});

describe('the base URL', () => {
  test('keeps its own path, with or without a trailing slash', async () => {
    for (const baseUrl of ['https://api.test/base', 'https://api.test/base/']) {
      const { http, seen } = client(baseUrl);
      await http.call(getItem, { params: { storeId: 's', itemId: 'i' } });
      expect(seen[0]!.url).toBe('https://api.test/base/stores/s/items/i');
    }
  });

  test('a request path stays under the base URL and on its host, however many leading slashes it has', async () => {
    const { http, seen } = client('https://api.test/base');
    await http.request('GET', '//elsewhere.test/x');
    await http.request('GET', 'things//1');
    await http.request('GET', '/go?to=https://elsewhere.test/');
    // Dot segments and a space: the URL a parser makes of them is what goes out.
    await http.request('GET', '/a/./b/../c d');
    expect(seen.map((r) => r.url)).toEqual([
      'https://api.test/base/elsewhere.test/x',
      'https://api.test/base/things//1',
      'https://api.test/base/go?to=https://elsewhere.test/',
      'https://api.test/base/a/c%20d',
    ]);
  });

  test('a link with a scheme is followed as it is, only on the same origin', async () => {
    const { http, seen } = client('https://api.test/base');
    const list = defineOperation({ id: 'list', method: 'GET', path: '/things' });
    await http.follow(list, 'https://api.test/other/page?p=2');
    expect(seen[0]!.url).toBe('https://api.test/other/page?p=2');
    await expect(http.follow(list, 'https://elsewhere.test/page')).rejects.toBeInstanceOf(ValidationError);
    await expect(http.follow(list, 'HTTPS://elsewhere.test/page')).rejects.toBeInstanceOf(ValidationError);
    expect(seen).toHaveLength(1);
  });
});

describe('URLs written as text', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A call's URL is written as text and parsed once, by fetch: it must be the very URL that resolving it would give.
  const bases = ['https://api.test', 'https://API.test:443/base', 'https://api.test/base/?q=1#frag', 'https://user:pw@api.test/a/b/', 'http://127.0.0.1:8080/v'];
  const paths = ['', '/', '.', '..', './x', '../x', '/v2/.', '/v2/..', '/v2/things', '//v2/things/', 'things/1', '/v2/a:b', '/v2/./x', '/v2/../x', '/v2/%2e%2E/x', '/a b', '/go?to=x', '/x#y', '/\\back', 'C:/x', '/v2/caf\u00e9'];

  test('the base is normalized, ends with a slash and keeps no query or fragment', () => {
    expect(bases.map(baseHref)).toEqual(['https://api.test/', 'https://api.test/base/', 'https://api.test/base/', 'https://user:pw@api.test/a/b/', 'http://127.0.0.1:8080/v/']);
  });

  test('a path under it is the URL that resolving it gives, plain or not', () => {
    for (const base of bases) {
      for (const path of paths) expect(hrefUnder(baseHref(base), path, path), `${base} + ${path}`).toBe(resolveUrl(baseHref(base), path).href);
    }
  });

  test('a plain literal is taken as written, without a URL parser: what is not plain is parsed', () => {
    // Never so for a real call (path values are encoded): this shows which way each text goes.
    expect(hrefUnder('https://api.test/base/', '/x/{id}', '/x/a b')).toBe('https://api.test/base/x/a b');
    expect(hrefUnder('https://api.test/base/', '/x/{id}?', '/x/a b')).toBe('https://api.test/base/x/a%20b');
  });

  test('only the literal text decides: encoded path values never make a path leave its place', () => {
    expect(hrefUnder('https://api.test/base/', '/things/{id}', '/things/..%2Fx')).toBe('https://api.test/base/things/..%2Fx');
    // A literal that is not plain goes through the URL parser, which resolves its dot segments.
    expect(hrefUnder('https://api.test/base/', '/a/../{id}', '/a/../x')).toBe('https://api.test/base/x');
  });

  test('the fetch a client is given receives the URL as a parser writes it', async () => {
    const seen: unknown[] = [];
    const http = new HttpClient({
      baseUrl: 'https://api.test/base',
      maxRetries: 0,
      retryBudget: false,
      fetch: (input) => {
        seen.push(input);
        return Promise.resolve(json({ ok: true }));
      },
    });
    await http.request('GET', '/a/./b/../c d');
    await http.call(getItem, { params: { storeId: 's 1', itemId: 'i' } });
    expect(seen).toEqual(['https://api.test/base/a/c%20d', 'https://api.test/base/stores/s%201/items/i']);
  });

  test('an outgoing request parses its URL only when read, and sends what was changed through it', () => {
    const request = new OutgoingRequest('GET', 'https://api.test/a?b=1', new Headers());
    expect(request.href).toBe('https://api.test/a?b=1');
    request.url.searchParams.set('token', 't');
    expect(request.href).toBe('https://api.test/a?b=1&token=t');
    request.url = new URL('https://api.test/other');
    expect(request.href).toBe('https://api.test/other');
    expect(request.url.pathname).toBe('/other');
  });

  test('a credential a strategy puts in the query is sent on every attempt, once', async () => {
    const fetch = scriptedFetch(new Response('busy', { status: 503 }), json({ ok: true }));
    const http = new HttpClient({ baseUrl: 'https://api.test/base', fetch, maxRetries: 1, retryBudget: false, auth: queryTokenAuth('secret-token') });
    vi.useFakeTimers();
    const call = http.call(getItem, { params: { storeId: 's', itemId: 'i' } });
    await vi.runAllTimersAsync();
    await call;
    expect(fetch.seen.map((r) => r.url)).toEqual(['https://api.test/base/stores/s/items/i?token=secret-token', 'https://api.test/base/stores/s/items/i?token=secret-token']);
  });
});
