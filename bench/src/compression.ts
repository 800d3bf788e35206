/**
 * The compression case: the bytes typical platform uploads put on the wire, with our default (JSON bodies
 * of 1 KiB or more gzip-compressed), with `compressRequests: false`, and from the official client.
 *
 * A node:http server in this process counts the body bytes each request carries as received (before any
 * decoding), decodes them by their `Content-Encoding` as the API does, and checks that they are the JSON
 * the client was given. The payloads are deterministic but not repetitive: words and numbers from a seeded
 * generator, as scraped text is, so the ratios are not those of a synthetic string repeated.
 *
 * - a dataset push of 1,000 scraped items (the common bulk upload)
 * - a record put: a JSON `OUTPUT` record, a crawl summary of 200 pages
 * - an Actor input: 100 start URLs and the usual settings
 * - a push of one small item (under the 1 KiB threshold: sent as it is)
 *
 * Also reported: the client's median time per upload over a few runs (compression is not free; the server
 * shares the process, so take those as an order of magnitude).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ApifyClient } from 'apify-client';
import { PlatformClient } from '@typed-api/platform';
import { BENCH_TOKEN } from './peers.ts';
import { fixed, median, printTable } from './stats.ts';

/** One contender's upload of one payload. */
export interface CompressionRow {
  payload: string;
  client: string;
  /** Bytes of the payload as compact JSON. */
  jsonBytes: number;
  /** Bytes of the body before compression, as this client serialised it (the official client indents records). */
  plainBytes: number;
  /** Bytes of the request body that reached the server. */
  wireBytes: number;
  /** The `Content-Encoding` it came with (`-` for none). */
  encoding: string;
  /** Median time of one upload, in milliseconds. */
  ms: number;
}

/** A generator of pseudo-random numbers in [0, 1) from a seed (mulberry32): the same payloads every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'organic cotton shirt slim fit navy blue white linen summer jacket waterproof hiking boots leather ' +
  'wallet stainless steel bottle insulated coffee grinder ceramic mug wireless earbuds noise cancelling ' +
  'charging case battery life hours fast shipping free returns reviews rating warranty size small medium ' +
  'large extra color black grey green red pack of two set kitchen knife chef bamboo cutting board'
).split(' ');

/** The payloads, built once from one seed. */
function payloads(): { name: string; kind: 'push' | 'record' | 'input'; value: unknown }[] {
  const random = seeded(27);
  const pick = (): string => WORDS[Math.floor(random() * WORDS.length)] ?? 'item';
  const words = (n: number): string => Array.from({ length: n }, pick).join(' ');
  const id = (): string => Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0');
  const item = (i: number) => ({
    url: `https://shop.example.com/p/${id()}`,
    title: words(4 + Math.floor(random() * 5)),
    description: words(20 + Math.floor(random() * 30)),
    price: Math.round(random() * 20_000) / 100,
    currency: 'EUR',
    inStock: random() > 0.2,
    rating: Math.round(random() * 50) / 10,
    reviewCount: Math.floor(random() * 2000),
    sku: `SKU-${id().toUpperCase()}`,
    categories: [pick(), pick()],
    scrapedAt: new Date(Date.UTC(2026, 0, 1) + i * 1500).toISOString(),
  });
  const items = Array.from({ length: 1000 }, (_, i) => item(i));
  const output = {
    pages: Array.from({ length: 200 }, (_, i) => ({ url: `https://shop.example.com/c/${id()}`, status: 200, title: words(5), links: 20 + Math.floor(random() * 80), ms: Math.floor(random() * 3000), crawledAt: new Date(Date.UTC(2026, 0, 1) + i * 900).toISOString() })),
    totals: { pages: 200, failed: 3, items: 1000 },
  };
  const input = {
    startUrls: Array.from({ length: 100 }, () => ({ url: `https://shop.example.com/c/${words(1)}-${id()}` })),
    maxRequestsPerCrawl: 5000,
    maxConcurrency: 20,
    proxyConfiguration: { useApifyProxy: false },
    pageFunction: `async function pageFunction(context) { const { request, log, jQuery: $ } = context; log.info('Scraping ' + request.url); return { url: request.url, title: $('title').text() }; }`,
  };
  return [
    { name: 'dataset push, 1,000 items', kind: 'push', value: items },
    { name: 'record put, JSON OUTPUT of 200 pages', kind: 'record', value: output },
    { name: 'Actor input, 100 start URLs', kind: 'input', value: input },
    { name: 'dataset push, 1 small item', kind: 'push', value: [{ url: 'https://shop.example.com/p/1', price: 9.9 }] },
  ];
}

