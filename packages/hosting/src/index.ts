export { HostingClient, type HostingClientOptions } from './client.js';
export { errorCodeForStatus, HOSTING_ERROR_CODES, isHostingError, parseHostingError, type HostingError, type HostingErrorCode, type HostingErrorDetails } from './errors.js';
export { operations } from './operations.js';
export { isKnownWebhookEvent, parseWebhook } from './webhooks.js';
export type { Auth, Token } from './resources/auth.js';
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
export type { Theme, Themes } from './resources/themes.js';
export type { MuPlugins } from './resources/mu-plugins.js';
export type { Git, WaitForDeployOptions } from './resources/git.js';
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
export type { CertificateDetails, DomainSetupLink, Zone, ZoneRecord, ZoneRecordCreate, ZoneWithRecords } from './schemas/dns.js';
export type {
  FileModificationConstant,
  FileModifications,
  LoginLink,
  LoginLinkRequest,
  NameValidation,
  Note,
  NoteCreate,
  NoteUpdate,
  PhpFsPermission,
  SftpUser,
  SiteLicense,
  SiteStatistics,
  UsageLimit,
  WpUser,
  WpUserCreated,
  WpUserList,
} from './schemas/site-access.js';
export type {
  FirewallRule,
  FirewallRuleCreate,
  LogList,
  LogPage,
  MetricsQuery,
  PerformanceReport,
  PerformanceReports,
  PhpLogEntry,
  PhpLogQuery,
  ServerLogEntry,
  ServerLogQuery,
  SiteMetrics,
  UsageReportEntry,
} from './schemas/monitoring.js';
export type { Account, AccountAction, AccountUpdate, ActivityLogEntry, ActivityLogQuery, AttachedAddon, AvailableAddon } from './schemas/account.js';
export type { BackupEntry, OndemandBackup, RestoreRequest, RestoreStatus, SiteBackup } from './schemas/backups.js';
export type {
  AccountLevelAccess,
  BatchCreate,
  BatchDestroy,
  Collaborator,
  CollaboratorRole,
  CollaboratorSites,
  CollaboratorSitesQuery,
} from './schemas/collaborators.js';
export type {
  Acknowledgement,
  BackupType,
  DatacenterCode,
  HostingList,
  HostingPage,
  PageInfo,
  PageViews,
  PhpVersion,
  WpEnvironmentType,
} from './schemas/common.js';
export type { Domain, EdgeCacheStatus } from './schemas/domains.js';
export type { GitConfig, GitConnect, GitDeploy, GitDeployAck, GitUpdate } from './schemas/git.js';
export type { MuPlugin, MuPluginCreate, Plugin, PluginInstallItem, PluginUpdateItem, ScannedExtension, SecurityAlert, SecurityAlertGroups } from './schemas/plugins.js';
export type { ConversionTarget, DataTransfer, Datacenter, Site, SiteClone, SiteCreate, SiteListQuery, SiteSearch, SiteUpdate, TagsAdd } from './schemas/sites.js';
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
  NotFoundError,
  Paginated,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  type AuthStrategy,
  type ClientOptions,
  type RequestOptions,
  type WaitOptions,
} from '@typed-api/core';
