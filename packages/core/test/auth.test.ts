import { inspect } from 'node:util';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AuthenticationError, basicAuth, bearerAuth, clientCredentialsAuth, cookieNonceAuth, headerAuth, HttpClient, noAuth, queryTokenAuth, type AuthStrategy } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const read = defineOperation({ id: 'read', method: 'GET', path: '/v1/thing' });

function client(auth: AuthStrategy, fetch: typeof globalThis.fetch): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.test/root', auth, fetch, maxRetries: 0 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('simple strategies put credentials where the API expects them', () => {
  test.each([
    ['bearer', bearerAuth('tok-123'), { authorization: 'Bearer tok-123' }, ''],
    ['query token', queryTokenAuth('tok-123'), {}, '?token=tok-123'],
    ['headers', headerAuth({ 'api-token': 'key-1', 'payment-signature': 'sig-2' }), { 'api-token': 'key-1', 'payment-signature': 'sig-2' }, ''],
    ['basic', basicAuth('admin', 'app pass wörd'), { authorization: `Basic ${Buffer.from('admin:app pass wörd').toString('base64')}` }, ''],
    ['cookie + nonce', cookieNonceAuth('session=abc', 'nonce-9'), { cookie: 'session=abc', 'x-wp-nonce': 'nonce-9' }, ''],
  ] as const)('%s', async (_, auth, headers, search) => {
    const fetch = scriptedFetch(json({}));
    await client(auth, fetch).call(read, {});
    expect(fetch.seen[0]!.headers).toMatchObject(headers);
    expect(new URL(fetch.seen[0]!.url).search).toBe(search);
  });

  test('none sends no credentials', async () => {
    const fetch = scriptedFetch(json({}));
    await client(noAuth(), fetch).call(read, {});
    expect(Object.keys(fetch.seen[0]!.headers).sort()).toEqual(['accept']);
  });

  test('strategies never show their secrets when inspected or serialised', () => {
    for (const auth of [bearerAuth('tok-123'), queryTokenAuth('tok-123'), basicAuth('u', 'tok-123'), clientCredentialsAuth({ clientId: 'id', clientSecret: 'tok-123' })]) {
      expect(inspect(auth, { depth: 5 })).not.toContain('tok-123');
      expect(JSON.stringify(auth)).not.toContain('tok-123');
      expect(auth.toString()).toBe(`AuthStrategy(${auth.kind})`);
    }
  });
});

/** A token server plus an API that accepts only the latest token issued. */
function oauthServer(options: { expiresIn?: number; delayMs?: number } = {}) {
  let issued = 0;
  let valid = new Set<string>();
  const fetch = scriptedFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/root/auth/token') {
      const form = new URLSearchParams(await request.text());
      if (form.get('client_secret') !== 'shh-secret') return json({ message: 'invalid client' }, 401);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      issued++;
      const token = `token-${String(issued)}`;
      valid.add(token);
      return json({ access_token: token, token_type: 'Bearer', expires_in: options.expiresIn ?? 3599 });
    }
    if (url.pathname === '/root/auth/revoke') {
      valid.delete(new URLSearchParams(await request.text()).get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    return valid.has(token) ? json({ token }) : json({ message: 'expired' }, 401);
  });
  return {
    fetch,
    get issued() {
      return issued;
    },
    expireAll() {
      valid = new Set();
    },
  };
}

