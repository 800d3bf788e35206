// Hand-written: logs walked by scroll id, a firewall that refuses a duplicate rule, performance monitoring switched on
// and off (refused twice), and a site's time series computed for the metrics asked for; the rules' reads and
// deletion are the core's (collectionHandlers), the other reports samples of their schemas.
import { collectionHandlers, fail, type FakeHandlers } from '@typed-api/core/testing';
import * as firewall from '../../operations/firewall.js';
import type * as logs from '../../operations/logs.js';
import type * as performanceMonitoring from '../../operations/performance-monitoring.js';
import type * as reports from '../../operations/reports.js';
import * as responses from '../../responses/index.js';
import { envelope } from '../dialect.js';
import { siteChange, type FakeContext, type FakeSite } from '../state.js';

/** Messages per log page, as the API documents. */
const LOG_PAGE_SIZE = 200;

/** A log page, as the API sends it outside the envelope; the scroll id encodes where the next page starts. */
function logPage<T>(entries: readonly T[], scrollId: string | undefined, keep: (entry: T) => boolean): { logs: T[]; scroll_id: string } {
  const match = scrollId === undefined ? null : /^scroll-(\d+)$/.exec(scrollId);
  if (scrollId !== undefined && !match) fail(400, 'scroll_id is not valid');
  const start = match ? Number(match[1]) : 0;
  const page = entries.filter(keep).slice(start, start + LOG_PAGE_SIZE);
  return { logs: page, scroll_id: `scroll-${String(start + page.length)}` };
}

/** The logs, egress firewall, performance monitoring and time series of a site. */
export function monitoringHandlers({ state }: FakeContext): FakeHandlers<typeof logs & typeof firewall & typeof performanceMonitoring & typeof reports> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    ...collectionHandlers(firewall.firewallOperations, responses, {
      what: 'Firewall rule',
      records: (path) => state().sites.require(Number(path.siteId)).firewallRules,
      page: (all) => all,
      deleted: () => envelope(null),
    }),
    'logs.php': ({ path, inputs }) => logPage(site(path).phpLogs, inputs.scroll_id, (e) => inputs.status === undefined || e.severity === inputs.status),
    'logs.server': ({ path, inputs }) => {
      const { status, request_type: method, user_ip: ip } = inputs;
      const keep = (e: FakeSite['serverLogs'][number]): boolean =>
        (status === undefined || e.status === status) && (method === undefined || e.request_type === method) && (ip === undefined || e.user_ip === ip);
      return logPage(site(path).serverLogs, inputs.scroll_id, keep);
    },
    'firewall.create': ({ path, inputs }) => {
      const found = site(path);
      const { destination, port = null, protocol = null } = inputs;
      if (destination === '') fail(400, 'destination is required');
      const same = found.firewallRules.some((x) => x.destination === destination && x.port === port && x.protocol === protocol);
      if (same) fail(422, 'Firewall rule already exists');
      const rule = { id: state().nextId++, destination, port, protocol };
      found.firewallRules.push(rule);
      return rule;
    },
    'firewall.refresh': siteChange(state, (found) => found.firewallRefreshes++),
    'performanceMonitoring.activate': ({ path, inputs }) => {
      const found = site(path);
      if (inputs.apm_duration !== undefined && inputs.apm_duration <= 0) fail(400, 'apm_duration must be a positive number');
      if (found.apmActive) fail(422, 'APM is already active for this site');
      found.apmActive = true;
      return envelope(null);
    },
    'performanceMonitoring.deactivate': siteChange(state, (found) => {
      if (!found.apmActive) fail(422, 'APM is already deactivated for this site');
      found.apmActive = false;
    }),
    'performanceMonitoring.url': ({ path }) => {
      if (!site(path).apmActive) fail(404, 'No APM traces available for this site');
      return { url: `https://apm.hosting.test/sites/${String(path.siteId)}/traces` };
    },
    'reports.metrics': ({ path, inputs }) => {
      const { record } = site(path);
      const metrics = inputs.metrics ?? ['requests_persec'];
      const dimensions = inputs.dimensions ?? [];
      const startAt = 1_700_000_000;
      const periods = [0, 1, 2].map((i) => {
        const values = Object.fromEntries(metrics.map((m) => [m, { false: i + 1 }]));
        return { timestamp: startAt + i * 180, ...(dimensions.length > 0 ? Object.fromEntries(dimensions.map((d) => [d, values])) : values) };
      });
      const search = { startAt, endAt: startAt + 540, resolution: 180, metrics, dimensions };
      return { id: record.id, name: record.name, displayName: record.displayName, url: record.url, search, periods };
    },
  };
}
