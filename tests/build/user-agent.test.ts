import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CalendarClient } from '../../packages/calendar/src/index.js';
import { createCalendarFake } from '../../packages/calendar/src/testing/index.js';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/src/testing/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { createHostingFake } from '../../packages/hosting/src/testing/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { createPlatformFake } from '../../packages/platform/src/testing/index.js';

// Every request of every package's client names the package, the version its package.json gives (the
// build writes it in; the test setup does the same for the sources) and the runtime, plus the caller's
// appName, so that an API's operators can tell who calls them.

const root = join(import.meta.dirname, '..', '..');
const manifest = (dir: string) => JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { name: string; version: string };

const platform = createPlatformFake();
const hosting = createHostingFake({ baseUrl: 'https://hosting.test' });
const calendar = createCalendarFake();
const analysis = createCodeAnalysisFake();
const server = setupServer(...platform.handlers, ...hosting.handlers, ...calendar.handlers, ...analysis.handlers);
/** The User-Agent of every request, by origin. */
const seen = new Map<string, (string | null)[]>();
server.events.on('request:start', ({ request }) => {
  const origin = new URL(request.url).origin;
  seen.set(origin, [...(seen.get(origin) ?? []), request.headers.get('user-agent')]);
});
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => {
  server.close();
});

const APP = 'checkout-service/2.0';

describe.each([
  {
    dir: 'platform',
    origin: platform.baseUrl,
    call: () => new PlatformClient({ baseUrl: platform.baseUrl, token: platform.token, appName: APP }).users.me(),
  },
  {
    // Two requests: the OAuth token, then the call.
    dir: 'hosting',
    origin: hosting.baseUrl,
    call: () => new HostingClient({ baseUrl: hosting.baseUrl, clientId: 'test-client-id', clientSecret: 'test-client-secret', appName: APP }).sites.get(1),
  },
  {
    dir: 'calendar',
    origin: calendar.baseUrl,
    call: () => new CalendarClient({ baseUrl: calendar.baseUrl, appName: APP }).events.list({ per_page: 1 }).withResponse(),
  },
  {
    dir: 'code-analysis',
    origin: analysis.baseUrl,
    call: () => new CodeAnalysisClient({ baseUrl: analysis.baseUrl, apiToken: analysis.apiToken, appName: APP }).version.get(),
  },
])('$dir', ({ dir, origin, call }) => {
  test('each request names the package, its package.json version, the runtime and the appName', async () => {
    await call();
    const { name, version } = manifest(dir);
    const agents = seen.get(origin) ?? [];
    expect(agents.length).toBeGreaterThan(0);
    expect(new Set(agents)).toEqual(new Set([`${name}/${version} (Node/${process.versions.node}) ${APP}`]));
  });
});
