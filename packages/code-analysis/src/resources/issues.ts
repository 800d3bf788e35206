import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
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

/**
 * Inputs of {@link IssuesResource.search}: the {@link IssueFilters} (sent in the body) and the paging,
 * `cursor` (where to start; the walk follows the next pages itself) and `limit` (1 to 100), sent in the query.
 */
export type SearchIssuesOptions = Inputs<typeof searchRepositoryIssues>;

/** Which ignored issues to search: the issue filters, plus `ignoreReasons` (why they were ignored). */
export type IgnoredIssueFilters = z.input<typeof ignoredIssueFiltersBody>;

/** Inputs of {@link IssuesResource.searchIgnored}: the {@link IgnoredIssueFilters} and the paging (`cursor`, `limit`), side by side. */
export type SearchIgnoredIssuesOptions = Inputs<typeof searchRepositoryIgnoredIssues>;

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

  /** Searches a repository's current issues, page by page; the inputs hold the filters and the paging side by side. */
  search(repo: RepositoryRef, inputs: SearchIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<Issue, CursorPage<Issue>> {
    return walkList(this.#http, searchRepositoryIssues, { params: repo, input: inputs }, requestOptions);
  }

  /** Counts a repository's current issues by category, language, level, tag, pattern and author. */
  overview(repo: RepositoryRef, filters: IssueFilters = {}, requestOptions?: RequestOptions): ApiPromise<IssuesOverview> {
    return this.#http.call(issuesOverview, { params: repo, body: filters }, requestOptions);
  }

  /** Reads one issue by its numeric id (the `resultDataId` of search results). */
  get(repo: RepositoryRef, issueId: number, requestOptions?: RequestOptions): ApiPromise<Issue> {
    return this.#http.call(getIssue, { params: { ...repo, issueId } }, requestOptions);
  }

  /**
   * Searches a repository's ignored issues (with who ignored each, when and why), page by page; the inputs
   * hold the filters (`ignoreReasons` among them) and the paging side by side.
   */
  searchIgnored(repo: RepositoryRef, inputs: SearchIgnoredIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<IgnoredIssue, CursorPage<IgnoredIssue>> {
    return walkList(this.#http, searchRepositoryIgnoredIssues, { params: repo, input: inputs }, requestOptions);
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
