import * as z from 'zod/mini';
import { pagingFields, siteParams } from '../schemas/common.js';
import { gitConnectSchema, gitTokenSchema, gitUpdateSchema } from '../schemas/git.js';
import { defineOperation, hostingPages } from '../wire.js';

/** Reads the repository settings of a site. */
export const getGitOperation = defineOperation({
  id: 'git.get',
  method: 'GET',
  path: '/sites/{siteId}/git',
  params: siteParams,
  response: (r) => r.gitConfigSchema,
  specIds: ['GET /sites/{site_id}/git'],
});
/** Stores a git provider access token for a site. */
export const storeTokenOperation = defineOperation({
  id: 'git.storeToken',
  method: 'POST',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  body: gitTokenSchema,
  response: (r) => r.gitTokenStoredSchema,
  specIds: ['POST /sites/{site_id}/git/token'],
});
/** Forgets the stored git token of a site. */
export const revokeTokenOperation = defineOperation({
  id: 'git.revokeToken',
  method: 'DELETE',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  response: (r) => r.gitTokenRevokedSchema,
  specIds: ['DELETE /sites/{site_id}/git/token'],
});
/** Connects a site to a repository and branch. */
export const connectOperation = defineOperation({
  id: 'git.connect',
  method: 'POST',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitConnectSchema,
  response: (r) => r.gitConfigSchema,
  specIds: ['POST /sites/{site_id}/git'],
});
/** Changes the branch or paths of a site's repository settings. */
export const updateGitOperation = defineOperation({
  id: 'git.update',
  method: 'PUT',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitUpdateSchema,
  response: (r) => r.gitConfigSchema,
  specIds: ['PUT /sites/{site_id}/git'],
});
/** Disconnects a site's repository. */
export const disconnectOperation = defineOperation({
  id: 'git.disconnect',
  method: 'DELETE',
  path: '/sites/{siteId}/git',
  params: siteParams,
  response: (r) => r.gitDisconnectedSchema,
  specIds: ['DELETE /sites/{site_id}/git'],
});
/** Lists the branches of the connected repository. */
export const branchesOperation = defineOperation({
  id: 'git.branches',
  method: 'GET',
  path: '/sites/{siteId}/git/branches',
  params: siteParams,
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/{site_id}/git/branches'],
});
/** Starts a deploy of the configured branch. */
export const deployOperation = defineOperation({
  id: 'git.deploy',
  method: 'POST',
  path: '/sites/{siteId}/git/deploy',
  params: siteParams,
  response: (r) => r.gitDeployAckSchema,
  specIds: ['POST /sites/{site_id}/git/deploy'],
});
/** Reads the deploy history of a site, one page per call. */
export const historyOperation = defineOperation({
  id: 'git.history',
  method: 'GET',
  path: '/sites/{siteId}/git/history',
  params: siteParams,
  query: z.object(pagingFields),
  response: (r) => r.gitHistoryPageSchema,
  list: hostingPages,
  specIds: ['GET /sites/{site_id}/git/history'],
});

/** Operations of the `git` namespace. */
export const gitOperations = [
  getGitOperation,
  storeTokenOperation,
  revokeTokenOperation,
  connectOperation,
  updateGitOperation,
  disconnectOperation,
  branchesOperation,
  deployOperation,
  historyOperation,
] as const;
