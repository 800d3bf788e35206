import * as z from 'zod/mini';
import { analysisMetaSchema, listEnvelope } from './common.js';

/** A commit as analysis results reference it. */
export const commitSchema = z.looseObject({
  sha: z.string(),
  id: z.number(),
  commitTimestamp: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  message: z.string(),
  startedAnalysis: z.optional(z.string()),
  endedAnalysis: z.optional(z.string()),
  isMergeCommit: z.optional(z.boolean()),
  gitHref: z.optional(z.string()),
  parents: z.optional(z.array(z.string())),
});
/** A commit with its analysis timestamps. */
export type Commit = z.infer<typeof commitSchema>;

/** A commit with its quality and coverage analysis. */
export const commitWithAnalysisSchema = z.looseObject({
  commit: commitSchema,
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
  meta: analysisMetaSchema,
});
/** A commit and its analysis. */
export type CommitWithAnalysis = z.infer<typeof commitWithAnalysisSchema>;

/** A page of analysed commits. */
export const commitWithAnalysisPageSchema = listEnvelope(commitWithAnalysisSchema);

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
