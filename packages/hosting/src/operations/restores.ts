import * as z from 'zod/mini';
import { restoreSchema } from '../schemas/backups.js';
import { idSchema, siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/**
 * Restores a filesystem and/or database backup, onto the same site or (`restore_on_site_id`) another one of
 * the account. The destination is in maintenance mode meanwhile. Queued.
 */
export const createRestoreOperation = defineOperation({
  id: 'restores.create',
  method: 'POST',
  path: '/sites/{siteId}/restores',
  params: siteParams,
  body: restoreSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/restores'],
});
/** A restore and its progress. */
export const getRestoreOperation = defineOperation({
  id: 'restores.get',
  method: 'GET',
  path: '/sites/{siteId}/restores/{restoreId}',
  params: z.object({ siteId: idSchema, restoreId: idSchema }),
  response: (r) => r.restoreStatusSchema,
  specIds: ['GET /sites/{site_id}/restores/{restore_id}'],
});

/** Operations of the `restores` namespace. */
export const restoresOperations = [createRestoreOperation, getRestoreOperation] as const;
