export { CodeAnalysisClient, type CodeAnalysisClientOptions } from './client.js';
export { CODE_ANALYSIS_ERROR_CODES, isCodeAnalysisError, parseCodeAnalysisError, type CodeAnalysisErrorCode } from './errors.js';
export { operations } from './operations/index.js';
export { ignoreReasons, licenseRiskCategories, patternCategories, securityPriorities, securityScanTypes, securityStatuses, severityLevels, type IgnoreReason, type LicenseRiskCategory, type PatternCategory, type SecurityPriority, type SecurityScanType, type SecurityStatus, type SeverityLevel } from './constants.js';
export {
  AccountResource,
  type AccountEmailInput,
  type AccountListOptions,
  type CreateApiTokenOptions,
  type HeartbeatBody,
  type UpdateEmailSettingsBody,
  type UpdateUserBody,
} from './resources/account.js';
export { AdminResource, type AdminListOptions, type AdminSearchOptions, type DeleteDormantAccountsInput, type GenerateLicenseBody, type PenTestReport } from './resources/admin.js';
export { AiInventoryResource, type AiInventoryFilters, type AiInventorySearchOptions, type AiProviderSummaryFilters } from './resources/ai-inventory.js';
export {
  isAnalysisComplete,
  type BranchOptions,
  type ConfigureToolBody,
  type ListToolPatternsOptions,
  type UpdateToolPatternsOptions,
  type WaitForFirstAnalysisInputs,
  type WaitForFirstAnalysisOptions,
  AnalysisResource,
} from './resources/analysis.js';
export { isAutoconfigFinished, type WaitForAutoconfigOptions, AutoconfigResource } from './resources/autoconfig.js';
export { BillingResource, type AddCardBody, type BillingDetails, type BillingEstimationOptions, type ChangePlanBody } from './resources/billing.js';
export {
  CodingStandardsResource,
  type ConfiguredPatternPage,
  type CreateCodingStandardFromPresetsInput,
  type CreateCodingStandardInput,
  type CreateComplianceStandardInput,
  type LinkRepositoriesInput,
  type ListCodingStandardPatternsOptions,
  type PagingOptions,
  type UpdateCodingStandardPatternsInput,
  type UpdateCodingStandardToolInput,
} from './resources/coding-standards.js';
export {
  CommitsResource,
  isCommitAnalysed,
  type CommitStatisticsOptions,
  type ListClonesOptions,
  type ListCommitFilesOptions,
  type ListCommitsOptions,
  type ListDeltaIssuesOptions,
  type WaitForCommitAnalysisOptions,
} from './resources/commits.js';
export {
  areCoverageReportsProcessed,
  CoverageResource,
  type CoverageReportsOptions,
  type ListCommitCoverageReportsOptions,
  type WaitForCommitReportsOptions,
  type WaitForCoverageReportOptions,
} from './resources/coverage.js';
export {
  EnterprisesResource,
  type AddEnterpriseTokenBody,
  type EnterpriseListOptions,
  type ListEnterpriseSeatsOptions,
} from './resources/enterprises.js';
export type { EnterpriseRef } from './schemas/enterprises.js';
export {
  FilesResource,
  type FileContentOptions,
  type FileStateBody,
  type ListFileClonesOptions,
  type ListFileIssuesOptions,
  type ListFilesOptions,
  type ListIgnoredFilesOptions,
} from './resources/files.js';
export { GatesResource, type CreateGatePolicyInput, type UpdateGatePolicyInput } from './resources/gates.js';
export { IntegrationsResource, type CreateJiraTicketInput, type JiraElement, type ListJiraProjectsOptions } from './resources/integrations.js';
export {
  IssuesResource,
  type BulkIgnoreIssuesBody,
  type IgnoredIssueFilters,
  type IssueFilters,
  type IssueStateBody,
  type SearchIgnoredIssuesOptions,
  type SearchIssuesOptions,
} from './resources/issues.js';
export {
  areMetricsReady,
  MetricsResource,
  type EnterpriseGroupedMetricQuery,
  type EnterpriseMetricFilter,
  type EnterprisePeriodGroupedMetricQuery,
  type EnterprisePeriodMetricQuery,
  type EnterpriseTimerangeMetricQuery,
  type GroupedMetricQuery,
  type MetricFilter,
  type PeriodGroupedMetricQuery,
  type PeriodMetricQuery,
  type StartMetricsBody,
  type TimerangeMetricQuery,
  type WaitForMetricsInputs,
  type WaitForMetricsOptions,
} from './resources/metrics.js';
export {
  isOnboardingComplete,
  OrganizationsResource,
  type AddOrganizationBody,
  type AddPeopleInput,
  type ChurnFeedback,
  type DeclineJoinRequestsInput,
  type JoinModeBody,
  type ListAuditLogsOptions,
  type ListOrganizationPullRequestsOptions,
  type ListOrganizationRepositoriesOptions,
  type ListOrganizationsOptions,
  type ListPeopleOptions,
  type MinimumPermissionBody,
  type OrganizationSearchOptions,
  type ProviderSettingsUpdate,
  type RemovePeopleBody,
  type SetJiraIntegrationOptions,
  type SlackIntegrationBody,
  type WaitForOnboardingOptions,
} from './resources/organizations.js';
export { PatternsResource, type ListPatternsOptions, type PatternFeedbackInput, type PatternFilters } from './resources/patterns.js';
export { PeopleResource } from './resources/people.js';
export {
  PullRequestsResource,
  isPullRequestAnalysed,
  type ListPullRequestCommitsOptions,
  type ListPullRequestFilesOptions,
  type ListPullRequestIssuesOptions,
  type ListPullRequestsOptions,
  type WaitForPullRequestAnalysisOptions,
} from './resources/pull-requests.js';
export {
  RepositoriesResource,
  type AddRepositoryBody,
  type BuildServerAnalysisSettingBody,
  type GetRepositoryOptions,
  type GitHubRepositoryRef,
  type IntegrationSettingsBody,
  type ListBranchesOptions,
  type ListPeopleSuggestionsOptions,
  type ListRepositoriesOptions,
  type QualityGateBody,
  type ReanalyzeCommitBody,
  type RepositoryLanguagesBody,
  type RepositoryQualitySettingsBody,
  type SearchRepositoriesOptions,
  type UpdateBranchBody,
} from './resources/repositories.js';
export { isSegmentsSyncFinished, SegmentsResource, type ListSegmentsOptions, type WaitForSegmentsSyncOptions } from './resources/segments.js';
export { ReportsResource, type SbomDependenciesReportFilters, type SecurityItemsReportFilters } from './resources/reports.js';
export {
  isImageTagAnalysed,
  SbomResource,
  type SbomPagingOptions,
  type SearchDependencyRepositoriesOptions,
  type SearchSbomDependenciesOptions,
  type SearchSbomRepositoriesOptions,
  type UploadImageSbomInput,
  type WaitForImageSbomOptions,
} from './resources/sbom.js';
export {
  isDastAnalysisFinished,
  isDastReportProcessed,
  SecurityResource,
  type AddSecurityManagerBody,
  type CreateDastTargetBody,
  type DastTool,
  type IgnoreSecurityItemOptions,
  type ListSecurityRepositoriesOptions,
  type OssfScorecardQuery,
  type SearchSecurityItemsOptions,
  type SecurityDashboardFilters,
  type SecurityDashboardScope,
  type SecurityPagingOptions,
  type UpdateSlaConfigBody,
  type UploadDastReportInput,
  type WaitForDastAnalysisOptions,
  type WaitForDastReportOptions,
} from './resources/security.js';

