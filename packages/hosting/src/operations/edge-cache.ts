import { siteParams } from '../schemas/common.js';
import { defensiveModeSchema } from '../schemas/domains.js';
import { defineOperation } from '../define.js';

/** Whether the edge cache and its defensive mode are on. */
export const edgeStatusOperation = defineOperation({
  id: 'edgeCache.get',
  method: 'GET',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  response: (r) => r.edgeCacheStatusSchema,
  specIds: ['GET /sites/{id}/edge-cache'],
});
/** Switches the edge cache on or off. */
export const edgeToggleOperation = defineOperation({
  id: 'edgeCache.toggle',
  method: 'PUT',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  idempotent: false,
  specIds: ['PUT /sites/{id}/edge-cache'],
});
/** Drops everything the edge cache holds for the site. */
export const edgePurgeOperation = defineOperation({
  id: 'edgeCache.purge',
  method: 'DELETE',
  path: '/sites/{siteId}/edge-cache',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{id}/edge-cache'],
});
/**
 * Turns on defensive mode (a browser challenge before visitors get in) for a while, `{ duration }` (a
 * duration the API accepts, e.g. `1h`); needs the edge cache on.
 */
export const defensiveModeOperation = defineOperation({
  id: 'edgeCache.setDefensiveMode',
  method: 'PUT',
  path: '/sites/{siteId}/edge-cache/defensive-mode',
  params: siteParams,
  body: defensiveModeSchema,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/edge-cache/defensive-mode'],
});

/** Operations of the `edgeCache` namespace. */
export const edgeCacheOperations = [edgeStatusOperation, edgeToggleOperation, edgePurgeOperation, defensiveModeOperation] as const;
