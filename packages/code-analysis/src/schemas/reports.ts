import * as z from 'zod/mini';
import { countSchema } from './common.js';
import { commitSchema } from './repositories.js';

/** Whether the service could analyse something, and why not. */
export const analysisMetaSchema = z.looseObject({ analyzable: z.boolean(), reason: z.optional(z.string()) });

/** An organization on a git provider. */
export const organizationSchema = z.looseObject({
  identifier: z.optional(z.number()),
  remoteIdentifier: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
  created: z.optional(z.string()),
  provider: z.string(),
  type: z.string(),
  joinMode: z.optional(z.string()),
  joinStatus: z.optional(z.string()),
  singleProviderLogin: z.boolean(),
  hasDastAccess: z.boolean(),
  hasScaEnabled: z.boolean(),
});
/** An organization. */
export type Organization = z.infer<typeof organizationSchema>;

/** An organization with the caller's membership and the organization's plan. */
export const organizationWithMetaSchema = z.looseObject({
  organization: organizationSchema,
  membership: z.looseObject({}),
  billing: z.optional(z.looseObject({})),
  analysisConfigurationMinimumPermission: z.string(),
  subscriptions: z.array(z.looseObject({})),
});
/** An organization with membership and plan details. */
export type OrganizationWithMeta = z.infer<typeof organizationWithMetaSchema>;

/** A pull request on the git provider. */
export const pullRequestSchema = z.looseObject({
  id: z.number(),
  number: z.number(),
  updated: z.string(),
  status: z.string(),
  repository: z.string(),
  title: z.string(),
  owner: z.looseObject({ name: z.string() }),
  headCommitSha: z.string(),
  commonAncestorCommitSha: z.string(),
  originBranch: z.optional(z.string()),
  targetBranch: z.optional(z.string()),
  gitHref: z.string(),
});

/** A pull request with the quality and coverage changes it brings. */
export const pullRequestWithAnalysisSchema = z.looseObject({
  isUpToStandards: z.optional(z.boolean()),
  isAnalysing: z.boolean(),
  pullRequest: pullRequestSchema,
  newIssues: z.optional(z.number()),
  fixedIssues: z.optional(z.number()),
  deltaComplexity: z.optional(z.number()),
  deltaClonesCount: z.optional(z.number()),
  deltaCoverageWithDecimals: z.optional(z.number()),
  deltaCoverage: z.optional(z.number()),
  diffCoverage: z.optional(z.number()),
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
  meta: analysisMetaSchema,
});
/** A pull request with its analysis. */
export type PullRequestWithAnalysis = z.infer<typeof pullRequestWithAnalysisSchema>;

/** A pull request with its coverage figures. */
export const pullRequestCoverageSchema = z.looseObject({ pullRequest: pullRequestSchema, coverage: z.looseObject({}) });
/** Coverage of a pull request. */
export type PullRequestCoverage = z.infer<typeof pullRequestCoverageSchema>;

/** Coverage of the changed lines of one file of a pull request. */
export const fileDiffCoverageSchema = z.looseObject({
  fileName: z.string(),
  coverage: z.number(),
  variation: z.optional(z.number()),
  diffLineHits: z.array(z.looseObject({})),
});
/** Coverage of one changed file. */
export type FileDiffCoverage = z.infer<typeof fileDiffCoverageSchema>;

/** An issue found by an analysis. */
export const issueSchema = z.looseObject({
  issueId: z.string(),
  resultDataId: z.number(),
  filePath: z.string(),
  fileId: z.number(),
  patternInfo: z.looseObject({
    id: z.string(),
    title: z.optional(z.string()),
    category: z.string(),
    subCategory: z.optional(z.string()),
    level: z.string(),
    severityLevel: z.string(),
  }),
  toolInfo: z.looseObject({ uuid: z.string(), name: z.string() }),
  lineNumber: z.number(),
  message: z.string(),
  suggestion: z.optional(z.string()),
  language: z.string(),
  lineText: z.string(),
  commitInfo: z.optional(z.looseObject({})),
  falsePositiveProbability: z.optional(z.number()),
  falsePositiveReason: z.optional(z.string()),
  falsePositiveThreshold: z.number(),
});
/** An issue: where it is, which pattern and tool found it, and what it says. */
export type Issue = z.infer<typeof issueSchema>;

