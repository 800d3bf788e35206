import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { activatePerformanceMonitoringOperation, deactivatePerformanceMonitoringOperation } from '../operations/performance-monitoring.js';
import type { Acknowledgement } from '../responses/common.js';

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
    return this.#http.call(activatePerformanceMonitoringOperation, { params: { siteId }, body: settings }, options);
  }

  /** Stops monitoring. Refused when already off. */
  deactivate(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deactivatePerformanceMonitoringOperation, { params: { siteId } }, options);
  }
}
