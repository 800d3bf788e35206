import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  addRepository,
  deleteRepository,
  followAddedRepository,
  getRepositoryWithAnalysis,
  listOrganizationRepositoriesWithAnalysis,
  listRepositoryBranches,
  searchOrganizationRepositoriesWithAnalysis,
  syncRepositoryWithProvider,
  unfollowRepository,
} from '../operations/repositories.js';
import type { AddedState, Branch, Repository, RepositoryWithAnalysis, SyncResult } from '../responses/repositories.js';
import type { OrganizationRef, RepositoryRef } from '../schemas/common.js';
import type { addRepositoryBody, getRepositoryQuery, listBranchesQuery, listRepositoriesQuery } from '../schemas/repositories.js';
import type { CursorPage } from '../wire.js';

/**
 * Options of {@link RepositoriesResource.list}. `repositories` (names; the API prefers
 * {@link RepositoriesResource.search} for this) and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListRepositoriesOptions = z.input<typeof listRepositoriesQuery>;

/** Options of {@link RepositoriesResource.search}. */
export type SearchRepositoriesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

/** Options of {@link RepositoriesResource.get}. */
export type GetRepositoryOptions = z.input<typeof getRepositoryQuery>;

/**
 * Options of {@link RepositoriesResource.listBranches}: only enabled (or disabled) branches, a name search,
 * and the order (`sort` by `name` or `last-updated`, `direction` `asc` or `desc`).
 */
export type ListBranchesOptions = z.input<typeof listBranchesQuery>;

/** What {@link RepositoriesResource.add} sends: the git provider and the repository's full path (`organization/repository`). */
export type AddRepositoryBody = z.input<typeof addRepositoryBody>;

/** Repositories: listing and searching them with their analysis figures, reading one, and managing them. */
export class RepositoriesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists an organization's repositories with analysis figures, page by page. */
  list(org: OrganizationRef, options: ListRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    return walkList(this.#http, listOrganizationRepositoriesWithAnalysis, { params: org, query: options }, requestOptions);
  }

  /** Finds repositories of an organization by name, with their analysis figures. */
  search(
    org: OrganizationRef,
    names: string[],
    options: SearchRepositoriesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    const { cursor, limit } = options;
    return walkList(this.#http, searchOrganizationRepositoriesWithAnalysis, { params: org, query: { cursor, limit }, body: { names } }, requestOptions);
  }

  /** Reads one repository with the analysis figures of a branch (by default its main branch). */
  get(repo: RepositoryRef, options?: GetRepositoryOptions, requestOptions?: RequestOptions): ApiPromise<RepositoryWithAnalysis> {
    return this.#http.call(getRepositoryWithAnalysis, { params: repo, query: options }, requestOptions);
  }

  /** Lists the branches of a repository, page by page. */
  listBranches(repo: RepositoryRef, options: ListBranchesOptions = {}, requestOptions?: RequestOptions): Paginated<Branch, CursorPage<Branch>> {
    return walkList(this.#http, listRepositoryBranches, { params: repo, query: options }, requestOptions);
  }

  /** Adds a repository of the git provider to the service, which starts its first analysis. */
  add(body: AddRepositoryBody, requestOptions?: RequestOptions): ApiPromise<Repository> {
    return this.#http.call(addRepository, { body }, requestOptions);
  }

  /** Follows an added repository; resolves to the caller's new relation to it. */
  follow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AddedState> {
    return this.#http.call(followAddedRepository, { params: repo }, requestOptions);
  }

  /** Stops following a repository. */
  unfollow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(unfollowRepository, { params: repo }, requestOptions);
  }

  /** Removes a repository and its analysis data from the service. */
  delete(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteRepository, { params: repo }, requestOptions);
  }

  /** Refreshes the repository's name and visibility from the git provider. */
  sync(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SyncResult> {
    return this.#http.call(syncRepositoryWithProvider, { params: repo }, requestOptions);
  }
}
