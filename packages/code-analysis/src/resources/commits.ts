import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  getCommit,
  getCommitDeltaStatistics,
  getCommitDetailsByCommitId,
  listCommitAnalysisStats,
  listCommitClones,
  listCommitDeltaIssues,
  listCommitFiles,
  listCommitLogs,
  listRepositoryCommits,
} from '../operations/commits.js';
import type { AnalysisLogs, CommitAnalysisStats, CommitDeltaStatistics, CommitDetails, CommitWithAnalysis, DeltaClone, FileDeltaAnalysis } from '../responses/commits.js';
import type { DeltaIssue } from '../responses/issues.js';
import type { commitDeltaIssuesQuery, commitStatisticsQuery, deltaClonesQuery, listCommitFilesQuery, listCommitsQuery } from '../schemas/commits.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';

/** Options of {@link CommitsResource.list}. */
export type ListCommitsOptions = z.input<typeof listCommitsQuery>;

/** Options of {@link CommitsResource.listDeltaIssues}: the commit to compare with (its parent by default), which issues, paging. */
export type ListDeltaIssuesOptions = z.input<typeof commitDeltaIssuesQuery>;

/** Options of {@link CommitsResource.statistics}: the branch (the main one by default) and how many days with data, 1 to 365 (default 31). */
export type CommitStatisticsOptions = z.input<typeof commitStatisticsQuery>;

/**
 * Options of {@link CommitsResource.listClones} and `pullRequests.listClones`: which duplicated blocks
 * (`new`, `fixed` or `all`), only potential ones, and paging.
 */
export type ListClonesOptions = z.input<typeof deltaClonesQuery>;

/**
 * Options of {@link CommitsResource.listFiles}: the branch, `filter: 'withCoverageChanges'` for the files
 * whose coverage changed only, a path search, the order (`sortColumn`, `columnOrder`) and paging.
 */
export type ListCommitFilesOptions = z.input<typeof listCommitFilesQuery>;

/** Options of {@link CommitsResource.waitForAnalysis}: the wait's options, with the commit in `onProgress`, and each poll's `headers`. */
export type WaitForCommitAnalysisOptions = PollOptions<CommitWithAnalysis>;

/** Analysed commits of a repository: their analysis, changes, duplication, files, logs and daily statistics. */
export class CommitsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the analysed commits of a branch (the main one by default), newest first, page by page. */
  list(repo: RepositoryRef, options: ListCommitsOptions = {}, requestOptions?: RequestOptions): Paginated<CommitWithAnalysis, CursorPage<CommitWithAnalysis>> {
    return walkList(this.#http, listRepositoryCommits, { params: repo, query: options }, requestOptions);
  }

  /** Reads one commit, by SHA, with its analysis. */
  get(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<CommitWithAnalysis> {
    return this.#http.call(getCommit, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /**
   * Polls a commit until its analysis has ended (after a push, or after `repositories.reanalyzeCommit`)
   * and returns it. Bounded by `timeoutMs` (WaitTimeoutError), cancelled by `signal` (AbortError); `onProgress`
   * sees each read, its status `pending` before the analysis starts, `analysing`, then `analysed`.
   */
  waitForAnalysis(repo: RepositoryRef, commitUuid: string, options?: WaitForCommitAnalysisOptions): Promise<CommitWithAnalysis> {
    return poll((callOptions) => this.get(repo, commitUuid, callOptions), isCommitAnalysed, options, commitAnalysisStatus);
  }

  /** Reads what a commit changed in issues, complexity, duplication and coverage. */
  deltaStatistics(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<CommitDeltaStatistics> {
    return this.#http.call(getCommitDeltaStatistics, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /** Lists the issues a commit added or fixed; each page also says whether the commit was `analyzed`. */
  listDeltaIssues(
    repo: RepositoryRef,
    commitUuid: string,
    options: ListDeltaIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<DeltaIssue, CursorPage<DeltaIssue, { analyzed: boolean }>> {
    return walkList(this.#http, listCommitDeltaIssues, { params: { ...repo, srcCommitUuid: commitUuid }, query: options }, requestOptions);
  }

  /**
   * Lists the repository's quality figures for the last `days` days that have analysis data (which need
   * not be the last calendar days), one entry per analysed commit. No key needed for public repositories.
   */
  statistics(repo: RepositoryRef, options?: CommitStatisticsOptions, requestOptions?: RequestOptions): ApiPromise<CommitAnalysisStats[]> {
    return this.#http.call(listCommitAnalysisStats, { params: repo, query: options }, requestOptions);
  }

  /** Lists the duplicated blocks a commit added or removed, page by page (no items while it is not analysed). */
  listClones(repo: RepositoryRef, commitUuid: string, options: ListClonesOptions = {}, requestOptions?: RequestOptions): Paginated<DeltaClone, CursorPage<DeltaClone>> {
    return walkList(this.#http, listCommitClones, { params: { ...repo, commitUuid }, query: options }, requestOptions);
  }

  /** Lists the files a commit changed, or whose coverage changed, with what changed in them, page by page. */
  listFiles(
    repo: RepositoryRef,
    commitUuid: string,
    options: ListCommitFilesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<FileDeltaAnalysis, CursorPage<FileDeltaAnalysis>> {
    return walkList(this.#http, listCommitFiles, { params: { ...repo, commitUuid }, query: options }, requestOptions);
  }

  /** Reads the logs of a commit's analysis: when it ran and how each step went. */
  logs(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<AnalysisLogs> {
    return this.#http.call(listCommitLogs, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /** Reads a commit by the service's numeric commit id (the `id` of a commit), with the repository it belongs to. */
  getById(commitId: number, requestOptions?: RequestOptions): ApiPromise<CommitDetails> {
    return this.#http.call(getCommitDetailsByCommitId, { params: { commitId } }, requestOptions);
  }
}

/** True once a commit's analysis has ended: it has an end time, at or after its start. */
export function isCommitAnalysed(commit: CommitWithAnalysis): boolean {
  const { startedAnalysis, endedAnalysis } = commit.commit;
  return endedAnalysis !== undefined && (startedAnalysis === undefined || endedAnalysis >= startedAnalysis);
}

/** Where a commit's analysis stands, for `onProgress`: `analysed`, `analysing` once started, else `pending`. */
function commitAnalysisStatus(commit: CommitWithAnalysis): string {
  if (isCommitAnalysed(commit)) return 'analysed';
  return commit.commit.startedAnalysis === undefined ? 'pending' : 'analysing';
}