/** The body of every request the server saw: bytes as received and the JSON they decode to. */
interface Received {
  encoding: string;
  wireBytes: number;
  /** The body decoded, as the client serialised it. */
  json: string;
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Starts the counting server; answers like the API (201, a run for a start). */
async function startCountingServer(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const encoding = req.headers['content-encoding'] ?? '-';
      received.push({ encoding, wireBytes: body.byteLength, json: decode(body, encoding) });
      if (req.url?.includes('/runs')) {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { id: 'run-1', actId: 'actor-1', status: 'READY', defaultDatasetId: 'd', defaultKeyValueStoreId: 's', defaultRequestQueueId: 'q' } }));
      } else {
        res.writeHead(201);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    close: () => new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    }),
  };
}

type Upload = (kind: 'push' | 'record' | 'input', value: unknown) => Promise<unknown>;

/** The contenders: ours with its default, ours without compression, the official client. */
function contenders(baseUrl: string): [string, Upload][] {
  const ours = (client: PlatformClient): Upload => (kind, value) =>
    kind === 'push'
      ? client.datasets.pushItems('bench-dataset', { items: value })
      : kind === 'record'
        ? client.keyValueStores.setRecord('bench-store', 'OUTPUT', { value })
        : client.actors.start('bench-actor', { input: value as Record<string, unknown> });
  const official = new ApifyClient({ baseUrl, token: BENCH_TOKEN });
  return [
    ['ours (default)', ours(new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false }))],
    ['ours (compressRequests: false)', ours(new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, compressRequests: false }))],
    [
      'official client',
      (kind, value) =>
        kind === 'push'
          ? official.dataset('bench-dataset').pushItems(value as Record<string, unknown>[])
          : kind === 'record'
            ? official.keyValueStore('bench-store').setRecord({ key: 'OUTPUT', value: value as Parameters<ReturnType<ApifyClient['keyValueStore']>['setRecord']>[0]['value'] })
            : official.actor('bench-actor').start(value),
    ],
  ];
}

/** Uploads each payload with each contender `runs` times; returns one row per payload and contender. */
export async function runCompression(runs = 15, log: (line: string) => void = () => undefined): Promise<CompressionRow[]> {
  const server = await startCountingServer();
  const rows: CompressionRow[] = [];
  try {
    for (const payload of payloads()) {
      const json = JSON.stringify(payload.value);
      const jsonBytes = Buffer.byteLength(json);
      for (const [client, upload] of contenders(server.url)) {
        const times: number[] = [];
        let first: Received | undefined;
        for (let run = 0; run < runs; run++) {
          const before = server.received.length;
          const started = performance.now();
          await upload(payload.kind, payload.value);
          times.push(performance.now() - started);
          const seen = server.received.slice(before);
          if (seen.length !== 1) throw new Error(`${client}, ${payload.name}: ${String(seen.length)} requests reached the server, expected 1`);
          first ??= seen[0];
        }
        if (first === undefined) continue;
        // The same JSON value (a client may indent a record).
        if (JSON.stringify(JSON.parse(first.json)) !== json) throw new Error(`${client}, ${payload.name}: the server decoded something else than the payload`);
        rows.push({ payload: payload.name, client, jsonBytes, plainBytes: Buffer.byteLength(first.json), wireBytes: first.wireBytes, encoding: first.encoding, ms: median(times) });
        log(`  ${payload.name}, ${client}: ${String(first.wireBytes)} B (${first.encoding})`);
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}

/** Prints the case's table. */
export function printCompression(rows: readonly CompressionRow[]): void {
  console.log('\nCase 9 results: request body bytes on the wire');
  printTable([
    ['payload', 'client', 'compact JSON bytes', 'body as serialised', 'bytes on the wire', 'encoding', 'wire / compact JSON', 'ms per upload (median)'],
    ...rows.map((r) => [r.payload, r.client, String(r.jsonBytes), String(r.plainBytes), String(r.wireBytes), r.encoding, fixed(r.wireBytes / r.jsonBytes, 3), fixed(r.ms, 2)]),
  ]);
}
