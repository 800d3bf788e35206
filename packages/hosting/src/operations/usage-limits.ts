import { siteParams } from '../schemas/common.js';
import { usageLimitSchema } from '../schemas/site-access.js';
import { defineOperation } from '../define.js';

/** Sets the filesystem limit and warning headroom, in bytes; returns the site with its usage fields. */
export const filesystemOperation = defineOperation({
  id: 'usageLimits.setFilesystem',
  method: 'PUT',
  path: '/sites/{siteId}/usage/filesystem',
  params: siteParams,
  body: usageLimitSchema,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/usage/filesystem'],
});
/** Sets the database limit and warning headroom, in bytes; returns the site with its usage fields. */
export const databaseOperation = defineOperation({
  id: 'usageLimits.setDatabase',
  method: 'PUT',
  path: '/sites/{siteId}/usage/database',
  params: siteParams,
  body: usageLimitSchema,
  response: (r) => r.siteSchema,
  specIds: ['PUT /sites/{id}/usage/database'],
});

/** Operations of the `usageLimits` namespace. */
export const usageLimitsOperations = [filesystemOperation, databaseOperation] as const;
