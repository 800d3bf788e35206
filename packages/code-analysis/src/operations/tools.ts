import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the analysis tools of a repository and their settings (no key needed for public repositories). */
export const listRepositoryTools = defineOperation({
  id: 'tools.list',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools',
  params: repoParams,
  response: (r) => r.toolsSchema,
  specIds: ['listRepositoryTools'],
});

/**
 * Lists the tools whose repository settings conflict with a coding standard, as tool uuids (match them with
 * the `uuid` of `tools.list`).
 */
export const listRepositoryToolConflicts = defineOperation({
  id: 'tools.listConflicts',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/conflicts',
  params: repoParams,
  response: (r) => r.toolConflictsSchema,
  specIds: ['listRepositoryToolConflicts'],
});

/**
 * Lists the tools of the service's catalogue (analysis tools of every language), page by page (no key
 * needed).
 */
export const listTools = defineOperation({
  id: 'tools.listAvailable',
  method: 'GET',
  path: '/tools',
  query: cursorPagingQuery,
  response: (r) => r.toolDefinitionPageSchema,
  list: cursorListStyle,
  specIds: ['listTools'],
});

/** Lists the service's duplication tools and the languages they cover (no key needed). */
export const listDuplicationTools = defineOperation({
  id: 'tools.listDuplicationTools',
  method: 'GET',
  path: '/duplicationTools',
  response: (r) => r.duplicationToolsSchema,
  specIds: ['listDuplicationTools'],
});

/** Lists the service's metrics tools and the languages they cover (no key needed). */
export const listMetricsTools = defineOperation({
  id: 'tools.listMetricsTools',
  method: 'GET',
  path: '/metricsTools',
  response: (r) => r.metricsToolsSchema,
  specIds: ['listMetricsTools'],
});
