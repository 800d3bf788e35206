import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import {
  addSecurityManagerBody,
  createDastTargetBody,
  dashboardBody,
  dashboardScopeBody,
  dastTargetParams,
  dastToolParams,
  ignoreSecurityItemBody,
  listSecurityRepositoriesQuery,
  ossfScorecardBody,
  searchSecurityItemsBody,
  searchSecurityItemsQuery,
  securityItemParams,
  securityManagerParams,
  slaConfigBody,
} from '../schemas/security.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the security categories that have findings, page by page. */
export const listSecurityCategories = defineOperation({
  id: 'security.listCategories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/categories',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.securityCategoryPageSchema,
  list: cursorListStyle,
  specIds: ['listSecurityCategories'],
});

/**
 * Reads the dashboard figures: open, new and closed findings, their deadlines, and open ones by priority and
 * scan type.
 */
export const searchSecurityDashboard = defineOperation({
  id: 'security.dashboard',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/dashboard',
  params: orgParams,
  body: dashboardBody,
  response: (r) => r.securityDashboardSchema,
  idempotent: 'a POST that only reads (dashboard figures with their filters in the body)',
  specIds: ['searchSecurityDashboard'],
});

/** Lists the security categories with the most open findings (the top 10 when no filter is given). */
export const searchSecurityDashboardCategories = defineOperation({
  id: 'security.dashboardCategories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/dashboard/categories/search',
  params: orgParams,
  body: dashboardScopeBody,
  response: (r) => r.securityCategoryCountsSchema,
  idempotent: 'a POST that only reads (finding counts per category, filters in the body)',
  specIds: ['searchSecurityDashboardCategories'],
});

/** Reads how the findings evolved, one point per interval. */
export const searchSecurityDashboardHistory = defineOperation({
  id: 'security.dashboardHistory',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/dashboard/history/search',
  params: orgParams,
  body: dashboardScopeBody,
  response: (r) => r.securityHistorySchema,
  idempotent: 'a POST that only reads (the findings over time, filters in the body)',
  specIds: ['searchSecurityDashboardHistory'],
});

/** Lists the repositories with the most open findings, by priority (the top 10 when no filter is given). */
export const searchSecurityDashboardRepositories = defineOperation({
  id: 'security.dashboardRepositories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/dashboard/repositories/search',
  params: orgParams,
  body: dashboardScopeBody,
  response: (r) => r.securityRepositoryCountsSchema,
  idempotent: 'a POST that only reads (finding counts per repository, filters in the body)',
  specIds: ['searchSecurityDashboardRepositories'],
});

/** Lists the uploaded DAST reports and their processing state, newest first, page by page. */
export const listDastReports = defineOperation({
  id: 'security.listDastReports',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/dast/reports',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.dastReportPageSchema,
  list: cursorListStyle,
  specIds: ['listDastReports'],
});

/** Uploads a DAST report (multipart: the report file and its format). */
export const uploadDASTReport = defineOperation({
  id: 'security.uploadDastReport',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/tools/dast/{toolName}/reports',
  params: dastToolParams,
  // A multipart form, which the runtime encodes (boundary included).
  bodyType: 'raw',
  // The multipart form the method builds from its fields travels under this key of the inputs.
  bodyKey: 'form',
  response: (r) => r.dastReportUploadSchema,
  // The server answers with the bare `{ id }`, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['uploadDASTReport'],
});

/** Searches the organization's security findings, page by page. */
export const searchSecurityItems = defineOperation({
  id: 'security.searchItems',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/items/search',
  params: orgParams,
  query: searchSecurityItemsQuery,
  body: searchSecurityItemsBody,
  response: (r) => r.securityItemPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (a search of findings with its filters in the body)',
  specIds: ['searchSecurityItems'],
});

/** Reads one security finding by its id. */
export const getSecurityItem = defineOperation({
  id: 'security.getItem',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/items/{itemId}',
  params: securityItemParams,
  response: (r) => r.securityItemSchema,
  specIds: ['getSecurityItem'],
});

