import * as z from 'zod/mini';
import { pagingFields, siteParams } from '../schemas/common.js';
import { gitConnectSchema, gitTokenSchema, gitUpdateSchema } from '../schemas/git.js';
import { hostingPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** The site's repository settings. */
export const getGitOperation = defineOperation({
  id: 'git.get',
  method: 'GET',
  path: '/sites/{siteId}/git',
  params: siteParams,
  response: (r) => r.gitConfigSchema,
  specIds: ['GET /sites/{site_id}/git'],
});
/** Stores a git provider access token for this site, `{ token }` (needed before connecting). */
export const storeTokenOperation = defineOperation({
  id: 'git.storeToken',
  method: 'POST',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  body: gitTokenSchema,
  response: (r) => r.gitTokenStoredSchema,
  specIds: ['POST /sites/{site_id}/git/token'],
});
/** Forgets the stored token of this site only. */
export const revokeTokenOperation = defineOperation({
  id: 'git.revokeToken',
  method: 'DELETE',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  response: (r) => r.gitTokenRevokedSchema,
  specIds: ['DELETE /sites/{site_id}/git/token'],
});
/** Connects the site to a repository and branch, which starts a first deploy. */
export const connectOperation = defineOperation({
  id: 'git.connect',
  method: 'POST',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitConnectSchema,
  response: (r) => r.gitConfigSchema,
  specIds: ['POST /sites/{site_id}/git'],
});
/** Changes branch or paths; omitted fields stay, an empty string clears a path. */
export const updateGitOperation = defineOperation({
  id: 'git.update',
  method: 'PUT',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitUpdateSchema,
  response: (r) => r.gitConfigSchema,
  specIds: ['PUT /sites/{site_id}/git'],
});
/** Disconnects the repository (and forgets the stored token). */
export const disconnectOperation = defineOperation({
  id: 'git.disconnect',
  method: 'DELETE',
  path: '/sites/{siteId}/git',
  params: siteParams,
  response: (r) => r.gitDisconnectedSchema,
  specIds: ['DELETE /sites/{site_id}/git'],
});
/** Branch names of the connected repository. */
export const branchesOperation = defineOperation({
  id: 'git.branches',
  method: 'GET',
  path: '/sites/{siteId}/git/branches',
  params: siteParams,
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/{site_id}/git/branches'],
});
/** Starts a deploy of the configured branch; returns its id with state `processing`. */
export const deployOperation = defineOperation({
  id: 'git.deploy',
  method: 'POST',
  path: '/sites/{siteId}/git/deploy',
  params: siteParams,
  response: (r) => r.gitDeployAckSchema,
  specIds: ['POST /sites/{site_id}/git/deploy'],
});
/** Past deploys, newest first, page by page. */
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
