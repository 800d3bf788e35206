// Hand-written: the time series of a site, computed for the metrics and dimensions asked for; its statistics and
// lab and usage reports are samples of their schemas.
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as reports from '../../operations/reports.js';
import type { FakeContext } from '../state.js';

/** The time series of a site: three periods of every metric asked for, split by the dimensions asked for. */
export function reportsHandlers({ state }: FakeContext): FakeHandlers<typeof reports> {
  return {
    'reports.metrics': ({ path, inputs }) => {
      const { record } = state().sites.require(path.siteId);
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
