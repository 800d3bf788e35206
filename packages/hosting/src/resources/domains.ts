import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import { addOperation, deleteDomainOperation, getDomainOperation, listDomainsOperation, primaryOperation, setupLinkOperation } from '../operations/domains.js';
import type { Acknowledgement } from '../responses/common.js';
import type { DomainSetupLink } from '../responses/dns.js';
import type { Domain } from '../responses/domains.js';

/** Domains of a site (live sites only). */
export class Domains {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Domains of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Domain[]> {
    return this.#http.call(listDomainsOperation, { params: { siteId } }, options);
  }

  /** Adds a domain, `{ name }`; returns every domain of the site. */
  add(siteId: number, inputs: Inputs<typeof addOperation>, options?: RequestOptions): ApiPromise<Domain[]> {
    return this.#http.call(addOperation, { params: { siteId }, input: inputs }, options);
  }

  /** One domain of a site. */
  get(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Domain> {
    return this.#http.call(getDomainOperation, { params: { siteId, domainId } }, options);
  }

  /** Removes a domain from a site. */
  delete(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteDomainOperation, { params: { siteId, domainId } }, options);
  }

  /** Makes a domain the site's primary one. */
  setPrimary(siteId: number, domainId: number, options?: RequestOptions): ApiPromise<Domain> {
    return this.#http.call(primaryOperation, { params: { siteId, domainId } }, options);
  }

  /**
   * Creates a share link for a domain you do not control: its owner follows the link and points the
   * domain's DNS at this site themselves (the asynchronous alternative to `add`). Takes the domain as
   * `{ name }`.
   */
  createSetupLink(siteId: number, inputs: Inputs<typeof setupLinkOperation>, options?: RequestOptions): ApiPromise<DomainSetupLink> {
    return this.#http.call(setupLinkOperation, { params: { siteId }, input: inputs }, options);
  }
}
