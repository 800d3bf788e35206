import { inspect } from 'node:util';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { basicAuth, bearerAuth, clientCredentialsAuth, headerAuth, HttpClient, queryTokenAuth, type AuthStrategy, type Logger } from '@typed-api/core';
import { Redactor } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const SECRETS = ['tok-SECRET-1', 'pw-SECRET-2', 'client-SECRET-3', 'pay-SECRET-4', 'issued-SECRET-5'];
const read = defineOperation({ id: 'read', method: 'GET', path: '/r' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('no secret appears in any error, log line or inspection output', async () => {
  const logs: string[] = [];
  const logger: Logger = {
    debug: (m, meta) => logs.push(m, inspect(meta)),
    info: (m, meta) => logs.push(m, inspect(meta)),
    warn: (m, meta) => logs.push(m, inspect(meta)),
    error: (m, meta) => logs.push(m, inspect(meta)),
  };
  // A server that echoes credentials back in its error bodies and headers, the worst case.
  const echo = scriptedFetch(async (request) => {
    if (request.url.endsWith('/auth/token')) return json({ access_token: 'issued-SECRET-5', expires_in: 3600 });
    const echoed = `${request.url} ${request.headers.get('authorization') ?? ''} ${request.headers.get('payment-signature') ?? ''}`;
    return json({ error: { type: 'invalid-token', message: `rejected ${echoed}` } }, 401, { 'set-cookie': `s=${SECRETS[0]!}`, 'www-authenticate': echoed });
  });
  const strategies: AuthStrategy[] = [
    bearerAuth('tok-SECRET-1'),
    queryTokenAuth('tok-SECRET-1'),
    basicAuth('admin', 'pw-SECRET-2'),
    headerAuth({ 'payment-signature': 'pay-SECRET-4', 'provider-pay-id': 'pay-SECRET-4' }),
    clientCredentialsAuth({ clientId: 'id', clientSecret: 'client-SECRET-3' }),
  ];
  const outputs: string[] = [];
  for (const auth of strategies) {
    const client = new HttpClient({ baseUrl: 'https://api.test', auth, fetch: echo, logger, logLevel: 'debug', maxRetries: 1 });
    const pending = Promise.resolve(client.call(read, {})).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await pending;
    outputs.push(inspect(error, { depth: 10, showHidden: true }), String(error), JSON.stringify(error), (error as Error).stack ?? '');
    outputs.push(inspect(client, { depth: 10 }), JSON.stringify(client), inspect(auth, { depth: 10 }));
  }
  // Network failures: low-level messages quote the URL, which carries the query token.
  const refused = scriptedFetch(() => new TypeError('Request failed: GET https://api.test/r?token=tok-SECRET-1', { cause: new Error('ECONNREFUSED') }));
  const viaQuery = new HttpClient({ baseUrl: 'https://api.test', auth: queryTokenAuth('tok-SECRET-1'), fetch: refused, logger, logLevel: 'debug', maxRetries: 1 });
  const failing = Promise.resolve(viaQuery.call(read, {})).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const networkError = await failing;
  expect(String(networkError)).toMatch(/ConnectionError: request failed: .*ECONNREFUSED/);
  outputs.push(inspect(networkError, { depth: 10, showHidden: true }), String(networkError));
  const everything = [...outputs, ...logs].join('\n');
  expect(everything).toContain('invalid-token'); // the errors really happened
  expect(everything).toContain('[REDACTED]');
  for (const secret of SECRETS) expect(everything).not.toContain(secret);
  expect(everything).not.toContain(btoa('admin:pw-SECRET-2'));
});

test('the redactor scrubs URLs, headers and nested bodies', () => {
  const r = new Redactor();
  r.add('abcd-secret');
  expect(r.url('https://u:pw@h.test/p?token=abc&x=1&access_token=z')).toBe('https://u:%5BREDACTED%5D@h.test/p?token=%5BREDACTED%5D&x=1&access_token=%5BREDACTED%5D');
  expect(r.headers(new Headers({ authorization: 'Bearer x', 'api-token': 'k', 'acme-pay-id': 'p', accept: 'json abcd-secret' }))).toEqual({
    authorization: '[REDACTED]',
    'api-token': '[REDACTED]',
    'acme-pay-id': '[REDACTED]',
    accept: 'json [REDACTED]',
  });
  expect(r.value({ a: ['x abcd-secret y', { b: 'abcd-secret' }], n: 1 })).toEqual({ a: ['x [REDACTED] y', { b: '[REDACTED]' }], n: 1 });
});

test('a secret of four characters or more is scrubbed; shorter values are not secrets worth scrubbing (they would blank ordinary words)', () => {
  const r = new Redactor();
  r.add('abcd', 'xyz', '', undefined);
  expect(r.text('abcd xyz abc')).toBe('[REDACTED] xyz abc');
});

test('a secret inside another is scrubbed whole, not leaving its tail (the longer one first)', () => {
  for (const order of [['tok-1234', 'tok-12345'], ['tok-12345', 'tok-1234']]) {
    const r = new Redactor();
    r.add(...order);
    expect(r.text('a tok-12345 b tok-1234 c')).toBe('a [REDACTED] b [REDACTED] c');
  }
  const later = new Redactor();
  later.add('tok-1234');
  later.add('tok-12345');
  expect(later.text('tok-12345')).toBe('[REDACTED]');
});

test('a secret is scrubbed in every form it can be echoed in: raw, URL-encoded, form-encoded and JSON-escaped', () => {
  const r = new Redactor();
  r.add('p@ss word/"x"');
  const forms = ['p@ss word/"x"', 'p%40ss%20word%2F%22x%22', 'p%40ss+word%2F%22x%22', 'p@ss word/\\"x\\"'];
  for (const form of forms) expect(r.text(`<${form}>`), form).toBe('<[REDACTED]>');
  expect(r.value({ body: JSON.stringify({ password: 'p@ss word/"x"' }) })).toEqual({ body: '{"password":"[REDACTED]"}' });
});

test("secrets are asked of the source before each use: a token fetched a moment ago is already scrubbed", () => {
  const source: { token?: string } = {};
  const r = new Redactor(() => [source.token]);
  expect(r.text('fresh-token-1')).toBe('fresh-token-1');
  source.token = 'fresh-token-1';
  expect(r.text('fresh-token-1')).toBe('[REDACTED]');
  expect(r.url('https://h.test/p?q=fresh-token-1')).toBe('https://h.test/p?q=[REDACTED]');
});

test('every secret query name and header name is scrubbed, whatever its case; other names are kept', () => {
  const r = new Redactor();
  const names = ['token', 'access_token', 'api_token', 'client_secret', 'password', 'apikey', 'api_key'];
  const url = new URL('https://h.test/p');
  for (const name of names) url.searchParams.append(name.toUpperCase(), 'v');
  url.searchParams.append('page', '2');
  const scrubbed = new URL(r.url(url));
  for (const name of names) expect(scrubbed.searchParams.get(name.toUpperCase()), name).toBe('[REDACTED]');
  expect(scrubbed.searchParams.get('page')).toBe('2');
  const headers = ['Authorization', 'Proxy-Authorization', 'API-Token', 'Project-Token', 'Cookie', 'Set-Cookie', 'X-WP-Nonce', 'Payment-Signature', 'X-Api-Key', 'Acme-Pay-Id'];
  const shown = r.headers(Object.fromEntries<string>([...headers.map((h): [string, string] => [h, 'v']), ['Accept', 'text/plain'], ['X-Pay-Idea', 'kept']]));
  for (const h of headers) expect(shown[h], h).toBe('[REDACTED]');
  expect(shown.Accept).toBe('text/plain');
  expect(shown['X-Pay-Idea']).toBe('kept');
  expect(r.headers(undefined)).toEqual({});
});

test('a URL that does not parse is still scrubbed as text', () => {
  const r = new Redactor();
  r.add('secret-1');
  expect(r.url('not a url secret-1')).toBe('not a url [REDACTED]');
});

test('bodies are copied, not changed, and a deep or cyclic one stops at 20 levels', () => {
  const r = new Redactor();
  r.add('secret-1');
  const body = { a: 'secret-1', list: ['secret-1', 2, null, true] };
  expect(r.value(body)).toEqual({ a: '[REDACTED]', list: ['[REDACTED]', 2, null, true] });
  expect(body.a).toBe('secret-1');
  const cyclic: Record<string, unknown> = { s: 'secret-1' };
  cyclic.self = cyclic;
  const copy = r.value(cyclic) as Record<string, unknown>;
  expect(copy.s).toBe('[REDACTED]');
  let depth = 0;
  for (let node: unknown = copy; typeof node === 'object' && node !== null && node !== cyclic; node = (node as Record<string, unknown>).self) depth++;
  expect(depth).toBe(21);
  const list: unknown[] = ['secret-1'];
  list.push(list);
  expect((r.value(list) as unknown[])[0]).toBe('[REDACTED]');
});
