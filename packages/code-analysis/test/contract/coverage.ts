import { expect } from 'vitest';
import { repositoryCoverageOf } from '../../src/testing/coverage-state.js';
import type { ContractContext, Row } from './index.js';

const M = '/api/v3/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `coverage` namespace added after the first forty. */
export function coverageRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web, firstCommit } = context;
  const reportsOf = (sha: string) => fake.state.coverage.get('gh/acme/web')?.get(sha);
  /** The id of the report of `web`'s latest commit (the reports are made in the state now if no call made them yet). */
  const reportId = () => repositoryCoverageOf(fake.state.coverage, 'gh/acme/web', web()).get(firstCommit())?.[0]?.reportId ?? '';
  const prHead = (n: number) => web().pullRequests.find((p) => p.pullRequest.number === n)?.pullRequest.headCommitSha ?? '';
  return {
    'coverage.reanalyzePullRequest': {
      call: (c) => c.coverage.reanalyzePullRequest(...repo, 2),
      path: '/api/v3/coverage/organizations/gh/acme/repositories/web/pull-requests/2/reanalyze',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(reportsOf(prHead(2))?.map((r) => r.processed)).toEqual([false]);
      },
    },
    'coverage.listCommitReports': {
      call: (c) => c.coverage.listCommitReports(...repo, firstCommit(), { limit: 10 }),
      path: () => `${M}/commits/${firstCommit()}/coverage/reports`,
      query: { limit: '10' },
      result: (p: { items: Record<string, unknown>[] }) => {
        expect(p.items).toHaveLength(1);
        expect(p.items[0]).toMatchObject({ commitSha: firstCommit(), repositoryId: web().repositoryId, language: 'TypeScript', isFinal: true, processed: true });
        expect(p.items[0]?.reportId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(p.items[0]).not.toHaveProperty('content');
      },
    },
    'coverage.getReport': {
      call: (c) => c.coverage.getReport(...repo, firstCommit(), reportId()),
      path: () => `${M}/commits/${firstCommit()}/coverage/reports/${reportId()}`,
      result: (v: { reportId: string; processed: boolean; content: { fileName: string; coverage: Record<string, number> }[] }) => {
        expect(v.processed).toBe(true);
        expect(v.content.map((f) => f.fileName)).toEqual(['src/module-0.ts', 'src/module-1.ts', 'src/module-2.ts']);
        expect(v.content[0]?.coverage).toEqual({ '1': 2, '2': 0 });
      },
    },
  };
}
