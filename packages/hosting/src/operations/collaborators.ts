import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import {
  accountLevelAccessSchema,
  batchCreateSchema,
  batchDestroySchema,
  collaboratorSitesQuerySchema,
  siteCollaboratorCreateSchema,
  siteCollaboratorDeleteSchema,
} from '../schemas/collaborators.js';
import { idSchema, siteParams } from '../schemas/common.js';
import { collaboratorSitePages } from '../wire.js';
import { defineOperation } from '../define.js';

/** A collaborator's email address in the path (sent URL-encoded; its format is left to the API). */
const emailSchema = checked(z.string(), z.minLength(1));
const emailParams = z.object({ email: emailSchema });
const emailSiteParams = z.object({ email: emailSchema, siteId: idSchema });
const collaboratorParams = z.object({ collaboratorId: idSchema });
const siteCollaboratorParams = z.object({ siteId: idSchema, collaboratorId: idSchema });

/** Collaborators on your sites, plus your own collaborations on others' sites. */
export const listCollaboratorsOperation = defineOperation({
  id: 'collaborators.list',
  method: 'GET',
  path: '/collaborators',
  response: (r) => r.collaboratorListSchema,
  specIds: [],
});
/** One collaborator record (a person on one site). */
export const getCollaboratorOperation = defineOperation({
  id: 'collaborators.get',
  method: 'GET',
  path: '/collaborators/{collaboratorId}',
  params: collaboratorParams,
  response: (r) => r.collaboratorSchema,
  specIds: ['GET /collaborators/{id}'],
});
/** Grants or changes account-level access of a person (needs the owner scope). */
export const accountAccessOperation = defineOperation({
  id: 'collaborators.updateAccountLevelAccess',
  method: 'PUT',
  path: '/collaborators/update-account-level-access',
  body: accountLevelAccessSchema,
  response: (r) => r.accountLevelAccessResultSchema,
  specIds: ['PUT /collaborators/update-account-level-access'],
});
/** Adds a person to many sites (`siteIds: [-1]` for all), or updates their roles there. Queued. */
export const batchCreateOperation = defineOperation({
  id: 'collaborators.batchCreate',
  method: 'POST',
  path: '/collaborators/batch_create',
  body: batchCreateSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /collaborators/batch_create'],
});
/** Removes a person from many sites (`siteIds: [-1]` for all owned sites). Queued. */
export const batchDestroyOperation = defineOperation({
  id: 'collaborators.batchDestroy',
  method: 'POST',
  path: '/collaborators/batch_destroy',
  body: batchDestroySchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /collaborators/batch_destroy'],
});
/** The site of a collaborator record. */
export const getCollaboratorSiteOperation = defineOperation({
  id: 'collaborators.getSite',
  method: 'GET',
  path: '/collaborators/{collaboratorId}/site',
  params: collaboratorParams,
  response: (r) => r.siteSchema,
  specIds: ['GET /collaborators/{collaborator_id}/site'],
});
/** The sites of a person, as they see them (their favourites and tags), page by page. */
export const listCollaboratorSitesOperation = defineOperation({
  id: 'collaborators.listSites',
  method: 'GET',
  path: '/collaborators/{email}/sites',
  params: emailParams,
  query: collaboratorSitesQuerySchema,
  list: collaboratorSitePages,
  response: (r) => r.collaboratorSitesEnvelopeSchema,
  specIds: ['GET /collaborators/{email_address}/sites'],
});
/** One site of a person, as they see it. */
export const getSiteByEmailOperation = defineOperation({
  id: 'collaborators.getSiteByEmail',
  method: 'GET',
  path: '/collaborators/{email}/sites/{siteId}',
  params: emailSiteParams,
  response: (r) => r.collaboratorSitesSchema,
  specIds: ['GET /collaborators/{email_address}/sites/{site_id}'],
});
/** Marks a site as a favourite of a person. */
export const favoriteCollaboratorSiteOperation = defineOperation({
  id: 'collaborators.favorite',
  method: 'POST',
  path: '/collaborators/{email}/sites/{siteId}/favorite',
  params: emailSiteParams,
  response: (r) => r.collaboratorSitesSchema,
  idempotent: 'marks the site as a favourite of the person: a second mark leaves it marked',
  specIds: ['POST /collaborators/{email_address}/sites/{site_id}/favorite'],
});
/** Removes a site from a person's favourites. */
export const unfavoriteCollaboratorSiteOperation = defineOperation({
  id: 'collaborators.unfavorite',
  method: 'DELETE',
  path: '/collaborators/{email}/sites/{siteId}/favorite',
  params: emailSiteParams,
  response: (r) => r.collaboratorSitesSchema,
  specIds: ['DELETE /collaborators/{email_address}/sites/{site_id}/favorite'],
});
/** The collaborators of one site. */
export const listForSiteOperation = defineOperation({
  id: 'collaborators.listForSite',
  method: 'GET',
  path: '/sites/{siteId}/collaborators',
  params: siteParams,
  response: (r) => r.collaboratorListSchema,
  specIds: ['GET /sites/{site_id}/collaborators'],
});
/** Adds a person to one site, `{ email, roles? }`, with the given roles. */
export const addToSiteOperation = defineOperation({
  id: 'collaborators.addToSite',
  method: 'POST',
  path: '/sites/{siteId}/collaborators',
  params: siteParams,
  body: siteCollaboratorCreateSchema,
  response: (r) => r.collaboratorSchema,
  specIds: ['POST /sites/{site_id}/collaborators'],
});
/** One collaborator of one site. */
export const getOnSiteOperation = defineOperation({
  id: 'collaborators.getOnSite',
  method: 'GET',
  path: '/sites/{siteId}/collaborators/{collaboratorId}',
  params: siteCollaboratorParams,
  response: (r) => r.collaboratorSchema,
  specIds: ['GET /sites/{site_id}/collaborators/{id}'],
});
/** Removes a collaborator from one site, optionally deleting their WordPress user. */
export const removeFromSiteOperation = defineOperation({
  id: 'collaborators.removeFromSite',
  method: 'DELETE',
  path: '/sites/{siteId}/collaborators/{collaboratorId}',
  params: siteCollaboratorParams,
  body: siteCollaboratorDeleteSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/collaborators/{id}'],
});
/** Sets a new WordPress password for a collaborator of a site and returns it (treat it as a secret). */
export const resetCollaboratorWpPasswordOperation = defineOperation({
  id: 'collaborators.resetWpPassword',
  method: 'PUT',
  path: '/sites/{siteId}/collaborators/{collaboratorId}/wp-password-reset',
  params: siteCollaboratorParams,
  response: (r) => r.stringSchema,
  // Each call sets a new password.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/collaborators/{id}/wp-password-reset'],
});

/** Operations of the `collaborators` namespace. */
export const collaboratorsOperations = [
  listCollaboratorsOperation,
  getCollaboratorOperation,
  accountAccessOperation,
  batchCreateOperation,
  batchDestroyOperation,
  getCollaboratorSiteOperation,
  listCollaboratorSitesOperation,
  getSiteByEmailOperation,
  favoriteCollaboratorSiteOperation,
  unfavoriteCollaboratorSiteOperation,
  listForSiteOperation,
  addToSiteOperation,
  getOnSiteOperation,
  removeFromSiteOperation,
  resetCollaboratorWpPasswordOperation,
] as const;
