import { fakeRoutes, type FakeCall, type FakeHandler, type FakeRoutes } from '@typed-api/core/testing';
import { operations } from '../operations/index.js';
import { ANALYSIS_STEPS, addFakeRepository, orgKey, repoKey, toProgress, toRepository, toRepositoryWithAnalysis, type FakeRepository, type FakeState } from './state.js';
import { body, codeAnalysisDialect, cursorPage, fail } from './responses.js';
import { repositorySettingsOf } from './repositories-state.js';
import { reportsHandlers } from './handlers/reports.js';
import { sbomHandlers } from './handlers/sbom.js';
import { securityHandlers } from './handlers/security.js';
import { accountHandlers } from './handlers/account.js';
import { analysisHandlers } from './handlers/analysis.js';
import { commitsHandlers } from './handlers/commits.js';
import { issuesHandlers } from './handlers/issues.js';
import { metricsHandlers } from './handlers/metrics.js';
import { pullRequestsHandlers } from './handlers/pull-requests.js';
import { aiInventoryHandlers } from './handlers/ai-inventory.js';
import { billingHandlers } from './handlers/billing.js';
import { organizationsHandlers } from './handlers/organizations.js';
import { coverageHandlers } from './handlers/coverage.js';
import { filesHandlers } from './handlers/files.js';
import { repositoriesHandlers } from './handlers/repositories.js';
import { adminHandlers } from './handlers/admin.js';
import { enterprisesHandlers } from './handlers/enterprises.js';
import { peopleHandlers } from './handlers/people.js';
import { serviceHandlers } from './handlers/service.js';
import { codingStandardsHandlers } from './handlers/coding-standards.js';
import { gatesHandlers } from './handlers/gates.js';
import { integrationsHandlers } from './handlers/integrations.js';
import { patternsHandlers } from './handlers/patterns.js';
import { segmentsHandlers } from './handlers/segments.js';
import { toolsHandlers } from './handlers/tools.js';

/** Who may call an operation without a key. */
type Access = 'public' | 'public-repository' | 'key';

/** A routed request, plus whether it carries the right key. */
interface Call extends FakeCall {
  /** True when the request carries the right key. */
  readonly authenticated: boolean;
}

/** A handler of the package: the engine's, with the key already checked. */
type Handler = (call: Call) => unknown;

/**
 * What every handler module of the fake works with: the state, the credential guards (a wrong `api-token`
 * is a 401 everywhere; `keyed` operations need the token, `repoReader` ones need it for private
 * repositories, `anyone` ones never) and helpers to find what a request names, read its body and answer
 * with a page. Handler modules (`./handlers/<namespace>.ts`) take it and return their handlers by
 * operation id.
 */
