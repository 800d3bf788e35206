import { commitParams } from '../schemas/commits.js';
import { cursorPagingQuery, orgParams, repoParams } from '../schemas/common.js';
import { pullRequestParams } from '../schemas/pull-requests.js';
import {
  addRepositoryBody,
  branchParams,
  buildServerAnalysisSettingBody,
  commitRangeParams,
  getRepositoryQuery,
  githubRepoParams,
  integrationSettingsBody,
  listBranchesQuery,
  listRepositoriesQuery,
  peopleSuggestionsQuery,
  qualityGateBody,
  reanalyzeCommitBody,
  repositoryLanguagesBody,
  repositoryQualitySettingsBody,
  searchRepositoriesBody,
  tokenParams,
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

/** Reads the setting "Run analysis on your build server". */
export const getBuildServerAnalysisSetting = defineOperation({
  id: 'repositories.getBuildServerAnalysisSetting',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/analysis',
  params: repoParams,
  response: (r) => r.buildServerAnalysisSettingSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getBuildServerAnalysisSetting'],
});

/** Changes the setting "Run analysis on your build server"; resolves to its new value. */
export const updateBuildServerAnalysisSetting = defineOperation({
  id: 'repositories.updateBuildServerAnalysisSetting',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/analysis',
  params: repoParams,
  body: buildServerAnalysisSettingBody,
  response: (r) => r.buildServerAnalysisSettingSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['updateBuildServerAnalysisSetting'],
});

/** Reads the quality goals of the repository. */
export const getQualitySettingsForRepository = defineOperation({
  id: 'repositories.getQualitySettings',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/repository',
  params: repoParams,
  response: (r) => r.repositoryQualitySettingsSchema,
  specIds: ['getQualitySettingsForRepository'],
});

/** Changes the quality goals of the repository; resolves to the goals now in force. */
export const updateRepositoryQualitySettings = defineOperation({
  id: 'repositories.updateQualitySettings',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/repository',
  params: repoParams,
  body: repositoryQualitySettingsBody,
  response: (r) => r.repositoryQualitySettingsSchema,
  specIds: ['updateRepositoryQualitySettings'],
});

/** Puts the quality goals of the repository back to the service's defaults and returns them. */
export const resetRepositoryQualitySettings = defineOperation({
  id: 'repositories.resetQualitySettings',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/repository/reset',
  params: repoParams,
  response: (r) => r.repositoryQualitySettingsSchema,
  specIds: ['resetRepositoryQualitySettings'],
});

/**
 * Makes a new SSH key to clone the repository with; the service adds its public half to the repository on the
 * git provider.
 */
export const regenerateRepositorySshKey = defineOperation({
  id: 'repositories.regenerateSshKey',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/ssh-repository-key',
  params: repoParams,
  response: (r) => r.sshKeySchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['regenerateRepositorySshKey'],
});

/**
 * Makes a new user SSH key to clone the repository with; the service adds its public half to the user's
 * account on the git provider (the choice for repositories with submodules).
 */
export const regenerateUserSshKey = defineOperation({
  id: 'repositories.regenerateUserSshKey',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/ssh-user-key',
  params: repoParams,
  response: (r) => r.sshKeySchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['regenerateUserSshKey'],
});

/** Reads the public SSH key generated last for the repository (a repository or a user key). */
export const getRepositoryPublicSshKey = defineOperation({
  id: 'repositories.getPublicSshKey',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/stored-ssh-key',
  params: repoParams,
  response: (r) => r.sshKeySchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositoryPublicSshKey'],
});

/** Lists the API tokens of the repository, page by page. */
export const listRepositoryApiTokens = defineOperation({
  id: 'repositories.listTokens',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/tokens',
  params: repoParams,
  response: (r) => r.apiTokenPageSchema,
  // The description gives this list no paging query: the first page asks for no cursor, and a cursor
  // the server hands back is followed as in every other list.
  list: cursorListStyle,
  specIds: ['listRepositoryApiTokens'],
});

/** Creates a repository API token; the result holds its secret. */
export const createRepositoryApiToken = defineOperation({
  id: 'repositories.createToken',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/tokens',
  params: repoParams,
  response: (r) => r.apiTokenSchema,
  specIds: ['createRepositoryApiToken'],
});

/** Deletes a repository API token by id. */
export const deleteRepositoryApiToken = defineOperation({
  id: 'repositories.deleteToken',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/tokens/{tokenId}',
  params: tokenParams,
  responseType: 'none',
  specIds: ['deleteRepositoryApiToken'],
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

/** Reads the quality gate of the repository's commits (which never has a diff coverage threshold). */
export const getCommitQualitySettings = defineOperation({
  id: 'repositories.getCommitQualitySettings',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/commits',
  params: repoParams,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['getCommitQualitySettings'],
});

/** Changes the quality gate of the repository's commits; resolves to the gate now in force. */
export const updateCommitQualitySettings = defineOperation({
  id: 'repositories.updateCommitQualitySettings',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/commits',
  params: repoParams,
  body: qualityGateBody,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['updateCommitQualitySettings'],
});

/** Puts the quality gate of the repository's commits back to the service's defaults and returns it. */
export const resetCommitsQualitySettings = defineOperation({
  id: 'repositories.resetCommitQualitySettings',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/commits/reset',
  params: repoParams,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['resetCommitsQualitySettings'],
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

/** Reads the quality gate of the repository's pull requests. */
export const getPullRequestQualitySettings = defineOperation({
  id: 'repositories.getPullRequestQualitySettings',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/pull-requests',
  params: repoParams,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['getPullRequestQualitySettings'],
});

/** Changes the quality gate of the repository's pull requests; resolves to the gate now in force. */
export const updatePullRequestQualitySettings = defineOperation({
  id: 'repositories.updatePullRequestQualitySettings',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/pull-requests',
  params: repoParams,
  body: qualityGateBody,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['updatePullRequestQualitySettings'],
});

/** Puts the quality gate of the repository's pull requests back to the service's defaults and returns it. */
export const resetPullRequestsQualitySettings = defineOperation({
  id: 'repositories.resetPullRequestQualitySettings',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/settings/quality/pull-requests/reset',
  params: repoParams,
  response: (r) => r.qualitySettingsSchema,
  specIds: ['resetPullRequestsQualitySettings'],
});

/** Creates a post-commit hook for the repository. */
export const createPostCommitHook = defineOperation({
  id: 'repositories.createPostCommitHook',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/integrations/postCommitHook',
  params: repoParams,
  responseType: 'none',
  // It creates something on the server: not repeated after a network failure, although it is a GET.
  idempotent: false,
  specIds: ['createPostCommitHook'],
});

/** Reads the git provider integration settings of the repository and who integrated it. */
export const getRepositoryIntegrationsSettings = defineOperation({
  id: 'repositories.getIntegrationSettings',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/integrations/providerSettings',
  params: repoParams,
  response: (r) => r.integrationSettingsSchema,
  // The server answers with the bare object, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositoryIntegrationsSettings'],
});

/** Turns features of the git provider integration on or off (those left out keep their value). */
export const updateRepositoryIntegrationsSettings = defineOperation({
  id: 'repositories.updateIntegrationSettings',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/integrations/providerSettings',
  params: repoParams,
  body: integrationSettingsBody,
  responseType: 'none',
  specIds: ['updateRepositoryIntegrationsSettings'],
});

/** Makes the caller's account the one the git provider integration acts with (GitLab and Bitbucket only). */
export const refreshProviderRepositoryIntegration = defineOperation({
  id: 'repositories.refreshProviderIntegration',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/integrations/refreshProvider',
  params: repoParams,
  responseType: 'none',
  specIds: ['refreshProviderRepositoryIntegration'],
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
