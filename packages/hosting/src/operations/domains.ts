import * as z from 'zod/mini';
import { idSchema, siteParams } from '../schemas/common.js';
import { domainCreateSchema } from '../schemas/domains.js';
import { defineOperation } from '../define.js';

const domainParams = z.object({ siteId: idSchema, domainId: idSchema });

/** Domains of a site. */
export const listDomainsOperation = defineOperation({
  id: 'domains.list',
  method: 'GET',
  path: '/sites/{siteId}/domains',
  params: siteParams,
  response: (r) => r.domainListSchema,
  specIds: ['GET /sites/{site_id}/domains'],
});
/** Adds a domain, `{ name }`; returns every domain of the site. */
export const addOperation = defineOperation({
  id: 'domains.add',
  method: 'POST',
  path: '/sites/{siteId}/domains',
  params: siteParams,
  body: domainCreateSchema,
  response: (r) => r.domainListSchema,
  specIds: ['POST /sites/{site_id}/domains'],
});
/** One domain of a site. */
export const getDomainOperation = defineOperation({
  id: 'domains.get',
  method: 'GET',
  path: '/sites/{siteId}/domains/{domainId}',
  params: domainParams,
  response: (r) => r.domainSchema,
  specIds: ['GET /sites/{site_id}/domains/{id}'],
});
/** Removes a domain from a site. */
export const deleteDomainOperation = defineOperation({
  id: 'domains.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/domains/{domainId}',
  params: domainParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/domains/{id}'],
});
/** Makes a domain the site's primary one. */
export const primaryOperation = defineOperation({
  id: 'domains.setPrimary',
  method: 'PUT',
  path: '/sites/{siteId}/domains/{domainId}/primary',
  params: domainParams,
  response: (r) => r.domainSchema,
  specIds: ['PUT /sites/{site_id}/domains/{id}/primary'],
});
/**
 * Creates a share link for a domain you do not control: its owner follows the link and points the domain's
 * DNS at this site themselves (the asynchronous alternative to `add`). Takes the domain as `{ name }`.
 */
export const setupLinkOperation = defineOperation({
  id: 'domains.createSetupLink',
  method: 'POST',
  path: '/sites/{siteId}/domains/entri_link',
  params: siteParams,
  body: domainCreateSchema,
  response: (r) => r.domainSetupLinkSchema,
  specIds: ['POST /sites/{site_id}/domains/entri_link'],
});

/** Operations of the `domains` namespace. */
export const domainsOperations = [listDomainsOperation, addOperation, getDomainOperation, deleteDomainOperation, primaryOperation, setupLinkOperation] as const;
