export { CodeAnalysisClient, type CodeAnalysisClientOptions } from './client.js';
export { CODE_ANALYSIS_ERROR_CODES, isCodeAnalysisError, parseCodeAnalysisError, type CodeAnalysisErrorCode } from './errors.js';
export { ignoreReasons, licenseRiskCategories, patternCategories, securityPriorities, securityScanTypes, securityStatuses, severityLevels, type IgnoreReason, type LicenseRiskCategory, type PatternCategory, type SecurityPriority, type SecurityScanType, type SecurityStatus, type SeverityLevel } from './constants.js';
export * from './resources.js';
export { isAnalysisComplete, type WaitForFirstAnalysisInputs, type WaitForFirstAnalysisOptions } from './composed/analysis.js';
export { isAutoconfigFinished, type WaitForAutoconfigOptions } from './composed/autoconfig.js';
export { isCommitAnalysed, type WaitForCommitAnalysisOptions } from './composed/commits.js';
export { areCoverageReportsProcessed, type WaitForCommitReportsOptions, type WaitForCoverageReportOptions } from './composed/coverage.js';
export { areMetricsReady, type WaitForMetricsInputs, type WaitForMetricsOptions } from './composed/metrics.js';
export { isOnboardingComplete, type WaitForOnboardingOptions } from './composed/organizations.js';
export { isPullRequestAnalysed, type WaitForPullRequestAnalysisOptions } from './composed/pullRequests.js';
export { isImageTagAnalysed, type SbomUploadImageSbomInputs, type WaitForImageSbomOptions } from './composed/sbom.js';
export { isDastAnalysisFinished, isDastReportProcessed, type SecurityUploadDastReportInputs, type WaitForDastAnalysisOptions, type WaitForDastReportOptions } from './composed/security.js';
export { isSegmentsSyncFinished, type WaitForSegmentsSyncOptions } from './composed/segments.js';
export type { AdminUploadPenTestReportInputs } from './schemas/admin.js';
export type { DastTool } from './schemas/security.js';
export type { PollOptions } from '@typed-api/core';
export type { ConfiguredPatternPage, CursorPage, DeltaIssuePage, DependencyRepositoryPage, IgnoredFilePage, SbomDependencyPage, SbomRepositoryPage } from './wire.js';
export type { GitProvider } from './schemas/common.js';
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
  untypedField,
  noAuth,
  LimitStoreError,
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