describe('OAuth client credentials', () => {
  const credentials = { clientId: 'client-1', clientSecret: 'shh-secret' };

  test('posts the client credentials form to the token endpoint under the base URL', async () => {
    const server = oauthServer();
    await client(clientCredentialsAuth(credentials), server.fetch).call(read, {});
    const tokenCall = server.fetch.seen[0]!;
    expect(tokenCall.url).toBe('https://api.test/root/auth/token');
    expect(tokenCall.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toEqual({ grant_type: 'client_credentials', client_id: 'client-1', client_secret: 'shh-secret' });
    expect(server.fetch.seen[1]!.headers.authorization).toBe('Bearer token-1');
  });

  test('reuses the token, and renews it shortly before it expires', async () => {
    vi.useFakeTimers();
    const server = oauthServer({ expiresIn: 3600 });
    const c = client(clientCredentialsAuth({ ...credentials, refreshMarginMs: 60_000 }), server.fetch);
    await c.call(read, {});
    vi.setSystemTime(Date.now() + 3_500_000);
    await c.call(read, {});
    expect(server.issued).toBe(1);
    vi.setSystemTime(Date.now() + 50_000); // now within the last minute of the token's life
    expect(await c.call(read, {})).toEqual({ token: 'token-2' });
    expect(server.issued).toBe(2);
  });

  test('100 concurrent calls share one token request', async () => {
    const server = oauthServer({ delayMs: 5 });
    const c = client(clientCredentialsAuth(credentials), server.fetch);
    const results = await Promise.all(Array.from({ length: 100 }, () => c.call(read, {})));
    expect(server.issued).toBe(1);
    expect(new Set(results.map((r) => (r as { token: string }).token))).toEqual(new Set(['token-1']));
  });

  test('a 401 refreshes the token once and retries once', async () => {
    const server = oauthServer();
    const c = client(clientCredentialsAuth(credentials), server.fetch);
    await c.call(read, {});
    server.expireAll();
    expect(await c.call(read, {})).toEqual({ token: 'token-2' });
    expect(server.issued).toBe(2);
  });

  test('a second 401 in a row is an AuthenticationError, not a loop', async () => {
    const fetch = scriptedFetch((request) =>
      new URL(request.url).pathname.endsWith('/token') ? json({ access_token: 'always-rejected', expires_in: 3600 }) : json({ message: 'no' }, 401),
    );
    const error = await client(clientCredentialsAuth(credentials), fetch)
      .call(read, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(fetch.seen.filter((s) => s.url.endsWith('/auth/token'))).toHaveLength(2);
    expect(fetch.seen).toHaveLength(4);
  });

  test('bad client credentials fail clearly, without echoing the secret', async () => {
    const server = oauthServer();
    const auth = clientCredentialsAuth({ clientId: 'client-1', clientSecret: 'wrong-secret' });
    const error = await client(auth, server.fetch)
      .call(read, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(String(error)).toMatch(/Could not obtain an access token: invalid client/);
    expect(inspect(error, { depth: 10 })).not.toContain('wrong-secret');
  });

  test('revoke invalidates the token at the server and the next call gets a new one', async () => {
    const server = oauthServer();
    const auth = clientCredentialsAuth(credentials);
    const c = client(auth, server.fetch);
    await c.call(read, {});
    await auth.revoke(c.authContext());
    const revokeCall = server.fetch.seen.find((s) => s.url.endsWith('/auth/revoke'))!;
    expect(Object.fromEntries(new URLSearchParams(revokeCall.body))).toEqual({ token: 'token-1', client_id: 'client-1', client_secret: 'shh-secret' });
    expect(await c.call(read, {})).toEqual({ token: 'token-2' });
  });
});

describe('token requests under trouble', () => {
  const credentials = { clientId: 'client-1', clientSecret: 'shh-secret' };

  test('a rate-limited or failing token endpoint is retried with backoff, then the call goes through', async () => {
    vi.useFakeTimers();
    let tokenCalls = 0;
    const fetch = scriptedFetch((request) => {
      if (!request.url.endsWith('/auth/token')) return json({ ok: true });
      tokenCalls++;
      if (tokenCalls === 1) return json({ message: 'slow down' }, 429, { 'retry-after': '2' });
      if (tokenCalls === 2) return new TypeError('fetch failed');
      return json({ access_token: 'fresh', expires_in: 3600 });
    });
    const pending = client(clientCredentialsAuth(credentials), fetch).call(read, {});
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ ok: true });
    expect(tokenCalls).toBe(3);
    expect(fetch.seen.at(-1)!.headers.authorization).toBe('Bearer fresh');
  });

  test("a refusal keeps the API's own explanation, status class and body, without the secret", async () => {
    const fetch = scriptedFetch(json({ message: 'Unauthorized', errors: ['client shh-secret is disabled'] }, 403));
    const error = await client(clientCredentialsAuth(credentials), fetch)
      .call(read, {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PermissionDeniedError', status: 403, code: 'token-request-failed' });
    expect(String(error)).toMatch(/Could not obtain an access token: Unauthorized: client \[REDACTED\] is disabled/);
    expect(JSON.stringify((error as { body: unknown }).body)).not.toContain('shh-secret');
    expect(fetch.seen).toHaveLength(1);
  });
});
