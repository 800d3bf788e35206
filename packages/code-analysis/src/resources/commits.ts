import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { cursorQuery, listEnvelope, repoParams, type RepositoryRef } from '../schemas/common.js';
import { commitDeltaStatisticsSchema, commitWithAnalysisSchema, deltaIssueSchema, type CommitDeltaStatistics, type CommitWithAnalysis, type DeltaIssue } from '../schemas/reports.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { ANALYSIS_REPO } from './paths.js';

const listQuery = z.object({ ...cursorQuery, branch: z.optional(z.string()) });
/** Options of {@link CommitsResource.list}. */
export type ListCommitsOptions = z.input<typeof listQuery>;

const deltaIssuesQuery = z.object({
  ...cursorQuery,
  targetCommitUuid: z.optional(z.string()),
  status: z.optional(z.enum(['all', 'new', 'fixed'])),
  onlyPotential: z.optional(z.boolean()),
});
/** Options of {@link CommitsResource.listDeltaIssues}: the commit to compare with (its parent by default), which issues, paging. */
export type ListDeltaIssuesOptions = z.input<typeof deltaIssuesQuery>;

const commitParams = z.extend(repoParams, { commitUuid: z.string().check(z.minLength(1)) });

const listOp = defineOperation({
  id: 'commits.list',
  method: 'GET',
  path: `${ANALYSIS_REPO}/commits`,
  params: repoParams,
  query: listQuery,
  response: listEnvelope(commitWithAnalysisSchema),
  list: cursorListStyle,
  specIds: ['listRepositoryCommits'],
});

const getOp = defineOperation({
  id: 'commits.get',
  method: 'GET',
  path: `${ANALYSIS_REPO}/commits/{commitUuid}`,
  params: commitParams,
  response: commitWithAnalysisSchema,
  // The server answers with the bare commit, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommit'],
});

const deltaStatisticsOp = defineOperation({
  id: 'commits.deltaStatistics',
  method: 'GET',
  path: `${ANALYSIS_REPO}/commits/{commitUuid}/deltaStatistics`,
  params: commitParams,
  response: commitDeltaStatisticsSchema,
  // The server answers with the bare statistics, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommitDeltaStatistics'],
});

const listDeltaIssuesOp = defineOperation({
  id: 'commits.listDeltaIssues',
  method: 'GET',
  path: `${ANALYSIS_REPO}/commits/{srcCommitUuid}/deltaIssues`,
  params: z.extend(repoParams, { srcCommitUuid: z.string().check(z.minLength(1)) }),
  query: deltaIssuesQuery,
  response: z.extend(listEnvelope(deltaIssueSchema), { analyzed: z.boolean() }),
  list: cursorListStyle,
  specIds: ['listCommitDeltaIssues'],
});

/** The commit operations of this resource. */
export const commitOperations = [listOp, getOp, deltaStatisticsOp, listDeltaIssuesOp] as const;

/** Analysed commits of a repository. */
export class CommitsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the analysed commits of a branch (the main one by default), newest first, page by page. */
  list(repo: RepositoryRef, options: ListCommitsOptions = {}, requestOptions?: RequestOptions): Paginated<CommitWithAnalysis, CursorPage<CommitWithAnalysis>> {
    return walkList(this.#http, listOp, { params: repo, query: options }, requestOptions);
  }

  /** Reads one commit, by SHA, with its analysis. */
  get(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<CommitWithAnalysis> {
    return this.#http.call(getOp, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /** Reads what a commit changed in issues, complexity, duplication and coverage. */
  deltaStatistics(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<CommitDeltaStatistics> {
    return this.#http.call(deltaStatisticsOp, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /** Lists the issues a commit added or fixed; each page also says whether the commit was `analyzed`. */
  listDeltaIssues(
    repo: RepositoryRef,
    commitUuid: string,
    options: ListDeltaIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<DeltaIssue, CursorPage<DeltaIssue, { analyzed: boolean }>> {
    return walkList(this.#http, listDeltaIssuesOp, { params: { ...repo, srcCommitUuid: commitUuid }, query: options }, requestOptions);
  }
}
