import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import type * as z from 'zod/mini';
import { getRepositoryPullRequestCoverage, getRepositoryPullRequestFilesCoverage, listCoverageReports } from '../operations/coverage.js';
import type { CoverageReports, FileDiffCoverage, PullRequestCoverage } from '../responses/coverage.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { coverageReportsQuery } from '../schemas/coverage.js';

/** Options of {@link CoverageResource.reports}: how many of the latest reports to return (1 to 100). */
export type CoverageReportsOptions = z.input<typeof coverageReportsQuery>;

/** Test coverage: of pull requests, of their changed files, and the reports received. */
export class CoverageResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads the coverage figures of a pull request. */
  pullRequest(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<PullRequestCoverage> {
    return this.#http.call(getRepositoryPullRequestCoverage, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Lists the coverage of each file a pull request changes. */
  pullRequestFiles(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<FileDiffCoverage[]> {
    return this.#http.call(getRepositoryPullRequestFilesCoverage, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Reads the latest coverage reports of a repository and whether they were processed. */
  reports(repo: RepositoryRef, options?: CoverageReportsOptions, requestOptions?: RequestOptions): ApiPromise<CoverageReports> {
    return this.#http.call(listCoverageReports, { params: repo, query: options }, requestOptions);
  }
}
