/**
 * The contenders, each set up once against the local server: raw fetch, our platform SDK (response
 * validation off and on, as a standalone function over the minimal client, and through the optional ky adapter), the official platform client from npm, and a typed client generated from the
 * public OpenAPI description with openapi-fetch.
 */
import { ApifyClient } from 'apify-client';
import ky from 'ky';
import createClient from 'openapi-fetch';
import { kyFetch } from '@typed-api/core/ky';
import { withTelemetry } from '@typed-api/core/telemetry';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { PlatformClient } from '@typed-api/platform';
import { createClient as createPlatformClient } from '@typed-api/platform/functions';
import * as requestQueues from '@typed-api/platform/functions/requestQueues';
import type { paths } from './generated/platform-api.ts';

/** The token every peer sends; the server does not check it, but the header costs the same as in real use. */
export const BENCH_TOKEN = 'bench-token-0123456789';
/** Ids of the request every small call reads. */
export const QUEUE_ID = 'WkzbQMuFYuamGv3YF';
export const REQUEST_ID = 'dnjkDMKLmdlkmlkmld';
/** Items per page in the dataset walk. */
export const PAGE_SIZE = 1000;

/** One contender of the small-call cases: a name and a function that reads the request once. */
export interface CallPeer {
  /** Short name for the table. */
  readonly name: string;
  /** Reads the request-queue request once and resolves to it (unwrapped). */
  readonly call: () => Promise<unknown>;
}

/** Names of the small-call contenders, in table order. */
export const CALL_PEERS = ['raw fetch', 'raw fetch (signal, manual redirects)', 'ours (validation off)', 'ours (validation on)', 'ours (standalone function)', 'ours (ky adapter)', 'ours (telemetry, no-op tracer)', 'ours (telemetry, in-memory exporter)', 'official client', 'openapi-fetch'] as const;
/** Name of one small-call contender. */
export type CallPeerName = (typeof CALL_PEERS)[number];

