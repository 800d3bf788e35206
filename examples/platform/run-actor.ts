import { isPlatformError, PlatformClient } from '@typed-api/platform';
import { check, type Scenario } from '../scenario.ts';

/** The shape of the items this example reads from the run's dataset. */
interface Product {
  url: string;
  price: number;
}

/**
 * Runs an Actor, waits for it with the server's long poll, pages through the items of its default
 * dataset and reads the run's OUTPUT record.
 */
export const runActor: Scenario = {
  title: 'platform: run an Actor, wait, page through its dataset, read its OUTPUT',
  api: 'platform',
  async run({ targets: { platform: target }, step, logger }) {
    const platform = new PlatformClient({ baseUrl: target.baseUrl, token: target.token, logger });

    // Start the run: it comes back at once, usually READY or RUNNING.
    const run = await platform.actors.start(target.actorId, { input: target.actorInput, memory: 1024 });
    step(`started run ${run.id} (${run.status})`);

    // Wait for a terminal status. Each call asks the server to hold it up to 60 s, so a long run costs a
    // request a minute, not a poll a second; timeoutMs bounds the whole wait.
    step('waiting for the run to finish (server-side long poll)…');
    const done = await platform.runs.waitForFinish(run.id, { timeoutMs: 10 * 60_000 });
    step(`run finished: ${done.status}`);
    check(done.status === 'SUCCEEDED', `the run succeeded (it ended ${done.status})`);

    // Page through the dataset. The server decides how many items a page holds (the fake: 25); the
    // list follows the offsets it reports, so no item is read twice or skipped. `limit` would be the
    // most items in all.
    let count = 0;
    let pages = 0;
    let total = 0;
    let sum = 0;
    for await (const page of platform.datasets.listItems<Product>(done.defaultDatasetId).pages()) {
      pages++;
      count += page.items.length;
      total = page.total;
      for (const product of page.items) sum += product.price; // items are typed as Product
      step(`  page ${String(pages)}: ${String(page.items.length)} items (${String(count)}/${String(total)})`);
    }
    step(`read ${String(count)} items in ${String(pages)} pages; prices add up to ${String(sum)}`);
    check(count === total, 'every item of the dataset was read');

    // The OUTPUT record of the run's key-value store; not every Actor writes one.
    try {
      const output = await platform.keyValueStores.getRecord<Record<string, unknown>>(done.defaultKeyValueStoreId, 'OUTPUT');
      step(`OUTPUT record (${output.contentType}) with fields: ${Object.keys(output.value).join(', ')}`);
    } catch (err) {
      if (isPlatformError(err, 'record-not-found')) step('this Actor wrote no OUTPUT record');
      else throw err;
    }
  },
};
