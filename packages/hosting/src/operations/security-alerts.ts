import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Scan results of the site's plugins, grouped by status. */
export const pluginAlertsOperation = defineOperation({
  id: 'securityAlerts.plugins',
  method: 'GET',
  path: '/sites/{siteId}/security-alerts/plugins',
  params: siteParams,
  response: (r) => r.securityAlertGroupsSchema,
  specIds: ['GET /sites/{id}/security-alerts/plugins'],
});
/** Scan results of the site's themes, grouped by status. */
export const themeAlertsOperation = defineOperation({
  id: 'securityAlerts.themes',
  method: 'GET',
  path: '/sites/{siteId}/security-alerts/themes',
  params: siteParams,
  response: (r) => r.securityAlertGroupsSchema,
  specIds: ['GET /sites/{id}/security-alerts/themes'],
});

/** Operations of the `securityAlerts` namespace. */
export const securityAlertsOperations = [pluginAlertsOperation, themeAlertsOperation] as const;
