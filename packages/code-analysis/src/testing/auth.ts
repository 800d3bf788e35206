import { fail, type FakeCall } from '@typed-api/core/testing';
import { findRepo, isAuthenticated } from './context.js';
import { repositorySettingsOf } from './repositories-state.js';
import { repoKey, type FakeState } from './state.js';

/** Operations anyone may call, without credentials. */
const PUBLIC = new Set([
  'integrations.listLoginProviders',
  'integrations.listProviders',
  'organizations.listRepositories',
  'patterns.addFeedback',
  'patterns.get',
  'patterns.list',
  'repositories.list',
  'service.configurationStatus',
  'service.health',
  'service.listLanguages',
  'tools.listAvailable',
  'tools.listDuplicationTools',
  'tools.listMetricsTools',
  'version.get',
]);

/** Operations on a repository that need credentials only when the repository is private. */
const PUBLIC_REPOSITORY = new Set([
  'analysis.categoryOverviews',
  'analysis.progress',
  'commits.deltaStatistics',
  'commits.get',
  'commits.list',
  'commits.listDeltaIssues',
  'commits.statistics',
  'coverage.pullRequest',
  'coverage.pullRequestFiles',
  'files.coverage',
  'files.get',
  'files.list',
  'files.listIssues',
  'issues.get',
  'issues.overview',
  'issues.search',
  'patterns.conflicts',
  'patterns.overview',
  'pullRequests.get',
  'pullRequests.list',
  'pullRequests.listIssues',
  'repositories.get',
  'repositories.getInfo',
  'repositories.listBranches',
  'tools.list',
  'tools.listConflicts',
]);

/**
 * The fake's credentials check, run before every handler: a wrong `api-token` is a 401 everywhere, a
 * `project-token` opens the operations of its own repository only; operations need a credential except the
 * public ones (and the reads of a public repository); `admin` operations are for the account's
 * administrators only (403).
 */
export function checkAccess(state: FakeState, apiToken: string): (call: FakeCall) => void {
  return (call) => {
    const key = call.request.headers.get('api-token');
    if (key !== null && key !== apiToken) fail(401, 'The API token is not valid');
    const project = call.request.headers.get('project-token');
    if (project !== null) {
      const { provider = '', organization = '', repository } = call.params;
      const repo = repository === undefined ? undefined : state.repositories.get(repoKey(provider, organization, repository));
      const tokens = repo ? repositorySettingsOf(state.repositorySettings, repoKey(provider, organization, repo.name), repo).tokens : [];
      if (!tokens.some((t) => t.token === project)) fail(401, 'The project token is not valid for this repository');
    }
    const id = call.operation.id;
    if (PUBLIC.has(id) || isAuthenticated(call)) {
      if (id.startsWith('admin.') && !state.account.user?.isAdmin) fail(403, 'Only service administrators can do this');
      return;
    }
    if (!PUBLIC_REPOSITORY.has(id)) fail(401, 'An API token is required');
    if (findRepo(state, call).visibility !== 'Public') fail(401, 'An API token is required for private repositories');
  };
}
