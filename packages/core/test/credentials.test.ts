import { inspect } from 'node:util';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AbortError, ApiError, AuthenticationError, basicAuth, bearerAuth, clientCredentialsAuth, cookieNonceAuth, headerAuth, HttpClient, noAuth, queryTokenAuth, TimeoutError, ValidationError, type AuthContext, type AuthStrategy } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

// Which credentials each strategy takes (and the exact refusal), what it counts as secret, and how the
// OAuth token is kept: its lifetime, the request shared by waiters, revocation, and the token endpoint's
// explanations.

const read = defineOperation({ id: 'read', method: 'GET', path: '/v1/thing' });
const client = (auth: AuthStrategy, fetch: typeof globalThis.fetch) => new HttpClient({ baseUrl: 'https://api.test/root', auth, fetch, maxRetries: 0 });

afterEach(() => {
  vi.useRealTimers();
});

function refusal(make: () => unknown): ValidationError {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain('Invalid credentials');
    return error as ValidationError;
  }
  throw new Error('expected a refusal');
}

describe('credentials a strategy takes', () => {
  test.each([
    ['token', () => bearerAuth('')],
    ['token', () => queryTokenAuth(undefined as never)],
    ['username', () => basicAuth('', 'pw')],
    ['password', () => basicAuth('admin', 7 as never)],
    ['cookie', () => cookieNonceAuth('', 'nonce-1')],
    ['nonce', () => cookieNonceAuth(undefined, '')],
    ['clientId', () => clientCredentialsAuth({ clientId: '', clientSecret: 's' })],
    ['clientSecret', () => clientCredentialsAuth({ clientId: 'c', clientSecret: '' })],
  ])('an empty or missing %s is refused', (name, make) => {
    expect(refusal(make).issues).toEqual([{ path: [name], code: 'invalid_option', message: 'is required and must be a non-empty string' }]);
  });

  test('a line break is refused in what goes in a header, and taken where the value is encoded (query, form, Basic)', () => {
    const lineBreak = 'contains a line break or NUL, which cannot be sent in a header (was it read from a file with its newline?); remove it';
    expect(refusal(() => bearerAuth('tok\n')).issues).toEqual([{ path: ['token'], code: 'invalid_option', message: lineBreak }]);
    expect(refusal(() => basicAuth('admin\n', 'pw')).issues[0]?.path).toEqual(['username']);
    expect(refusal(() => cookieNonceAuth('s=1\r\n', 'n')).issues[0]?.path).toEqual(['cookie']);
    expect(() => queryTokenAuth('tok\n')).not.toThrow();
    expect(() => basicAuth('admin', 'pw\n')).not.toThrow();
    expect(() => clientCredentialsAuth({ clientId: 'c\n', clientSecret: 's\n' })).not.toThrow();
  });

  test('a credential given with its scheme is refused, naming the scheme only', () => {
    expect(refusal(() => bearerAuth('Bearer tok-1')).issues[0]?.message).toBe('starts with a scheme ("Bearer …"): give the credential alone, the client adds the scheme');
    expect(refusal(() => queryTokenAuth('token\ttok-1')).issues[0]?.message).toContain('("token …")');
    expect(() => bearerAuth('my-token abc')).not.toThrow();
  });

  test('bad headers are refused by name, their values never quoted', () => {
    const error = refusal(() => headerAuth({ 'api-token': 'key\nx-evil: 1' }));
    expect(error.issues).toEqual([{ path: ['headers'], code: 'invalid_option', message: 'header api-token contains a line break or NUL, which would split the request; remove it' }]);
  });

  test('each strategy shows only its kind, and names its secrets for redaction', () => {
    const cases: [AuthStrategy, string, string[]][] = [
      [bearerAuth('tok-1'), 'bearer', ['tok-1']],
      [queryTokenAuth('tok-1'), 'query-token', ['tok-1']],
      [headerAuth({ 'api-token': 'key-1' }), 'header', ['key-1']],
      [basicAuth('admin', 'pw-1'), 'basic', ['pw-1', btoa('admin:pw-1')]],
      [cookieNonceAuth('session=1', 'nonce-1'), 'cookie-nonce', ['session=1', 'nonce-1']],
      [cookieNonceAuth(undefined, 'nonce-1'), 'cookie-nonce', ['nonce-1']],
      [noAuth(), 'none', []],
    ];
    for (const [auth, kind, secrets] of cases) {
      expect(auth.kind).toBe(kind);
      expect(inspect(auth)).toBe(`AuthStrategy(${kind})`);
      expect(JSON.stringify(auth)).toBe(`{"kind":"${kind}"}`);
      // Loggers that serialise with their own code ask toJSON too.
      expect((auth as unknown as { toJSON(): unknown }).toJSON()).toEqual({ kind });
      expect(auth.secrets().filter(Boolean)).toEqual(secrets);
    }
  });

  test('a nonce without a cookie sends no cookie header', async () => {
    const fetch = scriptedFetch(json({}));
    await client(cookieNonceAuth(undefined, 'nonce-1'), fetch).call(read, {});
    expect(fetch.seen[0]?.headers).not.toHaveProperty('cookie');
    expect(fetch.seen[0]?.headers['x-wp-nonce']).toBe('nonce-1');
  });
});