/** Ignores a security finding; resolves to the finding, now `Ignored`. */
export const ignoreSecurityItem = defineOperation({
  id: 'security.ignoreItem',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/items/{itemId}/ignore',
  params: securityItemParams,
  body: ignoreSecurityItemBody,
  response: (r) => r.securityItemSchema,
  specIds: ['ignoreSecurityItem'],
});

/** Takes back the ignoring of a finding (only an ignored one); resolves to the finding. */
export const unignoreSecurityItem = defineOperation({
  id: 'security.unignoreItem',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/items/{itemId}/unignore',
  params: securityItemParams,
  response: (r) => r.securityItemSchema,
  specIds: ['unignoreSecurityItem'],
});

/** Lists the organization admins and security managers, admins first, page by page. */
export const listSecurityManagers = defineOperation({
  id: 'security.listManagers',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/managers',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.securityManagerPageSchema,
  list: cursorListStyle,
  specIds: ['listSecurityManagers'],
});

/** Gives an organization member the security manager role. */
export const postSecurityManager = defineOperation({
  id: 'security.addManager',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/security/managers',
  params: orgParams,
  body: addSecurityManagerBody,
  responseType: 'none',
  specIds: ['postSecurityManager'],
});

/** Takes the security manager role from an organization member. */
export const deleteSecurityManager = defineOperation({
  id: 'security.removeManager',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/security/managers/{userId}',
  params: securityManagerParams,
  responseType: 'none',
  specIds: ['deleteSecurityManager'],
});

/** Lists the repositories that have security findings, page by page. */
export const listSecurityRepositories = defineOperation({
  id: 'security.listRepositories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/repositories',
  params: orgParams,
  query: listSecurityRepositoriesQuery,
  response: (r) => r.repositorySummaryPageSchema,
  list: cursorListStyle,
  specIds: ['listSecurityRepositories'],
});

/** Reads the days allowed to handle a finding, by priority (under `slaConfig`). */
export const getSLAConfig = defineOperation({
  id: 'security.getSlaConfig',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/security/sla',
  params: orgParams,
  response: (r) => r.slaConfigResponseSchema,
  // The server answers with the bare `{ slaConfig }`, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getSLAConfig'],
});

/** Changes the days allowed to handle a finding, by priority; resolves to the configuration now in force. */
export const updateSLAConfig = defineOperation({
  id: 'security.updateSlaConfig',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/security/sla',
  params: orgParams,
  body: slaConfigBody,
  response: (r) => r.slaConfigResponseSchema,
  payload: 'body',
  specIds: ['updateSLAConfig'],
});

/** Reads the OSSF Scorecard of a repository (`url`) or of a dependency (`purl`). */
export const getOssfScorecard = defineOperation({
  id: 'security.getOssfScorecard',
  method: 'POST',
  path: '/security/dependencies/ossf/scorecard',
  body: ossfScorecardBody,
  response: (r) => r.ossfScorecardSchema,
  idempotent: 'a POST that only reads (a scorecard looked up by repository URL or purl)',
  specIds: ['getOssfScorecard'],
});

/** Lists the organization's DAST targets with their analyses, page by page. */
export const getDastTargets = defineOperation({
  id: 'security.listDastTargets',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/dast/targets',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.dastTargetPageSchema,
  list: cursorListStyle,
  specIds: ['getDastTargets'],
});

/** Creates a DAST target (a web application by default). */
export const createDastTarget = defineOperation({
  id: 'security.createDastTarget',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/dast/targets',
  params: orgParams,
  body: createDastTargetBody,
  response: (r) => r.dastTargetSchema,
  specIds: ['createDastTarget'],
});

/** Deletes a DAST target. */
export const deleteDastTarget = defineOperation({
  id: 'security.deleteDastTarget',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/dast/targets/{targetId}',
  params: dastTargetParams,
  responseType: 'none',
  specIds: ['deleteDastTarget'],
});

/**
 * Queues a DAST analysis of a target; resolves to the analysis id (see `security.waitForDastAnalysis`). The
 * server answers 429 while too many are queued.
 */
export const analyzeDastTarget = defineOperation({
  id: 'security.analyzeDastTarget',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/dast/targets/{targetId}/analyze',
  params: dastTargetParams,
  response: (r) => r.dastAnalysisSchema,
  specIds: ['analyzeDastTarget'],
});
