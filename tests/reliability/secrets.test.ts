import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { basicAuth, CalendarClient, cookieNonceAuth } from '../../packages/calendar/src/index.js';
import { createCalendarFake } from '../../packages/calendar/src/testing/index.js';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/src/testing/index.js';
import type { RequestOptions } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { createHostingFake } from '../../packages/hosting/src/testing/index.js';
import { payIdAuth, paymentSignatureAuth, PlatformClient, queryTokenAuth } from '../../packages/platform/src/index.js';
import { createPlatformFake } from '../../packages/platform/src/testing/index.js';
import { activeResources, expectNoLeftovers, Exposure, SECRETS, settle, startFakeServer, type FakeServer } from './support.js';

const exposure = new Exposure();
let before: Map<string, number>;
let server: FakeServer;
let url = '';

beforeAll(async () => {
  before = activeResources();
  server = await startFakeServer();
  url = server.url;
  server.mount(createPlatformFake({ baseUrl: `${url}/platform`, token: SECRETS.platformToken }).handlers);
  server.mount(createHostingFake({ baseUrl: `${url}/hosting`, clientSecret: SECRETS.clientSecret }).handlers);
  server.mount(createCalendarFake({ baseUrl: `${url}/wp-json`, applicationPassword: SECRETS.appPassword, nonce: SECRETS.nonce }).handlers);
  server.mount(createCodeAnalysisFake({ baseUrl: `${url}/analysis`, apiToken: SECRETS.apiToken }).handlers);
  // A hostile page under every API path: it echoes whatever credentials came with the request, raw,
  // URL-encoded and JSON-escaped, in an HTML error page (and once as a broken 200, which is retried).
  const echo = ({ request }: { request: Request }): Response => {
      const echoed = [...request.headers.entries(), ...new URL(request.url).searchParams.entries()].map(([name, value]) => {
        const encoded = encodeURIComponent(value);
        return `${name}: ${value} | ${encoded} | ${JSON.stringify(value).slice(1, -1)}`;
      });
      const page = `<html><body><pre>${echoed.join('\n')}</pre></body></html>`;
      const status = request.method === 'GET' ? 200 : 500;
      return new HttpResponse(page, { status, headers: { 'content-type': 'text/html' } });
  };
  server.server.use(http.all('*/echo-credentials', echo), http.all('*/echo-base/*', echo));
});

afterAll(async () => {
  await server.close();
  await expectNoLeftovers(before);
});

const common = () => ({ maxRetries: 0, timeoutMs: 2_000, logger: exposure.logger(), logLevel: 'debug' as const });
/** Runs a call and keeps whatever it shows: its error, or its value's `inspect` output. */
async function exercise(call: () => PromiseLike<unknown>): Promise<void> {
  const outcome = await settle(call());
  if (outcome.ok) exposure.value(outcome.value);
  else exposure.error(outcome.error);
}
const slow: RequestOptions = { timeoutMs: 1 };

