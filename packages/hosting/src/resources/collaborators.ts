import type { ApiPromise, HttpClient, ListPage, Paginated, RequestOptions } from '@typed-api/core';
import { type Inputs, walkList } from '@typed-api/core/internal';
import {
  accountAccessOperation,
  addToSiteOperation,
  batchCreateOperation,
  batchDestroyOperation,
  favoriteCollaboratorSiteOperation,
  getCollaboratorOperation,
  getCollaboratorSiteOperation,
  getOnSiteOperation,
  getSiteByEmailOperation,
  listCollaboratorSitesOperation,
  listCollaboratorsOperation,
  listForSiteOperation,
  removeFromSiteOperation,
  resetCollaboratorWpPasswordOperation,
  unfavoriteCollaboratorSiteOperation,
} from '../operations/collaborators.js';
import type { AccountLevelAccessResult, Collaborator, CollaboratorSites } from '../responses/collaborators.js';
import type { Acknowledgement, HostingList } from '../responses/common.js';
import type { Site } from '../responses/sites.js';
import type { AccountLevelAccess, BatchCreate, BatchDestroy, CollaboratorSitesQuery } from '../schemas/collaborators.js';

/**
 * The body of a page of a collaborator's sites as the walk reads it: the envelope with the sites lifted
 * from `data.sites` into `data`, beside the collaborator's `name` and `email`.
 */
export interface CollaboratorSitesList extends HostingList<Site> {
  /** The collaborator's name. */
  name?: string | null | undefined;
  /** The collaborator's email address. */
  email: string;
}

/** One page of a collaborator's sites: the sites as `items`, with the paging fields and the collaborator's name and email. */
export type CollaboratorSitesPage = ListPage<CollaboratorSitesList, 'data'>;

/** People who work on the account's sites, and the sites they work on. */
export class Collaborators {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Collaborators on your sites, plus your own collaborations on others' sites. */
  list(options?: RequestOptions): ApiPromise<Collaborator[]> {
    return this.#http.call(listCollaboratorsOperation, {}, options);
  }

  /** One collaborator record (a person on one site). */
  get(collaboratorId: number, options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(getCollaboratorOperation, { params: { collaboratorId } }, options);
  }

  /** Grants or changes account-level access of a person (needs the owner scope). */
  updateAccountLevelAccess(body: AccountLevelAccess, options?: RequestOptions): ApiPromise<AccountLevelAccessResult> {
    return this.#http.call(accountAccessOperation, { body }, options);
  }

  /** Adds a person to many sites (`siteIds: [-1]` for all), or updates their roles there. Queued. */
  batchCreate(body: BatchCreate, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(batchCreateOperation, { body }, options);
  }

  /** Removes a person from many sites (`siteIds: [-1]` for all owned sites). Queued. */
  batchDestroy(body: BatchDestroy, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(batchDestroyOperation, { body }, options);
  }

  /** The site of a collaborator record. */
  getSite(collaboratorId: number, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(getCollaboratorSiteOperation, { params: { collaboratorId } }, options);
  }

  /** The sites of a person, as they see them (their favourites and tags), page by page. */
  listSites(email: string, query: CollaboratorSitesQuery = {}, options?: RequestOptions): Paginated<Site, CollaboratorSitesPage> {
    return walkList(this.#http, listCollaboratorSitesOperation, { params: { email }, query }, options) as unknown as Paginated<Site, CollaboratorSitesPage>;
  }

  /** One site of a person, as they see it. */
  getSiteByEmail(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(getSiteByEmailOperation, { params: { email, siteId } }, options);
  }

  /** Marks a site as a favourite of a person. */
  favorite(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(favoriteCollaboratorSiteOperation, { params: { email, siteId } }, options);
  }

  /** Removes a site from a person's favourites. */
  unfavorite(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(unfavoriteCollaboratorSiteOperation, { params: { email, siteId } }, options);
  }

  /** The collaborators of one site. */
  listForSite(siteId: number, options?: RequestOptions): ApiPromise<Collaborator[]> {
    return this.#http.call(listForSiteOperation, { params: { siteId } }, options);
  }

  /** Adds a person to one site, `{ email, roles? }`, with the given roles. */
  addToSite(siteId: number, inputs: Inputs<typeof addToSiteOperation>, options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(addToSiteOperation, { params: { siteId }, input: inputs }, options);
  }

  /** One collaborator of one site. */
  getOnSite(siteId: number, collaboratorId: number, options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(getOnSiteOperation, { params: { siteId, collaboratorId } }, options);
  }

  /** Sets a new WordPress password for a collaborator of a site and returns it (treat it as a secret). */
  resetWpPassword(siteId: number, collaboratorId: number, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(resetCollaboratorWpPasswordOperation, { params: { siteId, collaboratorId } }, options);
  }

  /** Removes a collaborator from one site, optionally deleting their WordPress user. */
  removeFromSite(siteId: number, collaboratorId: number, body: { delete_wp_user?: boolean } = {}, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(removeFromSiteOperation, { params: { siteId, collaboratorId }, body }, options);
  }
}
