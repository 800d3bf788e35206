import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import { defensiveModeOperation, edgePurgeOperation, edgeStatusOperation, edgeToggleOperation } from '../operations/edge-cache.js';
import type { Acknowledgement } from '../responses/common.js';
import type { EdgeCacheStatus } from '../responses/domains.js';
import type { Site } from '../responses/sites.js';

/** The cache in front of a site. */
export class EdgeCache {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Whether the edge cache and its defensive mode are on. */
  get(siteId: number, options?: RequestOptions): ApiPromise<EdgeCacheStatus> {
    return this.#http.call(edgeStatusOperation, { params: { siteId } }, options);
  }

  /** Switches the edge cache on or off. */
  toggle(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(edgeToggleOperation, { params: { siteId } }, options);
  }

  /** Drops everything the edge cache holds for the site. */
  purge(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(edgePurgeOperation, { params: { siteId } }, options);
  }

  /**
   * Turns on defensive mode (a browser challenge before visitors get in) for a while, `{ duration }` (a
   * duration the API accepts, e.g. `1h`); needs the edge cache on.
   */
  setDefensiveMode(siteId: number, inputs: Inputs<typeof defensiveModeOperation>, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(defensiveModeOperation, { params: { siteId }, input: inputs }, options);
  }
}
