import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { siteParams } from '../schemas/common.js';
import { securityAlertGroupsSchema, type SecurityAlertGroups } from '../schemas/plugins.js';

const pluginAlertsOperation = defineOperation({
  id: 'securityAlerts.plugins',
  method: 'GET',
  path: '/sites/{siteId}/security-alerts/plugins',
  params: siteParams,
  response: securityAlertGroupsSchema,
  specIds: ['GET /sites/{id}/security-alerts/plugins'],
});
const themeAlertsOperation = defineOperation({
  id: 'securityAlerts.themes',
  method: 'GET',
  path: '/sites/{siteId}/security-alerts/themes',
  params: siteParams,
  response: securityAlertGroupsSchema,
  specIds: ['GET /sites/{id}/security-alerts/themes'],
});

/** Operations of the `securityAlerts` namespace. */
export const securityAlertsOperations = [pluginAlertsOperation, themeAlertsOperation] as const;

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
