// The response-schema module of the package: every schema an operation's `response` reader names, by
// that name. The client imports this module (`import()` in `wire.ts`) the first time it validates a
// response, so none of these schemas is on the import path of a call. Runtime code of the package
// imports only types from here.
export {
  aiInventoryCategoriesSchema,
  aiInventoryLocationSummaryPageSchema,
  aiInventoryMarkerSummaryPageSchema,
  aiInventoryProviderSummaryPageSchema,
  aiInventoryProviderSummarySchema,
  aiInventoryRepositoryPageSchema,
  aiInventoryRepositorySummaryPageSchema,
} from './ai-inventory.js';
export {
  accountApiTokenPageSchema,
  accountApiTokenSchema,
  accountIntegrationPageSchema,
  emailSettingsSchema,
  heartbeatSchema,
  userEmailsSchema,
  userOrganizationPageSchema,
  userOrganizationSchema,
  userSchema,
} from './account.js';
export { adminEntityResourcePageSchema, adminEntitySchema, adminSearchSchema, dormantAccountsSchema, licenseKeySchema } from './admin.js';
export { analysisProgressSchema, categoryOverviewsSchema, toolPatternSchema } from './analysis.js';
export { autoconfigRunSchema, autoconfigStatusSchema } from './autoconfig.js';
export { billingEstimationSchema, cardResponseSchema, organizationBillingSchema, paymentPlansSchema } from './billing.js';
export {
  aiRiskChecklistSchema,
  applyCodingStandardResultSchema,
  codingStandardSchema,
  codingStandardsSchema,
  codingStandardToolsSchema,
  configuredPatternPageSchema,
  repositoryReferencePageSchema,
} from './coding-standards.js';
export {
  analysisLogsSchema,
  commitAnalysisStatsListSchema,
  commitDeltaStatisticsSchema,
  commitDetailsSchema,
  commitWithAnalysisPageSchema,
  commitWithAnalysisSchema,
  deltaClonePageSchema,
  fileDeltaAnalysisPageSchema,
} from './commits.js';
export { coverageReportContentSchema, coverageReportEntryPageSchema, coverageReportsSchema, fileDiffCoveragesSchema, pullRequestCoverageSchema } from './coverage.js';
export { codeLinesSchema, fileClonePageSchema, fileSummaryPageSchema, fileWithAnalysisSchema, ignoredFilePageSchema, lineCoveragesSchema } from './files.js';
export { enterpriseOrganizationPageSchema, enterprisePageSchema, enterpriseSchema, enterpriseSeatPageSchema, enterpriseTokensSchema } from './enterprises.js';
export { gatePolicyPageSchema, gatePolicySchema } from './gates.js';
export {
  jiraIssueFieldPageSchema,
  jiraIssueTypePageSchema,
  jiraProjectPageSchema,
  jiraTicketSchema,
  jiraTicketsSchema,
  loginIntegrationPageSchema,
  providerIntegrationPageSchema,
} from './integrations.js';
export {
  deltaIssuePageSchema,
  hasQuickfixSuggestionsSchema,
  ignoredIssuePageSchema,
  issuePageSchema,
  issueSchema,
  issuesOverviewSchema,
  quickfixPatchSchema,
} from './issues.js';
export {
  enterpriseReadyMetricsListSchema,
  groupedMetricValuesSchema,
  metricValueSchema,
  organizationReadyMetricsSchema,
  timerangeMetricValuesSchema,
} from './metrics.js';
export {
  addedOrganizationSchema,
  appPermissionsSchema,
  auditLogsSchema,
  jiraIntegrationSchema,
  joinRequestPageSchema,
  joinResultSchema,
  leaveCheckSchema,
  onboardingStepsSchema,
  organizationNameSchema,
  organizationPageSchema,
  organizationWithMetaSchema,
  personPageSchema,
  providerSettingsSchema,
  removePeopleResultSchema,
  repositoryPageSchema,
  slackIntegrationSchema,
  submodulesEnabledSchema,
  suggestedPersonPageSchema,
} from './organizations.js';
export { patternConflictsSchema, patternPageSchema, patternSchema, patternsOverviewSchema } from './patterns.js';
export { pullRequestCoverageReportsSchema, pullRequestWithAnalysisPageSchema, pullRequestWithAnalysisSchema } from './pull-requests.js';
export {
  addedStateSchema,
  apiTokenPageSchema,
  apiTokenSchema,
  branchPageSchema,
  branchRequiredChecksSchema,
  buildServerAnalysisSettingSchema,
  diffSchema,
  integrationSettingsSchema,
  qualitySettingsSchema,
  repositoryLanguagesSchema,
  repositoryQualitySettingsSchema,
  repositorySchema,
  repositoryWithAnalysisPageSchema,
  repositoryWithAnalysisSchema,
  sshKeySchema,
  suggestedAuthorPageSchema,
  syncResultSchema,
} from './repositories.js';
export { segmentKeyPageSchema, segmentKeyWithIdPageSchema, segmentPageSchema, segmentsSyncStatusSchema } from './segments.js';
export { configurationStatusSchema, healthSchema, languagesWithToolsSchema } from './service.js';
export { duplicationToolsSchema, metricsToolsSchema, toolConflictsSchema, toolDefinitionPageSchema, toolsSchema } from './tools.js';
export { containerImagePageSchema, dependencyRepositoryPageSchema, imageTagPageSchema, sbomDependencyPageSchema, sbomDownloadSchema, sbomRepositoryPageSchema } from './sbom.js';
export {
  dastAnalysisSchema,
  dastReportPageSchema,
  dastReportUploadSchema,
  dastTargetPageSchema,
  dastTargetSchema,
  ossfScorecardSchema,
  repositorySummaryPageSchema,
  securityCategoryCountsSchema,
  securityCategoryPageSchema,
  securityDashboardSchema,
  securityHistorySchema,
  securityItemPageSchema,
  securityItemSchema,
  securityManagerPageSchema,
  securityRepositoryCountsSchema,
  slaConfigResponseSchema,
} from './security.js';
export { versionSchema } from './version.js';
