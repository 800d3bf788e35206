import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  getCoverageReport,
  getRepositoryPullRequestCoverage,
  getRepositoryPullRequestFilesCoverage,
  listCommitCoverageReports,
  listCoverageReports,
  reanalyzeCoverage,
} from '../operations/coverage.js';
import type { CoverageReportContent, CoverageReportEntry, CoverageReports, FileDiffCoverage, PullRequestCoverage } from '../responses/coverage.js';
import type { cursorPagingQuery, RepositoryRef } from '../schemas/common.js';
import type { coverageReportsQuery } from '../schemas/coverage.js';
import type { CursorPage } from '../wire.js';

/** Options of {@link CoverageResource.reports}: how many of the latest reports to return (1 to 100). */
export type CoverageReportsOptions = z.input<typeof coverageReportsQuery>;

/** Paging options of {@link CoverageResource.listCommitReports}: where to start (a cursor of a previous page) and the page size (1 to 100). */
export type ListCommitCoverageReportsOptions = z.input<typeof cursorPagingQuery>;

/** Options of {@link CoverageResource.waitForReport}: the wait's options, with the report in `onProgress`, and each poll's `headers`. */
export type WaitForCoverageReportOptions = PollOptions<CoverageReportContent>;

/** Options of {@link CoverageResource.waitForCommitReports}: the wait's options, with the commit's reports in `onProgress`, and each poll's `headers`. */
export type WaitForCommitReportsOptions = PollOptions<CoverageReportEntry[]>;

/** True when the commit has coverage reports and the service has processed every one of them. */
export function areCoverageReportsProcessed(reports: readonly CoverageReportEntry[]): boolean {
  return reports.length > 0 && reports.every((report) => report.processed);
}

/** Where the reports of a commit stand, for `onProgress`: `not_listed` before any, `processing`, then `processed`. */
function coverageReportsStatus(reports: readonly CoverageReportEntry[]): string {
  if (reports.length === 0) return 'not_listed';
  return areCoverageReportsProcessed(reports) ? 'processed' : 'processing';
}

/** Test coverage: of pull requests, of their changed files, and the reports received and their processing. */
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

  /**
   * Asks the service to process again the latest coverage report uploaded for a pull request. The work
   * goes on after this resolves: {@link CoverageResource.waitForCommitReports} on the pull request's
   * head commit waits for it.
   */
  reanalyzePullRequest(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(reanalyzeCoverage, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Lists the coverage reports uploaded for a commit (UUID or SHA), page by page, with whether each was processed. */
  listCommitReports(
    repo: RepositoryRef,
    commitUuid: string,
    options: ListCommitCoverageReportsOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<CoverageReportEntry, CursorPage<CoverageReportEntry>> {
    return walkList(this.#http, listCommitCoverageReports, { params: { ...repo, commitUuid }, query: options }, requestOptions);
  }

  /** Reads one coverage report of a commit with its content: per file, the test hits by line number. */
  getReport(repo: RepositoryRef, commitUuid: string, reportUuid: string, requestOptions?: RequestOptions): ApiPromise<CoverageReportContent> {
    return this.#http.call(getCoverageReport, { params: { ...repo, commitUuid, reportUuid } }, requestOptions);
  }

  /**
   * Polls a coverage report until the service has processed it and returns it. Bounded by `timeoutMs`
   * (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its status
   * `processing`, then `processed`.
   */
  async waitForReport(repo: RepositoryRef, commitUuid: string, reportUuid: string, options?: WaitForCoverageReportOptions): Promise<CoverageReportContent> {
    return poll(
      (callOptions) => this.getReport(repo, commitUuid, reportUuid, callOptions),
      (report) => report.processed,
      options,
      (report) => (report.processed ? 'processed' : 'processing'),
    );
  }

  /**
   * Polls the coverage reports of a commit until there is at least one and every one is processed, and
   * returns them: after an upload, or after {@link CoverageResource.reanalyzePullRequest} (on the pull
   * request's head commit). Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError).
   * `onProgress` sees each reading, its status `not_listed` while the commit has no report, `processing`,
   * then `processed`.
   */
  async waitForCommitReports(repo: RepositoryRef, commitUuid: string, options?: WaitForCommitReportsOptions): Promise<CoverageReportEntry[]> {
    return poll((callOptions) => this.listCommitReports(repo, commitUuid, {}, callOptions).toArray(), areCoverageReportsProcessed, options, coverageReportsStatus);
  }
}
