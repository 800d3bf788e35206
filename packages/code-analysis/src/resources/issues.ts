import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getIssue, issuesOverview, searchRepositoryIssues } from '../operations/issues.js';
import type { Issue, IssuesOverview } from '../responses/issues.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { issueFiltersBody } from '../schemas/issues.js';
import type { CursorPage } from '../wire.js';

/** Which issues to search or count: by branch, pattern, language, category, level, tag or commit author. */
export type IssueFilters = z.input<typeof issueFiltersBody>;

/** Paging options of {@link IssuesResource.search}. */
export type SearchIssuesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

/** Issues found in a repository. */
export class IssuesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Searches a repository's current issues, page by page. */
  search(repo: RepositoryRef, filters: IssueFilters = {}, options: SearchIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<Issue, CursorPage<Issue>> {
    const { cursor, limit } = options;
    return walkList(this.#http, searchRepositoryIssues, { params: repo, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Counts a repository's current issues by category, language, level, tag, pattern and author. */
  overview(repo: RepositoryRef, filters: IssueFilters = {}, requestOptions?: RequestOptions): ApiPromise<IssuesOverview> {
    return this.#http.call(issuesOverview, { params: repo, body: filters }, requestOptions);
  }

  /** Reads one issue by its numeric id (the `resultDataId` of search results). */
  get(repo: RepositoryRef, issueId: number, requestOptions?: RequestOptions): ApiPromise<Issue> {
    return this.#http.call(getIssue, { params: { ...repo, issueId } }, requestOptions);
  }
}
