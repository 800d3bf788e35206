import { ResponseValidationError } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { describe, expect, it } from 'vitest';
import { callDerived, derivedCall } from '../../../tests/support/derived-call.js';
import type { CodeAnalysisClient } from '../src/index.js';
import { operations } from '../src/operations/index.js';
import { rowModules, type ContractContext, type Row } from './contract/index.js';
import { TOKEN, useFake } from './helpers.js';

const { fake, client, requests } = useFake();

const org = ['gh', 'acme'] as const;
const repo = [...org, 'web'] as const;
const A = '/api/v3/analysis/organizations/gh/acme/repositories/web';
const M = '/api/v3/organizations/gh/acme/repositories/web';
const C = '/api/v3/coverage/organizations/gh/acme/repositories/web';

const web = () => {
  const r = fake.state.repositories.get('gh/acme/web');
  if (!r) throw new Error('seed repository missing');
  return r;
};
const firstCommit = () => web().commits[0]?.commit.sha ?? '';
const firstFile = () => web().files[0]?.fileId ?? 0;
const firstTool = () => web().tools[0]?.uuid ?? '';

/** What the row modules of later namespaces (./contract/<namespace>.ts) get. */
const context: ContractContext = { fake, org, repo, web, firstCommit };

const baseRows: Record<string, Row> = {
  'version.get': { call: (c) => c.version.get(), path: '/api/v3/version', result: (v: string) => {
      expect(v).toBe('3.1.0-fake');
    },
  },
  'repositories.list': {
    call: (c) => c.repositories.list(...org, { limit: 2, search: 'e', segments: [1, 2] }),
    path: '/api/v3/analysis/organizations/gh/acme/repositories',
    query: { limit: '2', search: 'e', segments: '1,2' },
    result: (p: { items: { repository: { name: string } }[]; pagination: { total?: number } }) => {
      expect(p.items.map((i) => i.repository.name)).toEqual(['web', 'fresh']);
      expect(p.pagination.total).toBe(2);
    },
  },
  'repositories.search': {
    call: (c) => c.repositories.search(...org, { names: ['web', 'api'], limit: 10 }),
    path: '/api/v3/search/analysis/organizations/gh/acme/repositories',
    query: { limit: '10' },
    body: { names: ['web', 'api'] },
    result: (p: { items: { repository: { name: string } }[] }) => {
      expect(p.items.map((i) => i.repository.name)).toEqual(['web', 'api']);
    },
  },
  'repositories.get': {
    call: (c) => c.repositories.get(...repo, { branch: 'develop' }),
    path: A,
    query: { branch: 'develop' },
    result: (r: { repository: { fullPath?: string }; selectedBranch?: { name: string }; gradeLetter?: string }) => {
      expect(r.repository.fullPath).toBe('acme/web');
      expect(r.selectedBranch?.name).toBe('develop');
      expect(r.gradeLetter).toBe('B');
    },
  },
  'repositories.listBranches': {
    call: (c) => c.repositories.listBranches(...repo, { enabled: true, limit: 5 }),
    path: `${M}/branches`,
    query: { enabled: 'true', limit: '5' },
    result: (p: { items: { name: string }[] }) => {
      expect(p.items.map((b) => b.name)).toEqual(['main', 'develop']);
    },
  },
  'repositories.add': {
    call: (c) => c.repositories.add({ provider: 'gl', repositoryFullPath: 'team/new-repo' }),
    path: '/api/v3/repositories',
    body: { provider: 'gl', repositoryFullPath: 'team/new-repo' },
    result: (r: { name: string; owner: string; provider: string }) => {
      expect(r).toMatchObject({ name: 'new-repo', owner: 'team', provider: 'gl' });
      expect(fake.state.repositories.has('gl/team/new-repo')).toBe(true);
    },
  },
  'repositories.follow': {
    call: (c) => c.repositories.follow(...repo),
    path: `${M}/follow`,
    result: (v: string) => {
      expect(v).toBe('Following');
    },
  },
  'repositories.unfollow': {
    call: (c) => c.repositories.unfollow(...repo),
    path: `${M}/follow`,
    result: (v: undefined) => {
      expect(v).toBeUndefined();
      expect(web().addedState).toBe('Added');
    },
  },
  'repositories.delete': {
    call: (c) => c.repositories.delete(...org, 'fresh'),
    path: '/api/v3/organizations/gh/acme/repositories/fresh',
    result: (v: undefined) => {
      expect(v).toBeUndefined();
      expect(fake.state.repositories.has('gh/acme/fresh')).toBe(false);
    },
  },
  'repositories.sync': {
    call: (c) => c.repositories.sync(...repo),
    path: `${M}/settings/sync`,
    result: (v: unknown) => {
      expect(v).toEqual({ name: 'web', visibility: 'Public' });
    },
  },
  'tools.list': {
    call: (c) => c.tools.list(...repo),
    path: `${A}/tools`,
    result: (v: { name: string; settings: { isEnabled: boolean } }[]) => {
      expect(v.map((t) => [t.name, t.settings.isEnabled])).toEqual([['linter', true], ['security-scanner', false]]);
    },
  },
  'tools.listConflicts': {
    call: (c) => c.tools.listConflicts(...repo),
    path: `${A}/tools/conflicts`,
    result: (v: string[]) => {
      expect(v).toEqual(['tool-sec-web']);
    },
  },
  'patterns.overview': {
    call: (c) => c.patterns.overview(...repo, firstTool(), { languages: ['TypeScript'], categories: ['Security', 'UnusedCode'], severityLevels: ['Error'], tags: ['injection'], search: 'no-', enabled: true, recommended: true }),
    path: `${A}/tools/tool-lint-web/patterns/overview`,
    query: { languages: 'TypeScript', categories: 'Security,UnusedCode', severityLevels: 'Error', tags: 'injection', search: 'no-', enabled: 'true', recommended: 'true' },
    result: (v: { counts: { categories: unknown[]; totalEnabled: number } }) => {
      expect(v.counts.categories).toEqual([{ name: 'Security', total: 1 }]);
      expect(v.counts.totalEnabled).toBe(1);
    },
  },
  'patterns.conflicts': {
    call: (c) => c.patterns.conflicts(...repo, firstTool()),
    path: `${A}/tools/tool-lint-web/conflicts`,
    result: (v: { patternId: string; conflicts: { standard: { name: string } }[] }[]) => {
      expect(v[0]?.patternId).toBe('linter_no-eval');
      expect(v[0]?.conflicts[0]?.standard.name).toBe('baseline');
    },
  },
  'analysis.progress': {
    call: (c) => c.analysis.progress(...repo, { branch: 'main' }),
    path: `${A}/analysis-progress`,
    query: { branch: 'main' },
    result: (v: { data: { action: string; complete: boolean }[]; isStuck?: boolean }) => {
      expect(v.data.map((s) => s.action)).toEqual(['clone', 'createTasks', 'runMetrics', 'runPatterns', 'createOverviews']);
      expect(v.data.every((s) => s.complete)).toBe(true);
      expect(v.isStuck).toBe(false);
    },
  },
  'analysis.recover': {
    call: (c) => c.analysis.recover(...org, 'stuck', { branch: 'main' }),
    path: '/api/v3/analysis/organizations/gh/acme/repositories/stuck/recover',
    query: { branch: 'main' },
    result: (v: undefined) => {
      expect(v).toBeUndefined();
      expect(fake.state.repositories.get('gh/acme/stuck')?.stuck).toBe(false);
    },
  },
  'analysis.categoryOverviews': {
    call: (c) => c.analysis.categoryOverviews(...repo),
    path: `${A}/category-overviews`,
    result: (v: { category: { name: string }; totalResults: number }[]) => {
      expect(v.map((o) => [o.category.name, o.totalResults])).toEqual([['Security', 2], ['UnusedCode', 2]]);
    },
  },
  'autoconfig.start': {
    call: (c) => c.autoconfig.start(...repo),
    path: `${A}/autoconfig`,
    result: (v: { analysisId: string }) => {
      expect(v.analysisId).toMatch(/^autoconfig-/);
      expect(web().autoconfig?.status).toBe('Requested');
    },
  },
  'autoconfig.status': {
    call: async (c) => {
      web().autoconfig = { analysisId: 'run-1', status: 'Running', transitionedAt: '2024-01-01T00:00:00Z', outcome: 'Done' };
      return c.autoconfig.status(...repo);
    },
    path: `${A}/autoconfig/status`,
    result: (v: unknown) => {
      expect(v).toEqual({ status: 'Running', transitionedAt: '2024-01-01T00:00:00Z', transitionReason: null, analysisId: 'run-1' });
    },
  },
  'pullRequests.list': {
    call: (c) => c.pullRequests.list(...repo, { limit: 2, includeNotAnalyzed: true, search: 'Change' }),
    path: `${A}/pull-requests`,
    query: { limit: '2', includeNotAnalyzed: 'true', search: 'Change' },
    result: (p: { items: { pullRequest: { number: number } }[]; pagination: { cursor?: string } }) => {
      expect(p.items.map((i) => i.pullRequest.number)).toEqual([1, 2]);
      expect(p.pagination.cursor).toBeTypeOf('string');
    },
  },
  'pullRequests.get': {
    call: (c) => c.pullRequests.get(...repo, 2),
    path: `${A}/pull-requests/2`,
    result: (v: { pullRequest: { title: string }; isAnalysing: boolean }) => {
      expect(v.pullRequest.title).toBe('Change number 2');
      expect(v.isAnalysing).toBe(false);
    },
  },
  'pullRequests.listIssues': {
    call: (c) => c.pullRequests.listIssues(...repo, 3, { status: 'new', onlyPotential: false }),
    path: `${A}/pull-requests/3/issues`,
    query: { status: 'new', onlyPotential: 'false' },
    result: (p: { analyzed: boolean; items: { deltaType: string }[] }) => {
      expect(p.analyzed).toBe(true);
      expect(p.items.map((i) => i.deltaType)).toEqual(['Added', 'Added']);
    },
  },
  'coverage.pullRequest': {
    call: (c) => c.coverage.pullRequest(...repo, 1),
    path: `${C}/pull-requests/1`,
    result: (v: { pullRequest: { number: number }; coverage: { deltaCoverage?: number } }) => {
      expect(v.pullRequest.number).toBe(1);
      expect(v.coverage.deltaCoverage).toBe(1);
    },
  },
  'coverage.pullRequestFiles': {
    call: (c) => c.coverage.pullRequestFiles(...repo, 1),
    path: `${C}/pull-requests/1/files`,
    // A sample of the schema: the fake keeps no line coverage of a pull request's changes.
    result: (v: { fileName: string; coverage: number }[]) => {
      expect(v.every((f) => typeof f.fileName === 'string' && typeof f.coverage === 'number')).toBe(true);
    },
  },
  'coverage.reports': {
    call: (c) => c.coverage.reports(...repo, { limit: 1 }),
    path: `${M}/coverage/status`,
    query: { limit: '1' },
    // A sample of the schema (every field optional): the fake keeps no uploads of the repository's reports.
    result: (v: { hasCoverageOverview?: boolean; lastReports?: { status: string }[] }) => {
      expect(v).toBeTypeOf('object');
      expect(v.lastReports ?? []).toBeInstanceOf(Array);
    },
  },
  'organizations.get': {
    call: (c) => c.organizations.get(...org),
    path: '/api/v3/organizations/gh/acme',
    result: (v: { organization: { name: string; provider: string } }) => {
      expect(v.organization).toMatchObject({ name: 'acme', provider: 'gh' });
    },
  },
  'organizations.list': {
    call: (c) => c.organizations.list('gh', { limit: 10 }),
    path: '/api/v3/user/organizations/gh',
    query: { limit: '10' },
    result: (p: { items: { name: string }[] }) => {
      expect(p.items.map((o) => o.name)).toEqual(['acme']);
    },
  },
  'organizations.listRepositories': {
    call: (c) => c.organizations.listRepositories(...org, { filter: 'Synced', languages: ['TypeScript', 'Go'], search: 'a' }),
    path: '/api/v3/organizations/gh/acme/repositories',
    query: { filter: 'Synced', languages: 'TypeScript,Go', search: 'a' },
    result: (p: { items: { name: string }[] }) => {
      expect(p.items.map((r) => r.name)).toEqual(['api']);
    },
  },
  'organizations.listPullRequests': {
    call: (c) => c.organizations.listPullRequests(...org, { limit: 4, repositories: ['web', 'api'] }),
    path: '/api/v3/analysis/organizations/gh/acme/pull-requests',
    query: { limit: '4', repositories: 'web,api' },
    result: (p: { items: { pullRequest: { repository: string } }[]; pagination: { total?: number } }) => {
      expect(p.items.map((i) => i.pullRequest.repository)).toEqual(['web', 'web', 'web', 'api']);
      expect(p.pagination.total).toBe(6);
    },
  },
  'issues.search': {
    call: (c) => c.issues.search(...repo, { categories: ['Security'], levels: ['Error', 'Info'], limit: 5 }),
    path: `${A}/issues/search`,
    query: { limit: '5' },
    body: { categories: ['Security'], levels: ['Error', 'Info'] },
    result: (p: { items: { issueId: string }[] }) => {
      expect(p.items.map((i) => i.issueId)).toEqual(['issue-0', 'issue-2']);
    },
  },
  'issues.overview': {
    call: (c) => c.issues.overview(...repo, { languages: ['TypeScript'] }),
    path: `${A}/issues/overview`,
    body: { languages: ['TypeScript'] },
    result: (v: { counts: { levels: { name: string; total: number }[] } }) => {
      expect(v.counts.levels).toHaveLength(4);
    },
  },
  'issues.get': {
    call: (c) => c.issues.get(...repo, 5001),
    path: `${A}/issues/5001`,
    result: (v: { issueId: string; lineNumber: number }) => {
      expect(v).toMatchObject({ issueId: 'issue-1', lineNumber: 11 });
    },
  },
  'files.list': {
    call: (c) => c.files.list(...repo, { branch: 'main', search: 'module-1', direction: 'asc' }),
    path: `${M}/files`,
    query: { branch: 'main', search: 'module-1', direction: 'asc' },
    result: (p: { items: { path: string }[] }) => {
      expect(p.items.map((f) => f.path)).toEqual(['src/module-1.ts']);
    },
  },
  'files.get': {
    call: (c) => c.files.get(...repo, firstFile()),
    path: () => `${M}/files/${String(firstFile())}`,
    result: (v: { file: { path: string; ignored: boolean } }) => {
      expect(v.file).toMatchObject({ path: 'src/module-0.ts', ignored: false });
    },
  },
  'files.listIssues': {
    call: (c) => c.files.listIssues(...repo, firstFile(), { limit: 50 }),
    path: () => `${M}/files/${String(firstFile())}/issues`,
    query: { limit: '50' },
    result: (p: { items: { filePath: string }[] }) => {
      expect(p.items.length).toBeGreaterThan(0);
      expect(p.items.every((i) => i.filePath === 'src/module-0.ts')).toBe(true);
    },
  },
  'files.coverage': {
    call: (c) => c.files.coverage(...repo, firstFile()),
    path: () => `${M}/files/${String(firstFile())}/coverage`,
    result: (v: unknown) => {
      expect(v).toEqual([{ line: 1, hits: 2 }, { line: 2, hits: 0 }]);
    },
  },
  'commits.list': {
    call: (c) => c.commits.list(...repo, { branch: 'main', limit: 1 }),
    path: `${A}/commits`,
    query: { branch: 'main', limit: '1' },
    result: (p: { items: { commit: { message: string } }[] }) => {
      expect(p.items.map((i) => i.commit.message)).toEqual(['change 0']);
    },
  },
  'commits.get': {
    call: (c) => c.commits.get(...repo, firstCommit()),
    path: () => `${A}/commits/${firstCommit()}`,
    result: (v: { commit: { sha: string }; meta: { analyzable: boolean } }) => {
      expect(v.commit.sha).toBe(firstCommit());
      expect(v.meta.analyzable).toBe(true);
    },
  },
  'commits.deltaStatistics': {
    call: (c) => c.commits.deltaStatistics(...repo, firstCommit()),
    path: () => `${A}/commits/${firstCommit()}/deltaStatistics`,
    // A sample of the schema: the fake's commits carry no deltas of their own.
    result: (v: { commitUuid: string; analyzed: boolean; newIssues: number }) => {
      expect([typeof v.commitUuid, typeof v.analyzed, typeof v.newIssues]).toEqual(['string', 'boolean', 'number']);
    },
  },
  'commits.listDeltaIssues': {
    call: (c) => c.commits.listDeltaIssues(...repo, firstCommit(), { status: 'fixed', targetCommitUuid: firstCommit() }),
    path: () => `${A}/commits/${firstCommit()}/deltaIssues`,
    query: { status: 'fixed' },
    result: (p: { analyzed: boolean; items: { deltaType: string }[] }) => {
      expect(p.analyzed).toBe(true);
      expect(p.items.map((i) => i.deltaType)).toEqual(['Fixed', 'Fixed']);
    },
  },
};

