import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { toListPage, walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getOrganization, listOrganizationPullRequests, listOrganizationRepositories, listOrganizations } from '../operations/organizations.js';
import type { Organization, OrganizationWithMeta } from '../responses/organizations.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';
import type { Repository } from '../responses/repositories.js';
import type { cursorPagingQuery, GitProvider, OrganizationRef } from '../schemas/common.js';
import type { organizationPullRequestsQuery, organizationRepositoriesQuery } from '../schemas/organizations.js';
import { cursorListStyle, type CursorPage } from '../wire.js';

/** Options of {@link OrganizationsResource.list}. */
export type ListOrganizationsOptions = z.input<typeof cursorPagingQuery>;

/**
 * Options of {@link OrganizationsResource.listRepositories}. `filter`: `Synced` (repositories the caller can
 * see on the service, the default), `NotSynced` (fetched from the git provider), `AllSynced` (all, admins only).
 * `languages` and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListOrganizationRepositoriesOptions = z.input<typeof organizationRepositoriesQuery>;

/** Options of {@link OrganizationsResource.listPullRequests}; `repositories` (names) is an array or a comma-separated string. */
export type ListOrganizationPullRequestsOptions = z.input<typeof organizationPullRequestsQuery>;

/** Organizations of the caller and their repositories and pull requests. */
export class OrganizationsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads an organization with the caller's membership and its plan. */
  get(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationWithMeta> {
    return this.#http.call(getOrganization, { params: org }, requestOptions);
  }

  /** Lists the caller's organizations on a git provider, page by page. */
  list(provider: GitProvider, options: ListOrganizationsOptions = {}, requestOptions?: RequestOptions): Paginated<Organization, CursorPage<Organization>> {
    const { cursor, limit } = options;
    return walkList(this.#http, listOrganizations, { params: { provider }, query: { cursor, limit } }, requestOptions);
  }

  /** Lists an organization's repositories (without analysis figures), page by page. */
  listRepositories(org: OrganizationRef, options: ListOrganizationRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<Repository, CursorPage<Repository>> {
    return walkList(this.#http, listOrganizationRepositories, { params: org, query: options }, requestOptions);
  }

  /**
   * Lists the latest pull requests across an organization's repositories. The API offers no cursor here:
   * this is one page of up to `limit` pull requests.
   */
  listPullRequests(org: OrganizationRef, options?: ListOrganizationPullRequestsOptions, requestOptions?: RequestOptions): ApiPromise<CursorPage<PullRequestWithAnalysis>> {
    return this.#http
      .call(listOrganizationPullRequests, { params: org, query: options }, requestOptions)
      .map((body, response) => toListPage(cursorListStyle, body, response, undefined) as CursorPage<PullRequestWithAnalysis>);
  }
}
