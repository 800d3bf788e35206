import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { siteParams } from '../schemas/common.js';
import {
  metricsQuerySchema,
  performanceReportsSchema,
  siteMetricsSchema,
  usageReportEntrySchema,
  type MetricsQuery,
  type PerformanceReports,
  type SiteMetrics,
  type UsageReportEntry,
} from '../schemas/monitoring.js';
import { siteStatisticsSchema, type SiteStatistics } from '../schemas/site-access.js';

const statisticsOperation = defineOperation({
  id: 'reports.statistics',
  method: 'GET',
  path: '/sites/{siteId}/statistics',
  params: siteParams,
  response: siteStatisticsSchema,
  specIds: ['GET /sites/{site_id}/statistics'],
});
const performanceOperation = defineOperation({
  id: 'reports.performance',
  method: 'GET',
  path: '/sites/{siteId}/reports/performance/latest',
  params: siteParams,
  response: performanceReportsSchema,
  specIds: ['GET /sites/{id}/reports/performance/latest'],
});
const usageOperation = defineOperation({
  id: 'reports.usage',
  method: 'GET',
  path: '/sites/{siteId}/reports/usage',
  params: siteParams,
  response: z.array(usageReportEntrySchema),
  specIds: ['GET /sites/{id}/reports/usage'],
});
const metricsOperation = defineOperation({
  id: 'reports.metrics',
  method: 'POST',
  path: '/sites/{siteId}/metrics',
  params: siteParams,
  body: metricsQuerySchema,
  response: siteMetricsSchema,
  // A read with its filters in the body: safe to repeat.
  idempotent: true,
  specIds: ['POST /sites/{id}/metrics'],
});

/** Operations of the `reports` namespace. */
export const reportsOperations = [statisticsOperation, performanceOperation, usageOperation, metricsOperation] as const;

/** What a site uses and how it performs: daily statistics, billing-cycle usage, lab reports and time series. */
export class Reports {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Storage used and page views per period (updated once a day). */
  statistics(siteId: number, options?: RequestOptions): ApiPromise<SiteStatistics> {
    return this.#http.call(statisticsOperation, { params: { siteId } }, options);
  }

  /** The latest lab performance reports, desktop and mobile. */
  performance(siteId: number, options?: RequestOptions): ApiPromise<PerformanceReports> {
    return this.#http.call(performanceOperation, { params: { siteId } }, options);
  }

  /** Visits and storage per billing cycle (storage in GiB). */
  usage(siteId: number, options?: RequestOptions): ApiPromise<UsageReportEntry[]> {
    return this.#http.call(usageOperation, { params: { siteId } }, options);
  }

  /** Time series of a site (e.g. requests per second), split by dimensions. */
  metrics(siteId: number, query: MetricsQuery = {}, options?: RequestOptions): ApiPromise<SiteMetrics> {
    return this.#http.call(metricsOperation, { params: { siteId }, body: query }, options);
  }
}
