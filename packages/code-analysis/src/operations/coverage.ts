import { commitParams } from '../schemas/commits.js';
import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { coverageReportParams, coverageReportsQuery } from '../schemas/coverage.js';
import { pullRequestParams } from '../schemas/pull-requests.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads the coverage figures of a pull request. */
export const getRepositoryPullRequestCoverage = defineOperation({
  id: 'coverage.pullRequest',
  method: 'GET',
  path: '/coverage/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}',
  params: pullRequestParams,
  response: (r) => r.pullRequestCoverageSchema,
  specIds: ['getRepositoryPullRequestCoverage'],
});

/** Lists the coverage of each file a pull request changes. */
export const getRepositoryPullRequestFilesCoverage = defineOperation({
  id: 'coverage.pullRequestFiles',
  method: 'GET',
  path: '/coverage/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/files',
  params: pullRequestParams,
  response: (r) => r.fileDiffCoveragesSchema,
  specIds: ['getRepositoryPullRequestFilesCoverage'],
});

/** Reads the latest coverage reports of a repository and whether they were processed. */
export const listCoverageReports = defineOperation({
  id: 'coverage.reports',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/coverage/status',
  params: repoParams,
  query: coverageReportsQuery,
  response: (r) => r.coverageReportsSchema,
  specIds: ['listCoverageReports'],
});

/**
 * Asks the service to process again the latest coverage report uploaded for a pull request. The work goes
 * on after this resolves: `coverage.waitForCommitReports` on the pull request's head commit waits for it.
 */
export const reanalyzeCoverage = defineOperation({
  id: 'coverage.reanalyzePullRequest',
  method: 'GET',
  path: '/coverage/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/reanalyze',
  params: pullRequestParams,
  responseType: 'none',
  // It starts work on the server: not repeated after a network failure, although it is a GET.
  idempotent: false,
  specIds: ['reanalyzeCoverage'],
});

/**
 * Lists the coverage reports uploaded for a commit (UUID or SHA), page by page, with whether each was
 * processed.
 */
export const listCommitCoverageReports = defineOperation({
  id: 'coverage.listCommitReports',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/coverage/reports',
  params: commitParams,
  query: cursorPagingQuery,
  response: (r) => r.coverageReportEntryPageSchema,
  list: cursorListStyle,
  specIds: ['listCommitCoverageReports'],
});

/** Reads one coverage report of a commit with its content: per file, the test hits by line number. */
export const getCoverageReport = defineOperation({
  id: 'coverage.getReport',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/coverage/reports/{reportUuid}',
  params: coverageReportParams,
  response: (r) => r.coverageReportContentSchema,
  specIds: ['getCoverageReport'],
});
