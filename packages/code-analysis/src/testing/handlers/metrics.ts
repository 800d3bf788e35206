import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/metrics.js';
import type { FakeContext } from '../context.js';
import type { GroupedMetricValue, MetricGroup, TimerangeMetricValue } from '../../responses/metrics.js';
import { ACCUMULATING_METRICS, FAKE_METRICS, type FakeOrganizationMetrics } from '../metrics-state.js';
import { orgKey, repoKey, type FakeRepository } from '../state.js';

/** One measured thing a metric adds up: an issue, a fixed-issue count, a repository's coverage. */
interface Fact {
  organization: string;
  repository: string;
  /** Values of the metric's dimensions (the issue metrics have `category` and `severity`). */
  dimensions: Record<string, string>;
  value: number;
}

/** The dimensions each metric has. */
const DIMENSIONS: Record<string, readonly string[]> = { OpenIssues: ['category', 'severity'], NewIssues: ['category', 'severity'], FixedIssues: ['category', 'severity'], Coverage: [] };

const DAY_MS = 86_400_000;

/** A record of a request body, or a 400 naming the field. */
function recordOf(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(400, `${name} must be an object`);
  return value as Record<string, unknown>;
}

/** A date of a request body, or a 400. */
function dateOf(value: unknown, name: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) fail(400, `${name} must be a date`);
  return time;
}

/** A period length (`day`, `week` or `month`) in days. */
function periodDays(value: unknown): number {
  if (value === 'day') return 1;
  if (value === 'week') return 7;
  if (value === 'month') return 30;
  return fail(400, 'period must be day, week or month');
}

/**
 * The fake's `metrics` namespace. Metric readiness per organization is state: `start` queues metrics and
 * each readiness read completes the first queued one. Values are computed from the repositories' state
 * (open issues, every issue found, fixed issues of the commits, file coverage), so ignoring an issue
 * lowers `OpenIssues`. Enterprises are those of the `enterprises` namespace.
 */