export { ServiceResource } from './resources/service.js';
export type { PollOptions } from '@typed-api/core';
export { ToolsResource } from './resources/tools.js';
export type { CursorPage } from './wire.js';
export type { GitProvider, OrganizationRef, RepositoryRef } from './schemas/common.js';
// Response types only: the response schemas themselves are loaded by the client when it validates.
export type { AccountApiToken, AccountIntegration, EmailSettings, Heartbeat, User, UserEmail, UserEmails, UserOrganization } from './responses/account.js';
export type { AdminEntity, AdminEntityResource, AdminSearchGroup, DormantAccount } from './responses/admin.js';
export type {
  AiInventoryCategoryGroup,
  AiInventoryLocationSummary,
  AiInventoryMarkerSummary,
  AiInventoryProviderSummary,
  AiInventoryRepository,
  AiInventoryRepositorySummary,
} from './responses/ai-inventory.js';
export type { AnalysisProgress, CategoryOverview, ProgressStep } from './responses/analysis.js';
export type { AutoconfigRun, AutoconfigState, AutoconfigStatus } from './responses/autoconfig.js';
export type { BillingEstimation, BillingTerms, Card, CardResponse, OrganizationBilling, PaymentPlan, PaymentPlans } from './responses/billing.js';
export type {
  AiRiskChecklistItem,
  ApplyCodingStandardResult,
  CodingStandard,
  CodingStandardTool,
  ConfiguredPattern,
  RepositoryReference,
} from './responses/coding-standards.js';
export type {
  AnalysisLogs,
  AnalysisStep,
  Commit,
  CommitAnalysisStats,
  CommitDeltaStatistics,
  CommitDetails,
  CommitWithAnalysis,
  DeltaClone,
  FileDeltaAnalysis,
} from './responses/commits.js';
export type { Action, Count, Pagination } from './responses/common.js';
export type { CoverageReportContent, CoverageReportEntry, CoverageReports, FileDiffCoverage, PullRequestCoverage } from './responses/coverage.js';
export type { Enterprise, EnterpriseOrganization, EnterpriseSeat, EnterpriseToken } from './responses/enterprises.js';
export type { CodeLine, FileClone, FileSummary, FileWithAnalysis, IgnoredFile, LineCoverage } from './responses/files.js';
export type { GatePolicy, GatePolicySettings, GatePolicySummary } from './responses/gates.js';
export type { JiraIssueField, JiraIssueType, JiraProject, JiraTicket, LoginIntegration, ProviderIntegration } from './responses/integrations.js';
export type { DeltaIssue, HasQuickfixSuggestions, IgnoredIssue, Issue, IssuesOverview, QuickfixPatch } from './responses/issues.js';
export type { EnterpriseReadyMetrics, GroupedMetricValue, MetricGroup, MetricValue, OrganizationReadyMetrics, TimerangeMetricValue } from './responses/metrics.js';
export type {
  AddedOrganization,
  AppPermissions,
  AuditLog,
  JiraIntegration,
  JoinRequest,
  JoinResult,
  LeaveCheck,
  OnboardingStep,
  Organization,
  OrganizationName,
  OrganizationWithMeta,
  Person,
  ProviderSettings,
  RemovePeopleResult,
  SlackIntegration,
  SuggestedPerson,
} from './responses/organizations.js';
export type { Pattern, PatternConflict, PatternParameter, PatternsOverview } from './responses/patterns.js';
export type { PullRequestCoverageCommit, PullRequestCoverageReport, PullRequestCoverageReports, PullRequestWithAnalysis } from './responses/pull-requests.js';
export type {
  AddedState,
  ApiToken,
  Branch,
  BranchRequiredChecks,
  BuildServerAnalysisSetting,
  Diff,
  IntegrationSettings,
  QualityGate,
  QualitySettings,
  Repository,
  RepositoryLanguage,
  RepositoryLanguages,
  RepositoryQualitySettings,
  RepositoryWithAnalysis,
  SshKey,
  SuggestedAuthor,
  SyncResult,
} from './responses/repositories.js';
export type { Segment, SegmentKeyWithId, SegmentsSyncStatus } from './responses/segments.js';
export type {
  ContainerImage,
  DependencyRepository,
  DependencyUsageOverview,
  ImageTag,
  LicenseDetails,
  OpenFindingsCount,
  SbomDependency,
  SbomDownload,
  SbomOverview,
  SbomRepository,
} from './responses/sbom.js';
export type {
  DastAnalysis,
  DastReport,
  DastReportUpload,
  DastTarget,
  DastTargetStatus,
  OssfScorecard,
  OssfScorecardCheck,
  RepositorySummary,
  SecurityCategoryCount,
  SecurityDashboard,
  SecurityHistoryPoint,
  SecurityItem,
  SecurityItemIgnored,
  SecurityManager,
  SecurityRepositoryCount,
  SlaConfig,
  SlaConfigResponse,
} from './responses/security.js';
export type { ConfigurationStatus, Health, LanguageWithTools } from './responses/service.js';
export type { EngineTool, Tool, ToolDefinition } from './responses/tools.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  headerAuth,
  isWaitTimeout,
  noAuth,
  NotFoundError,
  Paginated,
  RateLimitError,
  RetryBudgetError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  WaitTimeoutError,
  type AuthStrategy,
  type RequestOptions,
} from '@typed-api/core';
