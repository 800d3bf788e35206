export { HostingClient, type HostingClientOptions } from './client.js';
export { errorCodeForStatus, HOSTING_ERROR_CODES, isHostingError, parseHostingError, type HostingError, type HostingErrorCode, type HostingErrorDetails } from './errors.js';
export * from './resources.js';
export type { WaitForDeployInputs, WaitForDeployOptions } from './composed/git.js';
export type { WaitForBackupOptions } from './composed/ondemandBackups.js';
export type { Account, AccountAction, ActivityLogEntry, AttachedAddon, AvailableAddon } from './responses/account.js';
export type { Token } from './responses/auth.js';
export type { BackupEntry, OndemandBackup, RestoreStatus, SiteBackup } from './responses/backups.js';
export type { Collaborator, CollaboratorSites, CollaboratorSitesList, CollaboratorSitesPage } from './responses/collaborators.js';
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
  WpUserPage,
} from './responses/site-access.js';
export type { Datacenter, Site } from './responses/sites.js';
export type { CollaboratorRole } from './schemas/collaborators.js';
export type { BackupType, DatacenterCode, PhpVersion, WpEnvironmentType } from './schemas/common.js';
export type { PluginInstallItem, PluginUpdateItem } from './schemas/plugins.js';
export type { FileModificationConstant, PhpFsPermission } from './schemas/site-access.js';
export type { ConversionTarget } from './schemas/sites.js';
export type { HostingWebhook, WebhookEventName, WebhookOf } from './schemas/webhooks.js';
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
  untypedField,
  LimitStoreError,
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