test('no token, secret, password, nonce, cookie or payment credential appears in errors, logs or inspect output', async () => {
  const platforms = [
    new PlatformClient({ baseUrl: `${url}/platform`, auth: queryTokenAuth(SECRETS.platformToken), ...common() }),
    new PlatformClient({ baseUrl: `${url}/platform`, token: SECRETS.wrongToken, ...common() }),
    new PlatformClient({ baseUrl: `${url}/platform`, auth: paymentSignatureAuth(SECRETS.paymentSignature), ...common() }),
    new PlatformClient({ baseUrl: `${url}/platform`, auth: payIdAuth('acme', SECRETS.payId), ...common() }),
    // Nothing listens here: connection errors carry the URL, query token included.
    new PlatformClient({ baseUrl: 'http://127.0.0.1:9', auth: queryTokenAuth(SECRETS.platformToken), ...common() }),
  ];
  for (const platform of platforms) {
    exposure.value(platform);
    exposure.value(platform.http.auth);
    await exercise(() => platform.datasets.get('missing-dataset'));
    await exercise(() => platform.users.me());
    await exercise(() => platform.datasets.get('', {}));
    await exercise(() => platform.datasets.get('slow', slow));
    await exercise(() => platform.http.request('GET', `/datasets/x?token=${SECRETS.platformToken}`));
  }

  const hostings = [
    new HostingClient({ baseUrl: `${url}/hosting`, clientId: 'test-client-id', clientSecret: SECRETS.clientSecret, ...common() }),
    new HostingClient({ baseUrl: `${url}/hosting`, clientId: 'test-client-id', clientSecret: SECRETS.wrongSecret, ...common() }),
    new HostingClient({ baseUrl: 'http://127.0.0.1:9', clientId: 'test-client-id', clientSecret: SECRETS.clientSecret, ...common() }),
  ];
  for (const [i, hosting] of hostings.entries()) {
    exposure.value(hosting);
    await exercise(() => hosting.sites.get(1));
    if (i === 2) continue; // the token request to a closed port already failed (after its own retries)
    await exercise(() => hosting.sites.get(999));
    await exercise(() => hosting.sites.get(1, slow));
    // The token is the caller's to see: only a failure to get one is kept for the sweep.
    const token = await settle(hosting.auth.token());
    if (!token.ok) exposure.error(token.error);
  }
  // Tokens the fake issued are secrets too: the sweep looks for those the good client received.
  const issued = await hostings[0]?.auth.token();
  expect(issued?.access_token).toMatch(/^tok_/);

  const calendars = [
    new CalendarClient({ baseUrl: `${url}/wp-json`, auth: basicAuth('editor', SECRETS.appPassword), ...common() }),
    new CalendarClient({ baseUrl: `${url}/wp-json`, auth: cookieNonceAuth(SECRETS.cookie, SECRETS.nonce), ...common() }),
    new CalendarClient({ baseUrl: `${url}/wp-json`, auth: basicAuth('editor', `${SECRETS.appPassword}x`), ...common() }),
  ];
  for (const calendar of calendars) {
    exposure.value(calendar);
    await exercise(() => calendar.events.create({ title: 'Secret party', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }));
    await exercise(() => calendar.events.get(424242));
    await exercise(() => calendar.events.get(1, { password: SECRETS.appPassword }));
  }

  const analyses = [
    new CodeAnalysisClient({ baseUrl: `${url}/analysis`, apiToken: SECRETS.apiToken, ...common() }),
    new CodeAnalysisClient({ baseUrl: `${url}/analysis`, apiToken: `${SECRETS.apiToken}-bad`, ...common() }),
  ];
  for (const analysis of analyses) {
    exposure.value(analysis);
    await exercise(() => analysis.repositories.get('gh', 'acme', 'api'));
    await exercise(() => analysis.repositories.get('gh', 'acme', 'nope'));
    await exercise(() => analysis.autoconfig.start('gh', 'acme', 'web', slow));
  }

  // Error pages that echo the credentials, on a POST (not retried) and on a GET whose broken 200 is
  // retried (so the retry warning is logged), for every client and strategy above.
  // (Each retried GET waits a real backoff, so only one client per strategy kind retries.)
  const retried = new Set([platforms[0], platforms[2], platforms[3], hostings[0], analyses[0]]);
  for (const client of [...platforms, ...hostings.slice(0, 2), ...analyses]) {
    await exercise(() => client.http.request('POST', '/echo-credentials', { body: { secret: 'no' } }));
    await exercise(() => client.http.request('GET', '/echo-credentials', {}, { maxRetries: retried.has(client) ? 1 : 0 }));
  }
  for (const auth of [basicAuth('editor', SECRETS.appPassword), cookieNonceAuth(SECRETS.cookie, SECRETS.nonce)]) {
    const calendar = new CalendarClient({ baseUrl: `${url}/echo-base/wp-json`, auth, ...common() });
    await exercise(() => calendar.events.create({ title: 'Echo', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }));
    await exercise(() => calendar.events.get(1, undefined, { maxRetries: auth.kind === 'basic' ? 1 : 0 }));
  }

  expect(exposure.texts.length).toBeGreaterThan(100);
  exposure.expectNone([...Object.values(SECRETS), btoa(`editor:${SECRETS.appPassword}`), issued?.access_token ?? 'no token issued']);
});
