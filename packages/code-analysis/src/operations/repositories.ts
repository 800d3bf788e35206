import { commitParams } from '../schemas/commits.js';
import { cursorPagingQuery, orgParams, repoParams } from '../schemas/common.js';
import { pullRequestParams } from '../schemas/pull-requests.js';
import {
  addRepositoryBody,
  branchParams,
  commitRangeParams,
  getRepositoryQuery,
  githubRepoParams,
  listBranchesQuery,
  listRepositoriesQuery,
  peopleSuggestionsQuery,
  reanalyzeCommitBody,
  repositoryLanguagesBody,
  searchRepositoriesBody,
  updateBranchBody,
} from '../schemas/repositories.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists an organization's repositories with analysis figures, page by page. */
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

/** Finds repositories of an organization by name (`names`), with their analysis figures, page by page. */
export const searchOrganizationRepositoriesWithAnalysis = defineOperation({
  id: 'repositories.search',
  method: 'POST',
  path: '/search/analysis/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: cursorPagingQuery,
  body: searchRepositoriesBody,
  response: (r) => r.repositoryWithAnalysisPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (a repository search with the names in its body)',
  specIds: ['searchOrganizationRepositoriesWithAnalysis'],
});

/** Reads one repository with the analysis figures of a branch (by default its main branch). */
export const getRepositoryWithAnalysis = defineOperation({
  id: 'repositories.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}',
  params: repoParams,
  query: getRepositoryQuery,
  response: (r) => r.repositoryWithAnalysisSchema,
  specIds: ['getRepositoryWithAnalysis'],
});

/** Lists the branches of a repository, page by page. */
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

/** Adds a repository of the git provider to the service, which starts its first analysis. */
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

/** Follows an added repository; resolves to the caller's new relation to it. */
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

/** Refreshes the repository's name and visibility from the git provider. */
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

/**
 * Asks the service to open a pull request that adds its analysis badge to the README of a public GitHub
 * repository without one. The pull request is made asynchronously and may still fail after this resolves.
 */
export const createBadgePullRequest = defineOperation({
  id: 'repositories.createBadgePullRequest',
  method: 'POST',
  path: '/organizations/gh/{organization}/repositories/{repository}/badge',
  params: githubRepoParams,
  responseType: 'none',
  specIds: ['createBadgePullRequest'],
});

/**
 * Reads the repository as the service stores it, without analysis figures (no key needed for public
 * repositories).
 */
export const getRepository = defineOperation({
  id: 'repositories.getInfo',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}',
  params: repoParams,
  response: (r) => r.repositorySchema,
  specIds: ['getRepository'],
});

/** Reads the git diff between a base and a head commit (UUIDs or SHAs). */
export const getDiffBetweenCommits = defineOperation({
  id: 'repositories.getDiff',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/base/{baseCommitUuid}/head/{headCommitUuid}/diff',
  params: commitRangeParams,
  response: (r) => r.diffSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getDiffBetweenCommits'],
});

/** Turns the analysis of a branch on or off. */
export const updateRepositoryBranchConfiguration = defineOperation({
  id: 'repositories.updateBranch',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/branches/{branchName}',
  params: branchParams,
  body: updateBranchBody,
  responseType: 'none',
  specIds: ['updateRepositoryBranchConfiguration'],
});

/** Reads which checks of the service a branch requires before a merge on the git provider. */
export const getBranchRequiredChecks = defineOperation({
  id: 'repositories.getBranchRequiredChecks',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/branches/{branchName}/required-checks',
  params: branchParams,
  response: (r) => r.branchRequiredChecksSchema,
  specIds: ['getBranchRequiredChecks'],
});

/** Makes a branch the repository's default branch; the branch must be enabled already. */
export const setRepositoryBranchAsDefault = defineOperation({
  id: 'repositories.setDefaultBranch',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/branches/{branchName}/setDefault',
  params: branchParams,
  responseType: 'none',
  specIds: ['setRepositoryBranchAsDefault'],
});

/** Asks the service to analyse a commit again, optionally with a clean cache. */
export const reanalyzeCommitById = defineOperation({
  id: 'repositories.reanalyzeCommit',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/reanalyzeCommit',
  params: repoParams,
  body: reanalyzeCommitBody,
  responseType: 'none',
  specIds: ['reanalyzeCommitById'],
});

/** Reads the git diff of a commit (UUID or SHA). */
export const getCommitDiff = defineOperation({
  id: 'repositories.getCommitDiff',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/commits/{commitUuid}/diff',
  params: commitParams,
  response: (r) => r.diffSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getCommitDiff'],
});

/** Reads the git diff of a pull request. */
export const getPullRequestDiff = defineOperation({
  id: 'repositories.getPullRequestDiff',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/pull-requests/{pullRequestNumber}/diff',
  params: pullRequestParams,
  response: (r) => r.diffSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getPullRequestDiff'],
});

/** Lists the commit authors of the repository suggested as people to add, page by page. */
export const peopleSuggestionsForRepository = defineOperation({
  id: 'repositories.listPeopleSuggestions',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/people/suggestions',
  params: repoParams,
  query: peopleSuggestionsQuery,
  response: (r) => r.suggestedAuthorPageSchema,
  list: cursorListStyle,
  specIds: ['peopleSuggestionsForRepository'],
});

/** Reads every language with its file extensions and whether the repository's analysis covers it. */
export const getRepositoryLanguages = defineOperation({
  id: 'repositories.getLanguages',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/languages',
  params: repoParams,
  response: (r) => r.repositoryLanguagesSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositoryLanguages'],
});

/** Changes the custom extensions of languages and which languages the repository's analysis covers. */
export const patchRepositoryLanguageResponseSettings = defineOperation({
  id: 'repositories.updateLanguages',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/languages',
  params: repoParams,
  body: repositoryLanguagesBody,
  responseType: 'none',
  specIds: ['patchRepositoryLanguageResponseSettings'],
});
