import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { siteLicenseSchema, type SiteLicense } from '../schemas/site-access.js';

const getOperation = defineOperation({
  id: 'licenses.get',
  method: 'GET',
  path: '/sites/{siteId}/jetpack',
  params: siteParams,
  response: siteLicenseSchema,
  specIds: ['GET /sites/{site_id}/jetpack'],
});
const applyOperation = defineOperation({
  id: 'licenses.apply',
  method: 'POST',
  path: '/sites/{siteId}/jetpack',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  // Writes the same license again: safe to repeat.
  idempotent: true,
  specIds: ['POST /sites/{site_id}/jetpack'],
});

/** Operations of the `licenses` namespace. */
export const licensesOperations = [getOperation, applyOperation] as const;

/** The license of the security and performance plugin suite that comes with a site. */
export class Licenses {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The site's license: key, issue and revocation times. */
  get(siteId: number, options?: RequestOptions): ApiPromise<SiteLicense> {
    return this.#http.call(getOperation, { params: { siteId } }, options);
  }

  /** Writes the site's license into its WordPress options. */
  apply(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(applyOperation, { params: { siteId } }, options);
  }
}
