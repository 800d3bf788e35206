// The five runtime checks of @typed-api/platform, imported by name as an application would.
// Plain web JavaScript: it runs unchanged on every runtime of tests/runtimes/run.js. Never throws.
import { AbortError, isPlatformError, PlatformClient } from '@typed-api/platform';
import { abortMidFlight, check, expect, readToEnd, SLOW, threePages, walkPages } from './kit.js';

/** The dataset the runner seeds with 25 items `{ n: 0 … 24 }`. */
const DATASET = '~runtime-checks';

export async function checkPlatform({ baseUrl, token }) {
  const platform = new PlatformClient({ baseUrl, token, maxRetries: 1, timeoutMs: 10_000 });
  return {
    call: await check(async () => {
      const dataset = await platform.datasets.get(DATASET);
      expect(dataset.name === 'runtime-checks' && dataset.itemCount === 25, `unexpected dataset ${JSON.stringify(dataset).slice(0, 120)}`);
      return `datasets.get: ${dataset.name}, ${String(dataset.itemCount)} items`;
    }),
    walk: await check(async () => {
      const pages = await walkPages(platform.datasets.listItems(DATASET, { limit: 10 }));
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
