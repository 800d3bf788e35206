import { isPlatformError, PlatformClient, RateLimitError } from '@typed-api/platform';
import { check, type Scenario } from '../scenario.ts';

/**
 * Catches errors by the API's own error type: a request that does not exist (`record-not-found`),
 * and a rate limit that outlasts the retry budget (`rate-limit-exceeded`).
 */
export const platformErrors: Scenario = {
  title: 'platform: typed catch of record-not-found and rate-limit-exceeded',
  api: 'platform',
  async run({ targets: { platform: target }, step, logger }) {
    const platform = new PlatformClient({ baseUrl: target.baseUrl, token: target.token, logger });
    const queue = await platform.requestQueues.create();
    try {
      // 1. A request id that is not in the queue: a 404 whose `code` is the API's error type.
      try {
        await platform.requestQueues.getRequest(queue.id, 'no-such-request');
        check(false, 'a missing request is an error');
      } catch (err) {
        if (!isPlatformError(err, 'record-not-found')) throw err;
        // `err.code` is narrowed to 'record-not-found'; status, message and the redacted URL are there too.
        step(`caught ${err.code} (HTTP ${String(err.status)}): ${err.message.split(' (')[0] ?? ''}`);
      }

      // 2. Rate limits: 429s are retried with growing waits (500 ms, doubling, or Retry-After). Only when
      // they outlast `maxRetries` does the call fail, with a RateLimitError.
      if (target.simulateRateLimit) {
        target.simulateRateLimit(3); // the demo's fake answers the next 3 calls with 429
        try {
          await platform.requestQueues.get(queue.id, { maxRetries: 1 });
          check(false, 'two 429s in a row exhaust a budget of one retry');
        } catch (err) {
          if (!isPlatformError(err, 'rate-limit-exceeded')) throw err;
          step(`caught ${err.code} after 1 retry (a ${err instanceof RateLimitError ? 'RateLimitError' : 'ApiError'}); try again later`);
        }
        // The third 429 is absorbed by the default budget of 4 retries.
        const again = await platform.requestQueues.get(queue.id);
        step(`with the default budget the same call succeeded: queue ${again.id}`);
      } else {
        step('rate-limit part skipped: a real service cannot be asked for 429s');
      }
    } finally {
      await platform.requestQueues.delete(queue.id);
    }
  },
};
