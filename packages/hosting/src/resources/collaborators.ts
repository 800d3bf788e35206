import { type ApiPromise, type HttpClient, type ListPage, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, siteParams, type Acknowledgement, type HostingList } from '../schemas/common.js';
import {
  accountLevelAccessResultSchema,
  accountLevelAccessSchema,
  batchCreateSchema,
  batchDestroySchema,
  collaboratorSchema,
  collaboratorSitesEnvelopeSchema,
  collaboratorSitesQuerySchema,
  collaboratorSitesSchema,
  siteCollaboratorCreateSchema,
  siteCollaboratorDeleteSchema,
  type AccountLevelAccess,
  type BatchCreate,
  type BatchDestroy,
  type Collaborator,
  type CollaboratorRole,
  type CollaboratorSites,
  type CollaboratorSitesQuery,
} from '../schemas/collaborators.js';
import { siteSchema, type Site } from '../schemas/sites.js';
import { collaboratorSitePages } from '../wire.js';

/** A collaborator's email address in the path (sent URL-encoded; its format is left to the API). */
const emailSchema = z.string().check(z.minLength(1));
const emailParams = z.object({ email: emailSchema });
const emailSiteParams = z.object({ email: emailSchema, siteId: idSchema });
const collaboratorParams = z.object({ collaboratorId: idSchema });
const siteCollaboratorParams = z.object({ siteId: idSchema, collaboratorId: idSchema });

const listOperation = defineOperation({ id: 'collaborators.list', method: 'GET', path: '/collaborators', response: z.array(collaboratorSchema), specIds: [] });
const getOperation = defineOperation({
  id: 'collaborators.get',
  method: 'GET',
  path: '/collaborators/{collaboratorId}',
  params: collaboratorParams,
  response: collaboratorSchema,
  specIds: ['GET /collaborators/{id}'],
});
const accountAccessOperation = defineOperation({
  id: 'collaborators.updateAccountLevelAccess',
  method: 'PUT',
  path: '/collaborators/update-account-level-access',
  body: accountLevelAccessSchema,
  response: accountLevelAccessResultSchema,
  specIds: ['PUT /collaborators/update-account-level-access'],
});
const batchCreateOperation = defineOperation({
  id: 'collaborators.batchCreate',
  method: 'POST',
  path: '/collaborators/batch_create',
  body: batchCreateSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /collaborators/batch_create'],
});
const batchDestroyOperation = defineOperation({
  id: 'collaborators.batchDestroy',
  method: 'POST',
  path: '/collaborators/batch_destroy',
  body: batchDestroySchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /collaborators/batch_destroy'],
});
const getSiteOperation = defineOperation({
  id: 'collaborators.getSite',
  method: 'GET',
  path: '/collaborators/{collaboratorId}/site',
  params: collaboratorParams,
  response: siteSchema,
  specIds: ['GET /collaborators/{collaborator_id}/site'],
});
const listSitesOperation = defineOperation({
  id: 'collaborators.listSites',
  method: 'GET',
  path: '/collaborators/{email}/sites',
  params: emailParams,
  query: collaboratorSitesQuerySchema,
  list: collaboratorSitePages,
  response: collaboratorSitesEnvelopeSchema,
  specIds: ['GET /collaborators/{email_address}/sites'],
});
const getSiteByEmailOperation = defineOperation({
  id: 'collaborators.getSiteByEmail',
  method: 'GET',
  path: '/collaborators/{email}/sites/{siteId}',
  params: emailSiteParams,
  response: collaboratorSitesSchema,
  specIds: ['GET /collaborators/{email_address}/sites/{site_id}'],
});
const favoriteOperation = defineOperation({
  id: 'collaborators.favorite',
  method: 'POST',
  path: '/collaborators/{email}/sites/{siteId}/favorite',
  params: emailSiteParams,
  response: collaboratorSitesSchema,
  // Marking a favourite twice leaves it marked.
  idempotent: true,
  specIds: ['POST /collaborators/{email_address}/sites/{site_id}/favorite'],
});
const unfavoriteOperation = defineOperation({
  id: 'collaborators.unfavorite',
  method: 'DELETE',
  path: '/collaborators/{email}/sites/{siteId}/favorite',
  params: emailSiteParams,
  response: collaboratorSitesSchema,
  specIds: ['DELETE /collaborators/{email_address}/sites/{site_id}/favorite'],
});
const listForSiteOperation = defineOperation({
  id: 'collaborators.listForSite',
  method: 'GET',
  path: '/sites/{siteId}/collaborators',
  params: siteParams,
  response: z.array(collaboratorSchema),
  specIds: ['GET /sites/{site_id}/collaborators'],
});
const addToSiteOperation = defineOperation({
  id: 'collaborators.addToSite',
  method: 'POST',
  path: '/sites/{siteId}/collaborators',
  params: siteParams,
  body: siteCollaboratorCreateSchema,
  response: collaboratorSchema,
  specIds: ['POST /sites/{site_id}/collaborators'],
});
const getOnSiteOperation = defineOperation({
  id: 'collaborators.getOnSite',
  method: 'GET',
  path: '/sites/{siteId}/collaborators/{collaboratorId}',
  params: siteCollaboratorParams,
  response: collaboratorSchema,
  specIds: ['GET /sites/{site_id}/collaborators/{id}'],
});
const removeFromSiteOperation = defineOperation({
  id: 'collaborators.removeFromSite',
  method: 'DELETE',
  path: '/sites/{siteId}/collaborators/{collaboratorId}',
  params: siteCollaboratorParams,
  body: siteCollaboratorDeleteSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/collaborators/{id}'],
});

