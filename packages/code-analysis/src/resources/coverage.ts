import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { limitSchema, repoParams, type RepositoryRef } from '../schemas/common.js';
import { coverageReportsSchema, fileDiffCoverageSchema, pullRequestCoverageSchema, type CoverageReports, type FileDiffCoverage, type PullRequestCoverage } from '../schemas/reports.js';
import { COVERAGE_REPO, REPO } from './paths.js';

const prParams = z.extend(repoParams, { pullRequestNumber: z.int().check(z.minimum(1)) });
const reportsQuery = z.object({ limit: limitSchema });
/** Options of {@link CoverageResource.reports}: how many of the latest reports to return (1 to 100). */
export type CoverageReportsOptions = z.input<typeof reportsQuery>;

const pullRequestOp = defineOperation({
  id: 'coverage.pullRequest',
  method: 'GET',
  path: `${COVERAGE_REPO}/pull-requests/{pullRequestNumber}`,
  params: prParams,
  response: pullRequestCoverageSchema,
  specIds: ['getRepositoryPullRequestCoverage'],
});

const pullRequestFilesOp = defineOperation({
  id: 'coverage.pullRequestFiles',
  method: 'GET',
  path: `${COVERAGE_REPO}/pull-requests/{pullRequestNumber}/files`,
  params: prParams,
  response: z.array(fileDiffCoverageSchema),
  specIds: ['getRepositoryPullRequestFilesCoverage'],
});

const reportsOp = defineOperation({
  id: 'coverage.reports',
  method: 'GET',
  path: `${REPO}/coverage/status`,
  params: repoParams,
  query: reportsQuery,
  response: coverageReportsSchema,
  specIds: ['listCoverageReports'],
});

/** The coverage operations of this resource. */
export const coverageOperations = [pullRequestOp, pullRequestFilesOp, reportsOp] as const;

/** Test coverage: of pull requests, of their changed files, and the reports received. */
export class CoverageResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads the coverage figures of a pull request. */
  pullRequest(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<PullRequestCoverage> {
    return this.#http.call(pullRequestOp, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Lists the coverage of each file a pull request changes. */
  pullRequestFiles(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<FileDiffCoverage[]> {
    return this.#http.call(pullRequestFilesOp, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Reads the latest coverage reports of a repository and whether they were processed. */
  reports(repo: RepositoryRef, options?: CoverageReportsOptions, requestOptions?: RequestOptions): ApiPromise<CoverageReports> {
    return this.#http.call(reportsOp, { params: repo, query: options }, requestOptions);
  }
}
