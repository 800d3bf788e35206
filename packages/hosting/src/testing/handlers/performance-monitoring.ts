import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as performanceMonitoring from '../../operations/performance-monitoring.js';
import { envelope } from '../dialect.js';
import type { FakeContext } from '../state.js';

/** Performance monitoring (APM) of a site, switched on and off. */
export function performanceMonitoringHandlers({ state }: FakeContext): FakeHandlers<typeof performanceMonitoring> {
  return {
    'performanceMonitoring.activate': ({ path, inputs }) => {
      const site = state().sites.require(path.siteId);
      if (inputs.apm_duration !== undefined && inputs.apm_duration <= 0) fail(400, 'apm_duration must be a positive number');
      if (site.apmActive) fail(422, 'APM is already active for this site');
      site.apmActive = true;
      return envelope(null);
    },
    'performanceMonitoring.deactivate': ({ path }) => {
      const site = state().sites.require(path.siteId);
      if (!site.apmActive) fail(422, 'APM is already deactivated for this site');
      site.apmActive = false;
      return envelope(null);
    },
    'performanceMonitoring.url': ({ path }) => {
      const site = state().sites.require(path.siteId);
      if (!site.apmActive) fail(404, 'No APM traces available for this site');
      return { url: `https://apm.hosting.test/sites/${String(site.record.id)}/traces` };
    },
  };
}
