/* global fetch, Headers */
// The five runtime checks of @typed-api/platform, imported by name as an application would.
// Plain web JavaScript: it runs unchanged on every runtime of tests/runtimes/run.js. Never throws.
import { AbortError, isPlatformError, PlatformClient } from '@typed-api/platform';
import { abortMidFlight, check, expect, readToEnd, SLOW, threePages, walkPages } from './kit.js';

/** The dataset the runner seeds with 25 items `{ n: 0 … 24 }`. */
const DATASET = '~runtime-checks';

export async function checkPlatform({ baseUrl, token }) {
  // Sees how each request body leaves the client, for the compressed-upload part of the call check.
  const encodings = [];
  const watching = (input, init) => {
    encodings.push(new Headers(init?.headers).get('content-encoding') ?? 'none');
    return fetch(input, init);
  };
  const platform = new PlatformClient({ baseUrl, token, maxRetries: 1, timeoutMs: 10_000, fetch: watching });
  return {
    call: await check(async () => {
      const dataset = await platform.datasets.get(DATASET);
      expect(dataset.name === 'runtime-checks' && dataset.itemCount === 25, `unexpected dataset ${JSON.stringify(dataset).slice(0, 120)}`);
      // A push above the 1 KiB threshold: gzip where the runtime has CompressionStream (browsers send it plain
      // unless asked); the fake decodes it, so the items must come back either way.
      const target = await platform.datasets.getOrCreate({ name: 'runtime-push' });
      const items = Array.from({ length: 40 }, (_, n) => ({ n, text: 'a line long enough to add up' }));
      const before = encodings.length;
      await platform.datasets.pushItems(target.id, { items });
      const sentAs = encodings[before];
      const back = [];
      for await (const item of platform.datasets.listItems(target.id, { offset: 0 })) back.push(item);
      expect(back.length >= 40 && back.at(-1)?.n === 39, `pushed 40 items, read back ${String(back.length)}`);
      return `datasets.get: ${dataset.name}, ${String(dataset.itemCount)} items; a 40-item push sent with content-encoding ${String(sentAs)}, read back`;
    }),
    walk: await check(async () => {
      const pages = await walkPages(platform.datasets.listItems(DATASET));
      return `datasets.listItems: ${threePages(pages, (item) => item.n, Array.from({ length: 25 }, (_, n) => n))}`;
    }),
    error: await check(async () => {
      try {
        await platform.datasets.get('no-such-dataset');
      } catch (error) {
        expect(isPlatformError(error, 'record-not-found'), `expected record-not-found, got ${String(error)}`);
        return `isPlatformError(err, 'record-not-found'), status ${String(error.status)}`;
      }
      throw new Error('no error for a missing dataset');
    }),
    abort: await check(() => abortMidFlight((signal) => platform.datasets.get(SLOW, { signal }), AbortError)),
    stream: await check(async () => {
      const { bytes, chunks, text } = await readToEnd(await platform.datasets.exportItems(DATASET, { format: 'jsonl' }));
      const lines = text.trim().split('\n').map((line) => JSON.parse(line).n);
      expect(lines.length === 25 && lines[24] === 24, `unexpected export ${text.slice(0, 80)}`);
      return `datasets.exportItems (jsonl): ${String(bytes)} B in ${String(chunks)} chunk(s), 25 lines`;
    }),
  };
}
