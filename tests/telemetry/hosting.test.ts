// Traces of a hosting client's token requests (`withTelemetry`), recorded by the OpenTelemetry SDK's in-memory
// exporters over the hosting fake: a token is a span under the call that needed it, renewed after a 401 the
// same; and no secret, token, query value or body reaches a span or a metric.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { withTelemetry } from '../../packages/core/src/telemetry.js';
import { useFakeServer } from '../../packages/core/src/testing/node.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { createHostingFake } from '../../packages/hosting/src/testing/index.js';
import { SECRETS } from '../reliability/support.js';
import { recorder, useContextManager, type Recorded } from './support.js';

const SECRET = SECRETS.clientSecret;
let clock = Date.parse('2026-01-01T00:00:00Z');
const fake = createHostingFake({ clientSecret: SECRET, now: () => clock });
useFakeServer(fake, { beforeAll, afterEach, afterAll });
useContextManager();

afterEach(() => {
  clock = Date.parse('2026-01-01T00:00:00Z');
});

/** A hosting client with client credentials whose telemetry goes to `recorded`. */
function client(recorded: Recorded): HostingClient {
  return withTelemetry(HostingClient, { baseUrl: fake.baseUrl, clientId: 'test-client-id', clientSecret: SECRET, maxRetries: 0 }, { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider, propagate: true });
}

describe('credentials', () => {
  test('a token request is a span of its own under the call that needed it', async () => {
    const recorded = recorder();
    const h = client(recorded);
    await h.sites.get(1);
    await h.sites.get(2);
    expect(recorded.tree()).toEqual([
      'sites.get method=GET template=/sites/{siteId} status_code=200 retries=0',
      '  auth.token method=POST template=/auth/token retries=0',
      '    POST method=POST template=/auth/token status_code=200',
      '  GET method=GET template=/sites/{siteId} status_code=200',
      // The second call has the token already.
      'sites.get method=GET template=/sites/{siteId} status_code=200 retries=0',
      '  GET method=GET template=/sites/{siteId} status_code=200',
    ]);
  });

  test('a token renewed after a 401 is a span under the call, between its two attempts', async () => {
    const recorded = recorder();
    const h = client(recorded);
    await h.sites.get(1);
    clock += 3_600_000; // the server's clock passes the token's expiry; the client's does not
    await h.sites.get(2);
    expect(recorded.tree().slice(-5)).toEqual([
      'sites.get method=GET template=/sites/{siteId} status_code=200 retries=1',
      '  GET method=GET template=/sites/{siteId} status_code=401 error.type=401',
      '  auth.token method=POST template=/auth/token retries=0',
      '    POST method=POST template=/auth/token status_code=200',
      '  GET method=GET template=/sites/{siteId} resend_count=1 status_code=200',
    ]);
  });
});

describe('what is recorded', () => {
  test('holds no secret, token or body, whatever the calls carried', async () => {
    const recorded = recorder();
    const h = client(recorded);
    const NAME = 'body-value-telemetry-site';
    const site = await h.sites.create({ name: NAME });
    await h.sites.list({ per_page: 7 });
    await h.sites.get(site.id);
    const { access_token: token } = await h.auth.token();
    const spans = recorded.spans().map((span) => ({ name: span.name, attributes: span.attributes, events: span.events, status: span.status, links: span.links }));
    const metrics = await Promise.all(['typed_api.call.duration', 'typed_api.call.retries', 'typed_api.http.rate_limited'].map((name) => recorded.points(name)));
    const text = JSON.stringify({ spans, metrics });
    expect(spans.length).toBeGreaterThan(5);
    for (const secret of [SECRET, token, NAME]) expect(text, secret).not.toContain(secret);
  });
});
