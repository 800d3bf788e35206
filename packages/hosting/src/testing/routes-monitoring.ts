import { HttpResponse } from 'msw';
import { reject, toInt, type RouteTable } from './http.js';
import { findSite } from './routes-sites.js';
import type { HostingFakeState, Json } from './state.js';

/** Messages per log page, as the API documents. */
const LOG_PAGE_SIZE = 200;

/** A log page outside the envelope, as the API sends it; the scroll id encodes where the next page starts. */
function logPage(entries: Json[], scrollId: string | null, keep: (entry: Json) => boolean): Response {
  const match = scrollId === null ? null : /^scroll-(\d+)$/.exec(scrollId);
  if (scrollId !== null && !match) reject(400, 'scroll_id is not valid');
  const start = match ? Number(match[1]) : 0;
  const filtered = entries.filter(keep);
  const logs = filtered.slice(start, start + LOG_PAGE_SIZE);
  return HttpResponse.json({ logs, scroll_id: `scroll-${String(start + logs.length)}` });
}

function limit(body: Json): { limit: number; headroom: number | null } {
  const value = toInt(body.limit);
  if (value === undefined || value < 0) reject(400, 'limit must be a whole number of bytes');
  const headroom = body.warning_headroom === undefined ? null : toInt(body.warning_headroom);
  if (headroom === undefined || (headroom !== null && headroom < 0)) reject(400, 'warning_headroom must be a whole number of bytes');
  return { limit: value, headroom };
}

/** Logs, statistics and reports, usage limits, egress firewall rules and performance monitoring. */
export function monitoringRoutes(state: () => HostingFakeState): RouteTable {
  // Egress firewall
  const findRule = (rules: Json[], id: string | undefined): Json => {
    const rule = rules.find((x) => x.id === Number(id));
    if (!rule) reject(404, 'We could not locate the requested resources.');
    return rule;
  };
  return {
    'logs.php': ({ params, query }) => {
      const status = query.get('status');
      return logPage(findSite(state(), params.siteId).phpLogs, query.get('scroll_id'), (e) => status === null || e.severity === status);
    },
    'logs.server': ({ params, query }) => {
      const status = query.get('status');
      const method = query.get('request_type');
      const ip = query.get('user_ip');
      return logPage(
        findSite(state(), params.siteId).serverLogs,
        query.get('scroll_id'),
        (e) => (status === null || e.status === Number(status)) && (method === null || e.request_type === method) && (ip === null || e.user_ip === ip),
      );
    },
    'reports.statistics': ({ params }) => {
      const site = findSite(state(), params.siteId);
      return {
        id: site.record.id,
        databaseUsageBytes: site.record.databaseUsageBytes ?? 12_000_000,
        fileSystemUsageBytes: site.record.fileSystemUsageBytes ?? 48_000_000,
        pageViews: { today: { people: 3, views: 5 }, yesterday: { people: 4, views: 9 } },
      };
    },
    'reports.performance': ({ params }) => {
      findSite(state(), params.siteId);
      const report = (score: number): Json => ({
        created_at: '2024-05-01T00:00:00Z',
        updated_at: '2024-05-01T00:00:00Z',
        final_url: 'https://example.com/',
        performance_score: score,
        accessibility_score: 1,
        best_practices_score: 1,
        seo_score: 1,
        first_contentful_paint_score: score,
        first_contentful_paint_display_value: '0.7 s',
        fetch_time: '2024-05-01T00:00:00Z',
      });
      return { desktop_report: report(0.99), mobile_report: report(0.87) };
    },
    'reports.usage': ({ params }) => {
      const site = findSite(state(), params.siteId);
      return [
        {
          billing_cycle: {
            start_date: '2024-04-11T00:00:00.000Z',
            end_date: '2024-05-11T00:00:00.000Z',
            total_daily_average_storage_usage_in_gigabytes: 0.5,
            total_unique_visits: 300,
            site: { id: site.record.id, name: site.record.name, url: `https://${String(site.record.url)}`, daily_average_visits: 10, daily_average_storage_usage_in_gigabytes: 0.5 },
          },
        },
      ];
    },
    'reports.metrics': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const metrics = Array.isArray(body.metrics) ? (body.metrics as string[]) : ['requests_persec'];
      const dimensions = Array.isArray(body.dimensions) ? (body.dimensions as string[]) : [];
      const startAt = 1_700_000_000;
      const periods = [0, 1, 2].map((i) => {
        const values = Object.fromEntries(metrics.map((m) => [m, { false: i + 1 }]));
        return { timestamp: startAt + i * 180, ...(dimensions.length > 0 ? Object.fromEntries(dimensions.map((d) => [d, values])) : values) };
      });
      return {
        id: site.record.id,
        name: site.record.name,
        displayName: site.record.displayName,
        url: site.record.url,
        search: { startAt, endAt: startAt + 540, resolution: 180, metrics, dimensions },
        periods,
      };
    },
    'usageLimits.setFilesystem': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const { limit: max, headroom } = limit(body);
      Object.assign(site.record, { maxFileSystemUsageBytes: max, warningHeadroomFileSystemUsageBytes: headroom });
      return site.record;
    },
    'usageLimits.setDatabase': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const { limit: max, headroom } = limit(body);
      Object.assign(site.record, { maxDatabaseUsageBytes: max, warningHeadroomDatabaseUsageBytes: headroom });
      return site.record;
    },
    'firewall.list': ({ params }) => findSite(state(), params.siteId).firewallRules,
    'firewall.get': ({ params }) => findRule(findSite(state(), params.siteId).firewallRules, params.ruleId),
    'firewall.create': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (typeof body.destination !== 'string' || body.destination === '') reject(400, 'destination is required');
      const port = body.port === undefined ? null : toInt(body.port);
      if (port === undefined) reject(400, 'port must be a number');
      const protocol = typeof body.protocol === 'string' ? body.protocol : null;
      if (site.firewallRules.some((x) => x.destination === body.destination && x.port === port && x.protocol === protocol)) reject(422, 'Firewall rule already exists');
      const rule = { id: s.nextId++, destination: body.destination, port, protocol };
      site.firewallRules.push(rule);
      return rule;
    },
    'firewall.delete': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const rule = findRule(site.firewallRules, params.ruleId);
      site.firewallRules = site.firewallRules.filter((x) => x !== rule);
      return null;
    },
    'firewall.refresh': ({ params }) => {
      findSite(state(), params.siteId).firewallRefreshes++;
      return null;
    },
    // Performance monitoring
    'performanceMonitoring.activate': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      if (body.apm_duration !== undefined && (toInt(body.apm_duration) ?? 0) <= 0) reject(400, 'apm_duration must be a positive number');
      if (site.apmActive) reject(422, 'APM is already active for this site');
      site.apmActive = true;
      return null;
    },
    'performanceMonitoring.deactivate': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (!site.apmActive) reject(422, 'APM is already deactivated for this site');
      site.apmActive = false;
      return null;
    },
  };
}
