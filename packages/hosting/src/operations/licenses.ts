import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** The site's license: key, issue and revocation times. */
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
  idempotent: 'writes the same license into the site options again: a repeat changes nothing',
  specIds: ['POST /sites/{site_id}/jetpack'],
});

/** Operations of the `licenses` namespace. */
export const licensesOperations = [getLicenseOperation, applyOperation] as const;