export function createKit(state: FakeState, apiToken: string) {
  const findRepo = (call: FakeCall): FakeRepository => {
    const { provider = '', organization = '', repository = '' } = call.params;
    const repo = state.repositories.get(repoKey(provider, organization, repository));
    if (!repo) fail(404, 'Repository not found');
    return repo;
  };
  const guard =
    (access: Access, handler: Handler): FakeHandler =>
    (call) => {
      const key = call.request.headers.get('api-token');
      if (key !== null && key !== apiToken) fail(401, 'The API token is not valid');
      let authenticated = key !== null;
      const project = call.request.headers.get('project-token');
      if (project !== null) {
        // A repository's API token opens the operations of that repository, and no other.
        const { provider = '', organization = '', repository } = call.params;
        const repo = repository === undefined ? undefined : state.repositories.get(repoKey(provider, organization, repository));
        const tokens = repo ? repositorySettingsOf(state.repositorySettings, repoKey(provider, organization, repo.name), repo).tokens : [];
        if (!tokens.some((t) => t.token === project)) fail(401, 'The project token is not valid for this repository');
        authenticated = true;
      }
      if (access === 'key' && !authenticated) fail(401, 'An API token is required');
      if (access === 'public-repository' && !authenticated && findRepo(call).visibility !== 'Public') {
        fail(401, 'An API token is required for private repositories');
      }
      return handler({ ...call, authenticated });
    };
  const anyone = (handler: Handler) => guard('public', handler);
  const repoReader = (handler: Handler) => guard('public-repository', handler);
  const keyed = (handler: Handler) => guard('key', handler);

  const repoFor = (call: Call): FakeRepository => {
    const repo = findRepo(call);
    if (repo.visibility !== 'Public' && !call.authenticated) fail(401, 'An API token is required for private repositories');
    return repo;
  };
  const branchOf = (repo: FakeRepository, call: Call) => {
    const name = call.query.get('branch');
    const branch = name === null ? repo.branches.find((b) => b.isDefault) : repo.branches.find((b) => b.name === name);
    if (!branch) fail(404, `Branch ${name ?? ''} not found`);
    return branch;
  };
  const orgRepos = (call: Call): FakeRepository[] => {
    const { provider = '', organization = '' } = call.params;
    if (!state.organizations.has(orgKey(provider, organization))) fail(404, 'Organization not found');
    return [...state.repositories.values()].filter(
      (r) => r.provider === provider && r.organization === organization && (call.authenticated || r.visibility === 'Public'),
    );
  };
  const list = (call: Call, items: readonly unknown[], extra?: Record<string, unknown>) => cursorPage(items, call.query, call.params.provider ?? '', extra, state.maxPageSize);
  const csv = (call: Call, name: string): string[] | undefined => call.query.get(name)?.split(',').filter(Boolean);
  const flag = (call: Call, name: string): boolean | undefined => {
    const v = call.query.get(name);
    return v === null ? undefined : v === 'true';
  };
  const byNumber = (repo: FakeRepository, call: Call) => {
    const pr = repo.pullRequests.find((p) => String(p.pullRequest.number) === call.params.pullRequestNumber);
    if (!pr) fail(404, 'Pull request not found');
    return pr;
  };
  const fileOf = (repo: FakeRepository, call: Call) => {
    const file = repo.files.find((f) => String(f.fileId) === call.params.fileId);
    if (!file) fail(404, 'File not found');
    return file;
  };
  const commitOf = (repo: FakeRepository, sha: string | undefined) => {
    const commit = repo.commits.find((c) => c.commit.sha === sha);
    if (!commit) fail(404, 'Commit not found');
    return commit;
  };
  /** True while an analysis the fake started (a reanalysis) still runs; each call counts as one read. */
  const stillRunning = (repo: FakeRepository, key: string): boolean => {
    const running = repositorySettingsOf(state.repositorySettings, repoKey(repo.provider, repo.organization, repo.name), repo).running;
    const left = running.get(key) ?? 0;
    if (left <= 0) return false;
    running.set(key, left - 1);
    return true;
  };
  const readBody = async (call: Call): Promise<Record<string, unknown>> => {
    const json = await call.json();
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as Record<string, unknown>;
    return fail(400, 'The request body must be a JSON object');
  };
  const issueMatches = (filters: Record<string, unknown>) => (issue: FakeRepository['issues'][number]) => {
    const within = (field: string, value: string) => {
      const wanted = filters[field];
      return !Array.isArray(wanted) || wanted.length === 0 || wanted.includes(value);
    };
    return within('categories', issue.patternInfo.category) && within('levels', issue.patternInfo.severityLevel) && within('languages', issue.language) && within('patternIds', issue.patternInfo.id);
  };
  const counts = (values: string[]) => {
    const map = new Map<string, number>();
    for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
    return [...map].map(([name, total]) => ({ name, total }));
  };

  return { state, stillRunning, findRepo, guard, anyone, repoReader, keyed, repoFor, branchOf, orgRepos, list, csv, flag, byNumber, fileOf, commitOf, readBody, issueMatches, counts };
}