export function metricsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const metricsOf = (key: string): FakeOrganizationMetrics | undefined => state.metrics.organizations.get(key);
  const organizationOf = (call: FakeRequest) => {
    const { provider = '', organization = '' } = call.params;
    const org = state.organizations.get(orgKey(provider, organization));
    if (!org) fail(404, 'Organization not found');
    return org;
  };
  const enterpriseOf = (call: FakeRequest) => {
    const found = state.enterprises.enterprises.get(`${call.params.provider ?? ''}/${call.params.enterprise ?? ''}`);
    if (!found) fail(404, 'Enterprise not found');
    return found;
  };
  const known = (call: FakeRequest): string => {
    const metric = call.params.metricName ?? '';
    if (!(FAKE_METRICS as readonly string[]).includes(metric)) fail(404, `Metric ${metric} not found`);
    return metric;
  };
  const reposOf = (provider: string, organization: string): FakeRepository[] =>
    [...state.repositories.values()].filter((r) => r.provider === provider && r.organization === organization);
  const factsOf = (metric: string, repo: FakeRepository): Fact[] => {
    const at = { organization: repo.organization, repository: repo.name };
    const issueFact = (i: FakeRepository['issues'][number]) => ({ ...at, dimensions: { category: i.patternInfo.category, severity: i.patternInfo.severityLevel }, value: 1 });
    if (metric === 'OpenIssues') return repo.issues.map(issueFact);
    if (metric === 'NewIssues') {
      const ignored = state.issues.ignored.get(repoKey(repo.provider, repo.organization, repo.name)) ?? [];
      return [...repo.issues, ...ignored.map((e) => e.issue)].map(issueFact);
    }
    if (metric === 'FixedIssues') {
      return repo.commits.map((c) => ({ ...at, dimensions: { category: 'ErrorProne', severity: 'Warning' }, value: Number((c.quality as { fixedIssues?: unknown } | undefined)?.fixedIssues ?? 0) }));
    }
    const covered = repo.files.filter((f) => f.coverageWithDecimals !== undefined);
    return covered.length ? [{ ...at, dimensions: {}, value: covered.reduce((n, f) => n + (f.coverageWithDecimals ?? 0), 0) / covered.length }] : [];
  };
  const aggregate = (metric: string, facts: Fact[]) => {
    const total = facts.reduce((n, f) => n + f.value, 0);
    return metric === 'Coverage' ? (facts.length ? Math.round((100 * total) / facts.length) / 100 : 0) : total;
  };
  /** The facts of a metric over repositories, narrowed by a filter's `dimensionsFilter`. */
  const narrowed = (metric: string, repos: FakeRepository[], filter: Record<string, unknown>): Fact[] => {
    const wanted = filter.dimensionsFilter ?? [];
    if (!Array.isArray(wanted)) fail(400, 'dimensionsFilter must be a list');
    const pairs = wanted.map((d: unknown) => {
      const { dimension, value } = recordOf(d, 'each dimensionsFilter entry');
      if (typeof dimension !== 'string' || typeof value !== 'string') fail(400, 'dimensionsFilter entries need a dimension and a value');
      if (!DIMENSIONS[metric]?.includes(dimension)) fail(400, `${metric} has no dimension ${dimension}`);
      return { dimension, value };
    });
    return repos.flatMap((r) => factsOf(metric, r)).filter((f) => pairs.every((p) => f.dimensions[p.dimension] === p.value));
  };
  /** An organization's repositories, narrowed by the filter's `entityFilter` (segments are not modelled: segment ids narrow nothing). */
  const orgFacts = (call: FakeRequest, metric: string, filterValue: unknown): Fact[] => {
    const { provider = '', organization = '' } = call.params;
    const filter = recordOf(filterValue, 'filter');
    const entity = recordOf(filter.entityFilter, 'entityFilter');
    const names = entity.repositories;
    if (names !== undefined && !Array.isArray(names)) fail(400, 'entityFilter.repositories must be a list');
    const repos = reposOf(provider, organization).filter((r) => !names?.length || names.includes(r.name));
    return narrowed(metric, repos, filter);
  };
  /** The repositories of an enterprise's organizations where the metric is ready (a 422 when it is ready nowhere). */
  const enterpriseFacts = (call: FakeRequest, metric: string, filterValue: unknown): Fact[] => {
    const provider = call.params.provider ?? '';
    const ready = enterpriseOf(call).organizations.filter((o) => metricsOf(orgKey(provider, o.name))?.ready.includes(metric));
    if (!ready.length) fail(422, `Metric ${metric} is not ready in any organization of the enterprise`);
    return narrowed(metric, ready.flatMap((o) => reposOf(provider, o.name)), recordOf(filterValue, 'filter'));
  };
  const requireReady = (call: FakeRequest, metric: string) => {
    const org = organizationOf(call);
    if (!metricsOf(orgKey(org.provider, org.name))?.ready.includes(metric)) fail(422, `Metric ${metric} is not ready for this organization`);
  };
  const latestOnly = (metric: string) => {
    if (ACCUMULATING_METRICS.includes(metric)) fail(400, `${metric} is an accumulating metric: it has no latest value`);
  };
  /** Facts grouped as a `groupBy` asks (`organization`, `repository`, dimensions), sorted by value and cut to its `limit`. */
  const grouped = (metric: string, facts: Fact[], groupByValue: unknown, enterprise: boolean): GroupedMetricValue[] => {
    const groupBy = recordOf(groupByValue, 'groupBy');
    const by = groupBy.groupBy;
    if (!Array.isArray(by) || !by.every((g): g is string => typeof g === 'string')) fail(400, 'groupBy.groupBy must be a list');
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
      const entry = groups.get(key) ?? { group, facts: [] };
      entry.facts.push(fact);
      groups.set(key, entry);
    }
    const sign = groupBy.sortDirection === 'asc' ? 1 : -1;
    const values = [...groups.values()].map(({ group, facts: inGroup }) => {
      const value = aggregate(metric, inGroup);
      return { group, value, latestValue: value };
    });
    values.sort((a, b) => sign * (a.value - b.value));
    const limit = groupBy.limit;
    return typeof limit === 'number' ? values.slice(0, limit) : values;
  };
  /** One value per period from `from` to `to` (the last week of days by default), grouped when asked. */
  const timerange = (metric: string, facts: Fact[], request: Record<string, unknown>, enterprise: boolean): TimerangeMetricValue[] => {
    const step = periodDays(request.period ?? 'day') * DAY_MS;
    const to = request.to === undefined ? Date.parse('2024-01-09T00:00:00Z') : dateOf(request.to, 'to');
    const from = request.from === undefined ? to - 6 * step : dateOf(request.from, 'from');
    if (from > to) fail(400, 'from must not be after to');
    const count = Math.floor((to - from) / step) + 1;
    if (count > 400) fail(400, 'The time range has too many periods');
    const accumulating = ACCUMULATING_METRICS.includes(metric);
    const out: TimerangeMetricValue[] = [];
    for (let i = 0; i < count; i++) {
      // An accumulating metric spreads its facts over the periods; an aggregating one holds its value.
      const inPeriod = accumulating ? facts.filter((_, n) => n % count === i) : facts;
      const date = new Date(from + i * step).toISOString();
      const rows = grouped(metric, inPeriod, request.groupBy, enterprise);
      // A period without data is a zero.
      if (!rows.length) out.push({ date, value: 0, latestValue: 0 });
      for (const { group, value } of rows) out.push({ date, ...(Object.keys(group).length ? { group } : {}), value, latestValue: value });
    }
    return out;
  };

  return {
    'metrics.ready': (call) => {
      const org = organizationOf(call);
      const metrics = metricsOf(orgKey(org.provider, org.name));
      const shown = { organizationId: org.identifier ?? 0, provider: org.provider, organizationName: org.name, readyMetrics: [...(metrics?.ready ?? [])], ...(metrics?.startedAt ? { startedAt: metrics.startedAt } : {}) };
      // Each read completes the collection of the first queued metric.
      const next = metrics?.pending.shift();
      if (metrics && next !== undefined) metrics.ready.push(next);
      return shown;
    },
    'metrics.start': (call) => {
      const org = organizationOf(call);
      const { metrics } = call.inputs;
      if (!Array.isArray(metrics) || metrics.length === 0 || !metrics.every((m): m is string => typeof m === 'string')) fail(400, 'metrics must be a non-empty list of metric names');
      const unknown = metrics.filter((m) => !(FAKE_METRICS as readonly string[]).includes(m));
      if (unknown.length) fail(400, `Unknown metrics: ${unknown.join(', ')}`);
      const key = orgKey(org.provider, org.name);
      const entry = metricsOf(key) ?? { ready: [], pending: [], startedAt: undefined };
      entry.startedAt ??= new Date().toISOString();
      for (const metric of metrics) if (!entry.ready.includes(metric) && !entry.pending.includes(metric)) entry.pending.push(metric);
      state.metrics.organizations.set(key, entry);
      return undefined;
    },
    'metrics.latest': (call) => {
      const metric = known(call);
      latestOnly(metric);
      requireReady(call, metric);
      const value = aggregate(metric, orgFacts(call, metric, call.inputs));
      return { value, latestValue: value };
    },
    'metrics.latestGrouped': (call) => {
      const metric = known(call);
      latestOnly(metric);
      requireReady(call, metric);
      const request = call.inputs;
      return grouped(metric, orgFacts(call, metric, request.filter), request.groupBy, false);
    },
    'metrics.period': (call) => {
      const metric = known(call);
      requireReady(call, metric);
      const request = call.inputs;
      dateOf(request.date, 'date');
      periodDays(request.period);
      const value = aggregate(metric, orgFacts(call, metric, request.filter));
      return { value, latestValue: value };
    },
    'metrics.periodGrouped': (call) => {
      const metric = known(call);
      requireReady(call, metric);
      const request = call.inputs;
      dateOf(request.date, 'date');
      periodDays(request.period);
      return grouped(metric, orgFacts(call, metric, request.filter), request.groupBy, false);
    },
    'metrics.timerange': (call) => {
      const metric = known(call);
      requireReady(call, metric);
      const request = call.inputs;
      return timerange(metric, orgFacts(call, metric, request.filter), request, false);
    },
    'metrics.readyForEnterprise': (call) => {
      const provider = call.params.provider ?? '';
      return enterpriseOf(call).organizations.map((o) => {
        const metrics = metricsOf(orgKey(provider, o.name));
        return { organizationId: o.id ?? 0, organizationName: o.name, readyMetrics: [...(metrics?.ready ?? [])], ...(metrics?.startedAt ? { startedAt: metrics.startedAt } : {}) };
      });
    },
    'metrics.latestForEnterprise': (call) => {
      const metric = known(call);
      latestOnly(metric);
      const value = aggregate(metric, enterpriseFacts(call, metric, call.inputs));
      return { value, latestValue: value };
    },
    'metrics.latestGroupedForEnterprise': (call) => {
      const metric = known(call);
      latestOnly(metric);
      const request = call.inputs;
      return grouped(metric, enterpriseFacts(call, metric, request.filter), request.groupBy, true);
    },
    'metrics.periodForEnterprise': (call) => {
      const metric = known(call);
      const request = call.inputs;
      dateOf(request.date, 'date');
      periodDays(request.period);
      const value = aggregate(metric, enterpriseFacts(call, metric, request.filter));
      return { value, latestValue: value };
    },
    'metrics.periodGroupedForEnterprise': (call) => {
      const metric = known(call);
      const request = call.inputs;
      dateOf(request.date, 'date');
      periodDays(request.period);
      return grouped(metric, enterpriseFacts(call, metric, request.filter), request.groupBy, true);
    },
    'metrics.timerangeForEnterprise': (call) => {
      const metric = known(call);
      const request = call.inputs;
      return timerange(metric, enterpriseFacts(call, metric, request.filter), request, true);
    },
  };
}
