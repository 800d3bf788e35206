// Hand-written: the git integration's rules (enrolment, a token before a connection, a branch before a deploy, each
// refusal in the API's words) and deploys that walk from processing to deployed (or failed) over history reads.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as git from '../../operations/git.js';
import type { GitConfig } from '../../responses/git.js';
import { pageOf, withMessage } from '../dialect.js';
import type { FakeContext, FakeSite, HostingFakeState } from '../state.js';

/** The git settings and deploy history of one site. */
type FakeGit = FakeSite['git'];

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

/** The git settings as the API shows them. */
function settingsOf(g: FakeGit): GitConfig {
  const { repository, branch, destinationPath, repositorySubdirectory, connected } = g;
  return { repository, branch, destinationPath, repositorySubdirectory, connected, hasToken: g.token !== null };
}

/** Starts a deploy of the connected branch (it is processing until history reads move it along); returns its id. */
function startDeploy(s: HostingFakeState, g: FakeGit, now: number): number {
  const id = s.nextId++;
  g.history.unshift({
    id,
    created: new Date(now).toISOString(),
    after: `c${id.toString(16).padStart(7, '0')}`,
    before: g.history[0]?.after ?? null,
    // A deploy starts only once a repository and a branch are set.
    branch: g.branch ?? undefined,
    email: s.account.email,
    message: 'Deploy requested',
    name: s.account.name,
    repository: g.repository ?? undefined,
    state: 'processing',
  });
  g.polls.set(id, 0);
  return id;
}

/** Moves processing deploys along: each finishes after the configured number of history reads. */
function advance(g: FakeGit, after: number): void {
  for (const entry of g.history) {
    if (entry.state !== 'processing') continue;
    const polls = (g.polls.get(entry.id) ?? 0) + 1;
    g.polls.set(entry.id, polls);
    if (polls >= after) {
      entry.state = g.failNextDeploy ? 'failed' : 'deployed';
      g.failNextDeploy = false;
    }
  }
}

/** The git integration of a site. Every call answers 422 for a site that is not enrolled (the `git_edit` scope is checked before). */
export function gitHandlers({ state, config }: FakeContext): FakeHandlers<typeof git> {
  const enrolled = (path: { siteId: number }): FakeSite => {
    const site = state().sites.require(path.siteId);
    if (!site.gitEnrolled) fail(422, GIT_MESSAGES.notEnrolled);
    return site;
  };
  return {
    'git.get': ({ path }) => settingsOf(enrolled(path).git),
    'git.storeToken': ({ path, inputs }) => {
      const g = enrolled(path).git;
      if (!inputs.token) fail(400, GIT_MESSAGES.tokenRequired);
      g.token = inputs.token;
      return { stored: true };
    },
    'git.revokeToken': ({ path }) => {
      enrolled(path).git.token = null;
      return { revoked: true };
    },
    'git.connect': (request) => {
      const { inputs } = request;
      const g = enrolled(request.path).git;
      if (g.connected) fail(400, GIT_MESSAGES.alreadyConnected);
      if (!inputs.repository) fail(400, GIT_MESSAGES.repositoryRequired);
      if (!inputs.branch) fail(400, GIT_MESSAGES.branchRequired);
      if (g.token === null) fail(400, GIT_MESSAGES.noToken);
      Object.assign(g, {
        repository: inputs.repository,
        branch: inputs.branch,
        destinationPath: inputs.destination_path ?? null,
        repositorySubdirectory: inputs.repository_subdirectory ?? null,
        connected: true,
      });
      startDeploy(state(), g, config.now());
      return withMessage(request, settingsOf(g), 'Created', 201);
    },
    'git.update': ({ path, inputs }) => {
      const g = enrolled(path).git;
      if (!g.connected) fail(400, GIT_MESSAGES.notConnected);
      if (inputs.branch !== undefined) {
        if (inputs.branch.trim() === '') fail(400, GIT_MESSAGES.branchBlank);
        g.branch = inputs.branch;
      }
      // An empty path clears it.
      if (inputs.destination_path !== undefined) g.destinationPath = inputs.destination_path || null;
      if (inputs.repository_subdirectory !== undefined) g.repositorySubdirectory = inputs.repository_subdirectory || null;
      return settingsOf(g);
    },
    'git.disconnect': ({ path }) => {
      const g = enrolled(path).git;
      if (!g.connected) fail(400, GIT_MESSAGES.notConnected);
      Object.assign(g, { connected: false, token: null, repository: null, branch: null, destinationPath: null, repositorySubdirectory: null });
      return { disconnected: true };
    },
    'git.branches': ({ path }) => {
      const g = enrolled(path).git;
      if (g.repository === null || g.token === null) fail(400, GIT_MESSAGES.branchListUnavailable);
      return g.branches;
    },
    'git.deploy': (request) => {
      const g = enrolled(request.path).git;
      if (!g.connected) fail(400, GIT_MESSAGES.notConnected);
      if (!g.branch) fail(400, GIT_MESSAGES.branchNotSet);
      return withMessage(request, { deploy_id: startDeploy(state(), g, config.now()), state: 'processing' }, 'Accepted', 202);
    },
    'git.history': (request) => {
      const g = enrolled(request.path).git;
      advance(g, config.deployPollsToFinish);
      return pageOf(g.history, request.inputs, 25);
    },
  };
}
