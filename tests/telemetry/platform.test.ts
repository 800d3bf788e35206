// Traces and metrics of a platform client (`withTelemetry`), recorded by the OpenTelemetry SDK's in-memory
// exporters over the platform fake: a retried call, a 429, a walk, a wait, a paced burst, and the trace context.
import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { withTelemetry } from '../../packages/core/src/telemetry.js';
import { useFakeServer } from '../../packages/core/src/testing/node.js';
import { PlatformClient, queryTokenAuth, type PlatformClientOptions } from '../../packages/platform/src/index.js';
import * as datasets from '../../packages/platform/src/functions/datasets.js';
import { createClient } from '../../packages/platform/src/functions/index.js';
import { createPlatformFake } from '../../packages/platform/src/testing/index.js';
import { drive } from '../../packages/platform/test/setup.js';
import { SECRETS } from '../reliability/support.js';
import { recorder, useContextManager, type Recorded } from './support.js';

// The fake takes the security suite's platform token: no span or metric may hold it.
const fake = createPlatformFake({ token: SECRETS.platformToken });
const { requests } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
useContextManager();

afterEach(() => {
  vi.useRealTimers();
});

/** A platform client whose telemetry goes to `recorded`. */
function client(recorded: Recorded, options: Partial<PlatformClientOptions> = {}, propagate = false): PlatformClient {
  return withTelemetry(PlatformClient, { baseUrl: fake.baseUrl, token: fake.token, maxRetries: 2, rateLimit: false, ...options }, { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider, propagate });
}

/** A queue of five requests, read back two a page. */
async function queueOfFive(p: PlatformClient): Promise<string> {
  const queue = await p.requestQueues.create();
  for (let i = 0; i < 5; i++) await p.requestQueues.addRequest(queue.id, { uniqueKey: String(i), url: `https://e.test/${String(i)}` });
  fake.state.settings.maxRequestsPerPage = 2;
  return queue.id;
}

