import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { analysisMetaSchema, fileMetadataSchema, listEnvelope, paginationSchema } from './common.js';

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

/** The issues of one category in a commit's statistics. */
export const categoryIssuesSchema = z.looseObject({
  categoryId: z.number(),
  categoryType: z.string(),
  categoryName: z.string(),
  numberOfIssues: z.number(),
});

/** The quality figures of a repository at one analysed commit (one per day with data). */
export const commitAnalysisStatsSchema = z.looseObject({
  repositoryId: z.number(),
  commitId: z.number(),
  numberIssues: z.number(),
  numberLoc: z.number(),
  issuesPerCategory: z.array(categoryIssuesSchema),
  issuePercentage: z.number(),
  totalComplexity: z.optional(z.number()),
  numberComplexFiles: z.optional(z.number()),
  complexFilesPercentage: z.optional(z.number()),
  filesChangedToIncreaseComplexity: z.optional(z.number()),
  numberDuplicatedLines: z.optional(z.number()),
  duplicationPercentage: z.optional(z.number()),
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentage: z.optional(z.number()),
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentageWithDecimals: z.optional(z.number()),
  numberFilesUncovered: z.optional(z.number()),
  techDebt: z.number(),
  totalFilesAdded: z.number(),
  totalFilesRemoved: z.number(),
  totalFilesChanged: z.number(),
  commitTimestamp: z.string(),
  commitAuthorName: z.string(),
  commitShortUUID: z.string(),
});
/** A repository's issues, size, complexity, duplication and coverage at one commit. */
export type CommitAnalysisStats = z.infer<typeof commitAnalysisStatsSchema>;

/** The statistics of the last days with analysis data. */
export const commitAnalysisStatsListSchema = z.array(commitAnalysisStatsSchema);

/** One copy of a duplicated block: the file and the lines. */
export const cloneBlockSchema = z.looseObject({
  path: z.string(),
  fileId: z.number(),
  fileDataId: z.number(),
  fromLine: z.number(),
  toLine: z.number(),
});

/** A duplicated block a commit or pull request added or removed, with every place it occurs. */
export const deltaCloneSchema = z.looseObject({
  id: z.number(),
  /** `Added` or `Fixed` (removed). */
  status: openEnum(['Added', 'Fixed']),
  clones: z.array(cloneBlockSchema),
});
/** A duplicated block and where its copies are. */
export type DeltaClone = z.infer<typeof deltaCloneSchema>;

/** A page of duplicated blocks added or removed (empty while the latest commit is not analysed). */
export const deltaClonePageSchema = listEnvelope(deltaCloneSchema);

/** A changed file with the quality and coverage changes of a commit or pull request. */
export const fileDeltaAnalysisSchema = z.looseObject({
  file: fileMetadataSchema,
  coverage: z.optional(z.looseObject({ deltaCoverage: z.optional(z.number()), totalCoverage: z.optional(z.number()) })),
  quality: z.optional(
    z.looseObject({
      deltaNewIssues: z.number(),
      deltaFixedIssues: z.number(),
      deltaComplexity: z.optional(z.number()),
      deltaClonesCount: z.optional(z.number()),
    }),
  ),
  comparedWithCommit: z.optional(
    z.looseObject({
      commitId: z.number(),
      coverage: z.optional(z.looseObject({ totalCoverage: z.optional(z.number()) })),
    }),
  ),
});
/** A file with what a commit or pull request changed in it. */
export type FileDeltaAnalysis = z.infer<typeof fileDeltaAnalysisSchema>;

/** A page of changed files. The description leaves `data` out of the required fields: a page may lack it. */
export const fileDeltaAnalysisPageSchema = z.looseObject({ data: z.optional(z.array(fileDeltaAnalysisSchema)), pagination: z.optional(paginationSchema) });

/** One step of an analysis run, with its timing and outcome. */
export const analysisStepSchema = z.looseObject({
  title: z.string(),
  start: z.string(),
  end: z.string(),
  activeExecutionTime: z.number(),
  totalExecutionTime: z.number(),
  stackTrace: z.optional(z.string()),
  /** `success` or `error`. */
  status: openEnum(['success', 'error']),
});
/** A step of an analysis run. */
export type AnalysisStep = z.infer<typeof analysisStepSchema>;

/** The logs of the analysis of a commit or pull request: when it ran, how long, and each step. */
export const analysisLogsSchema = z.looseObject({
  headCommitSha: z.string(),
  commonAncestorCommitSha: z.optional(z.string()),
  start: z.string(),
  end: z.string(),
  totalAnalysisTime: z.number(),
  steps: z.array(analysisStepSchema),
});
/** The analysis logs of a commit or pull request. */
export type AnalysisLogs = z.infer<typeof analysisLogsSchema>;

/** A commit, found by its numeric id, with the repository it belongs to. */
export const commitDetailsSchema = z.looseObject({
  commit: commitSchema,
  repository: z.looseObject({
    repositoryId: z.number(),
    name: z.string(),
    provider: z.string(),
    organizationName: z.string(),
  }),
});
/** A commit and its repository. */
export type CommitDetails = z.infer<typeof commitDetailsSchema>;
