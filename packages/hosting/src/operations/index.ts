import type { Operation } from '@typed-api/core/internal';
import { accountOperations } from './account.js';
import { addonsOperations } from './addons.js';
import { authOperations } from './auth.js';
import { backupsOperations } from './backups.js';
import { collaboratorsOperations } from './collaborators.js';
import { domainsOperations } from './domains.js';
import { edgeCacheOperations } from './edge-cache.js';
import { gitOperations } from './git.js';
import { muPluginsOperations } from './mu-plugins.js';
import { ondemandBackupsOperations } from './ondemand-backups.js';
import { pluginsOperations } from './plugins.js';
import { restoresOperations } from './restores.js';
import { securityAlertsOperations } from './security-alerts.js';
import { sitesOperations } from './sites.js';
import { tagsOperations } from './tags.js';
import { themesOperations } from './themes.js';
import { dnsOperations } from './dns.js';
import { sftpOperations } from './sftp.js';
import { notesOperations } from './notes.js';
import { logsOperations } from './logs.js';
import { reportsOperations } from './reports.js';
import { usageLimitsOperations } from './usage-limits.js';
import { firewallOperations } from './firewall.js';
import { performanceMonitoringOperations } from './performance-monitoring.js';
import { cronOperations } from './cron.js';
import { wpUsersOperations } from './wp-users.js';
import { wordpressOperations } from './wordpress.js';
import { licensesOperations } from './licenses.js';

/**
 * Every operation of the hosting API this package knows, as data: for contract tests, the fake and the
 * coverage count. `auth.token` and `auth.revoke` live at `{baseUrl}/auth/...`; all others under `{baseUrl}/v1`.
 */
export const operations: readonly Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...addonsOperations,
  ...collaboratorsOperations,
  ...sitesOperations,
  ...domainsOperations,
  ...tagsOperations,
  ...edgeCacheOperations,
  ...backupsOperations,
  ...restoresOperations,
  ...ondemandBackupsOperations,
  ...pluginsOperations,
  ...themesOperations,
  ...securityAlertsOperations,
  ...muPluginsOperations,
  ...gitOperations,
  ...dnsOperations,
  ...sftpOperations,
  ...notesOperations,
  ...logsOperations,
  ...reportsOperations,
  ...usageLimitsOperations,
  ...firewallOperations,
  ...performanceMonitoringOperations,
  ...cronOperations,
  ...wpUsersOperations,
  ...wordpressOperations,
  ...licensesOperations,
];
