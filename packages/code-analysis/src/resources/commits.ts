import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getCommit, getCommitDeltaStatistics, listCommitDeltaIssues, listRepositoryCommits } from '../operations/commits.js';
import type { CommitDeltaStatistics, CommitWithAnalysis } from '../responses/commits.js';
import type { DeltaIssue } from '../responses/issues.js';
import type { commitDeltaIssuesQuery, listCommitsQuery } from '../schemas/commits.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';

/** Options of {@link CommitsResource.list}. */
export type ListCommitsOptions = z.input<typeof listCommitsQuery>;

/** Options of {@link CommitsResource.listDeltaIssues}: the commit to compare with (its parent by default), which issues, paging. */
export type ListDeltaIssuesOptions = z.input<typeof commitDeltaIssuesQuery>;

/** Analysed commits of a repository. */
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
}
