/** The metrics of one organization: which are ready, which are still being collected. */
export interface FakeOrganizationMetrics {
  /** Metrics ready to read. */
  ready: string[];
  /** Metrics whose collection started and is not done: each readiness read completes the first one. */
  pending: string[];
  /** When the collection started (ISO time); absent before any. */
  startedAt: string | undefined;
}

/** The metrics the fake knows: the issue metrics (with `category` and `severity` dimensions) and coverage. */
export const FAKE_METRICS = ['OpenIssues', 'NewIssues', 'FixedIssues', 'Coverage'] as const;

/** The accumulating metrics among {@link FAKE_METRICS} (no "latest" value; periods sum them). */
export const ACCUMULATING_METRICS: readonly string[] = ['NewIssues', 'FixedIssues'];

/** The `metrics` namespace's state: metric readiness per organization, keyed `provider/organization`. */
export interface FakeMetricsState {
  /** Readiness by organization key; an organization without an entry has no metric yet. */
  organizations: Map<string, FakeOrganizationMetrics>;
}

/** The `metrics` state the fake starts with: `gh/acme` has the issue metrics ready, coverage not started. */
export function seedMetrics(): FakeMetricsState {
  return {
    organizations: new Map([['gh/acme', { ready: ['OpenIssues', 'NewIssues', 'FixedIssues'], pending: [], startedAt: '2024-01-01T00:00:00Z' }]]),
  };
}