describe('the OAuth token', () => {
  const credentials = { clientId: 'client-1', clientSecret: 'shh-secret' };
  /** A token endpoint answering `body` (status 200 unless given), and an API that answers every call. */
  const server = (answer: (n: number, request: Request) => Response | Promise<Response>) => {
    let tokens = 0;
    const fetch = scriptedFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/root/auth/token') return answer(++tokens, request);
      if (path === '/root/auth/revoke') return new Response(null, { status: 200 });
      return json({ auth: request.headers.get('authorization') });
    });
    return { fetch, tokens: () => tokens };
  };

  test.each([
    ['no lifetime', ''],
    ['a lifetime of 0', ', "expires_in": 0'],
    ['a negative lifetime', ', "expires_in": -5'],
    ['a lifetime given as text', ', "expires_in": "120"'],
    ['a lifetime too large for a number', ', "expires_in": 1e400'],
  ])('a token with %s is kept for an hour', async (_what, expiresIn) => {
    vi.useFakeTimers();
    const { fetch, tokens } = server((n) => new Response(`{ "access_token": "t-${String(n)}"${expiresIn} }`, { headers: { 'content-type': 'application/json' } }));
    const api = client(clientCredentialsAuth({ ...credentials, refreshMarginMs: 0 }), fetch);
    await api.call(read, {});
    vi.setSystemTime(Date.now() + 3_599_999);
    await api.call(read, {});
    expect(tokens()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await api.call(read, {})).toEqual({ auth: 'Bearer t-2' });
  });

  test('a token is renewed exactly refreshMarginMs before its end', async () => {
    vi.useFakeTimers();
    const { fetch, tokens } = server((n) => json({ access_token: `t-${String(n)}`, expires_in: 100 }));
    const api = client(clientCredentialsAuth({ ...credentials, refreshMarginMs: 10_000 }), fetch);
    await api.call(read, {});
    vi.setSystemTime(Date.now() + 89_999);
    await api.call(read, {});
    expect(tokens()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await api.call(read, {});
    expect(tokens()).toBe(2);
  });

  test('a token in a { data } envelope is found', async () => {
    const { fetch } = server(() => json({ data: { access_token: 'wrapped-1' } }));
    expect(await client(clientCredentialsAuth(credentials), fetch).call(read, {})).toEqual({ auth: 'Bearer wrapped-1' });
  });

  test.each([
    ['an answer without a token', () => json({ token: 'x' }), 'Could not obtain an access token: the token endpoint answered without an access_token'],
    ['an answer that is not an object', () => json('token'), 'Could not obtain an access token: the token endpoint answered without an access_token'],
    ['an answer of null', () => json(null), 'Could not obtain an access token: the token endpoint answered without an access_token'],
    ['an empty answer', () => new Response('', { status: 200 }), 'Could not obtain an access token: the token endpoint answered without an access_token'],
    ['a refusal whose fields are not all text', () => json({ error_description: 5, message: 'bad secret', error: { code: 7 } }, 400), 'Could not obtain an access token: bad secret ('],
    ['a token with a line break', () => json({ access_token: 'a\nb' }), 'Could not obtain an access token: the token endpoint returned a token with a line break, which cannot be sent in a header'],
    ['an explanation in a 200', () => json({ error: 'invalid_scope', error_description: 'scope x is unknown' }), 'Could not obtain an access token: scope x is unknown: invalid_scope'],
    ['a refusal with OAuth fields', () => json({ error: 'invalid_client', error_description: 'bad secret', message: 'bad secret' }, 400), 'Could not obtain an access token: bad secret: invalid_client'],
    ['a refusal with a list of errors', () => json({ errors: ['client disabled', 3, 'contact support'], message: '' }, 403), 'Could not obtain an access token: client disabled: contact support'],
    ['a refusal without a body', () => new Response('', { status: 403 }), 'Could not obtain an access token: token endpoint answered 403'],
  ])('%s fails the call with token-request-failed and the explanation', async (_what, answer, message) => {
    const { fetch } = server(answer);
    const error = await Promise.resolve(client(clientCredentialsAuth({ ...credentials, tokenUrl: '/auth/token?tenant=7' }), fetch).call(read, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'token-request-failed', method: 'POST', url: 'https://api.test/root/auth/token' });
    expect((error as Error).message).toContain(message);
    expect(fetch.seen.filter((s) => s.url.includes('/v1/thing'))).toHaveLength(0);
  });

  test('one waiter giving up leaves the shared token request to the others; the last one stops it, and the next call starts afresh', async () => {
    const gate: { release?: () => void } = {};
    const release = (): void => {
      gate.release?.();
    };
    // As fetch does, a token request that is aborted stops at once.
    const { fetch, tokens } = server(
      (n, request) =>
        new Promise<Response>((resolve, reject) => {
          gate.release = () => {
            resolve(json({ access_token: `t-${String(n)}` }));
          };
          request.signal.addEventListener('abort', () => {
            reject(request.signal.reason as Error);
          });
        }),
    );
    const api = client(clientCredentialsAuth(credentials), fetch);
    const leaving = new AbortController();
    const first = Promise.resolve(api.call(read, {}, { signal: leaving.signal })).catch((e: unknown) => e);
    const second = api.call(read, {});
    await vi.waitFor(() => {
      expect(gate.release).toBeDefined();
    });
    leaving.abort();
    expect(await first).toBeInstanceOf(AbortError);
    release();
    expect(await second).toEqual({ auth: 'Bearer t-1' });
    expect(tokens()).toBe(1);

    // Alone, a waiter that gives up stops the request; the next call sends a new one.
    const alone = client(clientCredentialsAuth(credentials), fetch);
    delete gate.release;
    const only = new AbortController();
    const gaveUp = Promise.resolve(alone.call(read, {}, { signal: only.signal })).catch((e: unknown) => e);
    await vi.waitFor(() => {
      expect(gate.release).toBeDefined();
    });
    only.abort();
    expect(await gaveUp).toBeInstanceOf(AbortError);
    const next = alone.call(read, {});
    await vi.waitFor(() => {
      expect(tokens()).toBe(3);
    });
    release();
    expect(await next).toEqual({ auth: 'Bearer t-3' });
  });

  /** A context whose token requests wait until settled by hand, as a strategy used without a client sees them. */
  const handSent = () => {
    const sent: { signal: AbortSignal | undefined; answer: (body: unknown) => void; fail: (error: Error) => void }[] = [];
    const context = (signal?: AbortSignal): AuthContext => ({
      baseUrl: 'https://api.test/root',
      fetch: globalThis.fetch,
      signal,
      send: (_request, requestSignal) =>
        new Promise((resolve, reject) => {
          sent.push({ signal: requestSignal, answer: resolve, fail: reject });
        }),
    });
    return { sent, context };
  };

  test('a request every waiter gave up on, answered after a new one started, does not unshare the new one', async () => {
    const auth = clientCredentialsAuth(credentials);
    const { sent, context } = handSent();
    const leaving = new AbortController();
    const first = auth.token(context(leaving.signal)).catch((e: unknown) => e);
    leaving.abort();
    expect(await first).toBeInstanceOf(AbortError);
    const second = auth.token(context());
    expect(sent).toHaveLength(2);
    // The abandoned request ends late (the transport did not stop at once); the new one is still shared.
    sent[0]?.fail(new Error('aborted late'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const third = auth.token(context());
    expect(sent).toHaveLength(2);
    sent[1]?.answer({ access_token: 't-2' });
    expect(await second).toMatchObject({ access_token: 't-2' });
    expect(await third).toMatchObject({ access_token: 't-2' });
  });

  test('a token request that was answered is never aborted afterwards', async () => {
    const auth = clientCredentialsAuth(credentials);
    const { sent, context } = handSent();
    const waiting = [auth.token(context(new AbortController().signal)), auth.token(context())];
    sent[0]?.answer({ access_token: 't-1' });
    await Promise.all(waiting);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.signal?.aborted).toBe(false);
  });

  test('a caller whose signal has already fired is refused at once; the request it began is stopped quietly, and the next caller starts afresh', async () => {
    const auth = clientCredentialsAuth(credentials);
    const { sent, context } = handSent();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      const error = await auth.token(context(AbortSignal.abort(new Error('gone')))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AbortError);
      expect(sent[0]?.signal?.aborted).toBe(true);
      // The stopped request fails, as a transport does when aborted, with nobody left waiting for it.
      sent[0]?.fail(new Error('aborted'));
      // Node reports an unhandled rejection after the microtasks of the turn have run.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    const next = auth.token(context());
    expect(sent).toHaveLength(2);
    sent[1]?.answer({ access_token: 't-2' });
    expect(await next).toMatchObject({ access_token: 't-2' });
  });

  test('the token request asks for JSON; a revocation answered with text that is not JSON succeeds', async () => {
    const fetch = scriptedFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/root/auth/token') return json({ access_token: 't-1' });
      if (path === '/root/auth/revoke') return new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } });
      return json({});
    });
    const auth = clientCredentialsAuth(credentials);
    const api = client(auth, fetch);
    await api.call(read, {});
    expect(fetch.seen[0]?.headers.accept).toBe('application/json');
    await expect(auth.revoke(api.authContext())).resolves.toBeUndefined();
    expect(fetch.seen.filter((s) => s.url.endsWith('/auth/revoke'))).toHaveLength(1);
  });

  test('under a total time limit, a token or revoke request that hangs is a TimeoutError naming auth.token or auth.revoke', async () => {
    vi.useFakeTimers();
    let hang = true;
    // Hangs until aborted, as fetch does, unless told to answer.
    const fetch = scriptedFetch((request) =>
      hang
        ? new Promise<Response>((_resolve, reject) => {
            request.signal.addEventListener('abort', () => {
              reject(request.signal.reason as Error);
            });
          })
        : json({ access_token: 't-1' }),
    );
    const auth = clientCredentialsAuth(credentials);
    const api = new HttpClient({ baseUrl: 'https://api.test/root', auth, fetch, maxRetries: 0, totalTimeoutMs: 1000 });
    const pending = auth.token(api.authContext()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('auth.token ran past its total time limit of 1000ms (totalTimeoutMs)');

    hang = false;
    await auth.token(api.authContext());
    hang = true;
    const revoking = auth.revoke(api.authContext()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const revokeError = await revoking;
    expect(revokeError).toBeInstanceOf(TimeoutError);
    expect((revokeError as Error).message).toBe('auth.revoke ran past its total time limit of 1000ms (totalTimeoutMs)');
  });

  test('revoking without a token sends nothing; a refused revocation is a token-revoke-failed error', async () => {
    const { fetch } = server((n) => json({ access_token: `t-${String(n)}` }));
    const auth = clientCredentialsAuth({ ...credentials, revokeUrl: '/auth/revoke?all=1' });
    const api = client(auth, fetch);
    const context = { baseUrl: 'https://api.test/root', fetch, send: () => Promise.reject(new Error('not used')) };
    await auth.revoke(context);
    expect(fetch.seen).toHaveLength(0);

    await api.call(read, {});
    const refused = new ApiError({ status: 400, code: 'invalid_request', message: 'no', method: 'POST', url: 'https://api.test/root/auth/revoke' });
    const error = await auth.revoke({ ...context, send: () => Promise.reject(refused) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 400, code: 'token-revoke-failed', method: 'POST', url: 'https://api.test/root/auth/revoke' });
    expect((error as Error).message).toContain('Token revocation failed');
    // The token was forgotten all the same: a second revoke has nothing to send.
    await auth.revoke({ ...context, send: () => Promise.reject(new Error('sent')) });
  });

  test('revocation through the client sends the token as a form and reads no body', async () => {
    const { fetch } = server((n) => json({ access_token: `t-${String(n)}` }));
    const auth = clientCredentialsAuth(credentials);
    const api = client(auth, fetch);
    await api.call(read, {});
    await auth.revoke(api.authContext());
    const revoke = fetch.seen.find((s) => s.url.endsWith('/auth/revoke'));
    expect(Object.fromEntries(new URLSearchParams(revoke?.body))).toEqual({ token: 't-1', client_id: 'client-1', client_secret: 'shh-secret' });
  });

  test('after a 401 the token is forgotten only when the refused request carried it, or says nothing of what it carried', async () => {
    let n = 0;
    const auth = clientCredentialsAuth(credentials);
    const context: AuthContext = { baseUrl: 'https://api.test/root', fetch: globalThis.fetch, send: () => Promise.resolve({ access_token: `t-${String(++n)}` }) };
    const token = async () => (await auth.token(context)).access_token;
    const refused = (authorization?: string) => ({ url: new URL('https://api.test/root/x'), headers: new Headers(authorization === undefined ? {} : { authorization }) });
    expect(await token()).toBe('t-1');
    // A 401 for an older token arrives after a new one came: the new one is kept.
    await auth.onUnauthorized?.(context, refused('Bearer t-0'));
    expect(await token()).toBe('t-1');
    await auth.onUnauthorized?.(context, refused('Bearer t-1'));
    expect(await token()).toBe('t-2');
    await auth.onUnauthorized?.(context, refused());
    expect(await token()).toBe('t-3');
    await auth.onUnauthorized?.(context);
    expect(await token()).toBe('t-4');
  });
});
