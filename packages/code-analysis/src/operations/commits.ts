import {
  commitDeltaIssuesParams,
  commitDeltaIssuesQuery,
  commitIdParams,
  commitParams,
  commitStatisticsQuery,
  deltaClonesQuery,
  listCommitFilesQuery,
  listCommitsQuery,
} from '../schemas/commits.js';
import { repoParams } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the analysed commits of a branch (the main one by default), newest first, page by page. */
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

/** Lists the issues a commit added or fixed; each page also says whether the commit was `analyzed`. */
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

/**
 * Lists the repository's quality figures for the last `days` days that have analysis data (which need not be
 * the last calendar days), one entry per analysed commit. No key needed for public repositories.
 */
export const listCommitAnalysisStats = defineOperation({
  id: 'commits.statistics',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commit-statistics',
  params: repoParams,
  query: commitStatisticsQuery,
  response: (r) => r.commitAnalysisStatsListSchema,
  specIds: ['listCommitAnalysisStats'],
});

/** Lists the duplicated blocks a commit added or removed, page by page (no items while it is not analysed). */
export const listCommitClones = defineOperation({
  id: 'commits.listClones',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/clones',
  params: commitParams,
  query: deltaClonesQuery,
  response: (r) => r.deltaClonePageSchema,
  list: cursorListStyle,
  specIds: ['listCommitClones'],
});

/** Lists the files a commit changed, or whose coverage changed, with what changed in them, page by page. */
export const listCommitFiles = defineOperation({
  id: 'commits.listFiles',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/files',
  params: commitParams,
  query: listCommitFilesQuery,
  response: (r) => r.fileDeltaAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['listCommitFiles'],
});

/** Reads the logs of a commit's analysis: when it ran and how each step went. */
export const listCommitLogs = defineOperation({
  id: 'commits.logs',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/logs',
  params: commitParams,
  response: (r) => r.analysisLogsSchema,
  specIds: ['listCommitLogs'],
});

/**
 * Reads a commit by the service's numeric commit id (the `id` of a commit), with the repository it belongs
 * to.
 */
export const getCommitDetailsByCommitId = defineOperation({
  id: 'commits.getById',
  method: 'GET',
  path: '/commits/{commitId}',
  params: commitIdParams,
  response: (r) => r.commitDetailsSchema,
  // The server answers with the bare commit details, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommitDetailsByCommitId'],
});
