/**
 * The soak's report: the series the sampler took, the outages and how long until every worker shared again,
 * the ids checked against the server's store, and a verdict per assertion of the issue.
 */
import type { MachineInfo } from '../stats.ts';
import type { Fault } from './schedule.ts';
import { inOutage } from './schedule.ts';
import type { StoredIds } from './server.ts';
import type { WorkerCounts } from './worker.ts';

/** One sample, taken every few seconds. */
export interface SoakSample {
  /** Seconds from the start. */
  t: number;
  /** Operations the workers started per second, and requests the server received per second, over the interval. */
  callsPerS: number;
  requestsPerS: number;
  /** 429s the server answered in the interval. */
  rateLimited: number;
  /** Requests that reached the failing route in the interval, and the running total. */
  failingRequests: number;
  failingTotal: number;
  /** Running totals of the workers' calls to the failing route, and of their API calls (a lower bound). */
  failingCallsTotal: number;
  apiCallsTotal: number;
  /** Connections the proxy reset in the interval. */
  resets: number;
  /** Each slot's RSS (MB), as its worker last reported it. */
  rssMB: number[];
  /** Each slot's V8 heap in use (MB). */
  heapMB: number[];
  /** Keys in Redis (`DBSIZE`), or null when Redis did not answer. */
  keys: number | null;
  /** Workers pacing through the store right now. */
  shared: number;
}

/** An outage of Redis and the time from its end until every live worker paced through the store again. */
export interface OutageResult {
  kind: Fault['kind'];
  atS: number;
  forS: number;
  /** Null when some worker never reported sharing again before the run ended. */
  sharedAgainMs: number | null;
}

/** Every verdict of the point 3, with the numbers behind it. */
export interface SoakVerdicts {
  noItemLost: boolean;
  noItemTwice: boolean;
  everyFailureTyped: boolean;
  noneHung: boolean;
  rateLimitedWithin: boolean;
  failingWithinBudget: boolean;
  rssFlat: boolean;
  keysBounded: boolean;
}

/** What the soak measured. */
export interface SoakReport {
  date: string;
  machine: MachineInfo;
  settings: { minutes: number; workers: number; concurrency: number; thinkMs: number; failingPerS: number; sampleEveryS: number; proxy: { latencyMs: number; jitterMs: number; resetShare: number } };
  seconds: number;
  faults: Fault[];
  samples: SoakSample[];
  outages: OutageResult[];
  counts: WorkerCounts;
  /** API calls the operations made at least (a walk is 3 pages, a run a start and a wait). */
  apiCalls: number;
  server: { requests: number; byStatus: Record<string, number>; failingRequests: number; failing503: number; rateLimitedBy: Record<string, number> };
  proxy: { connections: number; resets: number };
  ids: { confirmed: number; found: number; lost: string[]; twice: string[]; storedUnconfirmed: number };
  rateLimited: { outsideOutages: number; requestsOutsideOutages: number; share: number };
  budget: { failingCalls: number; failingRequests: number; retries: number; bound: number };
  rss: { atS: number; rows: { slot: number; atMB: number; endMB: number; change: number }[] };
  /** Keys over the run (most, and at the end), keys of the account without an expiry, and seconds until the last one expires (its PTTL once the workers stopped). */
  keys: { max: number; end: number | null; withoutExpiry: number; leftAfterS: number | null; byKind: Record<string, { count: number; maxTtlS: number }> };
  /** Workers that did not stop within their hang bound when asked, or died without being killed. */
  stuck: number;
  crashed: number;
  verdicts: SoakVerdicts;
}

/**
 * The longest a key of the store may live after its last use: a limit the server announced is kept ten minutes
 * (docs/running-many-workers.md), and a minute more for the windows and leases.
 */
export const KEYS_LIVE_AT_MOST_S = 660;

