import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  bypassPullRequestAnalysis,
  getPullRequestCommits,
  getPullRequestCoverageReports,
  getPullRequestQuickfixesPatch,
  getRepositoryPullRequest,
  listPullRequestClones,
  listPullRequestFiles,
  listPullRequestIssues,
  listPullRequestLogs,
  listRepositoryPullRequests,
  triggerPullRequestAiReview,
} from '../operations/pull-requests.js';
import type { AnalysisLogs, CommitWithAnalysis, DeltaClone, FileDeltaAnalysis } from '../responses/commits.js';
import type { DeltaIssue, QuickfixPatch } from '../responses/issues.js';
import type { PullRequestCoverageReports, PullRequestWithAnalysis } from '../responses/pull-requests.js';
import type { cursorPagingQuery, RepositoryRef } from '../schemas/common.js';
import type { listPullRequestFilesQuery, listPullRequestsQuery, pullRequestIssuesQuery } from '../schemas/pull-requests.js';
import type { CursorPage } from '../wire.js';
import type { ListClonesOptions } from './commits.js';

/** Options of {@link PullRequestsResource.list}. */
export type ListPullRequestsOptions = z.input<typeof listPullRequestsQuery>;

/** Options of {@link PullRequestsResource.listIssues}: which issues (`new` ones, `fixed` ones or `all`), and paging. */
export type ListPullRequestIssuesOptions = z.input<typeof pullRequestIssuesQuery>;

/** Options of {@link PullRequestsResource.listFiles}: the order (`sortColumn`: `filename`, `totalCoverage` or `deltaCoverage`; `columnOrder`) and paging. */
export type ListPullRequestFilesOptions = z.input<typeof listPullRequestFilesQuery>;

/** Paging options of {@link PullRequestsResource.listCommits}: where to start (a cursor of a previous page) and the page size (1 to 100). */
export type ListPullRequestCommitsOptions = z.input<typeof cursorPagingQuery>;

/** Options of {@link PullRequestsResource.waitForAnalysis}: the wait's options, with the pull request in `onProgress`, and each poll's `headers`. */
export type WaitForPullRequestAnalysisOptions = PollOptions<PullRequestWithAnalysis>;

/** Pull requests of a repository: the quality changes they bring, their commits, files, logs and coverage reports. */
export class PullRequestsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists a repository's pull requests with their analysis, page by page. */
  list(repo: RepositoryRef, options: ListPullRequestsOptions = {}, requestOptions?: RequestOptions): Paginated<PullRequestWithAnalysis, CursorPage<PullRequestWithAnalysis>> {
    return walkList(this.#http, listRepositoryPullRequests, { params: repo, query: options }, requestOptions);
  }

  /** Reads one pull request, by number, with its analysis. */
  get(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<PullRequestWithAnalysis> {
    return this.#http.call(getRepositoryPullRequest, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /**
   * Polls a pull request until the server is no longer analysing it (a new head commit, a reanalysis) and
   * returns it. Bounded by `timeoutMs` (WaitTimeoutError), cancelled by `signal` (AbortError); `onProgress`
   * sees each read, its status `analysing` while the server is at it, then `analysed`.
   */
  waitForAnalysis(repo: RepositoryRef, pullRequestNumber: number, options?: WaitForPullRequestAnalysisOptions): Promise<PullRequestWithAnalysis> {
    return poll(
      (callOptions) => this.get(repo, pullRequestNumber, callOptions),
      isPullRequestAnalysed,
      options,
      (pullRequest) => (pullRequest.isAnalysing ? 'analysing' : 'analysed'),
    );
  }

  /** Lists the issues a pull request adds or fixes; each page also says whether the pull request was `analyzed`. */
  listIssues(
    repo: RepositoryRef,
    pullRequestNumber: number,
    options: ListPullRequestIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<DeltaIssue, CursorPage<DeltaIssue, { analyzed: boolean }>> {
    return walkList(this.#http, listPullRequestIssues, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }

  /** Marks the pull request's analysis status as passed on the git provider, whatever the analysis found. */
  bypassAnalysis(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(bypassPullRequestAnalysis, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Lists the duplicated blocks the pull request adds or removes, page by page. */
  listClones(repo: RepositoryRef, pullRequestNumber: number, options: ListClonesOptions = {}, requestOptions?: RequestOptions): Paginated<DeltaClone, CursorPage<DeltaClone>> {
    return walkList(this.#http, listPullRequestClones, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }

  /** Lists the commits of the pull request with their analysis, page by page. */
  listCommits(
    repo: RepositoryRef,
    pullRequestNumber: number,
    options: ListPullRequestCommitsOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<CommitWithAnalysis, CursorPage<CommitWithAnalysis>> {
    return walkList(this.#http, getPullRequestCommits, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }

  /** Lists the files the pull request changes with their quality and coverage changes, page by page. */
  listFiles(
    repo: RepositoryRef,
    pullRequestNumber: number,
    options: ListPullRequestFilesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<FileDeltaAnalysis, CursorPage<FileDeltaAnalysis>> {
    return walkList(this.#http, listPullRequestFiles, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }

  /** Reads the quick fixes of the pull request's issues as one Base64-encoded patch. */
  quickfixesPatch(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<QuickfixPatch> {
    return this.#http.call(getPullRequestQuickfixesPatch, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Reads the logs of the pull request's analysis: when it ran and how each step went. */
  logs(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<AnalysisLogs> {
    return this.#http.call(listPullRequestLogs, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Reads which coverage reports the pull request's head, common-ancestor, origin and target commits received, and their status. */
  coverageReports(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<PullRequestCoverageReports> {
    return this.#http.call(getPullRequestCoverageReports, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Asks the service's AI reviewer to review the pull request (an operation of the API's newer release). */
  triggerAiReview(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(triggerPullRequestAiReview, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }
}

/** True once the server has finished analysing a pull request. */
export function isPullRequestAnalysed(pullRequest: PullRequestWithAnalysis): boolean {
  return !pullRequest.isAnalysing;
}
