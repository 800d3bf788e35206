import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { domainSetupLinkSchema, type DomainSetupLink } from '../schemas/dns.js';
import { domainCreateSchema, domainSchema, type Domain } from '../schemas/domains.js';

const domainParams = z.object({ siteId: idSchema, domainId: idSchema });

const listOperation = defineOperation({
  id: 'domains.list',
  method: 'GET',
  path: '/sites/{siteId}/domains',
  params: siteParams,
  response: z.array(domainSchema),
  specIds: ['GET /sites/{site_id}/domains'],
});
const addOperation = defineOperation({
  id: 'domains.add',
  method: 'POST',
  path: '/sites/{siteId}/domains',
  params: siteParams,
  body: domainCreateSchema,
  response: z.array(domainSchema),
  specIds: ['POST /sites/{site_id}/domains'],
});
const getOperation = defineOperation({
  id: 'domains.get',
  method: 'GET',
  path: '/sites/{siteId}/domains/{domainId}',
  params: domainParams,
  response: domainSchema,
  specIds: ['GET /sites/{site_id}/domains/{id}'],
});
const deleteOperation = defineOperation({
  id: 'domains.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/domains/{domainId}',
  params: domainParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/domains/{id}'],
});
const primaryOperation = defineOperation({
  id: 'domains.setPrimary',
  method: 'PUT',
  path: '/sites/{siteId}/domains/{domainId}/primary',
  params: domainParams,
  response: domainSchema,
  specIds: ['PUT /sites/{site_id}/domains/{id}/primary'],
});

const setupLinkOperation = defineOperation({
  id: 'domains.createSetupLink',
  method: 'POST',
  path: '/sites/{siteId}/domains/entri_link',
  params: siteParams,
  body: domainCreateSchema,
  response: domainSetupLinkSchema,
  specIds: ['POST /sites/{site_id}/domains/entri_link'],
});

/** Operations of the `domains` namespace. */
export const domainsOperations = [listOperation, addOperation, getOperation, deleteOperation, primaryOperation, setupLinkOperation] as const;

/** Domains of a site (live sites only). */
export class Domains {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Domains of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Domain[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** Adds a domain; returns every domain of the site. */
  add(siteId: number, name: string, options?: RequestOptions): ApiPromise<Domain[]> {
    return this.#http.call(addOperation, { params: { siteId }, body: { name } }, options);
  }

  /** One domain of a site. */
  get(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Domain> {
    return this.#http.call(getOperation, { params: { siteId, domainId } }, options);
  }

  /** Removes a domain from a site. */
  delete(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId, domainId } }, options);
  }

  /** Makes a domain the site's primary one. */
  setPrimary(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Domain> {
    return this.#http.call(primaryOperation, { params: { siteId, domainId } }, options);
  }

  /**
   * Creates a share link for a domain you do not control: its owner follows the link and points the
   * domain's DNS at this site themselves (the asynchronous alternative to `add`).
   */
  createSetupLink(siteId: number, name: string, options?: RequestOptions): ApiPromise<DomainSetupLink> {
    return this.#http.call(setupLinkOperation, { params: { siteId }, body: { name } }, options);
  }
}
