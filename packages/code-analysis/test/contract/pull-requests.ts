import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const A = '/api/v3/analysis/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `pullRequests` namespace added after the first forty. */
export function pullRequestsRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web } = context;
  const pr = (n: number) => web().pullRequests[n - 1]?.pullRequest;
  return {
    'pullRequests.bypassAnalysis': {
      call: (c) => c.pullRequests.bypassAnalysis(...repo, 2),
      path: `${A}/pull-requests/2/bypass`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().pullRequests[1]?.isUpToStandards).toBe(true);
        expect([...fake.state.pullRequests.bypassed]).toEqual(['gh/acme/web#2']);
      },
    },
    'pullRequests.listClones': {
      call: (c) => c.pullRequests.listClones(...repo, 3, { status: 'fixed', onlyPotential: false }),
      path: `${A}/pull-requests/3/clones`,
      query: { status: 'fixed', onlyPotential: 'false' },
      result: (p: { items: { id: number; status: string; clones: unknown[] }[] }) => {
        expect(p.items.map((i) => [i.id, i.status, i.clones.length])).toEqual([[70030, 'Fixed', 2]]);
      },
    },
    'pullRequests.listCommits': {
      call: (c) => c.pullRequests.listCommits(...repo, 2, { limit: 1 }),
      path: `${A}/pull-requests/2/commits`,
      query: { limit: '1' },
      result: (p: { items: { commit: { message: string } }[]; pagination?: { total?: number; cursor?: string } }) => {
        expect(p.items.map((i) => i.commit.message)).toEqual(['change 0']);
        expect(p.pagination?.total).toBe(2);
        expect(p.pagination?.cursor).toBeTypeOf('string');
      },
    },
    'pullRequests.listFiles': {
      call: (c) => c.pullRequests.listFiles(...repo, 1, { sortColumn: 'totalCoverage', columnOrder: 'asc' }),
      path: `${A}/pull-requests/1/files`,
      query: { sortColumn: 'totalCoverage', columnOrder: 'asc' },
      result: (p: { items: { file: { path: string; commitSha: string }; coverage?: { totalCoverage?: number } }[] }) => {
        expect(p.items.map((f) => [f.file.path, f.coverage?.totalCoverage])).toEqual([
          ['src/module-2.ts', 70.25],
          ['src/module-1.ts', 75.25],
          ['src/module-0.ts', 80.25],
        ]);
        expect(p.items.every((f) => f.file.commitSha === pr(1)?.headCommitSha)).toBe(true);
      },
    },
    'pullRequests.quickfixesPatch': {
      call: (c) => c.pullRequests.quickfixesPatch(...repo, 2),
      path: `${A}/pull-requests/2/issues/patch`,
      result: (v: { patch: string }) => {
        expect(atob(v.patch)).toBe('--- a/src/module-1.ts\n+++ b/src/module-1.ts\n@@ -11,1 +11,0 @@\n-const x1 = 1;\n');
      },
    },
    'pullRequests.logs': {
      call: (c) => c.pullRequests.logs(...repo, 1),
      path: `${A}/pull-requests/1/logs`,
      // A sample of the logs' schema (the fake runs no analysis to log).
      result: (v: { headCommitSha: string; start: string; end: string; steps: unknown[] }) => {
        expect([typeof v.headCommitSha, typeof v.start, typeof v.end]).toEqual(['string', 'string', 'string']);
        expect(v.steps).toBeInstanceOf(Array);
      },
    },
    'pullRequests.coverageReports': {
      call: (c) => c.pullRequests.coverageReports(...repo, 1),
      path: `${A}/pull-requests/1/coverage/status`,
      // A sample of the schema: the fake keeps no coverage upload of a pull request's commits.
      result: (v: { headCommit: { commitSha: string; reports: unknown[] }; commonAncestorCommit: { commitId: number; commitSha: string; reports: unknown[] } }) => {
        expect([typeof v.headCommit.commitSha, typeof v.commonAncestorCommit.commitId]).toEqual(['string', 'number']);
        expect(v.commonAncestorCommit.reports).toBeInstanceOf(Array);
      },
    },
    'pullRequests.triggerAiReview': {
      call: (c) => c.pullRequests.triggerAiReview(...repo, 3),
      path: `${A}/pull-requests/3/ai-reviewer/trigger`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.pullRequests.aiReviews.map((r) => r.pullRequest)).toEqual(['gh/acme/web#3']);
      },
    },
  };
}