const rows: Record<string, Row> = { ...baseRows };
for (const module of rowModules) Object.assign(rows, module(context));

/**
 * The row of an operation that has none written: its method, called from its description (path values its params
 * take, a sample of its inputs), must send its description's method to its path, and take the fake's answer (a
 * sample of its response schema, unless a handler was written) through response validation.
 */
function derivedRow(op: Operation): Row {
  const call = derivedCall(op);
  return { call: (c: CodeAnalysisClient) => callDerived(c, call), path: `/api/v3${call.path}`, ...(call.body === undefined ? {} : { body: call.body }), result: () => undefined };
}

describe('contract: every operation', () => {
  it('has rows for described operations only', () => {
    const ids = new Set(operations.map((o) => o.id));
    expect(Object.keys(rows).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.id}: ${op.method} ${op.path}`, async () => {
      const row = rows[op.id] ?? derivedRow(op);
      // Response validation on: the fake's bodies must match the schemas too.
      const result = await row.call(client({ validateResponses: true }));
      const sent = await requests();
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request?.method).toBe(op.method);
      expect(request?.url.pathname).toBe(typeof row.path === 'function' ? row.path() : row.path);
      const query = Object.fromEntries(request?.url.searchParams ?? []);
      for (const [name, value] of Object.entries(row.query ?? {})) expect(query[name], `query ${name}`).toBe(value);
      expect(request?.headers.get('api-token')).toBe(TOKEN);
      // JSON operations ask for JSON; those answering without a body (204) accept anything.
      expect(request?.headers.get('accept')).toBe(op.accept ?? ((op.responseType ?? 'json') === 'json' ? 'application/json' : '*/*'));
      if (row.rawBody) {
        row.rawBody(request?.body ?? '', request?.headers.get('content-type') ?? null);
      } else if (row.body === undefined) {
        expect(request?.body).toBe('');
      } else {
        expect(request?.headers.get('content-type')).toBe('application/json');
        expect(JSON.parse(request?.body ?? '')).toEqual(row.body);
      }
      (row.result as (v: unknown) => void)(result);
    });
  }
});

describe('contract: strict response validation', () => {
  it('checks answers against the response schemas loaded on first use', async () => {
    const strict = client({ validateResponses: 'strict' });
    // A valid answer passes, for a single read and for a page of a list.
    await expect(strict.tools.list(...repo)).resolves.toHaveLength(2);
    await expect(strict.commits.list(...repo).toArray()).resolves.not.toHaveLength(0);
    // A tool whose `isClientSide` is no longer a boolean breaks its schema.
    const [tool] = web().tools;
    if (!tool) throw new Error('seed tool missing');
    (tool as { isClientSide: unknown }).isClientSide = 'yes';
    const error: unknown = await strict.tools.list(...repo).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((issue) => issue.path.join('.'))).toContain('0.isClientSide');
    // Without validation the same answer is handed over as received.
    expect((await client().tools.list(...repo))[0]?.isClientSide).toBe('yes');
    // So is a broken page of a list: a commit without its message.
    const [commit] = web().commits;
    if (!commit) throw new Error('seed commit missing');
    delete (commit.commit as { message?: unknown }).message;
    await expect(strict.commits.list(...repo).toArray()).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
