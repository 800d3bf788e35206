import type { FakeConfig } from './config.js';
import { ok, paged, reject, type RouteContext, type RouteTable } from './http.js';
import { findSite } from './routes-sites.js';
import type { FakeGit, FakeSite, HostingFakeState, Json } from './state.js';

/** The texts of the API's 400 answers to git calls. */
export const GIT_MESSAGES = {
  tokenRequired: 'Must provide a token',
  repositoryRequired: 'Must provide a repository',
  branchRequired: 'Must provide a branch',
  alreadyConnected: 'Site is already connected to git',
  noToken: 'No token stored for this site',
  notConnected: 'Site is not connected to git',
  branchBlank: 'Branch cannot be blank',
  branchNotSet: 'Site git branch not set',
  branchListUnavailable: 'Repository or token missing',
  notEnrolled: 'Site is not enrolled in the new git integration',
} as const;

function config(git: FakeGit): Json {
  return {
    repository: git.repository,
    branch: git.branch,
    destinationPath: git.destinationPath,
    repositorySubdirectory: git.repositorySubdirectory,
    connected: git.connected,
    hasToken: git.token !== null,
  };
}

function startDeploy(s: HostingFakeState, git: FakeGit, now: number): number {
  const id = s.nextId++;
  git.history.unshift({
    id,
    created: new Date(now).toISOString(),
    after: `c${id.toString(16).padStart(7, '0')}`,
    before: git.history[0]?.after ?? null,
    branch: git.branch,
    email: s.account.email,
    message: 'Deploy requested',
    name: s.account.name,
    repository: git.repository,
    state: 'processing',
  });
  git.polls.set(id, 0);
  return id;
}

/** Moves processing deploys along: each finishes after the configured number of history reads. */
function advance(git: FakeGit, after: number): void {
  for (const entry of git.history) {
    if (entry.state !== 'processing') continue;
    const polls = (git.polls.get(entry.id) ?? 0) + 1;
    git.polls.set(entry.id, polls);
    if (polls >= after) {
      entry.state = git.failNextDeploy ? 'failed' : 'deployed';
      git.failNextDeploy = false;
    }
  }
}

/** Git integration routes. Every one answers 422 for a site that is not enrolled; writes need `git_edit`. */
export function gitRoutes(state: () => HostingFakeState, settings: FakeConfig): RouteTable {
  const enrolled = (context: RouteContext): FakeSite => {
    const site = findSite(state(), context.params.siteId);
    if (!site.gitEnrolled) reject(422, GIT_MESSAGES.notEnrolled);
    return site;
  };
  return {
    'git.get': (c) => config(enrolled(c).git),
    'git.storeToken': (c) => {
      const { git } = enrolled(c);
      if (typeof c.body.token !== 'string' || c.body.token === '') reject(400, GIT_MESSAGES.tokenRequired);
      git.token = c.body.token;
      return { stored: true };
    },
    'git.revokeToken': (c) => {
      enrolled(c).git.token = null;
      return { revoked: true };
    },
    'git.connect': (c) => {
      const { git } = enrolled(c);
      const { body } = c;
      if (git.connected) reject(400, GIT_MESSAGES.alreadyConnected);
      if (typeof body.repository !== 'string' || body.repository === '') reject(400, GIT_MESSAGES.repositoryRequired);
      if (typeof body.branch !== 'string' || body.branch === '') reject(400, GIT_MESSAGES.branchRequired);
      if (git.token === null) reject(400, GIT_MESSAGES.noToken);
      Object.assign(git, {
        repository: body.repository,
        branch: body.branch,
        destinationPath: typeof body.destination_path === 'string' ? body.destination_path : null,
        repositorySubdirectory: typeof body.repository_subdirectory === 'string' ? body.repository_subdirectory : null,
        connected: true,
      });
      startDeploy(state(), git, settings.now());
      return ok(config(git), 'Created', 201);
    },
    'git.update': (c) => {
      const { git } = enrolled(c);
      const { body } = c;
      if (!git.connected) reject(400, GIT_MESSAGES.notConnected);
      if (body.branch !== undefined) {
        if (typeof body.branch !== 'string' || body.branch.trim() === '') reject(400, GIT_MESSAGES.branchBlank);
        git.branch = body.branch;
      }
      if (typeof body.destination_path === 'string') git.destinationPath = body.destination_path === '' ? null : body.destination_path;
      if (typeof body.repository_subdirectory === 'string') {
        git.repositorySubdirectory = body.repository_subdirectory === '' ? null : body.repository_subdirectory;
      }
      return config(git);
    },
    'git.disconnect': (c) => {
      const { git } = enrolled(c);
      if (!git.connected) reject(400, GIT_MESSAGES.notConnected);
      Object.assign(git, { connected: false, token: null, repository: null, branch: null, destinationPath: null, repositorySubdirectory: null });
      return { disconnected: true };
    },
    'git.branches': (c) => {
      const { git } = enrolled(c);
      if (git.repository === null || git.token === null) reject(400, GIT_MESSAGES.branchListUnavailable);
      return git.branches;
    },
    'git.deploy': (c) => {
      const { git } = enrolled(c);
      if (!git.connected) reject(400, GIT_MESSAGES.notConnected);
      if (!git.branch) reject(400, GIT_MESSAGES.branchNotSet);
      const id = startDeploy(state(), git, settings.now());
      return ok({ deploy_id: id, state: 'processing' }, 'Accepted', 202);
    },
    'git.history': (c) => {
      const { git } = enrolled(c);
      advance(git, settings.deployPollsToFinish);
      const { data, page } = paged(git.history, c.query.get('page'), c.query.get('per_page'), 25);
      return ok(data, 'Success', 200, { page });
    },
  };
}
