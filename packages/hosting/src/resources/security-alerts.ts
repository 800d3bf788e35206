import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { pluginAlertsOperation, themeAlertsOperation } from '../operations/security-alerts.js';
import type { SecurityAlertGroups } from '../responses/plugins.js';

/** Known vulnerabilities of what is installed on a site (scanned weekly). */
export class SecurityAlerts {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Scan results of the site's plugins, grouped by status. */
  plugins(siteId: number, options?: RequestOptions): ApiPromise<SecurityAlertGroups> {
    return this.#http.call(pluginAlertsOperation, { params: { siteId } }, options);
  }

  /** Scan results of the site's themes, grouped by status. */
  themes(siteId: number, options?: RequestOptions): ApiPromise<SecurityAlertGroups> {
    return this.#http.call(themeAlertsOperation, { params: { siteId } }, options);
  }
}
