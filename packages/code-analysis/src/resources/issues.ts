import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  bulkIgnoreIssues,
  getIssue,
  getQuickfixesPatch,
  hasQuickfixSuggestions,
  ignoreFalsePositive,
  issuesOverview,
  searchRepositoryIgnoredIssues,
  searchRepositoryIssues,
  updateIssueState,
} from '../operations/issues.js';
import type { HasQuickfixSuggestions, IgnoredIssue, Issue, IssuesOverview, QuickfixPatch } from '../responses/issues.js';
import type { BranchOptions } from './analysis.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { bulkIgnoreIssuesBody, ignoredIssueFiltersBody, issueFiltersBody, issueStateBody } from '../schemas/issues.js';
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

/** Which ignored issues to search: the issue filters, plus `ignoreReasons` (why they were ignored). */
export type IgnoredIssueFilters = z.input<typeof ignoredIssueFiltersBody>;

/**
 * What {@link IssuesResource.updateState} sends: `ignored` (true to ignore the issue, false to bring it
 * back), and for an ignore a `reason` (`AcceptedUse`, `FalsePositive`, `NotExploitable`, `TestCode`,
 * `ExternalCode`) and a `comment`.
 */
export type IssueStateBody = z.input<typeof issueStateBody>;

/** What {@link IssuesResource.bulkIgnore} sends: up to 50 `issueIds`, and an optional `reason` and `comment`. */
export type BulkIgnoreIssuesBody = z.input<typeof bulkIgnoreIssuesBody>;

/** Issues found in a repository: searching, counting, ignoring them, and their quick fixes. */
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

  /** Searches a repository's ignored issues (with who ignored each, when and why), page by page. */
  searchIgnored(
    repo: RepositoryRef,
    filters: IgnoredIssueFilters = {},
    options: SearchIssuesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<IgnoredIssue, CursorPage<IgnoredIssue>> {
    const { cursor, limit } = options;
    return walkList(this.#http, searchRepositoryIgnoredIssues, { params: repo, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Ignores up to 50 issues at once, by their `issueId`. */
  bulkIgnore(repo: RepositoryRef, body: BulkIgnoreIssuesBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(bulkIgnoreIssues, { params: repo, body }, requestOptions);
  }

  /** Says whether the service has quick fixes for the issues of a branch (the main one by default). */
  hasSuggestions(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<HasQuickfixSuggestions> {
    return this.#http.call(hasQuickfixSuggestions, { params: repo, query: options }, requestOptions);
  }

  /** Reads the quick fixes of a branch's issues (the main one by default) as one Base64-encoded patch. */
  quickfixesPatch(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<QuickfixPatch> {
    return this.#http.call(getQuickfixesPatch, { params: repo, query: options }, requestOptions);
  }

  /** Ignores an issue, by its `issueId`, or brings an ignored one back (`ignored: false`). */
  updateState(repo: RepositoryRef, issueId: string, body: IssueStateBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateIssueState, { params: { ...repo, issueId }, body }, requestOptions);
  }

  /** Dismisses the verdict that an issue is probably a false positive; the issue stays open. */
  ignoreFalsePositive(repo: RepositoryRef, issueId: string, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(ignoreFalsePositive, { params: { ...repo, issueId } }, requestOptions);
  }
}
