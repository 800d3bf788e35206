import ky from 'ky';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HttpClient } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { kyFetch } from '@typed-api/core/ky';
import { json, scriptedFetch } from './helpers.js';

const read = defineOperation({ id: 'things.get', method: 'GET', path: '/things/a' });
const create = defineOperation({ id: 'things.create', method: 'POST', path: '/things' });

afterEach(() => {
  vi.useRealTimers();
});

describe('a ky instance as the transport', () => {
  test('its hooks apply to every request, and the client’s own engine still retries by the API’s rules', async () => {
    const fetch = scriptedFetch(json({ busy: true }, 503), json({ id: 'a' }));
    const instance = ky.create({
      fetch,
      hooks: {
        beforeRequest: [
          ({ request }) => {
            request.headers.set('x-trace', 'trace-1');
          },
        ],
      },
    });
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: kyFetch(instance) });
    vi.useFakeTimers();
    const result = http.call(read, {});
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ id: 'a' });
    expect(fetch.seen).toHaveLength(2);
    expect(fetch.seen.every((r) => r.headers['x-trace'] === 'trace-1')).toBe(true);
  });

  test('ky retries nothing itself: a POST that gets a 503 is sent once', async () => {
    const fetch = scriptedFetch(json({ busy: true }, 503));
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: kyFetch(ky.create({ fetch })) });
    const error = await http.call(create, {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 503 });
    expect(fetch.seen).toHaveLength(1);
  });

  test('a redirect to another origin is still refused', async () => {
    const fetch = scriptedFetch(new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/x' } }));
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: kyFetch(ky.create({ fetch })), maxRetries: 0 });
    const error = await http.call(read, {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'redirect-refused' });
    expect(fetch.seen.map((r) => new URL(r.url).host)).toEqual(['api.test']);
  });
});