/** An issue a commit or pull request added or fixed. */
export const deltaIssueSchema = z.looseObject({ commitIssue: issueSchema, deltaType: z.string() });
/** An issue with whether it was `Added` or `Fixed`. */
export type DeltaIssue = z.infer<typeof deltaIssueSchema>;

/** Issue counts of a repository. */
export const issuesOverviewSchema = z.looseObject({
  counts: z.looseObject({
    categories: z.array(countSchema),
    languages: z.array(countSchema),
    levels: z.array(countSchema),
    tags: z.array(countSchema),
    patterns: z.array(z.looseObject({ id: z.string(), title: z.optional(z.string()), total: z.number() })),
    authors: z.array(countSchema),
  }),
});
/** How a repository's issues split by category, language, level, tag, pattern and author. */
export type IssuesOverview = z.infer<typeof issuesOverviewSchema>;

/** A file with the figures of its latest analysis. */
export const fileSummarySchema = z.looseObject({
  fileId: z.number(),
  branchId: z.number(),
  path: z.string(),
  totalIssues: z.number(),
  complexity: z.optional(z.number()),
  grade: z.number(),
  gradeLetter: z.string(),
  coverage: z.optional(z.number()),
  coverageWithDecimals: z.optional(z.number()),
  duplication: z.optional(z.number()),
  linesOfCode: z.optional(z.number()),
  sourceLinesOfCode: z.optional(z.number()),
  numberOfMethods: z.number(),
  numberOfClones: z.optional(z.number()),
});
/** A file with grade, issues, complexity and coverage. */
export type FileSummary = z.infer<typeof fileSummarySchema>;

/** One file's metadata, metrics, coverage and quality. */
export const fileWithAnalysisSchema = z.looseObject({
  file: z.looseObject({
    branchId: z.optional(z.number()),
    commitId: z.number(),
    commitSha: z.string(),
    fileId: z.number(),
    fileDataId: z.number(),
    path: z.string(),
    language: z.string(),
    gitProviderUrl: z.string(),
    ignored: z.boolean(),
  }),
  metrics: z.optional(z.looseObject({})),
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
});
/** A file with its analysis. */
export type FileWithAnalysis = z.infer<typeof fileWithAnalysisSchema>;

/** How often one line was hit by tests. */
export const lineCoverageSchema = z.looseObject({ line: z.number(), hits: z.number() });
/** Test hits of one line. */
export type LineCoverage = z.infer<typeof lineCoverageSchema>;

/** A commit with its quality and coverage analysis. */
export const commitWithAnalysisSchema = z.looseObject({
  commit: commitSchema,
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
  meta: analysisMetaSchema,
});
/** A commit and its analysis. */
export type CommitWithAnalysis = z.infer<typeof commitWithAnalysisSchema>;

/** What a commit changed in the quality figures. */
export const commitDeltaStatisticsSchema = z.looseObject({
  commitUuid: z.string(),
  newIssues: z.number(),
  fixedIssues: z.number(),
  deltaComplexity: z.optional(z.number()),
  deltaCoverage: z.optional(z.number()),
  deltaCoverageWithDecimals: z.optional(z.number()),
  deltaClonesCount: z.optional(z.number()),
  analyzed: z.boolean(),
});
/** Quality changes of one commit. */
export type CommitDeltaStatistics = z.infer<typeof commitDeltaStatisticsSchema>;

/** Status of received coverage reports. */
export const coverageReportsSchema = z.looseObject({
  hasCoverageOverview: z.optional(z.boolean()),
  lastReports: z.optional(
    z.array(
      z.looseObject({
        targetCommitSha: z.string(),
        commit: z.optional(z.looseObject({})),
        language: z.optional(z.string()),
        createdAt: z.string(),
        status: z.string(),
      }),
    ),
  ),
});
/** The latest coverage reports and whether each was processed. */
export type CoverageReports = z.infer<typeof coverageReportsSchema>;
