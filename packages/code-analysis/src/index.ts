export { CodeAnalysisClient, type CodeAnalysisClientOptions } from './client.js';
export { CODE_ANALYSIS_ERROR_CODES, isCodeAnalysisError, parseCodeAnalysisError, type CodeAnalysisErrorCode } from './errors.js';
export { operations } from './operations/index.js';
export { isAnalysisComplete, type BranchOptions, type WaitForFirstAnalysisOptions, AnalysisResource } from './resources/analysis.js';
export { isAutoconfigFinished, type WaitForAutoconfigOptions, AutoconfigResource } from './resources/autoconfig.js';
export { CommitsResource, type ListCommitsOptions, type ListDeltaIssuesOptions } from './resources/commits.js';
export { CoverageResource, type CoverageReportsOptions } from './resources/coverage.js';
export { FilesResource, type ListFileIssuesOptions, type ListFilesOptions } from './resources/files.js';
export { IssuesResource, type IssueFilters, type SearchIssuesOptions } from './resources/issues.js';
export {
  OrganizationsResource,
  type ListOrganizationPullRequestsOptions,
  type ListOrganizationRepositoriesOptions,
  type ListOrganizationsOptions,
} from './resources/organizations.js';
export { PatternsResource, type PatternFilters } from './resources/patterns.js';
export { PullRequestsResource, type ListPullRequestIssuesOptions, type ListPullRequestsOptions } from './resources/pull-requests.js';
export {
  RepositoriesResource,
  type AddRepositoryBody,
  type GetRepositoryOptions,
  type ListBranchesOptions,
  type ListRepositoriesOptions,
  type SearchRepositoriesOptions,
} from './resources/repositories.js';
export { ToolsResource } from './resources/tools.js';
export type { CursorPage } from './wire.js';
export {
  patternCategories,
  severityLevels,
  type GitProvider,
  type OrganizationRef,
  type PatternCategory,
  type RepositoryRef,
  type SeverityLevel,
} from './schemas/common.js';
// Response types only: the response schemas themselves are loaded by the client when it validates.
export type { AnalysisProgress, CategoryOverview, ProgressStep } from './responses/analysis.js';
export type { AutoconfigRun, AutoconfigState, AutoconfigStatus } from './responses/autoconfig.js';
export type { Commit, CommitDeltaStatistics, CommitWithAnalysis } from './responses/commits.js';
export type { Action, Count, Pagination } from './responses/common.js';
export type { CoverageReports, FileDiffCoverage, PullRequestCoverage } from './responses/coverage.js';
export type { FileSummary, FileWithAnalysis, LineCoverage } from './responses/files.js';
export type { DeltaIssue, Issue, IssuesOverview } from './responses/issues.js';
export type { Organization, OrganizationWithMeta } from './responses/organizations.js';
export type { PatternConflict, PatternsOverview } from './responses/patterns.js';
export type { PullRequestWithAnalysis } from './responses/pull-requests.js';
export type { AddedState, Branch, Repository, RepositoryWithAnalysis, SyncResult } from './responses/repositories.js';
export type { Tool } from './responses/tools.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  headerAuth,
  noAuth,
  NotFoundError,
  Paginated,
  RateLimitError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  type AuthStrategy,
  type RequestOptions,
} from '@typed-api/core';
