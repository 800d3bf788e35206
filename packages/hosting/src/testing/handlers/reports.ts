import type { FakeHandlers } from '@typed-api/core/testing';
import type * as reports from '../../operations/reports.js';
import type { PerformanceReport } from '../../responses/monitoring.js';
import type { FakeContext, FakeSite } from '../state.js';

/** One device's lab report with a score. */
function labReport(score: number): PerformanceReport {
  return {
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
  };
}

/** Statistics, lab reports, usage per billing cycle and time series of a site. */
export function reportsHandlers({ state }: FakeContext): FakeHandlers<typeof reports> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'reports.statistics': ({ path }) => {
      const { record } = site(path);
      return {
        id: record.id,
        databaseUsageBytes: record.databaseUsageBytes ?? 12_000_000,
        fileSystemUsageBytes: record.fileSystemUsageBytes ?? 48_000_000,
        pageViews: { today: { people: 3, views: 5 }, yesterday: { people: 4, views: 9 } },
      };
    },
    'reports.performance': ({ path }) => {
      site(path);
      return { desktop_report: labReport(0.99), mobile_report: labReport(0.87) };
    },
    'reports.usage': ({ path }) => {
      const { record } = site(path);
      return [
        {
          billing_cycle: {
            start_date: '2024-04-11T00:00:00.000Z',
            end_date: '2024-05-11T00:00:00.000Z',
            total_daily_average_storage_usage_in_gigabytes: 0.5,
            total_unique_visits: 300,
            site: { id: record.id, name: record.name, url: `https://${String(record.url)}`, daily_average_visits: 10, daily_average_storage_usage_in_gigabytes: 0.5 },
          },
        },
      ];
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
      return {
        id: record.id,
        name: record.name,
        displayName: record.displayName,
        url: record.url,
        search: { startAt, endAt: startAt + 540, resolution: 180, metrics, dimensions },
        periods,
      };
    },
  };
}