const resetPasswordOperation = defineOperation({
  id: 'collaborators.resetWpPassword',
  method: 'PUT',
  path: '/sites/{siteId}/collaborators/{collaboratorId}/wp-password-reset',
  params: siteCollaboratorParams,
  response: z.string(),
  // Each call sets a new password.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/collaborators/{id}/wp-password-reset'],
});

/** Operations of the `collaborators` namespace. */
export const collaboratorsOperations = [
  listOperation,
  getOperation,
  accountAccessOperation,
  batchCreateOperation,
  batchDestroyOperation,
  getSiteOperation,
  listSitesOperation,
  getSiteByEmailOperation,
  favoriteOperation,
  unfavoriteOperation,
  listForSiteOperation,
  addToSiteOperation,
  getOnSiteOperation,
  removeFromSiteOperation,
  resetPasswordOperation,
] as const;

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
    return this.#http.call(listOperation, {}, options);
  }

  /** One collaborator record (a person on one site). */
  get(collaboratorId: number, options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(getOperation, { params: { collaboratorId } }, options);
  }

  /** Grants or changes account-level access of a person (needs the owner scope). */
  updateAccountLevelAccess(body: AccountLevelAccess, options?: RequestOptions): ApiPromise<z.infer<typeof accountLevelAccessResultSchema>> {
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
    return this.#http.call(getSiteOperation, { params: { collaboratorId } }, options);
  }

  /** The sites of a person, as they see them (their favourites and tags), page by page. */
  listSites(email: string, query: CollaboratorSitesQuery = {}, options?: RequestOptions): Paginated<Site, CollaboratorSitesPage> {
    return walkList(this.#http, listSitesOperation, { params: { email }, query }, options) as unknown as Paginated<Site, CollaboratorSitesPage>;
  }

  /** One site of a person, as they see it. */
  getSiteByEmail(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(getSiteByEmailOperation, { params: { email, siteId } }, options);
  }

  /** Marks a site as a favourite of a person. */
  favorite(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(favoriteOperation, { params: { email, siteId } }, options);
  }

  /** Removes a site from a person's favourites. */
  unfavorite(email: string, siteId: number, options?: RequestOptions): ApiPromise<CollaboratorSites> {
    return this.#http.call(unfavoriteOperation, { params: { email, siteId } }, options);
  }

  /** The collaborators of one site. */
  listForSite(siteId: number, options?: RequestOptions): ApiPromise<Collaborator[]> {
    return this.#http.call(listForSiteOperation, { params: { siteId } }, options);
  }

  /** Adds a person to one site with the given roles. */
  addToSite(siteId: number, email: string, roles?: CollaboratorRole[], options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(addToSiteOperation, { params: { siteId }, body: { email, roles } }, options);
  }

  /** One collaborator of one site. */
  getOnSite(siteId: number, collaboratorId: number, options?: RequestOptions): ApiPromise<Collaborator> {
    return this.#http.call(getOnSiteOperation, { params: { siteId, collaboratorId } }, options);
  }

  /** Sets a new WordPress password for a collaborator of a site and returns it (treat it as a secret). */
  resetWpPassword(siteId: number, collaboratorId: number, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(resetPasswordOperation, { params: { siteId, collaboratorId } }, options);
  }

  /** Removes a collaborator from one site, optionally deleting their WordPress user. */
  removeFromSite(siteId: number, collaboratorId: number, body: { delete_wp_user?: boolean } = {}, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(removeFromSiteOperation, { params: { siteId, collaboratorId }, body }, options);
  }
}
