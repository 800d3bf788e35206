import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ValidationError } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
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
    expect(seen.map((r) => r.url)).toEqual(['https://api.test/base/elsewhere.test/x', 'https://api.test/base/things//1', 'https://api.test/base/go?to=https://elsewhere.test/']);
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