/** The helpers a handler module gets: see {@link createKit}. */
export type HandlerKit = ReturnType<typeof createKit>;

/**
 * The fake's handlers over a state, by operation id: the namespaces written here, and those of the
 * handler modules under `./handlers/`.
 */
export function createHandlers(state: FakeState, apiToken: string): Record<string, FakeHandler> {
  const kit = createKit(state, apiToken);
  const handlers = coreHandlers(kit);
  for (const module of moduleHandlers) Object.assign(handlers, module(kit));
  return handlers;
}

/** The handler modules of the namespaces added after the first forty operations, one per namespace. */
const moduleHandlers: readonly ((kit: HandlerKit) => Record<string, FakeHandler>)[] = [
  securityHandlers,
  sbomHandlers,
  reportsHandlers,
  toolsHandlers,
  patternsHandlers,
  codingStandardsHandlers,
  gatesHandlers,
  segmentsHandlers,
  integrationsHandlers,
  organizationsHandlers,
  billingHandlers,
  aiInventoryHandlers,
  repositoriesHandlers,
  filesHandlers,
  coverageHandlers,
  serviceHandlers,
  accountHandlers,
  enterprisesHandlers,
  peopleHandlers,
  adminHandlers,
  analysisHandlers,
  pullRequestsHandlers,
  issuesHandlers,
  commitsHandlers,
  metricsHandlers,
];

function coreHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, stillRunning, anyone, repoReader, keyed, repoFor, branchOf, orgRepos, list, csv, flag, byNumber, fileOf, commitOf, readBody, issueMatches, counts } = kit;
  // A returned value is the `{ data }` envelope, a Response goes as it is (`body` for whole bodies and
  // lists), undefined is a 204.
  return {
    'version.get': anyone(() => state.version),

    // Repositories
    'repositories.list': anyone((call) => {
      const search = call.query.get('search');
      const repos = orgRepos(call).filter((r) => search === null || r.name.includes(search));
      return list(call, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, call))));
    }),
    'repositories.search': keyed(async (call) => {
      const request = await readBody(call);
      if (!Array.isArray(request.names)) fail(400, 'names must be a list');
      const names = request.names as unknown[];
      const repos = orgRepos(call).filter((r) => names.includes(r.name));
      return list(call, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, call))));
    }),
    'repositories.get': repoReader((call) => {
      const repo = repoFor(call);
      return toRepositoryWithAnalysis(repo, branchOf(repo, call));
    }),
    'repositories.listBranches': repoReader((call) => {
      const enabled = flag(call, 'enabled');
      const search = call.query.get('search');
      const sort = call.query.get('sort');
      const sign = call.query.get('direction') === 'desc' ? -1 : 1;
      const branches = repoFor(call).branches.filter((b) => (enabled === undefined || b.isEnabled === enabled) && (search === null || b.name.includes(search)));
      if (sort === 'name' || sort === 'last-updated') {
        const key = (b: (typeof branches)[number]) => (sort === 'name' ? b.name : (b.lastUpdated ?? ''));
        branches.sort((a, b) => sign * key(a).localeCompare(key(b)));
      }
      return list(call, branches);
    }),
    'repositories.add': keyed(async (call) => {
      const request = await readBody(call);
      const [organization, repository, ...rest] = typeof request.repositoryFullPath === 'string' ? request.repositoryFullPath.split('/') : [];
      if (typeof request.provider !== 'string' || !organization || !repository || rest.length) fail(400, 'provider and repositoryFullPath (organization/repository) are required');
      if (state.repositories.has(repoKey(request.provider, organization, repository))) fail(409, 'Repository already added');
      const repo = addFakeRepository(state, { provider: request.provider, organization, repository, firstAnalysis: 'running', pullRequests: 0, issues: 0, commits: 0 });
      return body(toRepository(repo));
    }),
    'repositories.follow': keyed((call) => {
      const repo = repoFor(call);
      repo.addedState = 'Following';
      return repo.addedState;
    }),
    'repositories.unfollow': keyed((call) => {
      repoFor(call).addedState = 'Added';
      return undefined;
    }),
    'repositories.delete': keyed((call) => {
      const repo = repoFor(call);
      state.repositories.delete(repoKey(repo.provider, repo.organization, repo.name));
      return undefined;
    }),
    'repositories.sync': keyed((call) => {
      const repo = repoFor(call);
      return body({ name: repo.name, visibility: repo.visibility });
    }),

    // Tools and patterns
    'tools.list': repoReader((call) => repoFor(call).tools),
    'tools.listConflicts': repoReader((call) => repoFor(call).tools.filter((t) => t.settings.followsStandard).map((t) => t.uuid)),
    'patterns.overview': repoReader((call) => {
      const patterns = repoFor(call).patterns.get(call.params.toolUuid ?? '');
      if (!patterns) fail(404, 'Tool not found');
      const [languages, categories, severities, tags] = [csv(call, 'languages'), csv(call, 'categories'), csv(call, 'severityLevels'), csv(call, 'tags')];
      const search = call.query.get('search');
      const [enabled, recommended] = [flag(call, 'enabled'), flag(call, 'recommended')];
      const selected = patterns.filter(
        (p) =>
          (!languages || languages.includes(p.language)) &&
          (!categories || categories.includes(p.category)) &&
          (!severities || severities.includes(p.severityLevel)) &&
          (!tags || p.tags.some((t) => tags.includes(t))) &&
          (search === null || p.id.includes(search)) &&
          (enabled === undefined || p.enabled === enabled) &&
          (recommended === undefined || p.recommended === recommended),
      );
      return {
        counts: {
          languages: counts(selected.map((p) => p.language)),
          categories: counts(selected.map((p) => p.category)),
          severities: counts(selected.map((p) => p.severityLevel)),
          tags: counts(selected.flatMap((p) => p.tags)),
          totalRecommended: selected.filter((p) => p.recommended).length,
          totalEnabled: selected.filter((p) => p.enabled).length,
        },
      };
    }),
    'patterns.conflicts': repoReader((call) => {
      const patterns = repoFor(call).patterns.get(call.params.toolUuid ?? '');
      if (!patterns) fail(404, 'Tool not found');
      const first = patterns[0];
      return first ? [{ patternId: first.id, conflicts: [{ standard: { id: 7, name: 'baseline' }, parameters: [{ name: 'max', value: '3' }] }] }] : [];
    }),

    // First analysis and autoconfig
    'analysis.progress': repoReader((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      if (!repo.stuck && repo.stepsDone < ANALYSIS_STEPS.length) repo.stepsDone++;
      return body(toProgress(repo));
    }),
    'analysis.recover': keyed((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      if (!repo.stuck) fail(422, 'The repository is not stuck on its first analysis');
      repo.stuck = false;
      return undefined;
    }),
    'analysis.categoryOverviews': repoReader((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      const commitId = repo.commits[0]?.commit.id ?? 0;
      return counts(repo.issues.map((i) => i.patternInfo.category)).map(({ name, total }) => ({
        commitId,
        category: { categoryType: name, name },
        percentage: Math.round((100 * total) / Math.max(repo.issues.length, 1)),
        totalResults: total,
      }));
    }),
    'autoconfig.start': keyed((call) => {
      const repo = repoFor(call);
      repo.autoconfig = { analysisId: `autoconfig-${String(repo.repositoryId)}-${String(Date.now() % 100000)}`, status: 'Requested', transitionedAt: new Date().toISOString(), outcome: repo.autoconfigOutcome };
      return codeAnalysisDialect.ok({ analysisId: repo.autoconfig.analysisId }, 202);
    }),
    'autoconfig.status': keyed((call) => {
      const run = repoFor(call).autoconfig;
      if (!run) fail(404, 'No autoconfiguration run');
      const shown = { status: run.status, transitionedAt: run.transitionedAt, transitionReason: null, analysisId: run.analysisId };
      // Each read moves the run one step on: Requested, Running, then its outcome.
      const next = run.status === 'Requested' ? 'Running' : run.status === 'Running' ? run.outcome : undefined;
      if (next) Object.assign(run, { status: next, transitionedAt: new Date().toISOString() });
      return shown;
    }),

    // Pull requests and coverage
    'pullRequests.list': repoReader((call) => {
      const search = call.query.get('search');
      return list(call, repoFor(call).pullRequests.filter((p) => search === null || p.pullRequest.title.includes(search)));
    }),
    'pullRequests.get': repoReader((call) => {
      const repo = repoFor(call);
      const pr = byNumber(repo, call);
      return body(stillRunning(repo, `pull-request:${String(pr.pullRequest.number)}`) ? { ...pr, isAnalysing: true } : pr);
    }),
    'pullRequests.listIssues': repoReader((call) => {
      const repo = repoFor(call);
      const pr = byNumber(repo, call);
      const status = call.query.get('status') ?? 'all';
      const delta = repo.issues.slice(0, pr.pullRequest.number).map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return list(call, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added')), { analyzed: true });
    }),
    'coverage.pullRequest': repoReader((call) => {
      const pr = byNumber(repoFor(call), call);
      return { pullRequest: pr.pullRequest, coverage: pr.coverage ?? {} };
    }),
    'coverage.pullRequestFiles': repoReader((call) => {
      const repo = repoFor(call);
      byNumber(repo, call);
      return repo.files.map((f) => ({ fileName: f.path, coverage: f.coverage ?? 0, variation: 1, diffLineHits: [{ lineNumber: 1, hits: 1 }] }));
    }),
    'coverage.reports': keyed((call) => {
      const repo = repoFor(call);
      const limit = Number(call.query.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail(400, 'limit must be between 1 and 100');
      const reports = repo.commits.map((c) => ({ targetCommitSha: c.commit.sha, language: 'TypeScript', createdAt: c.commit.commitTimestamp, status: 'Processed' }));
      return { hasCoverageOverview: reports.length > 0, lastReports: reports.slice(0, limit) };
    }),

    // Organizations
    'organizations.get': keyed((call) => {
      const org = state.organizations.get(orgKey(call.params.provider ?? '', call.params.organization ?? ''));
      if (!org) fail(404, 'Organization not found');
      return { organization: org, membership: { userRole: 'admin' }, analysisConfigurationMinimumPermission: 'admin', subscriptions: [] };
    }),
    'organizations.list': keyed((call) => list(call, [...state.organizations.values()].filter((o) => o.provider === call.params.provider))),
    'organizations.listRepositories': anyone((call) => {
      const search = call.query.get('search');
      const languages = csv(call, 'languages');
      const repos = orgRepos(call).filter((r) => (search === null || r.name.includes(search)) && (!languages || r.languages.some((l) => languages.includes(l))));
      return list(call, repos.map(toRepository));
    }),
    'organizations.listPullRequests': keyed((call) => {
      const wanted = csv(call, 'repositories');
      const limit = Number(call.query.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail(400, 'limit must be between 1 and 100');
      const prs = orgRepos(call)
        .filter((r) => !wanted || wanted.includes(r.name))
        .flatMap((r) => r.pullRequests);
      return body({ data: prs.slice(0, limit), pagination: { limit, total: prs.length } });
    }),

    // Issues
    'issues.search': repoReader(async (call) => {
      const repo = repoFor(call);
      const filters = await readBody(call);
      return list(call, repo.issues.filter(issueMatches(filters)));
    }),
    'issues.overview': repoReader(async (call) => {
      const repo = repoFor(call);
      const selected = repo.issues.filter(issueMatches(await readBody(call)));
      return {
        counts: {
          categories: counts(selected.map((i) => i.patternInfo.category)),
          languages: counts(selected.map((i) => i.language)),
          levels: counts(selected.map((i) => i.patternInfo.severityLevel)),
          tags: [],
          patterns: counts(selected.map((i) => i.patternInfo.id)).map(({ name, total }) => ({ id: name, total })),
          authors: counts(selected.map(() => 'ada@example.test')),
        },
      };
    }),
    'issues.get': repoReader((call) => {
      const issue = repoFor(call).issues.find((i) => String(i.resultDataId) === call.params.issueId);
      if (!issue) fail(404, 'Issue not found');
      return issue;
    }),

    // Files
    'files.list': repoReader((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      const search = call.query.get('search');
      return list(call, repo.files.filter((f) => search === null || f.path.includes(search)));
    }),
    'files.get': repoReader((call) => {
      const repo = repoFor(call);
      const file = fileOf(repo, call);
      const head = repo.commits[0]?.commit;
      return body({
        file: { branchId: file.branchId, commitId: head?.id ?? 0, commitSha: head?.sha ?? '', fileId: file.fileId, fileDataId: file.fileId + 1, path: file.path, language: 'TypeScript', gitProviderUrl: `https://git.example.test/${repo.organization}/${repo.name}/blob/main/${file.path}`, ignored: false },
        metrics: { linesOfCode: file.linesOfCode, complexity: file.complexity },
        coverage: { coverage: file.coverage },
        quality: { grade: file.grade, gradeLetter: file.gradeLetter, totalIssues: file.totalIssues },
      });
    }),
    'files.listIssues': repoReader((call) => {
      const repo = repoFor(call);
      const file = fileOf(repo, call);
      return list(call, repo.issues.filter((i) => i.fileId === file.fileId));
    }),
    'files.coverage': repoReader((call) => {
      const repo = repoFor(call);
      return repo.lineCoverage.get(fileOf(repo, call).fileId) ?? [];
    }),

    // Commits
    'commits.list': repoReader((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      return list(call, repo.commits);
    }),
    'commits.get': repoReader((call) => {
      const repo = repoFor(call);
      const commit = commitOf(repo, call.params.commitUuid);
      // While a reanalysis runs, the commit has a new start and no end yet.
      if (!stillRunning(repo, `commit:${commit.commit.sha}`)) return body(commit);
      const inProgress: Record<string, unknown> = { ...commit.commit, startedAnalysis: new Date().toISOString() };
      delete inProgress.endedAnalysis;
      return body({ ...commit, commit: inProgress });
    }),
    'commits.deltaStatistics': repoReader((call) => {
      const commit = commitOf(repoFor(call), call.params.commitUuid);
      return body({ commitUuid: commit.commit.sha, newIssues: 1, fixedIssues: 0, deltaComplexity: 2, deltaCoverage: -1, deltaCoverageWithDecimals: -1.25, deltaClonesCount: 0, analyzed: true });
    }),
    'commits.listDeltaIssues': repoReader((call) => {
      const repo = repoFor(call);
      commitOf(repo, call.params.srcCommitUuid);
      const target = call.query.get('targetCommitUuid');
      if (target !== null) commitOf(repo, target);
      const status = call.query.get('status') ?? 'all';
      const delta = repo.issues.map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return list(call, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added')), { analyzed: true });
    }),
  };
}

/**
 * The fake's routes: every operation of the package under `<baseUrl>/api/v3`, routed by the core's fake
 * engine to the handler of its id; other paths are the API's 404. `missing` lists operations without a
 * handler (the coverage test wants none).
 */
export function createRoutes(state: FakeState, baseUrl: string, apiToken: string): FakeRoutes {
  return fakeRoutes({ baseUrl, dialect: codeAnalysisDialect, operations, handlers: createHandlers(state, apiToken) });
}
