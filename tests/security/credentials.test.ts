import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { AbortError, ApiError, TimeoutError } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { hostile, json, listen, rejection, track, type LocalServer } from './support.js';

const CLIENT_SECRET = 'client-secret-5e3f';
const SITE = { message: 'Success', data: { id: 1, name: 'site' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('the token endpoint cannot send credentials to another host (real HTTP)', () => {
  let api: LocalServer;
  let evil: LocalServer;
  /** How the API's token endpoint answers: a redirect with this status to the other server, or a token. */
  let tokenAnswer: { redirect: number; to: 'evil' | 'same' } | undefined;
  let revokeRedirect = 0;

  beforeAll(async () => {
    evil = await listen((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'foreign-token-66aa', token_type: 'Bearer', expires_in: 3600 }));
    });
    api = await listen((request, _body, response) => {
      const path = request.url ?? '';
      if (path.startsWith('/auth/token') && tokenAnswer) {
        const location = tokenAnswer.to === 'evil' ? `${evil.url}/steal` : `${api.url}/auth/token-moved`;
        response.writeHead(tokenAnswer.redirect, { location });
        response.end();
      } else if (path.startsWith('/auth/token')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: 'own-token-1234', token_type: 'Bearer', expires_in: 3600 }));
      } else if (path.startsWith('/auth/revoke') && revokeRedirect) {
        response.writeHead(revokeRedirect, { location: `${evil.url}/steal-revoke` });
        response.end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(SITE));
      }
    });
  });

  afterAll(async () => {
    await api.close();
    await evil.close();
  });

  const client = (): HostingClient => new HostingClient({ baseUrl: api.url, clientId: 'client-1', clientSecret: CLIENT_SECRET, maxRetries: 0 });

  test.each([307, 308, 302, 301, 303])('a %i from the token endpoint to another origin is a typed error; nothing reaches that origin', async (status) => {
    tokenAnswer = { redirect: status, to: 'evil' };
    const before = { api: api.seen.length, evil: evil.seen.length };
    const error = await rejection(client().sites.get(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: 'redirect-refused' });
    expect(error.message).toContain(String(status));
    expect(evil.seen.length).toBe(before.evil);
    // Only the token request reached the API: no call went out with any token.
    expect(api.seen.slice(before.api).map((r) => r.path)).toEqual(['/auth/token']);
  });

  test('a redirect from the token endpoint is refused even on the same origin: the client secret is never re-posted', async () => {
    tokenAnswer = { redirect: 307, to: 'same' };
    const before = api.seen.length;
    const error = await rejection(client().auth.token());
    expect(error).toMatchObject({ status: 307, code: 'redirect-refused' });
    expect(api.seen.slice(before).map((r) => r.path)).toEqual(['/auth/token']);
  });

  test('revoke does not follow a redirect with the token and client secret', async () => {
    tokenAnswer = undefined;
    revokeRedirect = 307;
    const hosting = client();
    await hosting.auth.token();
    const before = evil.seen.length;
    const error = await rejection(hosting.auth.revoke());
    expect(error).toMatchObject({ status: 307, code: 'redirect-refused' });
    expect(evil.seen.length).toBe(before);
    revokeRedirect = 0;
  });
});

describe('a token endpoint that hangs', () => {
  test('is bounded by the call’s timeoutMs, and the abandoned token request is stopped', async () => {
    vi.useFakeTimers();
    let tokenAborted = false;
    const fetch = hostile((request) => {
      if (request.url.pathname === '/auth/token') return 'hang';
      return json(SITE);
    });
    const wrapped: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      request.signal.addEventListener('abort', () => {
        if (request.url.includes('/auth/token')) tokenAborted = true;
      });
      return fetch(request);
    };
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: CLIENT_SECRET, fetch: wrapped, timeoutMs: 1000, maxRetries: 0 });
    const call = track(hosting.sites.get(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await call.result;
    expect(outcome.error).toBeInstanceOf(TimeoutError);
    expect(tokenAborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('is bounded by totalTimeoutMs across token retries', async () => {
    vi.useFakeTimers();
    const fetch = hostile((request) => (request.url.pathname === '/auth/token' ? json({ error: 'busy' }, 503) : json(SITE)));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: CLIENT_SECRET, fetch, totalTimeoutMs: 700 });
    const call = track(hosting.sites.get(1));
    await vi.advanceTimersByTimeAsync(700);
    const outcome = await call.result;
    expect(outcome.error).toBeInstanceOf(TimeoutError);
    expect(String(outcome.error)).toContain('totalTimeoutMs');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a shared token refresh belongs to no caller', () => {
  function slowTokenServer() {
    return hostile(async (request) => {
      if (request.url.pathname === '/auth/token') {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        return json({ access_token: 'shared-token-77', token_type: 'Bearer', expires_in: 3600 });
      }
      return json(SITE);
    });
  }

  test('one caller’s abort rejects only that caller; the others get the token; a waiter’s own abort is honoured at once', async () => {
    vi.useFakeTimers();
    const fetch = slowTokenServer();
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: CLIENT_SECRET, fetch, maxRetries: 0 });
    const first = new AbortController();
    const third = new AbortController();
    const a = track(hosting.sites.get(1, { signal: first.signal }));
    const b = track(hosting.sites.get(1));
    const c = track(hosting.sites.get(1, { signal: third.signal }));
    setTimeout(() => {
      first.abort();
    }, 100);
    setTimeout(() => {
      third.abort();
    }, 200);

    await vi.advanceTimersByTimeAsync(100);
    expect(a.settled).toBe(true);
    expect((await a.result).error).toBeInstanceOf(AbortError);
    expect(b.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(100);
    expect(c.settled).toBe(true);
    expect((await c.result).error).toBeInstanceOf(AbortError);
    expect(b.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(2800);
    const outcome = await b.result;
    expect(outcome.ok).toBe(true);
    expect(fetch.seen.filter((r) => r.url.pathname === '/auth/token')).toHaveLength(1);
    expect(fetch.seen.find((r) => r.url.pathname !== '/auth/token')?.headers.get('authorization')).toBe('Bearer shared-token-77');
  });
});
