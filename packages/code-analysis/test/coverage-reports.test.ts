import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortError, TimeoutError, UnprocessableEntityError } from '../src/index.js';
import { makeCoverageReport, repositoryCoverageOf } from '../src/testing/coverage-state.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const web = ['gh', 'acme', 'web'] as const;

afterEach(() => {
  vi.useRealTimers();
});

const repo = () => {
  const r = fake.state.repositories.get('gh/acme/web');
  if (!r) throw new Error('seed repository missing');
  return r;
};
const headOf = (n: number) => repo().pullRequests.find((p) => p.pullRequest.number === n)?.pullRequest.headCommitSha ?? '';
const reportsOf = (sha: string) => repositoryCoverageOf(fake.state.coverage, 'gh/acme/web', repo()).get(sha) ?? [];

describe('coverage reports of a commit', () => {
  it('walks every page with for await (limit 1)', async () => {
    const sha = repo().commits[0]?.commit.sha ?? '';
    reportsOf(sha).push(makeCoverageReport(repo(), sha, 1, '2024-01-09T11:00:00Z'), makeCoverageReport(repo(), sha, 2, '2024-01-09T12:00:00Z'));
    const ids: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const report of client().coverage.listCommitReports(...web, sha)) ids.push(report.reportId);
    expect(ids).toEqual(reportsOf(sha).map((r) => r.reportId));
    expect(new Set(ids).size).toBe(3);
    expect(await requests()).toHaveLength(3);
  });

  it('lists no reports for a commit without any, and answers 404 for an unknown commit', async () => {
    const sha = repo().commits[1]?.commit.sha ?? '';
    expect(await client().coverage.listCommitReports(...web, sha).toArray()).toEqual([]);
    expect((await rejection(client().coverage.getReport(...web, 'f'.repeat(40), 'x'))) as Error).toMatchObject({ status: 404 });
  });
});

describe('reanalysing the coverage of a pull request', () => {
  it('shows the report as unprocessed until the service has processed it, and waits for it', async () => {
    const c = client();
    await c.coverage.reanalyzePullRequest(...web, 1);
    const head = headOf(1);
    expect(reportsOf(head).map((r) => r.processed)).toEqual([false]);
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const statuses: string[] = [];
    const pending = c.coverage.waitForCommitReports(...web, head, {
      intervalMs: 500,
      backoff: 1,
      onProgress: ({ value, status }) => {
        seen.push(value.every((r) => r.processed));
        statuses.push(status);
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    const reports = await pending;
    expect(reports.map((r) => r.processed)).toEqual([true]);
    expect(seen).toEqual([false, true]);
    expect(statuses).toEqual(['processing', 'processed']);
  });

  it('waits for one report, within a deadline and until the signal fires', async () => {
    const c = client();
    const head = headOf(2);
    const [report] = reportsOf(head);
    if (!report) throw new Error('seed report missing');
    Object.assign(report, { processed: false, pendingReads: 1_000 });
    vi.useFakeTimers();
    const late = rejection(c.coverage.waitForReport(...web, head, report.reportId, { timeoutMs: 3_000, intervalMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await late).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const aborted = rejection(c.coverage.waitForReport(...web, head, report.reportId, { intervalMs: 1_000, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await aborted).toBeInstanceOf(AbortError);
    report.pendingReads = 1;
    const done = c.coverage.waitForReport(...web, head, report.reportId, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await done).content.length).toBeGreaterThan(0);
  });

  it('answers 422 when no report was uploaded for the pull request', async () => {
    reportsOf(headOf(3)).length = 0;
    expect(await rejection(client().coverage.reanalyzePullRequest(...web, 3))).toBeInstanceOf(UnprocessableEntityError);
  });
});
