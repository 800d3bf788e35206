import { inspect } from 'node:util';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { basicAuth, bearerAuth, clientCredentialsAuth, headerAuth, HttpClient, queryTokenAuth, type AuthStrategy, type Logger } from '@typed-api/core';
import { defineOperation, Redactor } from '@typed-api/core/internal';
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
