import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, openEnum, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { commaList, cursorQuery, listEnvelope, orgParams, repoParams, sortDirectionSchema, type OrganizationRef, type RepositoryRef } from '../schemas/common.js';
import {
  addedStateSchema,
  branchSchema,
  repositorySchema,
  repositoryWithAnalysisSchema,
  syncResultSchema,
  type AddedState,
  type Branch,
  type Repository,
  type RepositoryWithAnalysis,
  type SyncResult,
} from '../schemas/repositories.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { ANALYSIS_ORG, ANALYSIS_REPO, REPO } from './paths.js';

const listQuery = z.object({
  ...cursorQuery,
  search: z.optional(z.string()),
  repositories: commaList(z.string()),
  segments: commaList(z.union([z.string(), z.number()])),
});
/**
 * Options of {@link RepositoriesResource.list}. `repositories` (names; the API prefers
 * {@link RepositoriesResource.search} for this) and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListRepositoriesOptions = z.input<typeof listQuery>;

/** Options of {@link RepositoriesResource.search}. */
export type SearchRepositoriesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

const getQuery = z.object({ branch: z.optional(z.string()) });
/** Options of {@link RepositoriesResource.get}. */
export type GetRepositoryOptions = z.input<typeof getQuery>;

const branchesQuery = z.object({
  ...cursorQuery,
  enabled: z.optional(z.boolean()),
  search: z.optional(z.string()),
  /** What to order the branches by: `name` or `last-updated`. */
  sort: z.optional(openEnum(['name', 'last-updated'])),
  /** `asc` or `desc`. */
  direction: sortDirectionSchema,
});
/**
 * Options of {@link RepositoriesResource.listBranches}: only enabled (or disabled) branches, a name search,
 * and the order (`sort` by `name` or `last-updated`, `direction` `asc` or `desc`).
 */
export type ListBranchesOptions = z.input<typeof branchesQuery>;

const addBody = z.object({ provider: z.string(), repositoryFullPath: z.string() });
/** What {@link RepositoriesResource.add} sends: the git provider and the repository's full path (`organization/repository`). */
export type AddRepositoryBody = z.input<typeof addBody>;

const listOp = defineOperation({
  id: 'repositories.list',
  method: 'GET',
  path: `${ANALYSIS_ORG}/repositories`,
  params: orgParams,
  query: listQuery,
  response: listEnvelope(repositoryWithAnalysisSchema),
  list: cursorListStyle,
  specIds: ['listOrganizationRepositoriesWithAnalysis'],
});

const searchOp = defineOperation({
  id: 'repositories.search',
  method: 'POST',
  path: '/search/analysis/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: z.object(cursorQuery),
  // `names` may be left out of the body as the API describes it; `search` always sends the names asked for.
  body: z.object({ names: z.optional(z.array(z.string())) }),
  response: listEnvelope(repositoryWithAnalysisSchema),
  list: cursorListStyle,
  // A search only reads: safe to repeat after a network failure.
  idempotent: true,
  specIds: ['searchOrganizationRepositoriesWithAnalysis'],
});

const getOp = defineOperation({
  id: 'repositories.get',
  method: 'GET',
  path: ANALYSIS_REPO,
  params: repoParams,
  query: getQuery,
  response: repositoryWithAnalysisSchema,
  specIds: ['getRepositoryWithAnalysis'],
});

const listBranchesOp = defineOperation({
  id: 'repositories.listBranches',
  method: 'GET',
  path: `${REPO}/branches`,
  params: repoParams,
  query: branchesQuery,
  response: listEnvelope(branchSchema),
  list: cursorListStyle,
  specIds: ['listRepositoryBranches'],
});

const addOp = defineOperation({
  id: 'repositories.add',
  method: 'POST',
  path: '/repositories',
  body: addBody,
  response: repositorySchema,
  // The server answers with the bare repository, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['addRepository'],
});

const followOp = defineOperation({
  id: 'repositories.follow',
  method: 'POST',
  path: `${REPO}/follow`,
  params: repoParams,
  response: addedStateSchema,
  specIds: ['followAddedRepository'],
});

const unfollowOp = defineOperation({
  id: 'repositories.unfollow',
  method: 'DELETE',
  path: `${REPO}/follow`,
  params: repoParams,
  responseType: 'none',
  specIds: ['unfollowRepository'],
});

const deleteOp = defineOperation({
  id: 'repositories.delete',
  method: 'DELETE',
  path: REPO,
  params: repoParams,
  responseType: 'none',
  specIds: ['deleteRepository'],
});

const syncOp = defineOperation({
  id: 'repositories.sync',
  method: 'POST',
  path: `${REPO}/settings/sync`,
  params: repoParams,
  response: syncResultSchema,
  // The server answers with the bare result, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['syncRepositoryWithProvider'],
});

/** The repository operations of this resource, for tests, fakes and coverage. */
export const repositoryOperations = [listOp, searchOp, getOp, listBranchesOp, addOp, followOp, unfollowOp, deleteOp, syncOp] as const;

/** Repositories: listing and searching them with their analysis figures, reading one, and managing them. */
export class RepositoriesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists an organization's repositories with analysis figures, page by page. */
  list(org: OrganizationRef, options: ListRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    return walkList(this.#http, listOp, { params: org, query: options }, requestOptions);
  }

  /** Finds repositories of an organization by name, with their analysis figures. */
  search(
    org: OrganizationRef,
    names: string[],
    options: SearchRepositoriesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    const { cursor, limit } = options;
    return walkList(this.#http, searchOp, { params: org, query: { cursor, limit }, body: { names } }, requestOptions);
  }

  /** Reads one repository with the analysis figures of a branch (by default its main branch). */
  get(repo: RepositoryRef, options?: GetRepositoryOptions, requestOptions?: RequestOptions): ApiPromise<RepositoryWithAnalysis> {
    return this.#http.call(getOp, { params: repo, query: options }, requestOptions);
  }

  /** Lists the branches of a repository, page by page. */
  listBranches(repo: RepositoryRef, options: ListBranchesOptions = {}, requestOptions?: RequestOptions): Paginated<Branch, CursorPage<Branch>> {
    return walkList(this.#http, listBranchesOp, { params: repo, query: options }, requestOptions);
  }

  /** Adds a repository of the git provider to the service, which starts its first analysis. */
  add(body: AddRepositoryBody, requestOptions?: RequestOptions): ApiPromise<Repository> {
    return this.#http.call(addOp, { body }, requestOptions);
  }

  /** Follows an added repository; resolves to the caller's new relation to it. */
  follow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AddedState> {
    return this.#http.call(followOp, { params: repo }, requestOptions);
  }

  /** Stops following a repository. */
  unfollow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(unfollowOp, { params: repo }, requestOptions);
  }

  /** Removes a repository and its analysis data from the service. */
  delete(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteOp, { params: repo }, requestOptions);
  }

  /** Refreshes the repository's name and visibility from the git provider. */
  sync(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SyncResult> {
    return this.#http.call(syncOp, { params: repo }, requestOptions);
  }
}
