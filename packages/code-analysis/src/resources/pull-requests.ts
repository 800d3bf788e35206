import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { cursorQuery, listEnvelope, repoParams, type RepositoryRef } from '../schemas/common.js';
import { deltaIssueSchema, pullRequestWithAnalysisSchema, type DeltaIssue, type PullRequestWithAnalysis } from '../schemas/reports.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { ANALYSIS_REPO } from './paths.js';

const listQuery = z.object({ ...cursorQuery, search: z.optional(z.string()), includeNotAnalyzed: z.optional(z.boolean()) });
/** Options of {@link PullRequestsResource.list}. */
export type ListPullRequestsOptions = z.input<typeof listQuery>;

const issuesQuery = z.object({ ...cursorQuery, status: z.optional(z.enum(['all', 'new', 'fixed'])), onlyPotential: z.optional(z.boolean()) });
/** Options of {@link PullRequestsResource.listIssues}: which issues (`new` ones, `fixed` ones or `all`), and paging. */
export type ListPullRequestIssuesOptions = z.input<typeof issuesQuery>;

const prParams = z.extend(repoParams, { pullRequestNumber: z.int().check(z.minimum(1)) });

const listOp = defineOperation({
  id: 'pullRequests.list',
  method: 'GET',
  path: `${ANALYSIS_REPO}/pull-requests`,
  params: repoParams,
  query: listQuery,
  response: listEnvelope(pullRequestWithAnalysisSchema),
  list: cursorListStyle,
  specIds: ['listRepositoryPullRequests'],
});

const getOp = defineOperation({
  id: 'pullRequests.get',
  method: 'GET',
  path: `${ANALYSIS_REPO}/pull-requests/{pullRequestNumber}`,
  params: prParams,
  response: pullRequestWithAnalysisSchema,
  // The server answers with the bare pull request, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositoryPullRequest'],
});

const listIssuesOp = defineOperation({
  id: 'pullRequests.listIssues',
  method: 'GET',
  path: `${ANALYSIS_REPO}/pull-requests/{pullRequestNumber}/issues`,
  params: prParams,
  query: issuesQuery,
  response: z.extend(listEnvelope(deltaIssueSchema), { analyzed: z.boolean() }),
  list: cursorListStyle,
  specIds: ['listPullRequestIssues'],
});

/** The pull request operations of this resource. */
export const pullRequestOperations = [listOp, getOp, listIssuesOp] as const;

/** Pull requests of a repository and the quality changes they bring. */
export class PullRequestsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists a repository's pull requests with their analysis, page by page. */
  list(repo: RepositoryRef, options: ListPullRequestsOptions = {}, requestOptions?: RequestOptions): Paginated<PullRequestWithAnalysis, CursorPage<PullRequestWithAnalysis>> {
    return walkList(this.#http, listOp, { params: repo, query: options }, requestOptions);
  }

  /** Reads one pull request, by number, with its analysis. */
  get(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<PullRequestWithAnalysis> {
    return this.#http.call(getOp, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Lists the issues a pull request adds or fixes; each page also says whether the pull request was `analyzed`. */
  listIssues(
    repo: RepositoryRef,
    pullRequestNumber: number,
    options: ListPullRequestIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<DeltaIssue, CursorPage<DeltaIssue, { analyzed: boolean }>> {
    return walkList(this.#http, listIssuesOp, { params: { ...repo, pullRequestNumber }, query: options }, requestOptions);
  }
}
