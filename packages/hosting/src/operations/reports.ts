import { siteParams } from '../schemas/common.js';
import { metricsQuerySchema } from '../schemas/monitoring.js';
import { defineOperation } from '../define.js';

/** Storage used and page views per period (updated once a day). */
export const statisticsOperation = defineOperation({
  id: 'reports.statistics',
  method: 'GET',
  path: '/sites/{siteId}/statistics',
  params: siteParams,
  response: (r) => r.siteStatisticsSchema,
  specIds: ['GET /sites/{site_id}/statistics'],
});
/** The latest lab performance reports, desktop and mobile. */
export const performanceOperation = defineOperation({
  id: 'reports.performance',
  method: 'GET',
  path: '/sites/{siteId}/reports/performance/latest',
  params: siteParams,
  response: (r) => r.performanceReportsSchema,
  specIds: ['GET /sites/{id}/reports/performance/latest'],
});
/** Visits and storage per billing cycle (storage in GiB). */
export const usageOperation = defineOperation({
  id: 'reports.usage',
  method: 'GET',
  path: '/sites/{siteId}/reports/usage',
  params: siteParams,
  response: (r) => r.usageReportListSchema,
  specIds: ['GET /sites/{id}/reports/usage'],
});
/** Time series of a site (e.g. requests per second), split by dimensions. */
export const metricsOperation = defineOperation({
  id: 'reports.metrics',
  method: 'POST',
  path: '/sites/{siteId}/metrics',
  params: siteParams,
  body: metricsQuerySchema,
  response: (r) => r.siteMetricsSchema,
  idempotent: 'a POST that only reads (time series of the site, with their filters in the body)',
  specIds: ['POST /sites/{id}/metrics'],
});

/** Operations of the `reports` namespace. */
export const reportsOperations = [statisticsOperation, performanceOperation, usageOperation, metricsOperation] as const;
