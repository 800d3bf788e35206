import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commitSchema } from './commits.js';
import { analysisMetaSchema, listEnvelope } from './common.js';
import { branchSchema } from './repositories.js';

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

/** A page of pull requests with their analysis (of a repository, or across an organization). */
export const pullRequestWithAnalysisPageSchema = listEnvelope(pullRequestWithAnalysisSchema);

/** A coverage report received for a commit of a pull request, and how its processing went. */
export const pullRequestCoverageReportSchema = z.looseObject({
  /** The commit the report named as its target. */
  targetCommitSha: z.string(),
  /** The commit the report was matched to, with the branches that contain it. */
  commit: z.optional(z.extend(commitSchema, { branches: z.optional(z.array(branchSchema)) })),
  language: z.optional(z.string()),
  createdAt: z.string(),
  /** `Pending`, `Processed`, `CommitNotAnalysed`, `CommitNotFound`, `BranchNotEnabled` or `MissingFinal`. */
  status: openEnum(['Pending', 'Processed', 'CommitNotAnalysed', 'CommitNotFound', 'BranchNotEnabled', 'MissingFinal']),
});
/** A coverage report of a pull request commit. */
export type PullRequestCoverageReport = z.infer<typeof pullRequestCoverageReportSchema>;

/** The coverage reports received for one commit of a pull request. */
export const pullRequestCoverageCommitSchema = z.looseObject({
  commitId: z.number(),
  commitSha: z.string(),
  reports: z.array(pullRequestCoverageReportSchema),
});
/** One commit of a pull request and its coverage reports. */
export type PullRequestCoverageCommit = z.infer<typeof pullRequestCoverageCommitSchema>;

/** The coverage reports of a pull request: for its head commit, the common ancestor, and the origin and target branches' commits. */
export const pullRequestCoverageReportsSchema = z.looseObject({
  headCommit: pullRequestCoverageCommitSchema,
  commonAncestorCommit: pullRequestCoverageCommitSchema,
  origin: pullRequestCoverageCommitSchema,
  target: pullRequestCoverageCommitSchema,
});
/** Which coverage reports a pull request's commits received, and their status. */
export type PullRequestCoverageReports = z.infer<typeof pullRequestCoverageReportsSchema>;
