import type { Operation } from '@typed-api/core/internal';
import { accountOperations } from './resources/account.js';
import { addonsOperations } from './resources/addons.js';
import { revokeOperation, tokenOperation } from './resources/auth.js';
import { backupsOperations } from './resources/backups.js';
import { collaboratorsOperations } from './resources/collaborators.js';
import { domainsOperations } from './resources/domains.js';
import { edgeCacheOperations } from './resources/edge-cache.js';
import { gitOperations } from './resources/git.js';
import { muPluginsOperations } from './resources/mu-plugins.js';
import { ondemandBackupsOperations } from './resources/ondemand-backups.js';
import { pluginsOperations } from './resources/plugins.js';
import { restoresOperations } from './resources/restores.js';
import { securityAlertsOperations } from './resources/security-alerts.js';
import { sitesOperations } from './resources/sites-operations.js';
import { tagsOperations } from './resources/tags.js';
import { themesOperations } from './resources/themes.js';
import { dnsOperations } from './resources/dns.js';
import { sftpOperations } from './resources/sftp.js';
import { notesOperations } from './resources/notes.js';
import { logsOperations } from './resources/logs.js';
import { reportsOperations } from './resources/reports.js';
import { usageLimitsOperations } from './resources/usage-limits.js';
import { firewallOperations } from './resources/firewall.js';
import { performanceMonitoringOperations } from './resources/performance-monitoring.js';
import { cronOperations } from './resources/cron.js';
import { wpUsersOperations } from './resources/wp-users.js';
import { wordpressOperations } from './resources/wordpress.js';
import { licensesOperations } from './resources/licenses.js';

/**
 * Every operation of the hosting API this package knows, as data: for contract tests, the fake and the
 * coverage count. `auth.token` and `auth.revoke` live at `{baseUrl}/auth/...`; all others under `{baseUrl}/v1`.
 */
export const operations: readonly Operation[] = [
  tokenOperation,
  revokeOperation,
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
