// The five runtime checks of @typed-api/hosting, imported by name as an application would.
// Plain web JavaScript: it runs unchanged on every runtime of tests/runtimes/run.js. Never throws.
import { AbortError, HostingClient, isHostingError } from '@typed-api/hosting';
import { abortMidFlight, check, expect, readToEnd, SLOW_ID, threePages, walkPages } from './kit.js';

/** Size of the fake's backup downloads (the runner sets it). */
const BACKUP_BYTES = 256 * 1024;

export async function checkHosting({ baseUrl, clientId, clientSecret }) {
  const hosting = new HostingClient({ baseUrl, clientId, clientSecret, maxRetries: 1, timeoutMs: 10_000 });
  return {
    call: await check(async () => {
      const site = await hosting.sites.get(1);
      expect(site.id === 1 && site.name === 'main-site', `unexpected site ${JSON.stringify(site).slice(0, 120)}`);
      return `sites.get (OAuth token fetched): ${site.name}`;
    }),
    walk: await check(async () => {
      const pages = await walkPages(hosting.sites.list({ per_page: 1 }));
      return `sites.list: ${threePages(pages, (site) => site.id, [1, 2, 3])}`;
    }),
    error: await check(async () => {
      try {
        await hosting.sites.get(999);
      } catch (error) {
        expect(isHostingError(error, 'not_found'), `expected not_found, got ${String(error)}`);
        return `isHostingError(err, 'not_found'), status ${String(error.status)}`;
      }
      throw new Error('no error for a missing site');
    }),
    abort: await check(() => abortMidFlight((signal) => hosting.sites.get(SLOW_ID, { signal }), AbortError)),
    stream: await check(async () => {
      const { bytes, chunks, text } = await readToEnd(await hosting.backups.download(1, '101'));
      expect(bytes === BACKUP_BYTES && text.startsWith('BZh91AY&SY'), `unexpected download: ${String(bytes)} B starting ${JSON.stringify(text.slice(0, 12))}`);
      return `backups.download: ${String(bytes)} B in ${String(chunks)} chunk(s)`;
    }),
  };
}
