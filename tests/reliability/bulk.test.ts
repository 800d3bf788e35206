import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PlatformClient, type NewRequest } from '../../packages/platform/src/index.js';
import { createPlatformFake, type PlatformFake } from '../../packages/platform/src/testing/index.js';
import { activeResources, expectNoLeftovers, Exposure, spreadFaults, startFakeServer, type FakeServer } from './support.js';

const TOKEN = 'bulk-platform-token-e81b';
const exposure = new Exposure();
let before: Map<string, number>;
let server: FakeServer;
let fake: PlatformFake;
let baseUrl: string;

/** A request's body as text, decoded when the client sent it compressed (batches of 25 are over 1 KiB). */
async function bodyText(request: Request): Promise<string> {
  const copy = request.clone();
  if (copy.headers.get('content-encoding') !== 'gzip' || copy.body === null) return copy.text();
  return new Response(copy.body.pipeThrough(new DecompressionStream('gzip'))).text();
}

const client = (): PlatformClient => new PlatformClient({ baseUrl, token: TOKEN, maxRetries: 3, timeoutMs: 5_000, logger: exposure.logger(), logLevel: 'debug' });

beforeAll(async () => {
  before = activeResources();
  server = await startFakeServer();
  baseUrl = `${server.url}/platform`;
  fake = createPlatformFake({ baseUrl, token: TOKEN });
  server.mount(fake.handlers);
});

afterAll(async () => {
  await server.close();
  exposure.expectNone([TOKEN]);
  await expectNoLeftovers(before);
});

describe.concurrent('bulk work under faults loses nothing', () => {
  // Real sockets and real backoff for 10,000 requests: 4 to 7 s alone, past the default 20 s once in CI beside
  // the site and runtime jobs on the same two cores.
  test('a 10,000-request queue fill through 429 storms, 5xx and partial answers ends with exactly 10,000 unique requests', { timeout: 60_000 }, async () => {
    const platform = client();
    const queue = await platform.requestQueues.create({ name: 'bulk' });
    const isBatch = (request: Request): boolean => request.method === 'POST' && request.url.includes('/requests/batch');
    // Faults spread over the 400-odd batch calls: every 7th answers 429, every 50th a 5xx, two resets;
    // no batch meets more than one, so that each one gets through within its retry budget.
    const statuses = [500, 502, 503, 504] as const;
    const faulted = new Set<string>();
    const planned = spreadFaults(server, fake.faults, isBatch, async (n, request) => {
      const [first] = JSON.parse(await bodyText(request)) as NewRequest[];
      const key = first?.uniqueKey ?? '';
      if (faulted.has(key)) return undefined;
      const spec = n % 50 === 0 ? statuses[(n / 50) % statuses.length] : n === 101 || n === 202 ? 'reset' : n % 7 === 0 ? ({ type: 'status', status: 429, retryAfter: 0 } as const) : undefined;
      if (spec !== undefined) faulted.add(key);
      return spec;
    });
    fake.state.settings.batchUnprocessed = 40;

    const requests: NewRequest[] = Array.from({ length: 10_000 }, (_, i) => ({ url: `https://example.com/page/${String(i)}`, uniqueKey: `page-${String(i)}` }));
    const result = await platform.requestQueues.batchAddRequests(queue.id, { requests });

    expect(fake.faults.pending).toBe(0);
    expect(fake.state.settings.batchUnprocessed).toBe(0);
    expect(result.unprocessedRequests).toEqual([]);
    expect(new Set(result.processedRequests.map((r) => r.uniqueKey)).size).toBe(10_000);
    const stored = fake.state.queues.get(queue.id);
    expect(stored?.requests.size).toBe(10_000);
    const keys = new Set([...(stored?.requests.values() ?? [])].map((r) => r.uniqueKey));
    expect(keys).toEqual(new Set(requests.map((r) => r.uniqueKey)));
        expect(planned()).toBeGreaterThan(60);
    const batchCalls = (list: { path: string }[]): number => list.filter((a) => a.path.endsWith('/requests/batch')).length;
    // Every call that did not reach the fake was a planned fault; the fake answered at least the 400 batches.
    expect(batchCalls(server.arrivals)).toBe(batchCalls(server.reached) + planned());
    expect(batchCalls(server.reached)).toBeGreaterThanOrEqual(400);
  });

  test('a dataset walk under faults yields every item exactly once, in order', { timeout: 60_000 }, async () => {
    const platform = client();
    const dataset = await platform.datasets.create({ name: 'walk' });
    const items = Array.from({ length: 2_345 }, (_, i) => ({ n: i }));
    for (let i = 0; i < items.length; i += 1_000) await platform.datasets.pushItems(dataset.id, { items: items.slice(i, i + 1_000) });

    const isItems = (request: Request): boolean => request.method === 'GET' && request.url.includes('/items');
    // Every third page read fails once, with each kind of fault in turn.
    const kinds = [{ type: 'status', status: 429, retryAfter: 0 }, 503, 'reset', 'reset-mid-body', 'truncated-json', 'invalid-json', 'html', 'empty'] as const;
    const planned = spreadFaults(server, fake.faults, isItems, (n) => (n % 3 === 0 ? kinds[(n / 3) % kinds.length] : undefined));

    const seen: number[] = [];
    // Pages of 120 (the fake's page cap): `limit` on a walk is the most items in all, not a page size.
    fake.state.settings.maxItemsPerPage = 120;
    for await (const item of platform.datasets.listItems<{ n: number }>(dataset.id)) seen.push(item.n);
    expect(fake.faults.pending).toBe(0);
    expect(seen).toEqual(items.map((i) => i.n));
    expect(planned()).toBeGreaterThanOrEqual(kinds.length);
  });
});
