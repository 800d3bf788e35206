import * as z from 'zod/mini';
import { activityLogQuerySchema } from '../schemas/account.js';
import { pagingFields, siteParams } from '../schemas/common.js';
import { dataTransferSchema, siteCloneSchema, siteCreateSchema, siteSearchSchema, siteUpdateSchema, wordpressVersionSchema } from '../schemas/sites.js';
import { defineOperation, hostingBodyPages, hostingPages } from '../wire.js';

/** Lists the sites of the account, one page per call. */
export const listSitesOperation = defineOperation({
  id: 'sites.list',
  method: 'GET',
  path: '/sites',
  query: z.extend(z.object({ paginate: z.optional(z.boolean()) }), pagingFields),
  response: (r) => r.sitePageSchema,
  list: hostingPages,
  specIds: ['GET /sites'],
});
/** Finds sites by filters, one page per call. */
export const searchOperation = defineOperation({
  id: 'sites.search',
  method: 'POST',
  path: '/sites/search',
  body: siteSearchSchema,
  list: hostingBodyPages,
  response: (r) => r.sitePageSchema,
  idempotent: 'a POST that only reads (a site search with its filters in the body)',
  specIds: ['POST /sites/search'],
});
/** Gets one site. */
export const getSiteOperation = defineOperation({ id: 'sites.get', method: 'GET', path: '/sites/{siteId}', params: siteParams, response: (r) => r.siteSchema, specIds: ['GET /sites/{id}'] });
/** Creates a site. */
export const createSiteOperation = defineOperation({ id: 'sites.create', method: 'POST', path: '/sites', body: siteCreateSchema, response: (r) => r.siteSchema, specIds: ['POST /sites'] });
/** Renames a site or changes its PHP version or environment type. */
export const updateSiteOperation = defineOperation({
  id: 'sites.update',
  method: 'PUT',
  path: '/sites/{siteId}',
  params: siteParams,
  body: siteUpdateSchema,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}'],
});
/** Deletes a site. */
export const deleteSiteOperation = defineOperation({
  id: 'sites.delete',
  method: 'DELETE',
  path: '/sites/{siteId}',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{id}'],
});
/** Brings a disabled site back online. */
export const enableOperation = defineOperation({
  id: 'sites.enable',
  method: 'PUT',
  path: '/sites/{siteId}/enable',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/enable'],
});
/** Takes a site offline. */
export const disableOperation = defineOperation({
  id: 'sites.disable',
  method: 'PUT',
  path: '/sites/{siteId}/disable',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/disable'],
});

/** Turns a site into a sandbox. */
export const convertToSandboxOperation = defineOperation({
  id: 'sites.convertToSandbox',
  method: 'PUT',
  path: '/sites/{siteId}/convert/sandbox',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/convert/sandbox'],
});
/** Turns a site into a live site. */
export const convertToLiveOperation = defineOperation({
  id: 'sites.convertToLive',
  method: 'PUT',
  path: '/sites/{siteId}/convert/live',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/convert/live'],
});
/** Turns a site into a staging site. */
export const convertToStagingOperation = defineOperation({
  id: 'sites.convertToStaging',
  method: 'PUT',
  path: '/sites/{siteId}/convert/staging',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/convert/staging'],
});
/** Turns a sandbox into a reusable template (`duplikit`). */
export const convertToTemplateOperation = defineOperation({
  id: 'sites.convertToTemplate',
  method: 'PUT',
  path: '/sites/{siteId}/convert/duplikit',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/convert/duplikit'],
});

/** The conversions of a site, one operation per target type. */
export const convertOperations = {
  sandbox: convertToSandboxOperation,
  live: convertToLiveOperation,
  staging: convertToStagingOperation,
  duplikit: convertToTemplateOperation,
} as const;