describe('a call', () => {
  test('is a client span named after its operation, with a span per attempt; a retry shows its attempts', async () => {
    const recorded = recorder();
    const p = client(recorded);
    const dataset = await p.datasets.create({ name: 'traced' });
    fake.faults.next(1, { type: 'status', status: 503, retryAfter: 0 });
    await p.datasets.get(dataset.id);
    expect(recorded.tree()).toEqual([
      'datasets.create method=POST template=/datasets status_code=201 retries=0',
      '  POST method=POST template=/datasets status_code=201',
      'datasets.get method=GET template=/datasets/{datasetId} status_code=200 retries=1',
      '  GET method=GET template=/datasets/{datasetId} status_code=503 error.type=503',
      '  GET method=GET template=/datasets/{datasetId} resend_count=1 status_code=200',
    ]);
    const get = recorded.spans().find((span) => span.name === 'datasets.get');
    expect(get?.attributes).toMatchObject({ 'typed_api.operation.id': 'datasets.get', 'typed_api.api': 'platform', 'server.address': new URL(fake.baseUrl).hostname });
    // The URL's template, never the URL: the dataset's id is not in any attribute.
    expect(JSON.stringify(recorded.spans().map((span) => span.attributes))).not.toContain(dataset.id);
    const retries = await recorded.points('typed_api.call.retries');
    expect(retries.map((point) => [point.attributes['typed_api.operation.id'], point.value])).toEqual([['datasets.get', 1]]);
    const durations = await recorded.points('typed_api.call.duration');
    expect(durations.map((point) => [point.attributes['typed_api.operation.id'], point.attributes['http.response.status_class'], (point.value as { count: number }).count])).toEqual([
      ['datasets.create', '2xx', 1],
      ['datasets.get', '2xx', 1],
    ]);
  });

  test('that fails says its error type, and a 429 is counted', async () => {
    const recorded = recorder();
    const p = client(recorded, { maxRetries: 1 });
    fake.faults.next(2, { type: 'status', status: 429, retryAfter: 0 });
    const error = (await p.users.me().then(
      () => undefined,
      (e: unknown) => e,
    )) as { status: number; code: string };
    expect(error.status).toBe(429);
    const [span] = recorded.spans().filter((s) => s.name === 'users.me');
    expect(span?.attributes).toMatchObject({ 'http.response.status_code': 429, 'error.type': error.code, 'typed_api.retries': 1 });
    expect(span?.status.code).toBe(2);
    const limited = await recorded.points('typed_api.http.rate_limited');
    expect(limited.map((point) => point.value)).toEqual([2]);
    const durations = await recorded.points('typed_api.call.duration');
    expect(durations.map((point) => point.attributes['http.response.status_class'])).toEqual(['4xx']);
  });

  test('refused a retry by the budget says so, and the refusal is counted', async () => {
    const recorded = recorder();
    const p = client(recorded, { maxRetries: 3, retryBudget: { ratio: 0, minRetriesPerSecond: 0 } });
    fake.faults.next(1, { type: 'status', status: 503, retryAfter: 0 });
    await expect(p.users.me()).rejects.toMatchObject({ code: 'retry-budget-spent' });
    expect(recorded.spans().find((s) => s.name === 'users.me')?.attributes).toMatchObject({ 'typed_api.retry_budget.refused': true, 'error.type': 'retry-budget-spent' });
    expect((await recorded.points('typed_api.retry_budget.refusals')).map((point) => point.value)).toEqual([1]);
  });

  test('sends the trace context only when asked to', async () => {
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      const recorded = recorder();
      await client(recorded).users.me();
      expect((await requests()).at(-1)?.headers.has('traceparent')).toBe(false);
      await client(recorded, {}, true).users.me();
      const sent = (await requests()).at(-1)?.headers.get('traceparent');
      const attempt = recorded.spans().filter((s) => s.name === 'GET').at(-1);
      expect(sent).toBe(`00-${attempt?.spanContext().traceId ?? ''}-${attempt?.spanContext().spanId ?? ''}-01`);
    } finally {
      propagation.disable();
    }
  });

  test('of a standalone function is traced the same, its plan loaded or not', async () => {
    const recorded = recorder();
    const http = withTelemetry(createClient, { baseUrl: fake.baseUrl, token: fake.token, rateLimit: false }, { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider });
    const dataset = await datasets.create(http, { name: 'standalone' });
    await datasets.get(http, dataset.id);
    expect(recorded.tree()).toEqual([
      'datasets.create method=POST template=/datasets status_code=201 retries=0',
      '  POST method=POST template=/datasets status_code=201',
      'datasets.get method=GET template=/datasets/{datasetId} status_code=200 retries=0',
      '  GET method=GET template=/datasets/{datasetId} status_code=200',
    ]);
  });

  test('runs under the span the caller has open', async () => {
    const recorded = recorder();
    const p = client(recorded);
    const tracer = recorded.tracerProvider.getTracer('app');
    await tracer.startActiveSpan('nightly job', async (span) => {
      await p.users.me();
      span.end();
    });
    expect(recorded.tree()).toEqual(['nightly job', '  users.me method=GET template=/users/me status_code=200 retries=0', '    GET method=GET template=/users/me status_code=200']);
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});

describe('what is recorded', () => {
  test('holds no token, query value, path value or body, whatever the calls carried', async () => {
    const recorded = recorder();
    // The security suite's token, sent in the query string: the most exposed place a credential can go.
    const p = withTelemetry(PlatformClient, { baseUrl: fake.baseUrl, auth: queryTokenAuth(SECRETS.platformToken), rateLimit: false, maxRetries: 1 }, { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider, propagate: true });
    const QUERY = 'query-value-telemetry-77aa';
    const BODY = 'body-value-telemetry-31c9';
    const dataset = await p.datasets.create({ name: 'recorded' });
    await p.datasets.pushItems(dataset.id, { items: [{ note: BODY }] });
    await p.datasets.listItems(dataset.id, { fields: [QUERY] });
    fake.faults.next(1, { type: 'status', status: 500, retryAfter: 0 });
    await p.datasets.get(dataset.id);
    const spans = recorded.spans().map((span) => ({ name: span.name, attributes: span.attributes, events: span.events, status: span.status, links: span.links }));
    const metrics = await Promise.all(['typed_api.call.duration', 'typed_api.call.retries', 'typed_api.http.rate_limited'].map((name) => recorded.points(name)));
    const text = JSON.stringify({ spans, metrics });
    expect(spans.length).toBeGreaterThan(8);
    for (const secret of [SECRETS.platformToken, QUERY, BODY, dataset.id]) expect(text, secret).not.toContain(secret);
  });
});

describe('a walk', () => {
  test('is one span whose children are its pages, each with its number', async () => {
    const recorded = recorder();
    const p = client(recorded);
    const queue = await queueOfFive(p);
    const before = recorded.spans().length;
    const keys: string[] = [];
    for await (const request of p.requestQueues.listRequests(queue)) keys.push(request.uniqueKey);
    expect(keys).toEqual(['0', '1', '2', '3', '4']);
    const walk = recorded.spans().slice(before);
    expect(recorded.tree().slice(-7)).toEqual([
      'requestQueues.listRequests walk.pages=3',
      '  requestQueues.listRequests method=GET template=/request-queues/{queueId}/requests status_code=200 page.number=1 retries=0',
      '    GET method=GET template=/request-queues/{queueId}/requests status_code=200',
      '  requestQueues.listRequests method=GET template=/request-queues/{queueId}/requests status_code=200 page.number=2 retries=0',
      '    GET method=GET template=/request-queues/{queueId}/requests status_code=200',
      '  requestQueues.listRequests method=GET template=/request-queues/{queueId}/requests status_code=200 page.number=3 retries=0',
      '    GET method=GET template=/request-queues/{queueId}/requests status_code=200',
    ]);
    expect(walk).toHaveLength(7);
  });

  test('stopped early still ends its span, with the pages it fetched', async () => {
    const recorded = recorder();
    const p = client(recorded);
    const queue = await queueOfFive(p);
    for await (const request of p.requestQueues.listRequests(queue).limit({ prefetch: false })) {
      if (request.uniqueKey === '0') break;
    }
    const walk = recorded.spans().find((s) => s.name === 'requestQueues.listRequests' && s.attributes['typed_api.walk.pages'] !== undefined);
    expect(walk?.attributes['typed_api.walk.pages']).toBe(1);
  });
});

describe('a wait', () => {
  test('is one span whose children are its checks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 150;
    const recorded = recorder();
    const p = client(recorded);
    const actor = await p.actors.create({ name: 'slow' });
    const run = await p.actors.start(actor.id);
    const done = await drive(p.runs.waitForFinish(run.id));
    expect(done.status).toBe('SUCCEEDED');
    expect(recorded.tree().slice(-7)).toEqual([
      'runs.waitForFinish wait.polls=3',
      '  runs.get method=GET template=/actor-runs/{runId} status_code=200 retries=0',
      '    GET method=GET template=/actor-runs/{runId} status_code=200',
      '  runs.get method=GET template=/actor-runs/{runId} status_code=200 retries=0',
      '    GET method=GET template=/actor-runs/{runId} status_code=200',
      '  runs.get method=GET template=/actor-runs/{runId} status_code=200 retries=0',
      '    GET method=GET template=/actor-runs/{runId} status_code=200',
    ]);
  });
});

describe('pacing', () => {
  test('a paced burst shows its waits in the calls and in the metrics', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    const recorded = recorder();
    const p = client(recorded, { rateLimit: { perResource: 2 } });
    const calls = Promise.all(Array.from({ length: 6 }, () => p.users.me()));
    await drive(calls);
    const waits = recorded.spans().filter((s) => s.name === 'users.me').map((s) => Number(s.attributes['typed_api.pacing.wait_ms']));
    // Each call's wait for its token, as the pacing itself counted them.
    const totals = p.http.rateLimit?.totals();
    expect(waits.filter((ms) => ms > 0)).toHaveLength(totals?.waited ?? -1);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(totals?.waitedMs);
    expect(totals?.waited).toBeGreaterThan(0);
    const [paced] = await recorded.points('typed_api.pacing.waits');
    expect(paced?.value).toBe(p.http.rateLimit?.totals().waited);
    expect(paced?.value).toBeGreaterThan(0);
    const [time] = await recorded.points('typed_api.pacing.wait_time');
    expect(time?.value).toBeCloseTo((p.http.rateLimit?.totals().waitedMs ?? 0) / 1000, 3);
  });
});
