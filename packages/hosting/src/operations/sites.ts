import * as z from 'zod/mini';
import { activityLogQuerySchema } from '../schemas/account.js';
import { pagingFields, siteParams } from '../schemas/common.js';
import { dataTransferSchema, siteCloneSchema, siteCreateSchema, siteSearchSchema, siteUpdateSchema, wordpressVersionSchema } from '../schemas/sites.js';
import { hostingBodyPages, hostingPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** Every site of the account, page by page (favourites first). */
export const listSitesOperation = defineOperation({
  id: 'sites.list',
  method: 'GET',
  path: '/sites',
  // Without `paginate` the API answers the whole list at once; a walk asks for pages unless told not to.
  query: z.extend(
    z.object({
      /** Whether the API answers in pages; with false it sends every site of the account in one answer. */
      paginate: z._default(z.boolean(), true),
    }),
    pagingFields,
  ),
  response: (r) => r.sitePageSchema,
  list: hostingPages,
  specIds: ['GET /sites'],
});
/** Sites matching filters (`{ key, value }` pairs of keys the API approves), page by page. */
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
/** One site with its settings, page views and collaborators. */
export const getSiteOperation = defineOperation({ id: 'sites.get', method: 'GET', path: '/sites/{siteId}', params: siteParams, response: (r) => r.siteSchema, specIds: ['GET /sites/{id}'] });
/** Creates a site (it starts in state `deploying`). */
export const createSiteOperation = defineOperation({ id: 'sites.create', method: 'POST', path: '/sites', body: siteCreateSchema, response: (r) => r.siteSchema, specIds: ['POST /sites'] });
/** Renames a site, or changes its PHP version or WordPress environment type. */
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
/** Takes a site offline without deleting it. */
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
/** Switches light 404 answers for missing static files on or off; returns the new state. */
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
/** Switches multisite support on or off (the site redeploys: state `deploying`). */
export const multisiteOperation = defineOperation({
  id: 'sites.toggleMultisiteSupport',
  method: 'PUT',
  path: '/sites/{siteId}/multisite-support',
  params: siteParams,
  response: (r) => r.siteSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/multisite-support'],
});
/** Switches maintenance mode on or off. Queued: the change happens shortly after. */
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
/** Installs or removes password protection of the whole site (not on sandboxes). Queued. */
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
/** Switches the model-context plugin on or off; returns the new state. */
export const mcpOperation = defineOperation({
  id: 'sites.toggleMcp',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress-mcp',
  params: siteParams,
  response: (r) => r.mcpToggleSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/wordpress-mcp'],
});
/** Marks a site as your favourite. */
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
/** Removes a site from your favourites. */
export const unfavoriteSiteOperation = defineOperation({
  id: 'sites.unfavorite',
  method: 'DELETE',
  path: '/sites/{siteId}/favorites',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/favorites'],
});
/** Copies a site into a new one (it starts in state `cloning`). */
export const cloneOperation = defineOperation({
  id: 'sites.clone',
  method: 'POST',
  path: '/sites/{siteId}/clone',
  params: siteParams,
  body: siteCloneSchema,
  response: (r) => r.siteSchema,
  specIds: ['POST /sites/{site_id}/clone'],
});
/** Copies files and database from one site onto another, overwriting it. Queued. */
export const transferOperation = defineOperation({
  id: 'sites.transfer',
  method: 'POST',
  path: '/sites/sync',
  body: dataTransferSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/sync'],
});
/** PHP versions sites can run. */
export const phpVersionsOperation = defineOperation({
  id: 'sites.phpVersions',
  method: 'GET',
  path: '/sites/php-versions',
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/php-versions'],
});
/** Datacenters sites can live in. */
export const datacentersOperation = defineOperation({
  id: 'sites.datacenters',
  method: 'GET',
  path: '/sites/datacenters',
  response: (r) => r.datacenterListSchema,
  specIds: ['GET /sites/datacenters'],
});
/** The activity log of one site (last 60 days), page by page; at most 50 per page. */
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
/** The action codes site activity logs use (for `action` filters). */
export const siteActionsOperation = defineOperation({
  id: 'sites.actions',
  method: 'GET',
  path: '/activity/site-actions',
  response: (r) => r.accountActionListSchema,
  specIds: ['GET /activity/site-actions'],
});
/** What a new site can be created with (the `install` field), e.g. `wordpress`. */
export const installOptionsOperation = defineOperation({
  id: 'sites.installOptions',
  method: 'GET',
  path: '/sites/install-options',
  response: (r) => r.stringListSchema,
  specIds: ['GET /sites/install-options'],
});
/**
 * Sets the WordPress version of a site, `{ version }`; without a version (no inputs, or `{}`), switches
 * between the stable and the beta release.
 */
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

/**
 * Asks the API whether a name is acceptable for a new site, `{ name }`, before creating it. The answer's
 * `data.valid` says so and its `message` explains a rejection. The name is sent as `name`, the field site
 * creation uses (the public description names no field). Nothing is checked locally.
 */
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
/**
 * The older conversion without a target: turns a staging or sandbox site into a live one. Prefer
 * `convert(siteId, 'live')`, which names the move.
 */
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
