import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getRepositoryPullRequest, listPullRequestIssues, listRepositoryPullRequests } from '../operations/pull-requests.js';
import type { DeltaIssue } from '../responses/issues.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { listPullRequestsQuery, pullRequestIssuesQuery } from '../schemas/pull-requests.js';
import type { CursorPage } from '../wire.js';

/** Options of {@link PullRequestsResource.list}. */
export type ListPullRequestsOptions = z.input<typeof listPullRequestsQuery>;

/** Options of {@link PullRequestsResource.listIssues}: which issues (`new` ones, `fixed` ones or `all`), and paging. */
export type ListPullRequestIssuesOptions = z.input<typeof pullRequestIssuesQuery>;

/** Pull requests of a repository and the quality changes they bring. */
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

  /** Lists the issues a pull request adds or fixes; each page also says whether the pull request was `analyzed`. */
  listIssues(
    repo: RepositoryRef,
    pullRequestNumber: number,
    options: ListPullRequestIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<DeltaIssue, CursorPage<DeltaIssue, { analyzed: boolean }>> {
    return walkList(this.#http, listPullRequestIssues, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }
}
