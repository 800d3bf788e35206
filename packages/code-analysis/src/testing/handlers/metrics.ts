// Hand-written: metric readiness (a collection started, each readiness read completing one metric) and the
// values, computed from the repositories' issues, commits and coverage, grouped and spread over periods as asked.
import { fail, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { FakeContext } from '../context.js';
import type { Issue } from '../../responses/issues.js';
import type { GroupedMetricValue, MetricGroup, TimerangeMetricValue } from '../../responses/metrics.js';
import { ACCUMULATING_METRICS, FAKE_METRICS } from '../metrics-state.js';
import { orgKey, repoKey, type FakeRepository } from '../state.js';

/** One measured thing a metric adds up: an issue, a fixed-issue count, a repository's coverage. */
interface Fact {
  organization: string;
  repository: string;
  /** Values of the metric's dimensions (the issue metrics have `category` and `severity`). */
  dimensions: Record<string, string>;
  value: number;
}

/** The inputs of a metric read, whichever it is: its filter (or the body itself for `latest`), groups, date or time range. */
interface MetricInputs {
  readonly filter?: MetricFilter;
  readonly entityFilter?: { readonly repositories?: readonly string[] | undefined };
  readonly dimensionsFilter?: readonly { readonly dimension: string; readonly value: string }[] | undefined;
  readonly groupBy?: { readonly groupBy: readonly string[]; readonly sortDirection?: string | undefined; readonly limit?: number | undefined };
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly period?: 'day' | 'week' | 'month' | undefined;
}
type MetricFilter = Pick<MetricInputs, 'entityFilter' | 'dimensionsFilter'>;

/** The dimensions each metric has. */
const ISSUES = ['category', 'severity'];
const DIMENSIONS: Record<string, readonly string[]> = { OpenIssues: ISSUES, NewIssues: ISSUES, FixedIssues: ISSUES, Coverage: [] };
const DAY_MS = 86_400_000;
const PERIOD_DAYS = { day: 1, week: 7, month: 30 };

/**
 * The fake's `metrics` namespace. Readiness per organization is state: `start` queues metrics and each
 * readiness read completes the first queued one. Values are computed from the repositories' state (open
 * issues, every issue found, fixed issues of the commits, file coverage), so ignoring an issue lowers
 * `OpenIssues`. Enterprises are those of the `enterprises` namespace; they read the organizations where the
 * metric is ready.
 */
export function metricsHandlers(ctx: FakeContext): Record<string, FakeHandler> {
  const { state } = ctx;
  const readinessOf = (provider: string, name: string) => state.metrics.organizations.get(orgKey(provider, name));
  const organizationOf = (call: FakeRequest) =>
    state.organizations.get(orgKey(call.params.provider ?? '', call.params.organization ?? '')) ?? fail(404, 'Organization not found');
  const enterpriseOf = (call: FakeRequest) =>
    state.enterprises.enterprises.get(`${call.params.provider ?? ''}/${call.params.enterprise ?? ''}`) ?? fail(404, 'Enterprise not found');
  const reposOf = (provider: string, organization: string): FakeRepository[] =>
    [...state.repositories.values()].filter((r) => r.provider === provider && r.organization === organization);
  const factsOf = (metric: string, repo: FakeRepository): Fact[] => {
    const at = { organization: repo.organization, repository: repo.name };
    const issueFact = ({ patternInfo: info }: Issue) => ({ ...at, dimensions: { category: info.category, severity: info.severityLevel }, value: 1 });
    if (metric === 'OpenIssues') return repo.issues.map(issueFact);
    const ignored = state.issues.ignored.get(repoKey(repo.provider, repo.organization, repo.name)) ?? [];
    if (metric === 'NewIssues') return [...repo.issues, ...ignored.map((entry) => entry.issue)].map(issueFact);
    const fixed = { category: 'ErrorProne', severity: 'Warning' };
    if (metric === 'FixedIssues') return repo.commits.map((c) => ({ ...at, dimensions: fixed, value: Number(c.quality?.fixedIssues ?? 0) }));
    const covered = repo.files.filter((f) => f.coverageWithDecimals !== undefined);
    const average = covered.reduce((n, f) => n + (f.coverageWithDecimals ?? 0), 0) / covered.length;
    return covered.length ? [{ ...at, dimensions: {}, value: average }] : [];
  };
  const aggregate = (metric: string, facts: Fact[]) => {
    const total = facts.reduce((n, f) => n + f.value, 0);
    return metric === 'Coverage' ? (facts.length ? Math.round((100 * total) / facts.length) / 100 : 0) : total;
  };
  /** The facts of a metric over repositories, narrowed by a filter's `dimensionsFilter`. */
  const narrowed = (metric: string, repos: FakeRepository[], filter: MetricFilter): Fact[] => {
    const pairs = filter.dimensionsFilter ?? [];
    for (const { dimension } of pairs) if (!DIMENSIONS[metric]?.includes(dimension)) fail(400, `${metric} has no dimension ${dimension}`);
    return repos.flatMap((r) => factsOf(metric, r)).filter((f) => pairs.every((p) => f.dimensions[p.dimension] === p.value));
  };
  /** The facts of an organization's repositories (those its `entityFilter` names; segments narrow nothing); a 422 when the metric is not ready. */
  const orgFacts = (call: FakeRequest, metric: string, filter: MetricFilter): Fact[] => {
    const org = organizationOf(call);
    if (!readinessOf(org.provider, org.name)?.ready.includes(metric)) fail(422, `Metric ${metric} is not ready for this organization`);
    const names = filter.entityFilter?.repositories;
    return narrowed(metric, reposOf(org.provider, org.name).filter((r) => !names?.length || names.includes(r.name)), filter);
  };
  /** The facts of the repositories of an enterprise's organizations where the metric is ready (a 422 when it is ready nowhere). */
  const enterpriseFacts = (call: FakeRequest, metric: string, filter: MetricFilter): Fact[] => {
    const provider = call.params.provider ?? '';
    const ready = enterpriseOf(call).organizations.filter((o) => readinessOf(provider, o.name)?.ready.includes(metric));
    if (!ready.length) fail(422, `Metric ${metric} is not ready in any organization of the enterprise`);
    return narrowed(metric, ready.flatMap((o) => reposOf(provider, o.name)), filter);
  };
  /** Facts grouped as a `groupBy` asks (`organization`, `repository`, dimensions), sorted by value and cut to its `limit`. */
  const grouped = (metric: string, facts: Fact[], groupBy: NonNullable<MetricInputs['groupBy']>, enterprise: boolean): GroupedMetricValue[] => {
    const by = groupBy.groupBy;
    for (const g of by) {
      if (g === 'repository' && enterprise) fail(400, 'Grouping by repository is not available for enterprises');
      if (g !== 'organization' && g !== 'repository' && !DIMENSIONS[metric]?.includes(g)) fail(400, `${metric} cannot be grouped by ${g}`);
    }
    const groups = new Map<string, { group: MetricGroup; facts: Fact[] }>();
    for (const fact of facts) {
      const group: MetricGroup = {};
      if (by.includes('organization')) group.organization = fact.organization;
      if (by.includes('repository')) group.repository = fact.repository;
      const dimensions = by.filter((g) => g !== 'organization' && g !== 'repository').map((g) => fact.dimensions[g] ?? '');
      if (dimensions.length) group.dimensions = dimensions;
      const key = JSON.stringify(group);
      groups.set(key, { group, facts: [...(groups.get(key)?.facts ?? []), fact] });
    }
    const sign = groupBy.sortDirection === 'asc' ? 1 : -1;
    const values = [...groups.values()].map(({ group, facts: inGroup }) => {
      const value = aggregate(metric, inGroup);
      return { group, value, latestValue: value };
    });
    values.sort((a, b) => sign * (a.value - b.value));
    return groupBy.limit === undefined ? values : values.slice(0, groupBy.limit);
  };
  /** One value per period from `from` to `to` (the last week of days by default), grouped when asked. */
  const timerange = (metric: string, facts: Fact[], inputs: MetricInputs, enterprise: boolean): TimerangeMetricValue[] => {
    const step = PERIOD_DAYS[inputs.period ?? 'day'] * DAY_MS;
    const to = Date.parse(inputs.to ?? '2024-01-09T00:00:00Z');
    const from = inputs.from === undefined ? to - 6 * step : Date.parse(inputs.from);
    if (!(from <= to)) fail(400, 'from and to must be dates, from not after to');
    const count = Math.floor((to - from) / step) + 1;
    return Array.from({ length: count }, (_, i) => {
      // An accumulating metric spreads its facts over the periods; an aggregating one holds its value.
      const inPeriod = ACCUMULATING_METRICS.includes(metric) ? facts.filter((_, n) => n % count === i) : facts;
      const date = new Date(from + i * step).toISOString();
      const rows = grouped(metric, inPeriod, inputs.groupBy ?? { groupBy: [] }, enterprise);
      // A period without data is a zero.
      if (!rows.length) return [{ date, value: 0, latestValue: 0 }];
      return rows.map(({ group, value }) => ({ date, ...(Object.keys(group).length ? { group } : {}), value, latestValue: value }));
    }).flat();
  };
  /** A read of a metric's values (`kind`) of an organization or of an enterprise. */
  const read = (kind: 'latest' | 'grouped' | 'timerange', enterprise: boolean, latest = false): FakeHandler => (call) => {
    const metric = call.params.metricName ?? '';
    if (!(FAKE_METRICS as readonly string[]).includes(metric)) fail(404, `Metric ${metric} not found`);
    if (latest && ACCUMULATING_METRICS.includes(metric)) fail(400, `${metric} is an accumulating metric: it has no latest value`);
    const inputs = call.inputs as MetricInputs;
    const facts = (enterprise ? enterpriseFacts : orgFacts)(call, metric, inputs.filter ?? inputs);
    if (kind === 'timerange') return timerange(metric, facts, inputs, enterprise);
    if (kind === 'grouped') return grouped(metric, facts, inputs.groupBy ?? { groupBy: [] }, enterprise);
    const value = aggregate(metric, facts);
    return { value, latestValue: value };
  };
  const readiness = (provider: string, name: string) => {
    const metrics = readinessOf(provider, name);
    return { organizationName: name, readyMetrics: [...(metrics?.ready ?? [])], ...(metrics?.startedAt ? { startedAt: metrics.startedAt } : {}) };
  };

  return {
    'metrics.ready': (call) => {
      const org = organizationOf(call);
      const shown = { organizationId: org.identifier ?? 0, provider: org.provider, ...readiness(org.provider, org.name) };
      // Each read completes the collection of the first queued metric.
      const metrics = readinessOf(org.provider, org.name);
      const next = metrics?.pending.shift();
      if (metrics && next !== undefined) metrics.ready.push(next);
      return shown;
    },
    'metrics.start': (call) => {
      const org = organizationOf(call);
      const { metrics } = call.inputs as { metrics: string[] };
      const unknown = metrics.filter((m) => !(FAKE_METRICS as readonly string[]).includes(m));
      if (unknown.length || !metrics.length) fail(400, `Unknown metrics: ${unknown.join(', ')}`);
      const entry = readinessOf(org.provider, org.name) ?? { ready: [], pending: [], startedAt: undefined };
      entry.startedAt ??= new Date().toISOString();
      for (const metric of metrics) if (!entry.ready.includes(metric) && !entry.pending.includes(metric)) entry.pending.push(metric);
      state.metrics.organizations.set(orgKey(org.provider, org.name), entry);
      return undefined;
    },
    'metrics.latest': read('latest', false, true),
    'metrics.latestGrouped': read('grouped', false, true),
    'metrics.period': read('latest', false),
    'metrics.periodGrouped': read('grouped', false),
    'metrics.timerange': read('timerange', false),
    'metrics.readyForEnterprise': (call) => {
      const provider = call.params.provider ?? '';
      return enterpriseOf(call).organizations.map((o) => ({ organizationId: o.id ?? 0, ...readiness(provider, o.name) }));
    },
    'metrics.latestForEnterprise': read('latest', true, true),
    'metrics.latestGroupedForEnterprise': read('grouped', true, true),
    'metrics.periodForEnterprise': read('latest', true),
    'metrics.periodGroupedForEnterprise': read('grouped', true),
    'metrics.timerangeForEnterprise': read('timerange', true),
  };
}
