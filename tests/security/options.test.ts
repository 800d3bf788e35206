import { describe, expect, test } from 'vitest';
import { CalendarClient } from '../../packages/calendar/src/index.js';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { HttpClient, ValidationError } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { hostile, json, rejection } from './support.js';

const THIRTY_DAYS = 30 * 24 * 3600 * 1000;

function thrown(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectOptionError(error: unknown, option: string): void {
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).issues.map((i) => i.path.join('.'))).toContain(option);
  expect(String(error)).toContain(option);
}

describe('client options are checked at construction', () => {
  const make = (options: Record<string, unknown>) => () => new PlatformClient({ baseUrl: 'https://platform.test', token: 'platform-token-1', ...options });

  test.each([
    ['timeoutMs', Infinity],
    ['timeoutMs', THIRTY_DAYS],
    ['timeoutMs', -1],
    ['timeoutMs', 0],
    ['timeoutMs', 'abc'],
    ['totalTimeoutMs', Number.NaN],
    ['maxRetries', '3'],
    ['maxRetries', 1.5],
    ['maxRetries', -1],
    ['maxRetryAfterMs', -5],
    ['maxResponseBytes', 0],
    ['logLevel', 'verbose'],
    ['validateResponses', 'yes'],
    ['signal', {}],
  ])('%s: %s', (option, value) => {
    expectOptionError(thrown(make({ [option]: value })), option);
  });

  test('a header value with a line break is refused without quoting it', () => {
    const error = thrown(make({ headers: { 'x-trace': 'abc\r\nx-injected: secret-value-1' } }));
    expectOptionError(error, 'headers');
    expect(String(error)).not.toContain('secret-value-1');
  });

  test.each(['javascript:alert(1)', 'ftp://files.test', 'not a url', 'https://user:pass@platform.test'])('baseUrl %s is a ValidationError, not a TypeError', (baseUrl) => {
    expectOptionError(thrown(() => new HttpClient({ baseUrl })), 'baseUrl');
  });

  test('every package checks the same way', () => {
    expectOptionError(thrown(() => new HostingClient({ baseUrl: 'https://hosting.test', accessToken: 'token-1', timeoutMs: -1 })), 'timeoutMs');
    expectOptionError(thrown(() => new CalendarClient({ baseUrl: 'https://calendar.test', maxRetries: '2' as never })), 'maxRetries');
    expectOptionError(thrown(() => new CodeAnalysisClient({ baseUrl: 'https://analysis.test', timeoutMs: Infinity })), 'timeoutMs');
  });
});

describe('per-call options and inputs are checked before anything is sent', () => {
  const setup = () => {
    const fetch = hostile(() => json({ data: { total: 0, count: 0, offset: 0, limit: 10, desc: false, items: [] } }));
    return { fetch, platform: new PlatformClient({ baseUrl: 'https://platform.test', token: 'platform-token-1', fetch }) };
  };

  test.each([
    ['timeoutMs', Infinity],
    ['timeoutMs', 'abc'],
    ['maxRetries', '3'],
    ['headers', { 'x-a': 'b\nc' }],
    ['signal', 'not a signal'],
  ])('%s: %s', async (option, value) => {
    const { fetch, platform } = setup();
    expectOptionError(await rejection(platform.datasets.get('dataset-1', { [option]: value })), option);
    expect(fetch.seen).toHaveLength(0);
  });

  test('request options that are not an object are refused', async () => {
    const { fetch, platform } = setup();
    expect(await rejection(platform.datasets.get('dataset-1', 'fast' as never))).toBeInstanceOf(ValidationError);
    expect(fetch.seen).toHaveLength(0);
  });

  test('list methods given a string where their options go are refused, not ignored', async () => {
    const { fetch, platform } = setup();
    const noFetch = hostile(() => json({}));
    const hosting = new HostingClient({ baseUrl: 'https://hosting.test', accessToken: 'token-1', fetch: noFetch });
    const calendar = new CalendarClient({ baseUrl: 'https://calendar.test/wp-json', fetch: noFetch });
    for (const list of [platform.actors.list('abc' as never), platform.datasets.listItems('dataset-1', 'abc' as never), hosting.sites.list('abc' as never), calendar.events.list('abc' as never)]) {
      const error = await rejection(list);
      expect(error).toBeInstanceOf(ValidationError);
      expect(String(error)).toMatch(/order of the arguments|must be an object/);
    }
    expect(fetch.seen).toHaveLength(0);
    expect(noFetch.seen).toHaveLength(0);
  });

  test('unknown list options are refused with the known ones named', async () => {
    const { fetch, platform } = setup();
    const error = await rejection(platform.actors.list({ limt: 5 } as never));
    expect(String(error)).toMatch(/unknown option\(s\) limt \(did you mean `limit`\?\)/);
    expect(fetch.seen).toHaveLength(0);
  });

  test('an id with a trailing newline is refused, never trimmed and sent as another id', async () => {
    const { fetch, platform } = setup();
    const error = await rejection(platform.datasets.get('abc\n'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).toMatch(/line break/);
    expect(fetch.seen).toHaveLength(0);
  });

  test('elsewhere an id is sent exactly as given', async () => {
    const fetch = hostile(() => json({ data: {} }));
    const analysis = new CodeAnalysisClient({ baseUrl: 'https://analysis.test', apiToken: 'api-token-1', fetch });
    await analysis.repositories.get('gh', 'org', 'repo\n').catch(() => undefined);
    expect(fetch.seen[0]?.url.pathname).toMatch(/\/repo%0A$/);
  });
});
