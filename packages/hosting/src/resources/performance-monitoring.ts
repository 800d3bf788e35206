import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';

const activateOperation = defineOperation({
  id: 'performanceMonitoring.activate',
  method: 'POST',
  path: '/sites/{siteId}/apm/activate',
  params: siteParams,
  body: z.object({ apm_duration: z.optional(z.int()) }),
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/apm/activate'],
});
const deactivateOperation = defineOperation({
  id: 'performanceMonitoring.deactivate',
  method: 'POST',
  path: '/sites/{siteId}/apm/deactivate',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/apm/deactivate'],
});

/** Operations of the `performanceMonitoring` namespace. */
export const performanceMonitoringOperations = [activateOperation, deactivateOperation] as const;

/**
 * Application performance monitoring (request tracing) of a site. The public description also lists a
 * trace-URL read under a malformed path, which this package cannot call.
 */
export class PerformanceMonitoring {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Starts monitoring; `apm_duration` bounds how long (its unit is not published). Refused when already on. */
  activate(siteId: number, settings: { apm_duration?: number } = {}, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activateOperation, { params: { siteId }, body: settings }, options);
  }

  /** Stops monitoring. Refused when already off. */
  deactivate(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deactivateOperation, { params: { siteId } }, options);
  }
}
