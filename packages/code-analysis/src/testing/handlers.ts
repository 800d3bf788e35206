import { http, type HttpHandler } from 'msw';
import { ANALYSIS_STEPS, addFakeRepository, orgKey, repoKey, toProgress, toRepository, toRepositoryWithAnalysis, type FakeRepository, type FakeState } from './state.js';
import { cursorPage, data, empty, errorResponse, FakeHttpError, json } from './responses.js';

/** Who may call a route without a key. */
type Access = 'public' | 'public-repository' | 'key';

interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** True when the request carries the right key. */
  authenticated: boolean;
}

type Resolver = (ctx: RouteContext) => Response | Promise<Response>;

const ANALYSIS_REPO = '/analysis/organizations/:provider/:organization/repositories/:repository';
const REPO = '/organizations/:provider/:organization/repositories/:repository';
const COVERAGE_REPO = '/coverage/organizations/:provider/:organization/repositories/:repository';

/** Builds the fake's route handlers over a state. */
export function createHandlers(state: FakeState, base: string, apiToken: string): HttpHandler[] {
  const root = `${base.replace(/\/+$/, '')}/api/v3`;

  const route = (method: 'get' | 'post' | 'delete', path: string, access: Access, resolve: Resolver): HttpHandler =>
    http[method](`${root}${path}`, async ({ request, params }) => {
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flat[k] = v;
      const key = request.headers.get('api-token');
      if (key !== null && key !== apiToken) return errorResponse(401, 'The API token is not valid');
      const ctx: RouteContext = { request, url: new URL(request.url), params: flat, authenticated: key !== null };
      try {
        if (access === 'key' && !ctx.authenticated) throw new FakeHttpError(401, 'An API token is required');
        if (access === 'public-repository' && !ctx.authenticated && findRepo(ctx).visibility !== 'Public') {
          throw new FakeHttpError(401, 'An API token is required for private repositories');
        }
        return await resolve(ctx);
      } catch (error) {
        if (error instanceof FakeHttpError) return errorResponse(error.status, error.message);
        throw error;
      }
    });

  const findRepo = (ctx: RouteContext): FakeRepository => {
    const { provider = '', organization = '', repository = '' } = ctx.params;
    const repo = state.repositories.get(repoKey(provider, organization, repository));
    if (!repo) throw new FakeHttpError(404, 'Repository not found');
    return repo;
  };
  const repoFor = (ctx: RouteContext): FakeRepository => {
    const repo = findRepo(ctx);
    if (repo.visibility !== 'Public' && !ctx.authenticated) throw new FakeHttpError(401, 'An API token is required for private repositories');
    return repo;
  };
  const branchOf = (repo: FakeRepository, ctx: RouteContext) => {
    const name = ctx.url.searchParams.get('branch');
    const branch = name === null ? repo.branches.find((b) => b.isDefault) : repo.branches.find((b) => b.name === name);
    if (!branch) throw new FakeHttpError(404, `Branch ${name ?? ''} not found`);
    return branch;
  };
  const orgRepos = (ctx: RouteContext): FakeRepository[] => {
    const { provider = '', organization = '' } = ctx.params;
    if (!state.organizations.has(orgKey(provider, organization))) throw new FakeHttpError(404, 'Organization not found');
    return [...state.repositories.values()].filter(
      (r) => r.provider === provider && r.organization === organization && (ctx.authenticated || r.visibility === 'Public'),
    );
  };
  const list = (ctx: RouteContext, items: readonly unknown[], extra?: Record<string, unknown>) => cursorPage(items, ctx.url, ctx.params.provider ?? '', extra);
  const csv = (ctx: RouteContext, name: string): string[] | undefined => ctx.url.searchParams.get(name)?.split(',').filter(Boolean);
  const flag = (ctx: RouteContext, name: string): boolean | undefined => {
    const v = ctx.url.searchParams.get(name);
    return v === null ? undefined : v === 'true';
  };
  const byNumber = (repo: FakeRepository, ctx: RouteContext) => {
    const pr = repo.pullRequests.find((p) => String(p.pullRequest.number) === ctx.params.pullRequestNumber);
    if (!pr) throw new FakeHttpError(404, 'Pull request not found');
    return pr;
  };
  const fileOf = (repo: FakeRepository, ctx: RouteContext) => {
    const file = repo.files.find((f) => String(f.fileId) === ctx.params.fileId);
    if (!file) throw new FakeHttpError(404, 'File not found');
    return file;
  };
  const commitOf = (repo: FakeRepository, sha: string | undefined) => {
    const commit = repo.commits.find((c) => c.commit.sha === sha);
    if (!commit) throw new FakeHttpError(404, 'Commit not found');
    return commit;
  };
  const readBody = async (ctx: RouteContext): Promise<Record<string, unknown>> => {
    try {
      const body = (await ctx.request.json()) as unknown;
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // Falls through to the error below.
    }
    throw new FakeHttpError(400, 'The request body must be a JSON object');
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

  return [
    route('get', '/version', 'public', () => data(state.version)),

    // Repositories
    route('get', '/analysis/organizations/:provider/:organization/repositories', 'public', (ctx) => {
      const search = ctx.url.searchParams.get('search');
      const repos = orgRepos(ctx).filter((r) => search === null || r.name.includes(search));
      return list(ctx, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, ctx))));
    }),
    route('post', '/search/analysis/organizations/:provider/:organization/repositories', 'key', async (ctx) => {
      const body = await readBody(ctx);
      if (!Array.isArray(body.names)) throw new FakeHttpError(400, 'names must be a list');
      const names = body.names as unknown[];
      const repos = orgRepos(ctx).filter((r) => names.includes(r.name));
      return list(ctx, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, ctx))));
    }),
    route('get', ANALYSIS_REPO, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      return data(toRepositoryWithAnalysis(repo, branchOf(repo, ctx)));
    }),
    route('get', `${REPO}/branches`, 'public-repository', (ctx) => {
      const enabled = flag(ctx, 'enabled');
      const search = ctx.url.searchParams.get('search');
      const sort = ctx.url.searchParams.get('sort');
      const sign = ctx.url.searchParams.get('direction') === 'desc' ? -1 : 1;
      const branches = repoFor(ctx).branches.filter((b) => (enabled === undefined || b.isEnabled === enabled) && (search === null || b.name.includes(search)));
      if (sort === 'name' || sort === 'last-updated') {
        const key = (b: (typeof branches)[number]) => (sort === 'name' ? b.name : (b.lastUpdated ?? ''));
        branches.sort((a, b) => sign * key(a).localeCompare(key(b)));
      }
      return list(ctx, branches);
    }),
    route('post', '/repositories', 'key', async (ctx) => {
      const body = await readBody(ctx);
      const [organization, repository, ...rest] = typeof body.repositoryFullPath === 'string' ? body.repositoryFullPath.split('/') : [];
      if (typeof body.provider !== 'string' || !organization || !repository || rest.length) throw new FakeHttpError(400, 'provider and repositoryFullPath (organization/repository) are required');
      if (state.repositories.has(repoKey(body.provider, organization, repository))) throw new FakeHttpError(409, 'Repository already added');
      const repo = addFakeRepository(state, { provider: body.provider, organization, repository, firstAnalysis: 'running', pullRequests: 0, issues: 0, commits: 0 });
      return json(toRepository(repo));
    }),
    route('post', `${REPO}/follow`, 'key', (ctx) => {
      const repo = repoFor(ctx);
      repo.addedState = 'Following';
      return data(repo.addedState);
    }),
    route('delete', `${REPO}/follow`, 'key', (ctx) => {
      repoFor(ctx).addedState = 'Added';
      return empty();
    }),
    route('delete', REPO, 'key', (ctx) => {
      const repo = repoFor(ctx);
      state.repositories.delete(repoKey(repo.provider, repo.organization, repo.name));
      return empty();
    }),
    route('post', `${REPO}/settings/sync`, 'key', (ctx) => {
      const repo = repoFor(ctx);
      return json({ name: repo.name, visibility: repo.visibility });
    }),

    // Tools and patterns
    route('get', `${ANALYSIS_REPO}/tools`, 'public-repository', (ctx) => data(repoFor(ctx).tools)),
    route('get', `${ANALYSIS_REPO}/tools/conflicts`, 'public-repository', (ctx) =>
      data(repoFor(ctx).tools.filter((t) => t.settings.followsStandard).map((t) => t.uuid)),
    ),
    route('get', `${ANALYSIS_REPO}/tools/:toolUuid/patterns/overview`, 'public-repository', (ctx) => {
      const patterns = repoFor(ctx).patterns.get(ctx.params.toolUuid ?? '');
      if (!patterns) throw new FakeHttpError(404, 'Tool not found');
      const [languages, categories, severities, tags] = [csv(ctx, 'languages'), csv(ctx, 'categories'), csv(ctx, 'severityLevels'), csv(ctx, 'tags')];
      const search = ctx.url.searchParams.get('search');
      const [enabled, recommended] = [flag(ctx, 'enabled'), flag(ctx, 'recommended')];
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
      return data({
        counts: {
          languages: counts(selected.map((p) => p.language)),
          categories: counts(selected.map((p) => p.category)),
          severities: counts(selected.map((p) => p.severityLevel)),
          tags: counts(selected.flatMap((p) => p.tags)),
          totalRecommended: selected.filter((p) => p.recommended).length,
          totalEnabled: selected.filter((p) => p.enabled).length,
        },
      });
    }),
    route('get', `${ANALYSIS_REPO}/tools/:toolUuid/conflicts`, 'public-repository', (ctx) => {
      const patterns = repoFor(ctx).patterns.get(ctx.params.toolUuid ?? '');
      if (!patterns) throw new FakeHttpError(404, 'Tool not found');
      const first = patterns[0];
      return data(first ? [{ patternId: first.id, conflicts: [{ standard: { id: 7, name: 'baseline' }, parameters: [{ name: 'max', value: '3' }] }] }] : []);
    }),

    // First analysis and autoconfig
    route('get', `${ANALYSIS_REPO}/analysis-progress`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      branchOf(repo, ctx);
      if (!repo.stuck && repo.stepsDone < ANALYSIS_STEPS.length) repo.stepsDone++;
      return json(toProgress(repo));
    }),
    route('post', `${ANALYSIS_REPO}/recover`, 'key', (ctx) => {
      const repo = repoFor(ctx);
      branchOf(repo, ctx);
      if (!repo.stuck) throw new FakeHttpError(422, 'The repository is not stuck on its first analysis');
      repo.stuck = false;
      return empty();
    }),
    route('get', `${ANALYSIS_REPO}/category-overviews`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      branchOf(repo, ctx);
      const commitId = repo.commits[0]?.commit.id ?? 0;
      return data(
        counts(repo.issues.map((i) => i.patternInfo.category)).map(({ name, total }) => ({
          commitId,
          category: { categoryType: name, name },
          percentage: Math.round((100 * total) / Math.max(repo.issues.length, 1)),
          totalResults: total,
        })),
      );
    }),
    route('post', `${ANALYSIS_REPO}/autoconfig`, 'key', (ctx) => {
      const repo = repoFor(ctx);
      repo.autoconfig = { analysisId: `autoconfig-${String(repo.repositoryId)}-${String(Date.now() % 100000)}`, status: 'Requested', transitionedAt: new Date().toISOString(), outcome: repo.autoconfigOutcome };
      return data({ analysisId: repo.autoconfig.analysisId }, 202);
    }),
    route('get', `${ANALYSIS_REPO}/autoconfig/status`, 'key', (ctx) => {
      const run = repoFor(ctx).autoconfig;
      if (!run) throw new FakeHttpError(404, 'No autoconfiguration run');
      const shown = { status: run.status, transitionedAt: run.transitionedAt, transitionReason: null, analysisId: run.analysisId };
      // Each read moves the run one step on: Requested, Running, then its outcome.
      const next = run.status === 'Requested' ? 'Running' : run.status === 'Running' ? run.outcome : undefined;
      if (next) Object.assign(run, { status: next, transitionedAt: new Date().toISOString() });
      return data(shown);
    }),

    // Pull requests and coverage
    route('get', `${ANALYSIS_REPO}/pull-requests`, 'public-repository', (ctx) => {
      const search = ctx.url.searchParams.get('search');
      return list(ctx, repoFor(ctx).pullRequests.filter((p) => search === null || p.pullRequest.title.includes(search)));
    }),
    route('get', `${ANALYSIS_REPO}/pull-requests/:pullRequestNumber`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      return json(byNumber(repo, ctx));
    }),
    route('get', `${ANALYSIS_REPO}/pull-requests/:pullRequestNumber/issues`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      const pr = byNumber(repo, ctx);
      const status = ctx.url.searchParams.get('status') ?? 'all';
      const delta = repo.issues.slice(0, pr.pullRequest.number).map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return list(ctx, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added')), { analyzed: true });
    }),
    route('get', `${COVERAGE_REPO}/pull-requests/:pullRequestNumber`, 'public-repository', (ctx) => {
      const pr = byNumber(repoFor(ctx), ctx);
      return data({ pullRequest: pr.pullRequest, coverage: pr.coverage ?? {} });
    }),
    route('get', `${COVERAGE_REPO}/pull-requests/:pullRequestNumber/files`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      byNumber(repo, ctx);
      return data(repo.files.map((f) => ({ fileName: f.path, coverage: f.coverage ?? 0, variation: 1, diffLineHits: [{ lineNumber: 1, hits: 1 }] })));
    }),
    route('get', `${REPO}/coverage/status`, 'key', (ctx) => {
      const repo = repoFor(ctx);
      const limit = Number(ctx.url.searchParams.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new FakeHttpError(400, 'limit must be between 1 and 100');
      const reports = repo.commits.map((c) => ({ targetCommitSha: c.commit.sha, language: 'TypeScript', createdAt: c.commit.commitTimestamp, status: 'Processed' }));
      return data({ hasCoverageOverview: reports.length > 0, lastReports: reports.slice(0, limit) });
    }),

    // Organizations
    route('get', '/organizations/:provider/:organization', 'key', (ctx) => {
      const org = state.organizations.get(orgKey(ctx.params.provider ?? '', ctx.params.organization ?? ''));
      if (!org) throw new FakeHttpError(404, 'Organization not found');
      return data({ organization: org, membership: { userRole: 'admin' }, analysisConfigurationMinimumPermission: 'admin', subscriptions: [] });
    }),
    route('get', '/user/organizations/:provider', 'key', (ctx) =>
      list(ctx, [...state.organizations.values()].filter((o) => o.provider === ctx.params.provider)),
    ),
    route('get', '/organizations/:provider/:organization/repositories', 'public', (ctx) => {
      const search = ctx.url.searchParams.get('search');
      const languages = csv(ctx, 'languages');
      const repos = orgRepos(ctx).filter((r) => (search === null || r.name.includes(search)) && (!languages || r.languages.some((l) => languages.includes(l))));
      return list(ctx, repos.map(toRepository));
    }),
    route('get', '/analysis/organizations/:provider/:organization/pull-requests', 'key', (ctx) => {
      const wanted = csv(ctx, 'repositories');
      const limit = Number(ctx.url.searchParams.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new FakeHttpError(400, 'limit must be between 1 and 100');
      const prs = orgRepos(ctx)
        .filter((r) => !wanted || wanted.includes(r.name))
        .flatMap((r) => r.pullRequests);
      return json({ data: prs.slice(0, limit), pagination: { limit, total: prs.length } });
    }),

    // Issues
    route('post', `${ANALYSIS_REPO}/issues/search`, 'public-repository', async (ctx) => {
      const repo = repoFor(ctx);
      const filters = await readBody(ctx);
      return list(ctx, repo.issues.filter(issueMatches(filters)));
    }),
    route('post', `${ANALYSIS_REPO}/issues/overview`, 'public-repository', async (ctx) => {
      const repo = repoFor(ctx);
      const selected = repo.issues.filter(issueMatches(await readBody(ctx)));
      return data({
        counts: {
          categories: counts(selected.map((i) => i.patternInfo.category)),
          languages: counts(selected.map((i) => i.language)),
          levels: counts(selected.map((i) => i.patternInfo.severityLevel)),
          tags: [],
          patterns: counts(selected.map((i) => i.patternInfo.id)).map(({ name, total }) => ({ id: name, total })),
          authors: counts(selected.map(() => 'ada@example.test')),
        },
      });
    }),
    route('get', `${ANALYSIS_REPO}/issues/:issueId`, 'public-repository', (ctx) => {
      const issue = repoFor(ctx).issues.find((i) => String(i.resultDataId) === ctx.params.issueId);
      if (!issue) throw new FakeHttpError(404, 'Issue not found');
      return data(issue);
    }),

    // Files
    route('get', `${REPO}/files`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      branchOf(repo, ctx);
      const search = ctx.url.searchParams.get('search');
      return list(ctx, repo.files.filter((f) => search === null || f.path.includes(search)));
    }),
    route('get', `${REPO}/files/:fileId`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      const file = fileOf(repo, ctx);
      const head = repo.commits[0]?.commit;
      return json({
        file: { branchId: file.branchId, commitId: head?.id ?? 0, commitSha: head?.sha ?? '', fileId: file.fileId, fileDataId: file.fileId + 1, path: file.path, language: 'TypeScript', gitProviderUrl: `https://git.example.test/${repo.organization}/${repo.name}/blob/main/${file.path}`, ignored: false },
        metrics: { linesOfCode: file.linesOfCode, complexity: file.complexity },
        coverage: { coverage: file.coverage },
        quality: { grade: file.grade, gradeLetter: file.gradeLetter, totalIssues: file.totalIssues },
      });
    }),
    route('get', `${REPO}/files/:fileId/issues`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      const file = fileOf(repo, ctx);
      return list(ctx, repo.issues.filter((i) => i.fileId === file.fileId));
    }),
    route('get', `${REPO}/files/:fileId/coverage`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      return data(repo.lineCoverage.get(fileOf(repo, ctx).fileId) ?? []);
    }),

    // Commits
    route('get', `${ANALYSIS_REPO}/commits`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      branchOf(repo, ctx);
      return list(ctx, repo.commits);
    }),
    route('get', `${ANALYSIS_REPO}/commits/:commitUuid`, 'public-repository', (ctx) => json(commitOf(repoFor(ctx), ctx.params.commitUuid))),
    route('get', `${ANALYSIS_REPO}/commits/:commitUuid/deltaStatistics`, 'public-repository', (ctx) => {
      const commit = commitOf(repoFor(ctx), ctx.params.commitUuid);
      return json({ commitUuid: commit.commit.sha, newIssues: 1, fixedIssues: 0, deltaComplexity: 2, deltaCoverage: -1, deltaCoverageWithDecimals: -1.25, deltaClonesCount: 0, analyzed: true });
    }),
    route('get', `${ANALYSIS_REPO}/commits/:srcCommitUuid/deltaIssues`, 'public-repository', (ctx) => {
      const repo = repoFor(ctx);
      commitOf(repo, ctx.params.srcCommitUuid);
      const target = ctx.url.searchParams.get('targetCommitUuid');
      if (target !== null) commitOf(repo, target);
      const status = ctx.url.searchParams.get('status') ?? 'all';
      const delta = repo.issues.map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return list(ctx, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added')), { analyzed: true });
    }),

    // Anything else under the prefix: the API's 404, never a request to the real network.
    http.all(`${root}/*`, ({ request }) => errorResponse(404, `No route for ${request.method} ${new URL(request.url).pathname}`)),
  ];
}
