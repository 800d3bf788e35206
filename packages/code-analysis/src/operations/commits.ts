import { commitDeltaIssuesParams, commitDeltaIssuesQuery, commitParams, listCommitsQuery } from '../schemas/commits.js';
import { repoParams } from '../schemas/common.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Lists the analysed commits of a branch, a page at a time. */
export const listRepositoryCommits = defineOperation({
  id: 'commits.list',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits',
  params: repoParams,
  query: listCommitsQuery,
  response: (r) => r.commitWithAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['listRepositoryCommits'],
});

/** Reads one commit, by SHA, with its analysis. */
export const getCommit = defineOperation({
  id: 'commits.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}',
  params: commitParams,
  response: (r) => r.commitWithAnalysisSchema,
  // The server answers with the bare commit, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommit'],
});

/** Reads what a commit changed in issues, complexity, duplication and coverage. */
export const getCommitDeltaStatistics = defineOperation({
  id: 'commits.deltaStatistics',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/deltaStatistics',
  params: commitParams,
  response: (r) => r.commitDeltaStatisticsSchema,
  // The server answers with the bare statistics, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommitDeltaStatistics'],
});

/** Lists the issues a commit added or fixed, a page at a time. */
export const listCommitDeltaIssues = defineOperation({
  id: 'commits.listDeltaIssues',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{srcCommitUuid}/deltaIssues',
  params: commitDeltaIssuesParams,
  query: commitDeltaIssuesQuery,
  response: (r) => r.deltaIssuePageSchema,
  list: cursorListStyle,
  specIds: ['listCommitDeltaIssues'],
});
