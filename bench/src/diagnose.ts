/**
 * `pnpm --filter ./bench diagnose`: where our per-call and per-item time goes, and what the proposed
 * core changes would buy, measured without touching the packages:
 *
 * 1. SDK overhead per call with an instant in-memory `fetch` (no network: pure SDK cost), for the
 *    current build and for a variant whose `ky` is replaced by a pass-through to `fetch` (the core
 *    creates ky with retry 0, timeout false and throwHttpErrors false, so ky adds no behaviour).
 * 2. The same two builds against the local server, sequential, next to raw fetch.
 * 3. Walking items in memory: a plain loop, our `for await`, and `for await` over a hand-written
 *    iterator that reads `pages()` (one promise per item instead of two nested async generators).
 * 4. Bundle sizes with ky replaced.
 *
 * Variants are esbuild bundles of the built packages written to a temporary folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BENCH_TOKEN, QUEUE_ID, REQUEST_ID } from './peers.ts';
import { BENCH_DIR, startServerProcess } from './processes.ts';
import { pageJson, REQUEST_BODY } from './server.ts';
import { measureBundle, SIZE_ENTRIES } from './size.ts';
import { fixed, median, printTable, rotate } from './stats.ts';

type PlatformModule = typeof import('@typed-api/platform');
type Item = { id: number };

const KY_PASS_THROUGH = 'export default { create: (options) => (input, init) => options.fetch(input, init) };\n';

/** Bundles the built platform package for Node, optionally with ky replaced, and imports it. */
async function platformVariant(dir: string, name: string, kyStub: string | undefined): Promise<PlatformModule> {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    stdin: { contents: "export * from '@typed-api/platform';", resolveDir: BENCH_DIR, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2023',
    outfile,
    logLevel: 'silent',
    alias: kyStub ? { ky: kyStub } : {},
  });
  return (await import(pathToFileURL(outfile).href)) as PlatformModule;
}

/** Runs each function `perRound` times per round, rounds interleaved; returns median microseconds per run. */
async function interleaved(fns: Record<string, () => Promise<unknown>>, rounds: number, perRound: number): Promise<Record<string, number>> {
  const names = Object.keys(fns);
  const samples = new Map<string, number[]>(names.map((n) => [n, []]));
  const gc = (globalThis as { gc?: () => void }).gc;
  for (const name of names) for (let i = 0; i < perRound; i++) await fns[name]!();
  for (let round = 0; round < rounds; round++) {
    for (const name of rotate(names, round)) {
      gc?.();
      const start = performance.now();
      for (let i = 0; i < perRound; i++) await fns[name]!();
      samples.get(name)!.push(((performance.now() - start) * 1000) / perRound);
    }
  }
  return Object.fromEntries(names.map((n) => [n, median(samples.get(n)!)]));
}

