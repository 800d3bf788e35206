import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { metricsOperation, performanceOperation, statisticsOperation, usageOperation } from '../operations/reports.js';
import type { PerformanceReports, SiteMetrics, UsageReportEntry } from '../responses/monitoring.js';
import type { SiteStatistics } from '../responses/site-access.js';
import type { MetricsQuery } from '../schemas/monitoring.js';

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
