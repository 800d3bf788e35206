import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { defensiveModeSchema, edgeCacheStatusSchema, type EdgeCacheStatus } from '../schemas/domains.js';
import { siteSchema, type Site } from '../schemas/sites.js';

const edgeStatusOperation = defineOperation({
  id: 'edgeCache.get',
  method: 'GET',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  response: edgeCacheStatusSchema,
  specIds: ['GET /sites/{id}/edge-cache'],
});
const edgeToggleOperation = defineOperation({
  id: 'edgeCache.toggle',
  method: 'PUT',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/edge-cache'],
});
const edgePurgeOperation = defineOperation({
  id: 'edgeCache.purge',
  method: 'DELETE',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{id}/edge-cache'],
});
const defensiveModeOperation = defineOperation({
  id: 'edgeCache.setDefensiveMode',
  method: 'PUT',
  path: '/sites/{siteId}/edge-cache/defensive-mode',
  params: siteParams,
  body: defensiveModeSchema,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/edge-cache/defensive-mode'],
});

/** Operations of the `edgeCache` namespace. */
export const edgeCacheOperations = [edgeStatusOperation, edgeToggleOperation, edgePurgeOperation, defensiveModeOperation] as const;

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

  /** Turns on defensive mode (a browser challenge before visitors get in) for a while; needs the edge cache on. */
  setDefensiveMode(siteId: number, duration: string, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(defensiveModeOperation, { params: { siteId }, body: { duration } }, options);
  }
}
