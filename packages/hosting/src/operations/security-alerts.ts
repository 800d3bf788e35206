import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

/** Reads the scan results of a site's plugins. */
export const pluginAlertsOperation = defineOperation({
  id: 'securityAlerts.plugins',
  method: 'GET',
  path: '/sites/{siteId}/security-alerts/plugins',
  params: siteParams,
  response: (r) => r.securityAlertGroupsSchema,
  specIds: ['GET /sites/{id}/security-alerts/plugins'],
});
/** Reads the scan results of a site's themes. */
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
