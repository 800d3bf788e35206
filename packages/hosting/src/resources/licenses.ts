import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { applyOperation, getLicenseOperation } from '../operations/licenses.js';
import type { Acknowledgement } from '../responses/common.js';
import type { SiteLicense } from '../responses/site-access.js';

/** The license of the security and performance plugin suite that comes with a site. */
export class Licenses {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The site's license: key, issue and revocation times. */
  get(siteId: number, options?: RequestOptions): ApiPromise<SiteLicense> {
    return this.#http.call(getLicenseOperation, { params: { siteId } }, options);
  }

  /** Writes the site's license into its WordPress options. */
  apply(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(applyOperation, { params: { siteId } }, options);
  }
}
