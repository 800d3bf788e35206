import { deltaClonesQuery } from '../schemas/commits.js';
import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { listPullRequestFilesQuery, listPullRequestsQuery, pullRequestIssuesQuery, pullRequestParams } from '../schemas/pull-requests.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists a repository's pull requests with their analysis, page by page. */
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

/** Lists the issues a pull request adds or fixes; each page also says whether the pull request was `analyzed`. */
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

/** Marks the pull request's analysis status as passed on the git provider, whatever the analysis found. */
export const bypassPullRequestAnalysis = defineOperation({
  id: 'pullRequests.bypassAnalysis',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/bypass',
  params: pullRequestParams,
  responseType: 'none',
  specIds: ['bypassPullRequestAnalysis'],
});

/** Lists the duplicated blocks the pull request adds or removes, page by page. */
export const listPullRequestClones = defineOperation({
  id: 'pullRequests.listClones',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/clones',
  params: pullRequestParams,
  query: deltaClonesQuery,
  response: (r) => r.deltaClonePageSchema,
  list: cursorListStyle,
  specIds: ['listPullRequestClones'],
});

/** Lists the commits of the pull request with their analysis, page by page. */
export const getPullRequestCommits = defineOperation({
  id: 'pullRequests.listCommits',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/commits',
  params: pullRequestParams,
  query: cursorPagingQuery,
  response: (r) => r.commitWithAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['getPullRequestCommits'],
});

/** Lists the files the pull request changes with their quality and coverage changes, page by page. */
export const listPullRequestFiles = defineOperation({
  id: 'pullRequests.listFiles',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/files',
  params: pullRequestParams,
  query: listPullRequestFilesQuery,
  response: (r) => r.fileDeltaAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['listPullRequestFiles'],
});

/** Reads the quick fixes of the pull request's issues as one Base64-encoded patch. */
export const getPullRequestQuickfixesPatch = defineOperation({
  id: 'pullRequests.quickfixesPatch',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/issues/patch',
  params: pullRequestParams,
  response: (r) => r.quickfixPatchSchema,
  specIds: ['getPullRequestQuickfixesPatch'],
});

/** Reads the logs of the pull request's analysis: when it ran and how each step went. */
export const listPullRequestLogs = defineOperation({
  id: 'pullRequests.logs',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/logs',
  params: pullRequestParams,
  response: (r) => r.analysisLogsSchema,
  specIds: ['listPullRequestLogs'],
});

/**
 * Reads which coverage reports the pull request's head, common-ancestor, origin and target commits received,
 * and their status.
 */
export const getPullRequestCoverageReports = defineOperation({
  id: 'pullRequests.coverageReports',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/coverage/status',
  params: pullRequestParams,
  response: (r) => r.pullRequestCoverageReportsSchema,
  specIds: ['getPullRequestCoverageReports'],
});

/** Asks the service's AI reviewer to review the pull request (an operation of the API's newer release). */
export const triggerPullRequestAiReview = defineOperation({
  id: 'pullRequests.triggerAiReview',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/ai-reviewer/trigger',
  params: pullRequestParams,
  // The newer release's listing gives no result shape: whatever the server answers is not read.
  responseType: 'none',
  specIds: ['triggerPullRequestAiReview'],
});
