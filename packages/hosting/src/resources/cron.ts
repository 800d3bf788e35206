import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, type Acknowledgement } from '../schemas/common.js';

const deleteOperation = defineOperation({
  id: 'cron.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/cron_jobs/{cronJobId}',
  params: z.object({ siteId: idSchema, cronJobId: idSchema }),
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/cron_jobs/{id}'],
});

/** Operations of the `cron` namespace. */
export const cronOperations = [deleteOperation] as const;

/** Scheduled tasks of a site. The public description has only the removal; listing and creating are not published. */
export class Cron {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Removes a scheduled task from a site. */
  delete(siteId: number, cronJobId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId, cronJobId } }, options);
  }
}
