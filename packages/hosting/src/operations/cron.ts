import * as z from 'zod/mini';
import { idSchema } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Removes a scheduled task from a site. */
export const deleteCronJobOperation = defineOperation({
  id: 'cron.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/cron_jobs/{cronJobId}',
  params: z.object({ siteId: idSchema, cronJobId: idSchema }),
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/cron_jobs/{id}'],
});

/** Operations of the `cron` namespace. */
export const cronOperations = [deleteCronJobOperation] as const;
