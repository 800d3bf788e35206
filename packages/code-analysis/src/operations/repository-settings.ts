// The repository namespace's settings: the build server and integration settings, quality goals and gates, SSH
// keys, API tokens and the post-commit hook (the rest of the namespace is in repositories.ts).
import { repoParams } from '../schemas/common.js';
import {
  buildServerAnalysisSettingBody,
  integrationSettingsBody,
  qualityGateBody,
  repositoryQualitySettingsBody,
  tokenParams,
} from '../schemas/repositories.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

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