/** Builds every small-call contender against `baseUrl`. */
export function callPeers(baseUrl: string): CallPeer[] {
  const url = `${baseUrl}/v2/request-queues/${QUEUE_ID}/requests/${REQUEST_ID}`;
  const headers = { authorization: `Bearer ${BENCH_TOKEN}`, accept: 'application/json' };
  // Pacing off for every client of ours here: these cases call one resource as fast as the machine allows,
  // which the API's published rate (400/s for this operation) would turn into a measure of that rate. The
  // pacing itself is measured by the `pacing` case (bench/src/limits.ts).
  const ours = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false });
  const oursValidating = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, validateResponses: true });
  // The optional transport adapter: the same client sending through a ky instance.
  const oursKy = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, fetch: kyFetch(ky.create()) });
  // The tree-shaken style: the minimal client and one standalone function.
  const standalone = createPlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false });
  // With OpenTelemetry: the global tracer and meter, which do nothing while no SDK is registered (what a
  // client costs that has telemetry on but nobody collecting), and the SDK with its in-memory exporter.
  const traced = withTelemetry(PlatformClient, { baseUrl, token: BENCH_TOKEN, rateLimit: false });
  const exporter = new InMemorySpanExporter();
  const recorded = withTelemetry(PlatformClient, { baseUrl, token: BENCH_TOKEN, rateLimit: false }, { tracerProvider: new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }) });
  const official = new ApifyClient({ baseUrl, token: BENCH_TOKEN });
  const generated = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${BENCH_TOKEN}` } });
  const requestPath = '/v2/request-queues/{queueId}/requests/{requestId}' as const;

  const peers: Record<CallPeerName, () => Promise<unknown>> = {
    'raw fetch': async () => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`raw fetch: status ${String(response.status)}`);
      const body = (await response.json()) as { data: unknown };
      return body.data;
    },
    // The floor of what our engine does on every attempt: an abort signal with a timer behind it (the attempt
    // timeout) and redirects left to the caller (the engine follows them itself, checking each).
    'raw fetch (signal, manual redirects)': async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => {
        controller.abort();
      }, 30_000);
      try {
        const response = await fetch(url, { headers, signal: controller.signal, redirect: 'manual' });
        if (!response.ok) throw new Error(`raw fetch: status ${String(response.status)}`);
        const body = (await response.json()) as { data: unknown };
        return body.data;
      } finally {
        clearTimeout(timer);
      }
    },
    'ours (validation off)': () => ours.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((request) => request),
    'ours (validation on)': () => oursValidating.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((request) => request),
    'ours (standalone function)': () => requestQueues.getRequest(standalone, QUEUE_ID, REQUEST_ID).then((request) => request),
    'ours (ky adapter)': () => oursKy.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((request) => request),
    'ours (telemetry, no-op tracer)': () => traced.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((request) => request),
    'ours (telemetry, in-memory exporter)': () =>
      recorded.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((request) => {
        // Two spans a call: the exporter keeps the last few thousand, as a test's would between checks.
        if (exporter.getFinishedSpans().length > 4_000) exporter.reset();
        return request;
      }),
    'official client': () => official.requestQueue(QUEUE_ID).getRequest(REQUEST_ID),
    'openapi-fetch': async () => {
      const { data, error } = await generated.GET(requestPath, { params: { path: { queueId: QUEUE_ID, requestId: REQUEST_ID } } });
      if (error !== undefined) throw new Error('openapi-fetch: error answer');
      return data.data;
    },
  };
  return CALL_PEERS.map((name) => ({ name, call: peers[name] }));
}

/** Names of the dataset-walk contenders, in table order. */
export const WALK_PEERS = ['fetch + JSON.parse loop', 'ours (for await)', 'ours (for await, validation on)', 'official client (for await)'] as const;
/** Name of one dataset-walk contender. */
export type WalkPeerName = (typeof WALK_PEERS)[number];

/** What a walk saw: how many items, and a checksum that keeps the loop from being optimised away. */
export interface WalkResult {
  items: number;
  checksum: number;
}

type Item = { id: number; price: number };

/** Walks `total` items of the dataset (`items-<total>`) with one contender, `PAGE_SIZE` items a page. */
export async function walk(name: WalkPeerName, baseUrl: string, total: number): Promise<WalkResult> {
  const datasetId = `items-${String(total)}`;
  let items = 0;
  let checksum = 0;
  const see = (item: Item): void => {
    items++;
    checksum += item.id + item.price;
  };
  if (name === 'fetch + JSON.parse loop') {
    const headers = { authorization: `Bearer ${BENCH_TOKEN}`, accept: 'application/json' };
    for (let offset = 0; offset < total; offset += PAGE_SIZE) {
      const response = await fetch(`${baseUrl}/v2/datasets/${datasetId}/items?offset=${String(offset)}&limit=${String(PAGE_SIZE)}`, { headers });
      const page = JSON.parse(await response.text()) as Item[];
      if (page.length === 0) break;
      for (const item of page) see(item);
    }
  } else if (name === 'ours (for await)' || name === 'ours (for await, validation on)') {
    // Pacing off: a walk of 100 pages at the published 60/s would measure the rate, not the client.
    const platform = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, validateResponses: name !== 'ours (for await)' });
    // No `limit`: it would cap the walk at that many items. The page size is the server's (1,000 here, as for the others).
    for await (const item of platform.datasets.listItems<Item>(datasetId)) see(item);
  } else {
    const official = new ApifyClient({ baseUrl, token: BENCH_TOKEN });
    for await (const item of official.dataset<Item>(datasetId).listItems({ chunkSize: PAGE_SIZE })) see(item);
  }
  return { items, checksum };
}

/** The checksum a complete walk of `total` items must produce. */
export function expectedChecksum(total: number): number {
  let sum = 0;
  for (let i = 0; i < total; i++) sum += i + (i % 1000) / 10;
  return sum;
}
