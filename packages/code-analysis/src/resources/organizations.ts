import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, toListPage, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { commaList, cursorQuery, limitSchema, listEnvelope, orgParams, type GitProvider, type OrganizationRef } from '../schemas/common.js';
import { repositorySchema, type Repository } from '../schemas/repositories.js';
import { organizationSchema, organizationWithMetaSchema, pullRequestWithAnalysisSchema, type Organization, type OrganizationWithMeta, type PullRequestWithAnalysis } from '../schemas/reports.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { ANALYSIS_ORG, ORG } from './paths.js';

const listQuery = z.object(cursorQuery);
/** Options of {@link OrganizationsResource.list}. */
export type ListOrganizationsOptions = z.input<typeof listQuery>;

const repositoriesQuery = z.object({
  ...cursorQuery,
  search: z.optional(z.string()),
  filter: z.optional(z.enum(['Synced', 'NotSynced', 'AllSynced'])),
  languages: commaList(z.string()),
  segments: commaList(z.union([z.string(), z.number()])),
});
/**
 * Options of {@link OrganizationsResource.listRepositories}. `filter`: `Synced` (repositories the caller can
 * see on the service, the default), `NotSynced` (fetched from the git provider), `AllSynced` (all, admins only).
 * `languages` and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListOrganizationRepositoriesOptions = z.input<typeof repositoriesQuery>;

const pullRequestsQuery = z.object({ limit: limitSchema, search: z.optional(z.string()), repositories: commaList(z.string()) });
/** Options of {@link OrganizationsResource.listPullRequests}; `repositories` (names) is an array or a comma-separated string. */
export type ListOrganizationPullRequestsOptions = z.input<typeof pullRequestsQuery>;

const getOp = defineOperation({
  id: 'organizations.get',
  method: 'GET',
  path: ORG,
  params: orgParams,
  response: organizationWithMetaSchema,
  specIds: ['getOrganization'],
});

const listOp = defineOperation({
  id: 'organizations.list',
  method: 'GET',
  path: '/user/organizations/{provider}',
  params: z.object({ provider: z.string().check(z.minLength(1)) }),
  query: listQuery,
  response: listEnvelope(organizationSchema),
  list: cursorListStyle,
  specIds: ['listOrganizations'],
});

const listRepositoriesOp = defineOperation({
  id: 'organizations.listRepositories',
  method: 'GET',
  path: `${ORG}/repositories`,
  params: orgParams,
  query: repositoriesQuery,
  response: listEnvelope(repositorySchema),
  list: cursorListStyle,
  specIds: ['listOrganizationRepositories'],
});

const listPullRequestsOp = defineOperation({
  id: 'organizations.listPullRequests',
  method: 'GET',
  path: `${ANALYSIS_ORG}/pull-requests`,
  params: orgParams,
  query: pullRequestsQuery,
  response: listEnvelope(pullRequestWithAnalysisSchema),
  // One page and no cursor to walk on: not a list the core walks, so the body is read whole here.
  payload: 'body',
  specIds: ['listOrganizationPullRequests'],
});

/** The organization operations of this resource. */
export const organizationOperations = [getOp, listOp, listRepositoriesOp, listPullRequestsOp] as const;

/** Organizations of the caller and their repositories and pull requests. */
export class OrganizationsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads an organization with the caller's membership and its plan. */
  get(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationWithMeta> {
    return this.#http.call(getOp, { params: org }, requestOptions);
  }

  /** Lists the caller's organizations on a git provider, page by page. */
  list(provider: GitProvider, options: ListOrganizationsOptions = {}, requestOptions?: RequestOptions): Paginated<Organization, CursorPage<Organization>> {
    const { cursor, limit } = options;
    return walkList(this.#http, listOp, { params: { provider }, query: { cursor, limit } }, requestOptions);
  }

  /** Lists an organization's repositories (without analysis figures), page by page. */
  listRepositories(org: OrganizationRef, options: ListOrganizationRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<Repository, CursorPage<Repository>> {
    return walkList(this.#http, listRepositoriesOp, { params: org, query: options }, requestOptions);
  }

  /**
   * Lists the latest pull requests across an organization's repositories. The API offers no cursor here:
   * this is one page of up to `limit` pull requests.
   */
  listPullRequests(org: OrganizationRef, options?: ListOrganizationPullRequestsOptions, requestOptions?: RequestOptions): ApiPromise<CursorPage<PullRequestWithAnalysis>> {
    return this.#http
      .call(listPullRequestsOp, { params: org, query: options }, requestOptions)
      .map((body, response) => toListPage(cursorListStyle, body, response, undefined) as CursorPage<PullRequestWithAnalysis>);
  }
}