/** A `for await` over `pages()` that hands out items from the current page without a generator per item. */
function itemsOf<T>(pages: AsyncGenerator<{ items: T[] }, void, undefined>): AsyncIterableIterator<T> {
  let buffer: T[] = [];
  let index = 0;
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    next: async (): Promise<IteratorResult<T>> => {
      while (index >= buffer.length) {
        const page = await pages.next();
        if (page.done) return { value: undefined, done: true };
        buffer = page.value.items;
        index = 0;
      }
      return { value: buffer[index++]!, done: false };
    },
    return: async (): Promise<IteratorResult<T>> => {
      await pages.return();
      return { value: undefined, done: true };
    },
  };
  return iterator;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'typed-api-diagnose-'));
  try {
    const stubFile = path.join(dir, 'ky-pass-through.mjs');
    await writeFile(stubFile, KY_PASS_THROUGH);
    const current = await platformVariant(dir, 'current', undefined);
    const withoutKy = await platformVariant(dir, 'without-ky', stubFile);

    // 1. Pure SDK overhead: an in-memory fetch that answers at once.
    const body = JSON.stringify(REQUEST_BODY);
    const instantFetch = (): Promise<Response> => Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
    const client = (m: PlatformModule, validateResponses: boolean, fetchImpl: typeof fetch, baseUrl = 'http://127.0.0.1:9'): (() => Promise<unknown>) => {
      const c = new m.PlatformClient({ baseUrl, token: BENCH_TOKEN, fetch: fetchImpl, validateResponses });
      return () => c.requestQueues.getRequest(QUEUE_ID, REQUEST_ID).then((r) => r);
    };
    console.log(`Node ${process.version}, ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log('\n1. SDK cost per call with an instant in-memory fetch (median of 7 rounds x 5,000 calls)');
    const micro = await interleaved(
      {
        'Response + json() (floor)': async () => ((await (await instantFetch()).json()) as { data: unknown }).data,
        'current, validation off': client(current, false, instantFetch),
        'current, validation on': client(current, true, instantFetch),
        'ky replaced, validation off': client(withoutKy, false, instantFetch),
        'ky replaced, validation on': client(withoutKy, true, instantFetch),
      },
      7,
      5_000,
    );
    const floor = micro['Response + json() (floor)']!;
    printTable([['variant', 'us/call', 'us above the floor'], ...Object.entries(micro).map(([k, v]) => [k, fixed(v, 1), fixed(v - floor, 1)])]);

    // 2. Against the local server.
    const server = await startServerProcess();
    try {
      const url = `${server.baseUrl}/v2/request-queues/${QUEUE_ID}/requests/${REQUEST_ID}`;
      const headers = { authorization: `Bearer ${BENCH_TOKEN}`, accept: 'application/json' };
      const globalFetch: typeof fetch = (input, init) => fetch(input, init);
      console.log('\n2. Sequential calls to the local server (median of 10 rounds x 1,000 calls)');
      const real = await interleaved(
        {
          'raw fetch': async () => ((await (await fetch(url, { headers })).json()) as { data: unknown }).data,
          'current, validation off': client(current, false, globalFetch, server.baseUrl),
          'ky replaced, validation off': client(withoutKy, false, globalFetch, server.baseUrl),
          'ky replaced, validation on': client(withoutKy, true, globalFetch, server.baseUrl),
        },
        10,
        1_000,
      );
      const raw = real['raw fetch']!;
      printTable([['variant', 'us/call', 'ratio to raw fetch'], ...Object.entries(real).map(([k, v]) => [k, fixed(v, 1), fixed(v / raw)])]);
    } finally {
      await server.stop();
    }

    // 3. Item iteration in memory: 200 pages of 1,000 items served by an instant fetch.
    const total = 200_000;
    const pages = Array.from({ length: total / 1000 }, (_, i) => pageJson(i * 1000, 1000));
    const pageFetch: typeof fetch = (input) => {
      const offset = Number(new URL(input instanceof Request ? input.url : String(input)).searchParams.get('offset') ?? 0);
      const headers = { 'x-apify-pagination-offset': String(offset), 'x-apify-pagination-limit': '1000', 'x-apify-pagination-total': String(total) };
      return Promise.resolve(new Response(pages[offset / 1000] ?? '[]', { headers }));
    };
    const walker = new withoutKy.PlatformClient({ baseUrl: 'http://127.0.0.1:9', token: BENCH_TOKEN, fetch: pageFetch });
    let sink = 0;
    console.log(`\n3. Walking ${total.toLocaleString('en')} items from memory (median of 5 walks)`);
    const walks = await interleaved(
      {
        'fetch + JSON.parse loop': async () => {
          for (let offset = 0; offset < total; offset += 1000) {
            const items = JSON.parse(await (await pageFetch(`http://127.0.0.1:9/?offset=${String(offset)}`)).text()) as Item[];
            for (const item of items) sink += item.id;
          }
        },
        'ours: for await (current)': async () => {
          for await (const item of walker.datasets.listItems<Item>('items', { limit: 1000 })) sink += item.id;
        },
        'ours: for await over pages()': async () => {
          for await (const page of walker.datasets.listItems<Item>('items', { limit: 1000 }).pages()) for (const item of page.items) sink += item.id;
        },
        'ours: proposed item iterator': async () => {
          for await (const item of itemsOf(walker.datasets.listItems<Item>('items', { limit: 1000 }).pages())) sink += item.id;
        },
      },
      5,
      1,
    );
    printTable([['way', 'us/item', 'ns/item above the loop'], ...Object.entries(walks).map(([k, v]) => [k, fixed(v / total, 3), fixed(((v - walks['fetch + JSON.parse loop']!) / total) * 1000, 0)])]);
    if (sink === 0) console.log('(nothing walked)');

    // 4. Bundle sizes with ky replaced.
    console.log('\n4. Minimal-usage bundles (browser, minified) with ky replaced by a pass-through');
    const rows: string[][] = [['bundle', 'gzip kB now', 'gzip kB without ky', 'budget kB']];
    for (const entry of SIZE_ENTRIES.filter((e) => e.budget !== undefined)) {
      const now = await measureBundle(entry);
      const lighter = await measureBundle({ ...entry, alias: { ky: stubFile } });
      rows.push([entry.name, fixed(now.gzipBytes / 1000, 1), fixed(lighter.gzipBytes / 1000, 1), fixed((entry.budget ?? 0) / 1000, 0)]);
    }
    printTable(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
