import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const O = '/api/v3/organizations/gh/acme/metrics';
const E = '/api/v3/enterprises/gh/acme-corp/metrics';

/** Values of grouped metrics as `[group, value]` pairs. */
const pairs = (v: { group?: unknown; value: number }[]) => v.map((g) => [g.group, g.value]);

/** Contract rows of the `metrics` namespace (organization `gh/acme`: two analysed repositories of four open issues each, two under their first analysis with none yet; enterprise `gh/acme-corp`). */
export function metricsRows(context: ContractContext): Record<string, Row> {
  const { fake, org, web } = context;
  const enterprise = ['gh', 'acme-corp'] as const;
  return {
    'metrics.ready': {
      call: (c) => c.metrics.ready(...org),
      path: `${O}/ready`,
      result: (v: unknown) => {
        expect(v).toEqual({
          organizationId: fake.state.organizations.get('gh/acme')?.identifier,
          provider: 'gh',
          organizationName: 'acme',
          readyMetrics: ['OpenIssues', 'NewIssues', 'FixedIssues'],
          startedAt: '2024-01-01T00:00:00Z',
        });
      },
    },
    'metrics.start': {
      call: (c) => c.metrics.start(...org, { metrics: ['Coverage', 'OpenIssues'] }),
      path: `${O}/start`,
      body: { metrics: ['Coverage', 'OpenIssues'] },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        // Only the metric not collected yet is queued.
        expect(fake.state.metrics.organizations.get('gh/acme')?.pending).toEqual(['Coverage']);
      },
    },
    'metrics.latest': {
      call: (c) => c.metrics.latest(...org, 'OpenIssues', { entityFilter: { repositories: ['web', 'api'] }, dimensionsFilter: [{ dimension: 'severity', value: 'Error' }] }),
      path: `${O}/OpenIssues/latest`,
      body: { entityFilter: { repositories: ['web', 'api'] }, dimensionsFilter: [{ dimension: 'severity', value: 'Error' }] },
      result: (v: unknown) => {
        expect(v).toEqual({ value: 2, latestValue: 2 });
      },
    },
    'metrics.latestGrouped': {
      call: (c) => {
        // An issue that is no longer open no longer counts.
        web().issues.splice(0, 1);
        return c.metrics.latestGrouped(...org, 'OpenIssues', { filter: { entityFilter: { repositories: ['web'] } }, groupBy: { groupBy: ['repository', 'category'], sortDirection: 'desc' } });
      },
      path: `${O}/OpenIssues/latest-grouped`,
      body: { filter: { entityFilter: { repositories: ['web'] } }, groupBy: { groupBy: ['repository', 'category'], sortDirection: 'desc' } },
      result: (v: { group: unknown; value: number }[]) => {
        expect(pairs(v)).toEqual([
          [{ repository: 'web', dimensions: ['UnusedCode'] }, 2],
          [{ repository: 'web', dimensions: ['Security'] }, 1],
        ]);
      },
    },
    'metrics.period': {
      call: (c) => c.metrics.period(...org, 'NewIssues', { filter: { entityFilter: { repositories: ['web'] } }, date: '2024-01-01T00:00:00Z', period: 'month' }),
      path: `${O}/NewIssues/period`,
      body: { filter: { entityFilter: { repositories: ['web'] } }, date: '2024-01-01T00:00:00Z', period: 'month' },
      result: (v: { value: number }) => {
        expect(v.value).toBe(4);
      },
    },
    'metrics.periodGrouped': {
      call: (c) => c.metrics.periodGrouped(...org, 'FixedIssues', { filter: { entityFilter: {} }, groupBy: { groupBy: ['organization'] }, date: '2024-01-08T00:00:00Z', period: 'week' }),
      path: `${O}/FixedIssues/period-grouped`,
      body: { filter: { entityFilter: {} }, groupBy: { groupBy: ['organization'] }, date: '2024-01-08T00:00:00Z', period: 'week' },
      result: (v: { group: unknown; value: number }[]) => {
        // One fixed issue in each of the three commits of the four repositories.
        expect(pairs(v)).toEqual([[{ organization: 'acme' }, 12]]);
      },
    },
    'metrics.timerange': {
      call: (c) =>
        c.metrics.timerange(...org, 'OpenIssues', {
          filter: { entityFilter: { repositories: ['web'] } },
          groupBy: { groupBy: [] },
          from: '2024-01-01T00:00:00Z',
          to: '2024-01-03T00:00:00Z',
          period: 'day',
        }),
      path: `${O}/OpenIssues/timerange`,
      body: { filter: { entityFilter: { repositories: ['web'] } }, groupBy: { groupBy: [] }, from: '2024-01-01T00:00:00Z', to: '2024-01-03T00:00:00Z', period: 'day' },
      result: (v: { date: string; group?: unknown; value: number }[]) => {
        expect(v.map((d) => [d.date, d.value, d.group])).toEqual([
          ['2024-01-01T00:00:00.000Z', 4, undefined],
          ['2024-01-02T00:00:00.000Z', 4, undefined],
          ['2024-01-03T00:00:00.000Z', 4, undefined],
        ]);
      },
    },
    'metrics.readyForEnterprise': {
      call: (c) => c.metrics.readyForEnterprise(...enterprise),
      path: `${E}/ready`,
      result: (v: unknown) => {
        expect(v).toEqual([
          { organizationId: 1201, organizationName: 'acme', readyMetrics: ['OpenIssues', 'NewIssues', 'FixedIssues'], startedAt: '2024-01-01T00:00:00Z' },
          { organizationId: 1202, organizationName: 'acme-labs', readyMetrics: [] },
        ]);
      },
    },
    'metrics.latestForEnterprise': {
      call: (c) => c.metrics.latestForEnterprise(...enterprise, 'OpenIssues', { dimensionsFilter: [{ dimension: 'category', value: 'UnusedCode' }] }),
      path: `${E}/OpenIssues/latest`,
      body: { dimensionsFilter: [{ dimension: 'category', value: 'UnusedCode' }] },
      result: (v: unknown) => {
        expect(v).toEqual({ value: 4, latestValue: 4 });
      },
    },
    'metrics.latestGroupedForEnterprise': {
      call: (c) => c.metrics.latestGroupedForEnterprise(...enterprise, 'OpenIssues', { filter: {}, groupBy: { groupBy: ['organization', 'severity'], sortDirection: 'asc', limit: 2 } }),
      path: `${E}/OpenIssues/latest-grouped`,
      body: { filter: {}, groupBy: { groupBy: ['organization', 'severity'], sortDirection: 'asc', limit: 2 } },
      result: (v: { group: unknown; value: number }[]) => {
        expect(pairs(v)).toEqual([
          [{ organization: 'acme', dimensions: ['Error'] }, 2],
          [{ organization: 'acme', dimensions: ['Warning'] }, 2],
        ]);
      },
    },
    'metrics.periodForEnterprise': {
      call: (c) => c.metrics.periodForEnterprise(...enterprise, 'OpenIssues', { filter: {}, date: '2024-01-01T00:00:00Z', period: 'week' }),
      path: `${E}/OpenIssues/period`,
      body: { filter: {}, date: '2024-01-01T00:00:00Z', period: 'week' },
      result: (v: { value: number }) => {
        expect(v.value).toBe(8);
      },
    },
    'metrics.periodGroupedForEnterprise': {
      call: (c) => c.metrics.periodGroupedForEnterprise(...enterprise, 'OpenIssues', { filter: {}, groupBy: { groupBy: ['category'] }, date: '2024-01-01T00:00:00Z', period: 'day' }),
      path: `${E}/OpenIssues/period-grouped`,
      body: { filter: {}, groupBy: { groupBy: ['category'] }, date: '2024-01-01T00:00:00Z', period: 'day' },
      result: (v: { group: unknown; value: number }[]) => {
        expect(pairs(v)).toEqual([
          [{ dimensions: ['Security'] }, 4],
          [{ dimensions: ['UnusedCode'] }, 4],
        ]);
      },
    },
    'metrics.timerangeForEnterprise': {
      call: (c) => c.metrics.timerangeForEnterprise(...enterprise, 'NewIssues', { filter: {}, groupBy: { groupBy: [] }, from: '2024-01-01T00:00:00Z', to: '2024-01-15T00:00:00Z', period: 'week' }),
      path: `${E}/NewIssues/timerange`,
      body: { filter: {}, groupBy: { groupBy: [] }, from: '2024-01-01T00:00:00Z', to: '2024-01-15T00:00:00Z', period: 'week' },
      result: (v: { date: string; value: number }[]) => {
        // An accumulating metric: its eight new issues spread over the three weeks.
        expect(v.map((d) => [d.date.slice(0, 10), d.value])).toEqual([
          ['2024-01-01', 3],
          ['2024-01-08', 3],
          ['2024-01-15', 2],
        ]);
      },
    },
  };
}
