import { type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { pageList } from '../internal.js';
import { acknowledgementSchema, listEnvelope, pagingFields, siteParams, type Acknowledgement, type HostingPage } from '../schemas/common.js';
import {
  conversionTargetSchema,
  dataTransferSchema,
  datacenterSchema,
  lightWeight404Schema,
  mcpToggleSchema,
  siteCloneSchema,
  siteCreateSchema,
  siteSchema,
  siteSearchSchema,
  siteUpdateSchema,
  wordpressVersionSchema,
  type ConversionTarget,
  type DataTransfer,
  type Datacenter,
  type Site,
  type SiteClone,
  type SiteCreate,
  type SiteListQuery,
  type SiteSearch,
  type SiteUpdate,
} from '../schemas/sites.js';
import { ApiPromise, ValidationError } from '@typed-api/core';
import { toValidationIssues } from '@typed-api/core/internal';
import { nameValidationSchema, type NameValidation } from '../schemas/site-access.js';
import { accountActionSchema, activityLogEntrySchema, activityLogQuerySchema, type AccountAction, type ActivityLogEntry, type ActivityLogQuery } from '../schemas/account.js';

const listOperation = defineOperation({
  id: 'sites.list',
  method: 'GET',
  path: '/sites',
  query: z.object({ paginate: z.optional(z.boolean()), ...pagingFields }),
  unwrap: false,
  response: listEnvelope(siteSchema),
  specIds: ['GET /sites'],
});
const searchOperation = defineOperation({
  id: 'sites.search',
  method: 'POST',
  path: '/sites/search',
  body: siteSearchSchema,
  unwrap: false,
  response: listEnvelope(siteSchema),
  idempotent: true,
  specIds: ['POST /sites/search'],
});
const getOperation = defineOperation({ id: 'sites.get', method: 'GET', path: '/sites/{siteId}', params: siteParams, response: siteSchema, specIds: ['GET /sites/{id}'] });
const createOperation = defineOperation({ id: 'sites.create', method: 'POST', path: '/sites', body: siteCreateSchema, response: siteSchema, specIds: ['POST /sites'] });
const updateOperation = defineOperation({
  id: 'sites.update',
  method: 'PUT',
  path: '/sites/{siteId}',
  params: siteParams,
  body: siteUpdateSchema,
  response: siteSchema,
  specIds: ['PUT /sites/{id}'],
});
const deleteOperation = defineOperation({
  id: 'sites.delete',
  method: 'DELETE',
  path: '/sites/{siteId}',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{id}'],
});
const enableOperation = defineOperation({
  id: 'sites.enable',
  method: 'PUT',
  path: '/sites/{siteId}/enable',
  params: siteParams,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/enable'],
});
const disableOperation = defineOperation({
  id: 'sites.disable',
  method: 'PUT',
  path: '/sites/{siteId}/disable',
  params: siteParams,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/disable'],
});

const convertOperations = {
  sandbox: defineOperation({
    id: 'sites.convertToSandbox',
    method: 'PUT',
    path: '/sites/{siteId}/convert/sandbox',
    params: siteParams,
    response: siteSchema,
    specIds: ['PUT /sites/{id}/convert/sandbox'],
  }),
  live: defineOperation({
    id: 'sites.convertToLive',
    method: 'PUT',
    path: '/sites/{siteId}/convert/live',
    params: siteParams,
    response: siteSchema,
    specIds: ['PUT /sites/{id}/convert/live'],
  }),
  staging: defineOperation({
    id: 'sites.convertToStaging',
    method: 'PUT',
    path: '/sites/{siteId}/convert/staging',
    params: siteParams,
    response: siteSchema,
    specIds: ['PUT /sites/{id}/convert/staging'],
  }),
  duplikit: defineOperation({
    id: 'sites.convertToTemplate',
    method: 'PUT',
    path: '/sites/{siteId}/convert/duplikit',
    params: siteParams,
    response: siteSchema,
    specIds: ['PUT /sites/{id}/convert/duplikit'],
  }),
} as const;

const flushObjectCacheOperation = defineOperation({
  id: 'sites.flushObjectCache',
  method: 'DELETE',
  path: '/sites/{siteId}/object-cache',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/object-cache'],
});
const lightWeight404Operation = defineOperation({
  id: 'sites.toggleLightWeight404',
  method: 'PUT',
  path: '/sites/{siteId}/light_weight_404',
  params: siteParams,
  response: lightWeight404Schema,
  // A toggle: repeating it undoes it.
  idempotent: false,
  specIds: ['PUT /sites/{id}/light_weight_404'],
});
const multisiteOperation = defineOperation({
  id: 'sites.toggleMultisiteSupport',
  method: 'PUT',
  path: '/sites/{siteId}/multisite-support',
  params: siteParams,
  response: siteSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/multisite-support'],
});
const maintenanceModeOperation = defineOperation({
  id: 'sites.toggleMaintenanceMode',
  method: 'PUT',
  path: '/sites/{siteId}/maintenance-mode',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/maintenance-mode'],
});
const basicAuthOperation = defineOperation({
  id: 'sites.toggleBasicAuthentication',
  method: 'PUT',
  path: '/sites/{siteId}/basic-authentication',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/basic-authentication'],
});
const mcpOperation = defineOperation({
  id: 'sites.toggleMcp',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress-mcp',
  params: siteParams,
  response: mcpToggleSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/wordpress-mcp'],
});
const favoriteOperation = defineOperation({
  id: 'sites.favorite',
  method: 'POST',
  path: '/sites/{siteId}/favorites',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  idempotent: true,
  specIds: ['POST /sites/{id}/favorites'],
});
const unfavoriteOperation = defineOperation({
  id: 'sites.unfavorite',
  method: 'DELETE',
  path: '/sites/{siteId}/favorites',
  params: siteParams,
  unwrap: false,
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/favorites'],
});
const cloneOperation = defineOperation({
  id: 'sites.clone',
  method: 'POST',
  path: '/sites/{siteId}/clone',
  params: siteParams,
  body: siteCloneSchema,
  response: siteSchema,
  specIds: ['POST /sites/{site_id}/clone'],
});
const transferOperation = defineOperation({
  id: 'sites.transfer',
  method: 'POST',
  path: '/sites/sync',
  body: dataTransferSchema,
  unwrap: false,
  response: acknowledgementSchema,
  specIds: ['POST /sites/sync'],
});
const phpVersionsOperation = defineOperation({
  id: 'sites.phpVersions',
  method: 'GET',
  path: '/sites/php-versions',
  response: z.array(z.string()),
  specIds: ['GET /sites/php-versions'],
});
const datacentersOperation = defineOperation({
  id: 'sites.datacenters',
  method: 'GET',
  path: '/sites/datacenters',
  response: z.array(datacenterSchema),
  specIds: ['GET /sites/datacenters'],
});
const activityLogsOperation = defineOperation({
  id: 'sites.activityLogs',
  method: 'POST',
  path: '/sites/{siteId}/logs/activity',
  params: siteParams,
  body: activityLogQuerySchema,
  unwrap: false,
  response: listEnvelope(activityLogEntrySchema),
  idempotent: true,
  specIds: ['POST /sites/{id}/logs/activity'],
});
const actionsOperation = defineOperation({
  id: 'sites.actions',
  method: 'GET',
  path: '/activity/site-actions',
  response: z.array(accountActionSchema),
  specIds: ['GET /activity/site-actions'],
});
const installOptionsOperation = defineOperation({
  id: 'sites.installOptions',
  method: 'GET',
  path: '/sites/install-options',
  response: z.array(z.string()),
  specIds: ['GET /sites/install-options'],
});
const wordpressVersionOperation = defineOperation({
  id: 'sites.setWordpressVersion',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/version',
  params: siteParams,
  body: wordpressVersionSchema,
  response: siteSchema,
  // Without a version this toggles, so it is not safe to repeat blindly.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/wordpress/version'],
});

const validateNameOperation = defineOperation({
  id: 'sites.validateName',
  method: 'POST',
  path: '/sites/validate',
  body: z.object({ name: z.string() }),
  unwrap: false,
  response: nameValidationSchema,
  idempotent: true,
  specIds: ['POST /sites/validate'],
});
const makeLiveOperation = defineOperation({
  id: 'sites.makeLive',
  method: 'PUT',
  path: '/sites/{siteId}/convert',
  params: siteParams,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/convert'],
});

/** Operations of the `sites` namespace. */
export const sitesOperations = [
  listOperation,
  searchOperation,
  getOperation,
  createOperation,
  updateOperation,
  deleteOperation,
  enableOperation,
  disableOperation,
  ...Object.values(convertOperations),
  flushObjectCacheOperation,
  lightWeight404Operation,
  multisiteOperation,
  maintenanceModeOperation,
  basicAuthOperation,
  mcpOperation,
  favoriteOperation,
  unfavoriteOperation,
  cloneOperation,
  transferOperation,
  phpVersionsOperation,
  datacentersOperation,
  wordpressVersionOperation,
  activityLogsOperation,
  actionsOperation,
  installOptionsOperation,
  validateNameOperation,
  makeLiveOperation,
] as const;

/** The account's sites: listing, settings, conversions, clones, toggles and transfers. */
export class Sites {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Every site of the account, page by page (favourites first). */
  list(query: SiteListQuery = {}, options?: RequestOptions): Paginated<Site, HostingPage<Site>> {
    return pageList(query.page, (page) => this.#http.call(listOperation, { query: { ...query, paginate: true, page } }, options));
  }

  /** Sites matching filters (`{ key, value }` pairs of keys the API approves), page by page. */
  search(body: SiteSearch = {}, options?: RequestOptions): Paginated<Site, HostingPage<Site>> {
    return pageList(body.page, (page) => this.#http.call(searchOperation, { body: { ...body, page } }, options));
  }

  /** One site with its settings, page views and collaborators. */
  get(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(getOperation, { params: { siteId } }, options);
  }

  /** Creates a site (it starts in state `deploying`). */
  create(body: SiteCreate, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(createOperation, { body }, options);
  }

  /** Renames a site, or changes its PHP version or WordPress environment type. */
  update(siteId: number, body: SiteUpdate, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(updateOperation, { params: { siteId }, body }, options);
  }

  /** Deletes a site. */
  delete(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId } }, options);
  }

  /** Brings a disabled site back online. */
  enable(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(enableOperation, { params: { siteId } }, options);
  }

  /** Takes a site offline without deleting it. */
  disable(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(disableOperation, { params: { siteId } }, options);
  }

  /**
   * Changes the type of a site (needs the owner scope). Allowed: live → sandbox or staging (after its DNS
   * records are removed), staging → sandbox, sandbox → live or staging, sandbox → `duplikit` (template).
   */
  convert(siteId: number, target: ConversionTarget, options?: RequestOptions): ApiPromise<Site> {
    const parsed = z.safeParse(conversionTargetSchema, target);
    if (!parsed.success) {
      // Rejected like every other bad input: through the returned promise, with nothing sent.
      return new ApiPromise(Promise.reject(new ValidationError('Invalid arguments for sites.convert', toValidationIssues(parsed.error.issues, ['target']))));
    }
    return this.#http.call(convertOperations[parsed.data], { params: { siteId } }, options);
  }

  /** Empties the object cache of a site. */
  flushObjectCache(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(flushObjectCacheOperation, { params: { siteId } }, options);
  }

  /** Switches light 404 answers for missing static files on or off; returns the new state. */
  toggleLightWeight404(siteId: number, options?: RequestOptions): ApiPromise<z.infer<typeof lightWeight404Schema>> {
    return this.#http.call(lightWeight404Operation, { params: { siteId } }, options);
  }

  /** Switches multisite support on or off (the site redeploys: state `deploying`). */
  toggleMultisiteSupport(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(multisiteOperation, { params: { siteId } }, options);
  }

  /** Switches maintenance mode on or off. Queued: the change happens shortly after. */
  toggleMaintenanceMode(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(maintenanceModeOperation, { params: { siteId } }, options);
  }

  /** Installs or removes password protection of the whole site (not on sandboxes). Queued. */
  toggleBasicAuthentication(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(basicAuthOperation, { params: { siteId } }, options);
  }

  /** Switches the model-context plugin on or off; returns the new state. */
  toggleMcp(siteId: number, options?: RequestOptions): ApiPromise<z.infer<typeof mcpToggleSchema>> {
    return this.#http.call(mcpOperation, { params: { siteId } }, options);
  }

  /** Marks a site as your favourite. */
  favorite(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(favoriteOperation, { params: { siteId } }, options);
  }

  /** Removes a site from your favourites. */
  unfavorite(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(unfavoriteOperation, { params: { siteId } }, options);
  }

  /** Copies a site into a new one (it starts in state `cloning`). */
  clone(siteId: number, body: SiteClone, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(cloneOperation, { params: { siteId }, body }, options);
  }

  /** Copies files and database from one site onto another, overwriting it. Queued. */
  transfer(body: DataTransfer, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(transferOperation, { body }, options);
  }

  /** PHP versions sites can run. */
  phpVersions(options?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(phpVersionsOperation, {}, options);
  }

  /** Datacenters sites can live in. */
  datacenters(options?: RequestOptions): ApiPromise<Datacenter[]> {
    return this.#http.call(datacentersOperation, {}, options);
  }

  /** The activity log of one site (last 60 days), page by page; at most 50 per page. */
  activityLogs(siteId: number, query: ActivityLogQuery = {}, options?: RequestOptions): Paginated<ActivityLogEntry, HostingPage<ActivityLogEntry>> {
    return pageList(query.page, (page) => this.#http.call(activityLogsOperation, { params: { siteId }, body: { ...query, page } }, options));
  }

  /** The action codes site activity logs use (for `action` filters). */
  actions(options?: RequestOptions): ApiPromise<AccountAction[]> {
    return this.#http.call(actionsOperation, {}, options);
  }

  /** What a new site can be created with (the `install` field), e.g. `wordpress`. */
  installOptions(options?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(installOptionsOperation, {}, options);
  }

  /** Sets the WordPress version of a site; without one, switches between the stable and the beta release. */
  setWordpressVersion(siteId: number, version?: string, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(wordpressVersionOperation, { params: { siteId }, body: { version } }, options);
  }

  /**
   * Asks the API whether a name is acceptable for a new site, before creating it. The answer's
   * `data.valid` says so and its `message` explains a rejection. The name is sent as `name`, the field
   * site creation uses (the public description names no field). Nothing is checked locally.
   */
  validateName(name: string, options?: RequestOptions): ApiPromise<NameValidation> {
    return this.#http.call(validateNameOperation, { body: { name } }, options);
  }

  /**
   * The older conversion without a target: turns a staging or sandbox site into a live one. Prefer
   * `convert(siteId, 'live')`, which names the move.
   */
  makeLive(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(makeLiveOperation, { params: { siteId } }, options);
  }
}
