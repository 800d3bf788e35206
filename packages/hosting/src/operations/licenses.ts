import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

/** Reads the plugin-suite license of a site. */
export const getLicenseOperation = defineOperation({
  id: 'licenses.get',
  method: 'GET',
  path: '/sites/{siteId}/jetpack',
  params: siteParams,
  response: (r) => r.siteLicenseSchema,
  specIds: ['GET /sites/{site_id}/jetpack'],
});
/** Writes the site's license into its WordPress options. */
export const applyOperation = defineOperation({
  id: 'licenses.apply',
  method: 'POST',
  path: '/sites/{siteId}/jetpack',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  // Writes the same license again: safe to repeat.
  idempotent: true,
  specIds: ['POST /sites/{site_id}/jetpack'],
});

/** Operations of the `licenses` namespace. */
export const licensesOperations = [getLicenseOperation, applyOperation] as const;
