import { ApiPromise, type HttpClient, type Paginated, type RequestOptions, ValidationError } from '@typed-api/core';
import { type Inputs, toValidationIssues, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import {
  basicAuthOperation,
  cloneOperation,
  convertOperations,
  createSiteOperation,
  datacentersOperation,
  deleteSiteOperation,
  disableOperation,
  enableOperation,
  favoriteSiteOperation,
  flushObjectCacheOperation,
  getSiteOperation,
  installOptionsOperation,
  lightWeight404Operation,
  listSitesOperation,
  maintenanceModeOperation,
  makeLiveOperation,
  mcpOperation,
  multisiteOperation,
  phpVersionsOperation,
  searchOperation,
  siteActionsOperation,
  siteActivityLogsOperation,
  transferOperation,
  unfavoriteSiteOperation,
  updateSiteOperation,
  validateNameOperation,
  wordpressVersionOperation,
} from '../operations/sites.js';
import type { AccountAction, ActivityLogEntry } from '../responses/account.js';
import type { Acknowledgement, HostingPage } from '../responses/common.js';
import type { NameValidation } from '../responses/site-access.js';
import type { Datacenter, LightWeight404Toggle, McpToggle, Site } from '../responses/sites.js';
import type { ActivityLogQuery } from '../schemas/account.js';
import {
  conversionTargetSchema,
  type ConversionTarget,
  type DataTransfer,
  type SiteClone,
  type SiteCreate,
  type SiteListQuery,
  type SiteSearch,
  type SiteUpdate,
} from '../schemas/sites.js';

/** The account's sites: listing, settings, conversions, clones, toggles and transfers. */
export class Sites {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Every site of the account, page by page (favourites first). */
  list(query: SiteListQuery = {}, options?: RequestOptions): Paginated<Site, HostingPage<Site>> {
    return walkList(this.#http, listSitesOperation, { query: { ...query, paginate: true } }, options);
  }

  /** Sites matching filters (`{ key, value }` pairs of keys the API approves), page by page. */
  search(body: SiteSearch = {}, options?: RequestOptions): Paginated<Site, HostingPage<Site>> {
    return walkList(this.#http, searchOperation, { body }, options);
  }

  /** One site with its settings, page views and collaborators. */
  get(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(getSiteOperation, { params: { siteId } }, options);
  }

  /** Creates a site (it starts in state `deploying`). */
  create(body: SiteCreate, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(createSiteOperation, { body }, options);
  }

  /** Renames a site, or changes its PHP version or WordPress environment type. */
  update(siteId: number, body: SiteUpdate, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(updateSiteOperation, { params: { siteId }, body }, options);
  }

  /** Deletes a site. */
  delete(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteSiteOperation, { params: { siteId } }, options);
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
  toggleLightWeight404(siteId: number, options?: RequestOptions): ApiPromise<LightWeight404Toggle> {
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
  toggleMcp(siteId: number, options?: RequestOptions): ApiPromise<McpToggle> {
    return this.#http.call(mcpOperation, { params: { siteId } }, options);
  }

  /** Marks a site as your favourite. */
  favorite(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(favoriteSiteOperation, { params: { siteId } }, options);
  }

  /** Removes a site from your favourites. */
  unfavorite(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(unfavoriteSiteOperation, { params: { siteId } }, options);
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
    return walkList(this.#http, siteActivityLogsOperation, { params: { siteId }, body: query }, options);
  }

  /** The action codes site activity logs use (for `action` filters). */
  actions(options?: RequestOptions): ApiPromise<AccountAction[]> {
    return this.#http.call(siteActionsOperation, {}, options);
  }

  /** What a new site can be created with (the `install` field), e.g. `wordpress`. */
  installOptions(options?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(installOptionsOperation, {}, options);
  }

  /**
   * Sets the WordPress version of a site, `{ version }`; without a version (no inputs, or `{}`), switches
   * between the stable and the beta release.
   */
  setWordpressVersion(siteId: number, inputs: Inputs<typeof wordpressVersionOperation> = {}, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(wordpressVersionOperation, { params: { siteId }, input: inputs }, options);
  }

  /**
   * Asks the API whether a name is acceptable for a new site, `{ name }`, before creating it. The
   * answer's `data.valid` says so and its `message` explains a rejection. The name is sent as `name`, the
   * field site creation uses (the public description names no field). Nothing is checked locally.
   */
  validateName(inputs: Inputs<typeof validateNameOperation>, options?: RequestOptions): ApiPromise<NameValidation> {
    return this.#http.call(validateNameOperation, { input: inputs }, options);
  }

  /**
   * The older conversion without a target: turns a staging or sandbox site into a live one. Prefer
   * `convert(siteId, 'live')`, which names the move.
   */
  makeLive(siteId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(makeLiveOperation, { params: { siteId } }, options);
  }
}
