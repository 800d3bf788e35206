import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import { organizationPullRequestsQuery, organizationRepositoriesQuery, providerParams } from '../schemas/organizations.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Reads an organization with the caller's membership and its plan. */
export const getOrganization = defineOperation({
  id: 'organizations.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}',
  params: orgParams,
  response: (r) => r.organizationWithMetaSchema,
  specIds: ['getOrganization'],
});

/** Lists the caller's organizations on a git provider, a page at a time. */
export const listOrganizations = defineOperation({
  id: 'organizations.list',
  method: 'GET',
  path: '/user/organizations/{provider}',
  params: providerParams,
  query: cursorPagingQuery,
  response: (r) => r.organizationPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizations'],
});

/** Lists an organization's repositories (without analysis figures), a page at a time. */
export const listOrganizationRepositories = defineOperation({
  id: 'organizations.listRepositories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: organizationRepositoriesQuery,
  response: (r) => r.repositoryPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizationRepositories'],
});

/** Lists the latest pull requests across an organization's repositories: one page, without a cursor. */
export const listOrganizationPullRequests = defineOperation({
  id: 'organizations.listPullRequests',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/pull-requests',
  params: orgParams,
  query: organizationPullRequestsQuery,
  response: (r) => r.pullRequestWithAnalysisPageSchema,
  // One page and no cursor to walk on: not a list the core walks, so the body is read whole here.
  payload: 'body',
  specIds: ['listOrganizationPullRequests'],
});
