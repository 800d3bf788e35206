import { repoParams } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

/** Lists the analysis tools of a repository and their settings. */
export const listRepositoryTools = defineOperation({
  id: 'tools.list',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools',
  params: repoParams,
  response: (r) => r.toolsSchema,
  specIds: ['listRepositoryTools'],
});

/** Lists the uuids of the tools whose repository settings conflict with a coding standard. */
export const listRepositoryToolConflicts = defineOperation({
  id: 'tools.listConflicts',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/conflicts',
  params: repoParams,
  response: (r) => r.toolConflictsSchema,
  specIds: ['listRepositoryToolConflicts'],
});
