import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, openEnum, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { cursorQuery, listEnvelope, patternCategories, repoParams, severityLevels, type RepositoryRef } from '../schemas/common.js';
import { issueSchema, issuesOverviewSchema, type Issue, type IssuesOverview } from '../schemas/reports.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { ANALYSIS_REPO } from './paths.js';

const filtersBody = z.object({
  branchName: z.optional(z.string()),
  patternIds: z.optional(z.array(z.string())),
  languages: z.optional(z.array(z.string())),
  // The known categories are offered; the API takes any other category name too.
  categories: z.optional(z.array(openEnum(patternCategories))),
  levels: z.optional(z.array(z.enum(severityLevels))),
  tags: z.optional(z.array(z.string())),
  authorEmails: z.optional(z.array(z.string())),
});
/** Which issues to search or count: by branch, pattern, language, category, level, tag or commit author. */
export type IssueFilters = z.input<typeof filtersBody>;

/** Paging options of {@link IssuesResource.search}. */
export type SearchIssuesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

const searchOp = defineOperation({
  id: 'issues.search',
  method: 'POST',
  path: `${ANALYSIS_REPO}/issues/search`,
  params: repoParams,
  query: z.object(cursorQuery),
  body: filtersBody,
  response: listEnvelope(issueSchema),
  list: cursorListStyle,
  // A search only reads: safe to repeat after a network failure.
  idempotent: true,
  specIds: ['searchRepositoryIssues'],
});

const overviewOp = defineOperation({
  id: 'issues.overview',
  method: 'POST',
  path: `${ANALYSIS_REPO}/issues/overview`,
  params: repoParams,
  body: filtersBody,
  response: issuesOverviewSchema,
  idempotent: true,
  specIds: ['issuesOverview'],
});

const getOp = defineOperation({
  id: 'issues.get',
  method: 'GET',
  path: `${ANALYSIS_REPO}/issues/{issueId}`,
  params: z.extend(repoParams, { issueId: z.int() }),
  response: issueSchema,
  specIds: ['getIssue'],
});

/** The issue operations of this resource. */
export const issueOperations = [searchOp, overviewOp, getOp] as const;

/** Issues found in a repository. */
export class IssuesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Searches a repository's current issues, page by page. */
  search(repo: RepositoryRef, filters: IssueFilters = {}, options: SearchIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<Issue, CursorPage<Issue>> {
    const { cursor, limit } = options;
    return walkList(this.#http, searchOp, { params: repo, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Counts a repository's current issues by category, language, level, tag, pattern and author. */
  overview(repo: RepositoryRef, filters: IssueFilters = {}, requestOptions?: RequestOptions): ApiPromise<IssuesOverview> {
    return this.#http.call(overviewOp, { params: repo, body: filters }, requestOptions);
  }

  /** Reads one issue by its numeric id (the `resultDataId` of search results). */
  get(repo: RepositoryRef, issueId: number, requestOptions?: RequestOptions): ApiPromise<Issue> {
    return this.#http.call(getOp, { params: { ...repo, issueId } }, requestOptions);
  }
}
