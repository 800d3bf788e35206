import { repoParams } from '../schemas/common.js';
import { coverageReportsQuery } from '../schemas/coverage.js';
import { pullRequestParams } from '../schemas/pull-requests.js';
import { defineOperation } from '../wire.js';

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
