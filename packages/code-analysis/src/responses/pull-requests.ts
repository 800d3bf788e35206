import * as z from 'zod/mini';
import { analysisMetaSchema, listEnvelope } from './common.js';

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
