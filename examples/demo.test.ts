import { expect, test } from 'vitest';
import { serveHandlers } from '@typed-api/core/testing/node';
import { createPlatformFake } from '@typed-api/platform/testing';
import { platformErrors } from './platform/errors.ts';
import { runActor } from './platform/run-actor.ts';
import { runDemo, scenarios } from './run-demo.ts';
import type { Scenario } from './scenario.ts';
import { calendarFromEnv, codeAnalysisFromEnv, hostingFromEnv, platformFromEnv } from './targets.ts';

test('every example succeeds against the fakes over real HTTP', async () => {
  const lines: string[] = [];
  // An empty environment: every API is served by its fake, whatever the machine's variables say.
  // `fast`: injected 429s carry Retry-After: 0 and polls run back to back, so nothing waits on the clock.
  const result = await runDemo({ print: (line) => lines.push(line), env: {}, fast: true });
  const account = lines.join('\n');
  expect(result.failed.map((f) => `${f.title}: ${String(f.error)}`)).toEqual([]);
  expect(result.passed).toHaveLength(scenarios.length);
  const { platform, hosting, calendar, codeAnalysis } = result.targets;
  expect([platform.source, hosting.source, calendar.source, codeAnalysis.source]).toEqual(['fake', 'fake', 'fake', 'fake']);

  expect(account).toMatch(/Fakes listening on http:\/\/127\.0\.0\.1:\d+/);
  // core: the injected rate limits were met and absorbed by the backoff.
  expect(account).toMatch(/429 on GET .*retrying in \d+ms \(1\/4\)/);
  expect(account).toMatch(/walked 120 notes in 5 pages/);
  // platform
  expect(account).toMatch(/run finished: SUCCEEDED/);
  expect(account).toMatch(/read 60 items in 3 pages/);
  expect(account).toMatch(/OUTPUT record \(application\/json/);
  expect(account).toMatch(/drained: 100 requests handled, 0 left/);
  expect(account).toMatch(/caught record-not-found \(HTTP 404\)/);
  expect(account).toMatch(/caught rate-limit-exceeded after 1 retry \(a RateLimitError\)/);
  // hosting
  expect(account).toMatch(/revoked; the next call fetched a new token/);
  expect(account).not.toMatch(/test-client-secret/);
  expect(account).toMatch(/check 2: still working/);
  expect(account).toMatch(/downloaded 256 KiB/);
  expect(account).toMatch(/deploy \d+ of main: deployed/);
  expect(account).toMatch(/new\.developer@example\.com now works on 3 sites/);
  expect(account).toMatch(/removed from all 3 sites/);
  // calendar
  expect(account).toMatch(/23 "music" events in \w+ \d{4}, read in 3 pages/);
  expect(account).toMatch(/event-is-in-trash \(HTTP 410\)/);
  // code-analysis
  expect(account).toMatch(/11 repositories of gh\/acme/);
  expect(account).toMatch(/stuck: asking to recover/);
  expect(account).toMatch(/5\/5 steps/);
  expect(account).toMatch(/security: \d+ open findings \(/);
  expect(account).toMatch(/coding standards: .+\(default\)/);
  expect(account).toMatch(/gate policy "demo policy \d+" now applies to [\w-]+/);
  expect(account).toMatch(/gate policy removed again/);
  // The summary.
  expect(lines.at(-1)).toMatch(new RegExp(`^${String(scenarios.length)} passed, 0 failed, in [\\d.]+ s$`));
});

test('an API configured by environment variables is reached there instead of its fake', async () => {
  // A stand-in for a real service: another local server with its own token.
  const elsewhere = await serveHandlers([]);
  try {
    const service = createPlatformFake({ baseUrl: `${elsewhere.url}/api`, token: 'real-looking-token' });
    service.state.createActor({ name: 'crawler' });
    elsewhere.use(...service.handlers);
    const lines: string[] = [];
    const env = { PLATFORM_BASE_URL: service.baseUrl, PLATFORM_TOKEN: 'real-looking-token', PLATFORM_ACTOR_ID: '~crawler', PLATFORM_ACTOR_INPUT: '{"items":[{"url":"https://a.example","price":1}]}' };
    const result = await runDemo({ print: (line) => lines.push(line), env, fast: true, only: [runActor, platformErrors] });
    expect(result.failed).toEqual([]);
    expect(result.targets.platform.source).toBe('env');
    expect(result.targets.hosting.source).toBe('fake');
    const account = lines.join('\n');
    expect(account).toContain(`platform     real service at ${service.baseUrl}`);
    expect(account).toMatch(/read 1 items in 1 pages/);
    expect(account).toMatch(/rate-limit part skipped/);
    // The runs happened on the configured service.
    expect(service.state.runs.size).toBe(1);
    expect(account).not.toContain('real-looking-token');
  } finally {
    await elsewhere.close();
  }
});

test('a failing example is reported, and the summary counts it', async () => {
  const lines: string[] = [];
  const broken: Scenario = {
    title: 'broken example',
    api: 'notes',
    run: async () => {
      throw new Error('boom');
    },
  };
  const result = await runDemo({ print: (line) => lines.push(line), env: {}, fast: true, only: [broken] });
  expect(result.passed).toEqual([]);
  expect(result.failed.map((f) => f.title)).toEqual(['broken example']);
  expect(lines).toContain('  ✗ failed: boom');
  expect(lines.at(-1)).toMatch(/^0 passed, 1 failed/);
});

test('environment variables are checked before anything runs', () => {
  expect(platformFromEnv({})).toBeUndefined();
  expect(() => platformFromEnv({ PLATFORM_BASE_URL: 'https://api.example' })).toThrow(/PLATFORM_TOKEN is required/);
  expect(() => hostingFromEnv({ HOSTING_BASE_URL: 'https://h.example', HOSTING_SITE_ID: 'abc' })).toThrow(/HOSTING_SITE_ID must be a positive integer/);
  expect(
    hostingFromEnv({
      HOSTING_BASE_URL: 'https://h.example',
      HOSTING_SITE_ID: '7',
      HOSTING_CLIENT_ID: 'id',
      HOSTING_CLIENT_SECRET: 'secret',
      HOSTING_GIT_TOKEN: 'git',
      HOSTING_GIT_REPOSITORY: 'me/site',
      HOSTING_COLLABORATOR_EMAIL: 'a@b.example',
      HOSTING_COLLABORATOR_SITE_IDS: '7, 8',
    }),
  ).toMatchObject({ source: 'env', siteId: 7, gitBranch: 'main', collaboratorSiteIds: [7, 8] });
  expect(codeAnalysisFromEnv({ CODE_ANALYSIS_BASE_URL: 'https://c.example', CODE_ANALYSIS_ORGANIZATION: 'o', CODE_ANALYSIS_REPOSITORY: 'r' })).toMatchObject({
    provider: 'gh',
    apiToken: undefined,
  });
  expect(() => calendarFromEnv({ CALENDAR_BASE_URL: 'https://c.example/wp-json', CALENDAR_USERNAME: 'me' })).toThrow(/CALENDAR_APP_PASSWORD/);
});