/** Empties the object cache of a site. */
export const flushObjectCacheOperation = defineOperation({
  id: 'sites.flushObjectCache',
  method: 'DELETE',
  path: '/sites/{siteId}/object-cache',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/object-cache'],
});
/** Toggles light 404 answers for missing static files. */
export const lightWeight404Operation = defineOperation({
  id: 'sites.toggleLightWeight404',
  method: 'PUT',
  path: '/sites/{siteId}/light_weight_404',
  params: siteParams,
  response: (r) => r.lightWeight404Schema,
  // A toggle: repeating it undoes it.
  idempotent: false,
  specIds: ['PUT /sites/{id}/light_weight_404'],
});
/** Toggles multisite support. */
export const multisiteOperation = defineOperation({
  id: 'sites.toggleMultisiteSupport',
  method: 'PUT',
  path: '/sites/{siteId}/multisite-support',
  params: siteParams,
  response: (r) => r.siteSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/multisite-support'],
});
/** Toggles maintenance mode. */
export const maintenanceModeOperation = defineOperation({
  id: 'sites.toggleMaintenanceMode',
  method: 'PUT',
  path: '/sites/{siteId}/maintenance-mode',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/maintenance-mode'],
});
/** Toggles password protection of the whole site. */
export const basicAuthOperation = defineOperation({
  id: 'sites.toggleBasicAuthentication',
  method: 'PUT',
  path: '/sites/{siteId}/basic-authentication',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/basic-authentication'],
});
/** Toggles the model-context plugin. */
export const mcpOperation = defineOperation({
  id: 'sites.toggleMcp',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress-mcp',
  params: siteParams,
  response: (r) => r.mcpToggleSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/wordpress-mcp'],
});
/** Marks a site as a favourite. */
export const favoriteSiteOperation = defineOperation({
  id: 'sites.favorite',
  method: 'POST',
  path: '/sites/{siteId}/favorites',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  idempotent: 'marks the site as a favourite: a second mark leaves it marked',
  specIds: ['POST /sites/{id}/favorites'],
});
/** Removes a site from the favourites. */
export const unfavoriteSiteOperation = defineOperation({
  id: 'sites.unfavorite',
  method: 'DELETE',
  path: '/sites/{siteId}/favorites',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/favorites'],
});
/** Copies a site into a new one. */
export const cloneOperation = defineOperation({
  id: 'sites.clone',
  method: 'POST',
  path: '/sites/{siteId}/clone',
  params: siteParams,
  body: siteCloneSchema,
  response: (r) => r.siteSchema,
  specIds: ['POST /sites/{site_id}/clone'],
});
/** Copies files and database from one site onto another. */
export const transferOperation = defineOperation({
  id: 'sites.transfer',
  method: 'POST',
  path: '/sites/sync',
  body: dataTransferSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/sync'],
});
/** Lists the PHP versions sites can run. */
export const phpVersionsOperation = defineOperation({
  id: 'sites.phpVersions',
  method: 'GET',
  path: '/sites/php-versions',
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/php-versions'],
});
/** Lists the datacenters sites can live in. */
export const datacentersOperation = defineOperation({
  id: 'sites.datacenters',
  method: 'GET',
  path: '/sites/datacenters',
  response: (r) => r.datacenterListSchema,
  specIds: ['GET /sites/datacenters'],
});
/** Reads the activity log of a site, one page per call. */
export const siteActivityLogsOperation = defineOperation({
  id: 'sites.activityLogs',
  method: 'POST',
  path: '/sites/{siteId}/logs/activity',
  params: siteParams,
  body: activityLogQuerySchema,
  list: hostingBodyPages,
  response: (r) => r.activityLogPageSchema,
  idempotent: 'a POST that only reads (the site activity log, with its filters and page in the body)',
  specIds: ['POST /sites/{id}/logs/activity'],
});
/** Lists the action codes of site activity logs. */
export const siteActionsOperation = defineOperation({
  id: 'sites.actions',
  method: 'GET',
  path: '/activity/site-actions',
  response: (r) => r.accountActionListSchema,
  specIds: ['GET /activity/site-actions'],
});
/** Lists what a new site can be created with. */
export const installOptionsOperation = defineOperation({
  id: 'sites.installOptions',
  method: 'GET',
  path: '/sites/install-options',
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/install-options'],
});
/** Sets or toggles the WordPress version of a site. */
export const wordpressVersionOperation = defineOperation({
  id: 'sites.setWordpressVersion',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/version',
  params: siteParams,
  body: wordpressVersionSchema,
  response: (r) => r.siteSchema,
  // Without a version this toggles, so it is not safe to repeat blindly.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/wordpress/version'],
});

/** Asks whether a name is acceptable for a new site. */
export const validateNameOperation = defineOperation({
  id: 'sites.validateName',
  method: 'POST',
  path: '/sites/validate',
  body: z.object({ name: z.string() }),
  payload: 'body',
  response: (r) => r.nameValidationSchema,
  idempotent: 'a POST that only reads: it checks a name and creates nothing',
  specIds: ['POST /sites/validate'],
});
/** Turns a staging or sandbox site into a live one (the older conversion). */
export const makeLiveOperation = defineOperation({
  id: 'sites.makeLive',
  method: 'PUT',
  path: '/sites/{siteId}/convert',
  params: siteParams,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/convert'],
});

/** Operations of the `sites` namespace. */
export const sitesOperations = [
  listSitesOperation,
  searchOperation,
  getSiteOperation,
  createSiteOperation,
  updateSiteOperation,
  deleteSiteOperation,
  enableOperation,
  disableOperation,
  convertToSandboxOperation,
  convertToLiveOperation,
  convertToStagingOperation,
  convertToTemplateOperation,
  flushObjectCacheOperation,
  lightWeight404Operation,
  multisiteOperation,
  maintenanceModeOperation,
  basicAuthOperation,
  mcpOperation,
  favoriteSiteOperation,
  unfavoriteSiteOperation,
  cloneOperation,
  transferOperation,
  phpVersionsOperation,
  datacentersOperation,
  wordpressVersionOperation,
  siteActivityLogsOperation,
  siteActionsOperation,
  installOptionsOperation,
  validateNameOperation,
  makeLiveOperation,
] as const;
