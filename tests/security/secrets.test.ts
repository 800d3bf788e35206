import { inspect } from 'node:util';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { ApiError, bearerAuth, ResponseValidationError, ValidationError, type Logger } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { hostile, json, rejection } from './support.js';

afterEach(() => {
  vi.useRealTimers();
});

/** Everything a user could see: error text, stack, inspect and JSON output, and every log line. */
function shown(error: unknown, lines: string[] = []): string {
  const parts = [String(error), inspect(error, { depth: 10 }), (JSON.stringify(error) as string | undefined) ?? '', ...lines];
  if (error instanceof Error) parts.push(error.message, error.stack ?? '');
  if (error instanceof ApiError || error instanceof ResponseValidationError) parts.push(JSON.stringify(error.body), String(error.body));
  return parts.join('\n');
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, meta?: Record<string, unknown>): void => {
    lines.push(`${message} ${meta ? inspect(meta) : ''}`);
  };
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

/** The forms in which a server may echo a secret. */
function forms(secret: string): string[] {
  return [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)];
}

function expectClean(text: string, secret: string): void {
  for (const form of forms(secret)) expect(text).not.toContain(form);
}

describe('error pages that echo the credential', () => {
  const TOKEN = 'echoed-token-9f2c41';

  test.each([
    ['an HTML page', 'text/html', `<html><body>Invalid token ${TOKEN}</body></html>`],
    ['a text page', 'text/plain', `invalid credentials: Bearer ${TOKEN}`],
  ])('%s on a POST of a fresh client: neither message nor body carries the token', async (_, type, page) => {
    const fetch = hostile(() => new Response(page, { status: 500, headers: { 'content-type': type } }));
    const platform = new PlatformClient({ baseUrl: 'https://platform.test', token: TOKEN, fetch });
    const error = await rejection(platform.datasets.create({ name: 'new-one' }));
    expect(error).toBeInstanceOf(ApiError);
    expectClean(shown(error), TOKEN);
  });

  test('with maxRetries 0 on a read, and in the retry warning of a read that is retried', async () => {
    const logger = recordingLogger();
    const page = `<pre>debug: authorization=Bearer ${TOKEN}</pre>`;
    // A 200 whose body is an HTML page that is not the promised JSON: retried as a broken answer, then thrown.
    const fetch = hostile(() => new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }));
    const platform = new PlatformClient({ baseUrl: 'https://platform.test', token: TOKEN, fetch, maxRetries: 1, logger, logLevel: 'debug' });
    vi.useFakeTimers();
    const pending = rejection(platform.datasets.get('some-dataset'));
    await vi.runAllTimersAsync();
    const error = await pending;
    vi.useRealTimers();
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(logger.lines.some((line) => line.includes('retrying'))).toBe(true);
    expectClean(shown(error, logger.lines), TOKEN);

    const once = await rejection(new PlatformClient({ baseUrl: 'https://platform.test', token: TOKEN, fetch, maxRetries: 0 }).datasets.get('x'));
    expectClean(shown(once), TOKEN);
  });

  test.each([
    ['+, / and =', 'tok+en/with=signs-55'],
    ['a quote and a backslash', 'tok"en\\with-quote-66'],
    ['a space', 'tok en with space 77'],
  ])('a secret with %s is scrubbed raw, URL-encoded, form-encoded and JSON-escaped', async (_, secret) => {
    const echo = `raw=${secret} url=${encodeURIComponent(secret)} form=${new URLSearchParams({ s: secret }).toString().slice(2)}`;
    const fetch = hostile(() => json({ error: { type: 'invalid-token', message: echo, token: secret } }, 401));
    const platform = new PlatformClient({ baseUrl: 'https://platform.test', auth: bearerAuth(secret), fetch, maxRetries: 0 });
    const error = await rejection(platform.users.me());
    expect(error).toBeInstanceOf(ApiError);
    expectClean(shown(error), secret);
  });

  test('a client secret echoed by the token endpoint is scrubbed from the token error', async () => {
    const secret = 'client+secret/with=signs-88';
    const fetch = hostile(() => json({ error: 'invalid_client', error_description: `unknown secret ${encodeURIComponent(secret)} (${secret})` }, 401));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: secret, fetch, maxRetries: 0 });
    const error = await rejection(hosting.sites.get(1));
    expect(error).toMatchObject({ code: 'token-request-failed', status: 401 });
    expectClean(shown(error), secret);
  });
});

describe('a credential with a line break', () => {
  const SECRET = 'line-break-secret-4411';

  test.each([
    ['platform token', () => new PlatformClient({ baseUrl: 'https://platform.test', token: `${SECRET}\r\n` })],
    ['bearer strategy', () => bearerAuth(`${SECRET}\nX-Injected: 1`)],
    ['code-analysis api token', () => new CodeAnalysisClient({ baseUrl: 'https://analysis.test', apiToken: `${SECRET}\n` })],
  ])('%s: a ValidationError that names the option and never shows the value', (_, make) => {
    let error: unknown;
    try {
      make();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).toMatch(/line break/);
    expectClean(shown(error), SECRET);
  });

  test('a token endpoint that hands out a token with a line break gets a typed error, not a raw TypeError', async () => {
    const fetch = hostile(() => json({ access_token: `${SECRET}\r\nX-Evil: 1`, token_type: 'Bearer', expires_in: 60 }));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: 'client-secret-1', fetch, maxRetries: 0 });
    const error = await rejection(hosting.sites.get(1));
    expect(error).toMatchObject({ code: 'token-request-failed' });
    expect(error).not.toBeInstanceOf(TypeError);
    expectClean(shown(error), SECRET);
  });
});
