import { PlatformClient, type NewRequest } from '@typed-api/platform';
import { check, type Scenario } from '../scenario.ts';

/**
 * Fills a request queue in bulk, then drains it the way parallel workers do: lock a batch at the head,
 * handle it, mark each request handled, until nothing is left.
 */
export const requestQueue: Scenario = {
  title: 'platform: fill a request queue in bulk and drain it with head locks',
  api: 'platform',
  async run({ targets: { platform: target }, step, logger }) {
    const platform = new PlatformClient({ baseUrl: target.baseUrl, token: target.token, logger });
    const queue = await platform.requestQueues.create({ name: `examples-${Date.now().toString(36)}` });
    step(`created queue ${queue.id}`);
    try {
      // 120 requests, 20 of them duplicates by uniqueKey: the queue keeps one of each.
      const requests: NewRequest[] = Array.from({ length: 120 }, (_, i) => {
        const page = (i % 100) + 1;
        return { url: `https://shop.example/list?page=${String(page)}`, uniqueKey: `list-${String(page)}`, userData: { page } };
      });
      // Batches of 25, five in flight, within the per-queue rate limit; unprocessed requests are sent again.
      const added = await platform.requestQueues.batchAddRequests(queue.id, { requests });
      const fresh = added.processedRequests.filter((r) => !r.wasAlreadyPresent).length;
      step(`batch add: ${String(added.processedRequests.length)} processed (${String(fresh)} new), ${String(added.unprocessedRequests.length)} unprocessed`);
      check(added.unprocessedRequests.length === 0, 'every request was accepted');

      // Drain: a lock keeps other clients off a request while this one handles it.
      const clientKey = 'example-worker-1';
      let handled = 0;
      for (let round = 1; round <= 50; round++) {
        const head = await platform.requestQueues.lockHead(queue.id, { lockSecs: 60, limit: 25, clientKey });
        if (head.items.length === 0) break;
        for (const request of head.items) {
          // ... fetch and process request.url here ...
          await platform.requestQueues.updateRequest(queue.id, request.id, { uniqueKey: request.uniqueKey, url: request.url, handledAt: new Date().toISOString(), clientKey });
          handled++;
        }
        step(`  round ${String(round)}: locked and handled ${String(head.items.length)} (${String(handled)} so far)`);
      }
      const rest = await platform.requestQueues.getHead(queue.id);
      step(`drained: ${String(handled)} requests handled, ${String(rest.items.length)} left at the head`);
      check(handled === 100 && rest.items.length === 0, 'each unique request was handled exactly once');
    } finally {
      await platform.requestQueues.delete(queue.id);
      step(`deleted queue ${queue.id}`);
    }
  },
};
