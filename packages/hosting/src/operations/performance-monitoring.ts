import * as z from 'zod/mini';
import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Starts monitoring; `apm_duration` bounds how long (its unit is not published). Refused when already on. */
export const activatePerformanceMonitoringOperation = defineOperation({
  id: 'performanceMonitoring.activate',
  method: 'POST',
  path: '/sites/{siteId}/apm/activate',
  params: siteParams,
  body: z.object({ apm_duration: z.optional(z.int()) }),
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/apm/activate'],
});
/** Stops monitoring. Refused when already off. */
export const deactivatePerformanceMonitoringOperation = defineOperation({
  id: 'performanceMonitoring.deactivate',
  method: 'POST',
  path: '/sites/{siteId}/apm/deactivate',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/apm/deactivate'],
});

/** The address of the site's monitoring traces; a 404 while there are none (monitoring never switched on, say). */
export const urlPerformanceMonitoringOperation = defineOperation({
  id: 'performanceMonitoring.url',
  method: 'GET',
  path: '/sites/{siteId}/apm/url',
  params: siteParams,
  response: (r) => r.apmUrlSchema,
  // The description writes this path with a development server's address in front (see the specs' notes).
  specIds: ['GET /http://localhost:3001//sites/{site_id}/apm/url'],
});

/** Operations of the `performanceMonitoring` namespace. */
export const performanceMonitoringOperations = [activatePerformanceMonitoringOperation, deactivatePerformanceMonitoringOperation, urlPerformanceMonitoringOperation] as const;