/** Checks the ids the workers were told succeeded against what the server stored. */
export function checkIds(confirmed: ReadonlySet<string>, stored: StoredIds): SoakReport['ids'] {
  const seen = new Map<string, number>();
  for (const uid of stored.items) seen.set(`item:${uid}`, (seen.get(`item:${uid}`) ?? 0) + 1);
  for (const key of stored.records) seen.set(`record:${key}`, 1);
  for (const key of stored.requests) seen.set(`request:${key}`, (seen.get(`request:${key}`) ?? 0) + 1);
  const lost: string[] = [];
  let found = 0;
  for (const id of confirmed) {
    if (seen.has(id)) found++;
    else lost.push(id);
  }
  const twice = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  return { confirmed: confirmed.size, found, lost: lost.slice(0, 50), twice: twice.slice(0, 50), storedUnconfirmed: [...seen.keys()].filter((id) => !confirmed.has(id)).length };
}

/** The 429s outside the Redis outages (and the 5 s after each, while the workers come back to the store), over the requests in the same intervals. */
export function rateLimitedOutside(samples: readonly SoakSample[], faults: readonly Fault[], everyS: number): SoakReport['rateLimited'] {
  let outside = 0;
  let requests = 0;
  for (const sample of samples) {
    const from = sample.t - everyS;
    if (inOutage(faults, from, 5) || inOutage(faults, sample.t, 5) || faults.some((f) => (f.kind === 'redis-stop' || f.kind === 'redis-flush') && f.atS >= from && f.atS < sample.t)) continue;
    outside += sample.rateLimited;
    requests += sample.requestsPerS * everyS;
  }
  return { outsideOutages: outside, requestsOutsideOutages: Math.round(requests), share: requests > 0 ? outside / requests : 0 };
}

/** The retry budget's documented bound over the run: 20% of the account's calls plus 50 per 10 s window. */
export function budgetBound(apiCalls: number, seconds: number): number {
  return Math.ceil(0.2 * apiCalls) + 50 * Math.ceil(seconds / 10);
}

/** Lower bound of the API calls behind the operations counted. */
export function apiCallsOf(counts: WorkerCounts): number {
  const per: Record<string, number> = { push: 1, record: 1, batch: 1, walk: 3, run: 2, failing: 1 };
  return Object.entries(counts.calls).reduce((sum, [kind, n]) => sum + n * (per[kind] ?? 1), 0);
}

/** Adds one worker's counts into a total. */
export function addCounts(total: WorkerCounts, more: WorkerCounts): void {
  for (const [kind, n] of Object.entries(more.calls)) total.calls[kind] = (total.calls[kind] ?? 0) + n;
  for (const [name, n] of Object.entries(more.typed)) total.typed[name] = (total.typed[name] ?? 0) + n;
  total.ok += more.ok;
  total.untyped += more.untyped;
  total.untypedSamples.push(...more.untypedSamples.slice(0, Math.max(0, 10 - total.untypedSamples.length)));
  total.hung += more.hung;
  total.shortWalks += more.shortWalks;
}

/** The verdicts, from the parts of the report. */
export function verdictsOf(report: Omit<SoakReport, 'verdicts'>): SoakVerdicts {
  return {
    noItemLost: report.ids.lost.length === 0 && report.ids.confirmed > 0,
    noItemTwice: report.ids.twice.length === 0,
    everyFailureTyped: report.counts.untyped === 0 && report.crashed === 0,
    noneHung: report.counts.hung === 0 && report.stuck === 0,
    rateLimitedWithin: report.rateLimited.share <= 0.005,
    failingWithinBudget: report.budget.retries <= report.budget.bound,
    rssFlat: report.rss.rows.length > 0 && report.rss.rows.every((r) => Math.abs(r.change) <= 0.1),
    keysBounded: report.keys.withoutExpiry === 0 && report.keys.leftAfterS !== null && report.keys.leftAfterS <= KEYS_LIVE_AT_MOST_S,
  };
}
