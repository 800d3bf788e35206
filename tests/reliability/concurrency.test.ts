import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { createHostingFake, type HostingFake } from '../../packages/hosting/src/testing/index.js';
import { activeResources, expectNoLeftovers, Exposure, startFakeServer, type FakeServer } from './support.js';

const CLIENT_ID = 'concurrency-client-id';
const CLIENT_SECRET = 'concurrency-client-secret-5be9';
const exposure = new Exposure();
let before: Map<string, number>;
let server: FakeServer;
let fake: HostingFake;
let baseUrl: string;
/** The fake's clock: tests move it forward to expire the tokens it issued. */
let fakeNow = Date.now();

const client = (): HostingClient =>
  new HostingClient({ baseUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 1, timeoutMs: 10_000, logger: exposure.logger(), logLevel: 'debug' });
const tokenRequests = (): number => fake.state.requests.filter((r) => r.path === '/auth/token').length;

beforeAll(async () => {
  before = activeResources();
  server = await startFakeServer();
  baseUrl = `${server.url}/hosting`;
  fake = createHostingFake({ baseUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, now: () => fakeNow });
  server.mount(fake.handlers);
});

afterAll(async () => {
  await server.close();
  const tokens = [...fake.state.tokens.keys()];
  expect(tokens.length).toBeGreaterThan(0);
  exposure.expectNone([CLIENT_SECRET, ...tokens]);
  await expectNoLeftovers(before);
});

describe('a shared token under load', () => {
  test('200 concurrent calls on a fresh client make exactly one token request', async () => {
    const hosting = client();
    const before = tokenRequests();
    const sites = await Promise.all(Array.from({ length: 200 }, (_, i) => hosting.sites.get((i % 3) + 1)));
    expect(sites.map((s) => s.id)).toEqual(Array.from({ length: 200 }, (_, i) => (i % 3) + 1));
    expect(tokenRequests() - before).toBe(1);
    exposure.value(hosting);
  });

  test('a token that expired at the server is refreshed once for 200 concurrent calls', async () => {
    const hosting = client();
    await hosting.sites.get(1);
    const before = tokenRequests();
    const stale = `Bearer ${(await hosting.auth.token()).access_token}`;
    // The server's clock moves past the token's lifetime; the client still believes its token valid.
    fakeNow += 2 * 60 * 60 * 1000;
    // Half of the calls with the stale token get their 401 a second late, after the new token arrived:
    // they must use it, not throw it away and fetch yet another.
    fake.faults.next(100, { type: 'slow', delayMs: 1000 }, (request) => request.headers.get('authorization') === stale);
    const sites = await Promise.all(Array.from({ length: 200 }, () => hosting.sites.get(2)));
    expect(sites.every((s) => s.id === 2)).toBe(true);
    expect(tokenRequests() - before).toBe(1);
    expect(fake.faults.pending).toBe(0);
  });
});
