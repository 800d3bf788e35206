// The response-schema module of the package: every schema an operation's `response` reader names, by
// that name. The client imports this module (`import()` in `wire.ts`) the first time it validates a
// response, so none of these schemas is on the import path of a call. Runtime code of the package
// imports only types from here.
export { analysisProgressSchema, categoryOverviewsSchema } from './analysis.js';
export { autoconfigRunSchema, autoconfigStatusSchema } from './autoconfig.js';
export { commitDeltaStatisticsSchema, commitWithAnalysisPageSchema, commitWithAnalysisSchema } from './commits.js';
export { coverageReportsSchema, fileDiffCoveragesSchema, pullRequestCoverageSchema } from './coverage.js';
export { fileSummaryPageSchema, fileWithAnalysisSchema, lineCoveragesSchema } from './files.js';
export { deltaIssuePageSchema, issuePageSchema, issueSchema, issuesOverviewSchema } from './issues.js';
export { organizationPageSchema, organizationWithMetaSchema, repositoryPageSchema } from './organizations.js';
export { patternConflictsSchema, patternsOverviewSchema } from './patterns.js';
export { pullRequestWithAnalysisPageSchema, pullRequestWithAnalysisSchema } from './pull-requests.js';
export { addedStateSchema, branchPageSchema, repositorySchema, repositoryWithAnalysisPageSchema, repositoryWithAnalysisSchema, syncResultSchema } from './repositories.js';
export { toolConflictsSchema, toolsSchema } from './tools.js';
export { versionSchema } from './version.js';
