import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const A = '/api/v3/analysis/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `commits` namespace added after the first forty. */
export function commitsRows(context: ContractContext): Record<string, Row> {
  const { repo, web, firstCommit } = context;
  const commitAt = (i: number) => web().commits[i]?.commit;
  return {
    'commits.statistics': {
      call: (c) => c.commits.statistics(...repo, { branch: 'main', days: 2 }),
      path: `${A}/commit-statistics`,
      query: { branch: 'main', days: '2' },
      result: (v: { commitShortUUID: string; numberIssues: number; issuesPerCategory: { categoryName: string; numberOfIssues: number }[] }[]) => {
        // The last two days with data, oldest first.
        expect(v.map((s) => s.commitShortUUID)).toEqual([commitAt(1)?.sha.slice(0, 7), firstCommit().slice(0, 7)]);
        expect(v.map((s) => s.numberIssues)).toEqual([5, 4]);
        expect(v[1]?.issuesPerCategory.map((i) => [i.categoryName, i.numberOfIssues])).toEqual([['Security', 2], ['UnusedCode', 2]]);
      },
    },
    'commits.listClones': {
      call: (c) => c.commits.listClones(...repo, firstCommit(), { status: 'new', limit: 5 }),
      path: () => `${A}/commits/${firstCommit()}/clones`,
      query: { status: 'new', limit: '5' },
      result: (p: { items: { id: number; status: string; clones: { path: string; fromLine: number }[] }[] }) => {
        expect(p.items.map((i) => [i.id, i.status])).toEqual([[70000, 'Added'], [70001, 'Added']]);
        expect(p.items[0]?.clones.map((b) => [b.path, b.fromLine])).toEqual([['src/module-0.ts', 12], ['src/module-1.ts', 40]]);
      },
    },
    'commits.listFiles': {
      call: (c) => c.commits.listFiles(...repo, firstCommit(), { filter: 'withCoverageChanges', sortColumn: 'deltaCoverage', columnOrder: 'desc', search: 'module', limit: 10 }),
      path: () => `${A}/commits/${firstCommit()}/files`,
      query: { filter: 'withCoverageChanges', sortColumn: 'deltaCoverage', columnOrder: 'desc', search: 'module', limit: '10' },
      result: (p: { items: { file: { path: string; commitSha: string }; coverage?: { deltaCoverage?: number }; comparedWithCommit?: { commitId: number } }[] }) => {
        expect(p.items.map((f) => [f.file.path, f.coverage?.deltaCoverage])).toEqual([['src/module-2.ts', 3], ['src/module-1.ts', 1.5]]);
        expect(p.items[0]?.file.commitSha).toBe(firstCommit());
        expect(p.items[0]?.comparedWithCommit?.commitId).toBe(commitAt(1)?.id);
      },
    },
    'commits.logs': {
      call: (c) => c.commits.logs(...repo, firstCommit()),
      path: () => `${A}/commits/${firstCommit()}/logs`,
      // A sample of the logs' schema (the fake runs no analysis to log).
      result: (v: { headCommitSha: string; totalAnalysisTime: number; steps: { title: string; status: string }[] }) => {
        expect([typeof v.headCommitSha, typeof v.totalAnalysisTime]).toEqual(['string', 'number']);
        expect(v.steps.every((s) => typeof s.title === 'string' && typeof s.status === 'string')).toBe(true);
      },
    },
    'commits.getById': {
      call: (c) => c.commits.getById(commitAt(1)?.id ?? 0),
      path: () => `/api/v3/commits/${String(commitAt(1)?.id)}`,
      result: (v: { commit: { message: string; sha: string }; repository: { name: string; provider: string; organizationName: string; repositoryId: number } }) => {
        expect(v.commit).toMatchObject({ message: 'change 1', sha: commitAt(1)?.sha });
        expect(v.repository).toEqual({ repositoryId: web().repositoryId, name: 'web', provider: 'gh', organizationName: 'acme' });
      },
    },
  };
}
