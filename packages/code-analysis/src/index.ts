export { CodeAnalysisClient, type CodeAnalysisClientOptions } from './client.js';
export { CODE_ANALYSIS_ERROR_CODES, isCodeAnalysisError, parseCodeAnalysisError, type CodeAnalysisErrorCode } from './errors.js';
export { operations } from './operations.js';
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
export type {
  AnalysisProgress,
  AutoconfigRun,
  AutoconfigState,
  AutoconfigStatus,
  CategoryOverview,
  PatternConflict,
  PatternsOverview,
  ProgressStep,
  Tool,
} from './schemas/analysis.js';
export {
  patternCategories,
  severityLevels,
  type Action,
  type Count,
  type GitProvider,
  type OrganizationRef,
  type Pagination,
  type PatternCategory,
  type RepositoryRef,
  type SeverityLevel,
} from './schemas/common.js';
export type {
  CommitDeltaStatistics,
  CommitWithAnalysis,
  CoverageReports,
  DeltaIssue,
  FileDiffCoverage,
  FileSummary,
  FileWithAnalysis,
  Issue,
  IssuesOverview,
  LineCoverage,
  Organization,
  OrganizationWithMeta,
  PullRequestCoverage,
  PullRequestWithAnalysis,
} from './schemas/reports.js';
export type { AddedState, Branch, Commit, Repository, RepositoryWithAnalysis, SyncResult } from './schemas/repositories.js';
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
