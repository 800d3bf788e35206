import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as cron from '../../operations/cron.js';
import { envelope } from '../dialect.js';
import type { FakeContext } from '../state.js';

/** The scheduled tasks of a site (the API describes deletion only). */
export function cronHandlers({ state }: FakeContext): FakeHandlers<typeof cron> {
  return {
    'cron.delete': ({ path }) => {
      const site = state().sites.require(path.siteId);
      const job = site.cronJobs.find((j) => j.id === path.cronJobId);
      if (!job) fail(404, 'Cron job not found');
      site.cronJobs = site.cronJobs.filter((j) => j !== job);
      return envelope(null);
    },
  };
}
