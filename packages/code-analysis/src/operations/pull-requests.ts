import { repoParams } from '../schemas/common.js';
import { listPullRequestsQuery, pullRequestIssuesQuery, pullRequestParams } from '../schemas/pull-requests.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Lists a repository's pull requests with their analysis, a page at a time. */
export const listRepositoryPullRequests = defineOperation({
  id: 'pullRequests.list',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests',
  params: repoParams,
  query: listPullRequestsQuery,
  response: (r) => r.pullRequestWithAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['listRepositoryPullRequests'],
});

/** Reads one pull request, by number, with its analysis. */
export const getRepositoryPullRequest = defineOperation({
  id: 'pullRequests.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}',
  params: pullRequestParams,
  response: (r) => r.pullRequestWithAnalysisSchema,
  // The server answers with the bare pull request, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositoryPullRequest'],
});

/** Lists the issues a pull request adds or fixes, a page at a time. */
export const listPullRequestIssues = defineOperation({
  id: 'pullRequests.listIssues',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/issues',
  params: pullRequestParams,
  query: pullRequestIssuesQuery,
  response: (r) => r.deltaIssuePageSchema,
  list: cursorListStyle,
  specIds: ['listPullRequestIssues'],
});
