import { cursorPagingQuery, orgParams, repoParams } from '../schemas/common.js';
import { addRepositoryBody, getRepositoryQuery, listBranchesQuery, listRepositoriesQuery, searchRepositoriesBody } from '../schemas/repositories.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Lists an organization's repositories with analysis figures, a page at a time. */
export const listOrganizationRepositoriesWithAnalysis = defineOperation({
  id: 'repositories.list',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: listRepositoriesQuery,
  response: (r) => r.repositoryWithAnalysisPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizationRepositoriesWithAnalysis'],
});

/** Finds repositories of an organization by name, with their analysis figures, a page at a time. */
export const searchOrganizationRepositoriesWithAnalysis = defineOperation({
  id: 'repositories.search',
  method: 'POST',
  path: '/search/analysis/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: cursorPagingQuery,
  body: searchRepositoriesBody,
  response: (r) => r.repositoryWithAnalysisPageSchema,
  list: cursorListStyle,
  // A search only reads: safe to repeat after a network failure.
  idempotent: true,
  specIds: ['searchOrganizationRepositoriesWithAnalysis'],
});

/** Reads one repository with the analysis figures of a branch. */
export const getRepositoryWithAnalysis = defineOperation({
  id: 'repositories.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}',
  params: repoParams,
  query: getRepositoryQuery,
  response: (r) => r.repositoryWithAnalysisSchema,
  specIds: ['getRepositoryWithAnalysis'],
});

/** Lists the branches of a repository, a page at a time. */
export const listRepositoryBranches = defineOperation({
  id: 'repositories.listBranches',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/branches',
  params: repoParams,
  query: listBranchesQuery,
  response: (r) => r.branchPageSchema,
  list: cursorListStyle,
  specIds: ['listRepositoryBranches'],
});

/** Adds a repository of the git provider to the service. */
export const addRepository = defineOperation({
  id: 'repositories.add',
  method: 'POST',
  path: '/repositories',
  body: addRepositoryBody,
  response: (r) => r.repositorySchema,
  // The server answers with the bare repository, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['addRepository'],
});

/** Follows an added repository. */
export const followAddedRepository = defineOperation({
  id: 'repositories.follow',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/follow',
  params: repoParams,
  response: (r) => r.addedStateSchema,
  specIds: ['followAddedRepository'],
});

/** Stops following a repository. */
export const unfollowRepository = defineOperation({
  id: 'repositories.unfollow',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/follow',
  params: repoParams,
  responseType: 'none',
  specIds: ['unfollowRepository'],
});

/** Removes a repository and its analysis data from the service. */
export const deleteRepository = defineOperation({
  id: 'repositories.delete',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/repositories/{repository}',
  params: repoParams,
  responseType: 'none',
  specIds: ['deleteRepository'],
});

/** Refreshes a repository's name and visibility from the git provider. */
export const syncRepositoryWithProvider = defineOperation({
  id: 'repositories.sync',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/sync',
  params: repoParams,
  response: (r) => r.syncResultSchema,
  // The server answers with the bare result, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['syncRepositoryWithProvider'],
});
