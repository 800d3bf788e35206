// The response schemas the operations read (`response: (r) => r.siteSchema`). The client imports this module
// the first time it validates a response; nothing on a call's static import path reaches it.
export { accountActionListSchema, accountSchema, activityLogPageSchema, attachedAddonListSchema, availableAddonListSchema } from './account.js';
export { tokenSchema } from './auth.js';
export { backupEntryListSchema, ondemandBackupListSchema, ondemandBackupSchema, restoreStatusSchema, siteBackupListSchema } from './backups.js';
export { accountLevelAccessResultSchema, collaboratorListSchema, collaboratorSchema, collaboratorSitesEnvelopeSchema, collaboratorSitesSchema } from './collaborators.js';
export { acknowledgementSchema, stringListSchema, stringSchema } from './common.js';
export { certificateDetailsSchema, domainSetupLinkSchema, zoneListSchema, zoneWithRecordsSchema } from './dns.js';
export { domainListSchema, domainSchema, edgeCacheStatusSchema } from './domains.js';
export { gitConfigSchema, gitDeployAckSchema, gitDisconnectedSchema, gitHistoryPageSchema, gitTokenRevokedSchema, gitTokenStoredSchema } from './git.js';
export { apmUrlSchema, firewallRuleListSchema, firewallRuleSchema, performanceReportsSchema, phpLogPageSchema, serverLogPageSchema, siteMetricsSchema, usageReportListSchema } from './monitoring.js';
export { muPluginPageSchema, muPluginSchema, pluginListSchema, securityAlertGroupsSchema, themeListSchema } from './plugins.js';
export { fileModificationsSchema, loginLinkSchema, nameValidationSchema, notePageSchema, noteSchema, sftpUserListSchema, sftpUserSchema, siteLicenseSchema, siteStatisticsSchema, wpUserCreatedSchema, wpUserListSchema } from './site-access.js';
export { datacenterListSchema, lightWeight404Schema, mcpToggleSchema, sitePageSchema, siteSchema } from './sites.js';
