export { HostingClient, type HostingClientOptions } from './client.js';
export { errorCodeForStatus, HOSTING_ERROR_CODES, isHostingError, parseHostingError, type HostingError, type HostingErrorCode, type HostingErrorDetails } from './errors.js';
export { operations } from './operations/index.js';
export { isKnownWebhookEvent, parseWebhook } from './webhooks.js';
export type { Auth } from './resources/auth.js';
export type { AccountResource } from './resources/account.js';
export type { Addons } from './resources/addons.js';
export type { Collaborators, CollaboratorSitesList, CollaboratorSitesPage } from './resources/collaborators.js';
export type { Sites } from './resources/sites.js';
export type { Domains } from './resources/domains.js';
export type { Tags } from './resources/tags.js';
export type { EdgeCache } from './resources/edge-cache.js';
export type { Backups } from './resources/backups.js';
export type { Restores } from './resources/restores.js';
export type { OndemandBackups, WaitForBackupOptions } from './resources/ondemand-backups.js';
export type { Plugins } from './resources/plugins.js';
export type { SecurityAlerts } from './resources/security-alerts.js';
export type { Themes } from './resources/themes.js';
export type { MuPlugins } from './resources/mu-plugins.js';
export type { Git, WaitForDeployInputs, WaitForDeployOptions } from './resources/git.js';
export type { Dns } from './resources/dns.js';
export type { Sftp } from './resources/sftp.js';
export type { Notes } from './resources/notes.js';
export type { Logs } from './resources/logs.js';
export type { Reports } from './resources/reports.js';
export type { UsageLimits } from './resources/usage-limits.js';
export type { Firewall } from './resources/firewall.js';
export type { PerformanceMonitoring } from './resources/performance-monitoring.js';
export type { Cron } from './resources/cron.js';
export type { WpUserPage, WpUsers } from './resources/wp-users.js';
export type { Wordpress } from './resources/wordpress.js';
export type { Licenses } from './resources/licenses.js';
export type { Account, AccountAction, ActivityLogEntry, AttachedAddon, AvailableAddon } from './responses/account.js';
export type { Token } from './responses/auth.js';
export type { BackupEntry, OndemandBackup, RestoreStatus, SiteBackup } from './responses/backups.js';
export type { Collaborator, CollaboratorSites } from './responses/collaborators.js';
export type { Acknowledgement, HostingList, HostingPage, PageInfo, PageViews } from './responses/common.js';
export type { CertificateDetails, DomainSetupLink, Zone, ZoneRecord, ZoneWithRecords } from './responses/dns.js';
export type { Domain, EdgeCacheStatus } from './responses/domains.js';
export type { GitConfig, GitDeploy, GitDeployAck } from './responses/git.js';
export type {
  FirewallRule,
  LogList,
  LogPage,
  PerformanceReport,
  PerformanceReports,
  PhpLogEntry,
  ServerLogEntry,
  SiteMetrics,
  UsageReportEntry,
} from './responses/monitoring.js';
export type { MuPlugin, Plugin, ScannedExtension, SecurityAlert, SecurityAlertGroups, Theme } from './responses/plugins.js';
export type {
  FileModifications,
  LoginLink,
  NameValidation,
  Note,
  SftpUser,
  SiteLicense,
  SiteStatistics,
  WpUser,
  WpUserCreated,
  WpUserList,
} from './responses/site-access.js';
export type { Datacenter, Site } from './responses/sites.js';
export type { AccountUpdate, ActivityLogQuery } from './schemas/account.js';
export type { RestoreRequest } from './schemas/backups.js';
export type { AccountLevelAccess, BatchCreate, BatchDestroy, CollaboratorRole, CollaboratorSitesQuery } from './schemas/collaborators.js';
export type { BackupType, DatacenterCode, PhpVersion, WpEnvironmentType } from './schemas/common.js';
export type { ZoneRecordCreate } from './schemas/dns.js';
export type { GitConnect, GitUpdate } from './schemas/git.js';
export type { FirewallRuleCreate, MetricsQuery, PhpLogQuery, ServerLogQuery } from './schemas/monitoring.js';
export type { MuPluginCreate, PluginInstallItem, PluginUpdateItem } from './schemas/plugins.js';
export type { FileModificationConstant, LoginLinkRequest, NoteCreate, NoteUpdate, PhpFsPermission, UsageLimit } from './schemas/site-access.js';
export type { ConversionTarget, DataTransfer, SiteClone, SiteCreate, SiteListQuery, SiteSearch, SiteUpdate, TagsAdd } from './schemas/sites.js';
export { webhookEventNames, type HostingWebhook, type WebhookEventName, type WebhookOf } from './schemas/webhooks.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  bearerAuth,
  clientCredentialsAuth,
  ConflictError,
  ConnectionError,
  InternalServerError,
  isWaitTimeout,
  NotFoundError,
  Paginated,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  RetryBudgetError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  WaitTimeoutError,
  type AuthStrategy,
  type ClientOptions,
  type RequestOptions,
  type WaitOptions,
} from '@typed-api/core';
