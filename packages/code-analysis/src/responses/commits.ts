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

/** A commit with its quality and coverage analysis. */
export const commitWithAnalysisSchema = z.looseObject({
  commit: commitSchema,
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
  meta: analysisMetaSchema,
});

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

/** The logs of the analysis of a commit or pull request: when it ran, how long, and each step. */
export const analysisLogsSchema = z.looseObject({
  headCommitSha: z.string(),
  commonAncestorCommitSha: z.optional(z.string()),
  start: z.string(),
  end: z.string(),
  totalAnalysisTime: z.number(),
  steps: z.array(analysisStepSchema),
});

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

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A commit with its analysis timestamps. */
  Commit: typeof commitSchema;
  /** A commit and its analysis. */
  CommitWithAnalysis: typeof commitWithAnalysisSchema;
  /** Quality changes of one commit. */
  CommitDeltaStatistics: typeof commitDeltaStatisticsSchema;
  /** A repository's issues, size, complexity, duplication and coverage at one commit. */
  CommitAnalysisStats: typeof commitAnalysisStatsSchema;
  /** A duplicated block and where its copies are. */
  DeltaClone: typeof deltaCloneSchema;
  /** A file with what a commit or pull request changed in it. */
  FileDeltaAnalysis: typeof fileDeltaAnalysisSchema;
  /** A step of an analysis run. */
  AnalysisStep: typeof analysisStepSchema;
  /** The analysis logs of a commit or pull request. */
  AnalysisLogs: typeof analysisLogsSchema;
  /** A commit and its repository. */
  CommitDetails: typeof commitDetailsSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** A commit with its analysis timestamps. */
export interface Commit {
  sha: string;
  id: number;
  commitTimestamp: string;
  authorName: string;
  authorEmail: string;
  message: string;
  startedAnalysis?: string | undefined;
  endedAnalysis?: string | undefined;
  isMergeCommit?: boolean | undefined;
  gitHref?: string | undefined;
  parents?: string[] | undefined;
}

/** A commit and its analysis. */
export interface CommitWithAnalysis {
  commit: Commit;
  coverage?: Record<string, unknown> | undefined;
  quality?: Record<string, unknown> | undefined;
  meta: {
    analyzable: boolean;
    reason?: string | undefined;
  };
}

/** Quality changes of one commit. */
export interface CommitDeltaStatistics {
  commitUuid: string;
  newIssues: number;
  fixedIssues: number;
  deltaComplexity?: number | undefined;
  deltaCoverage?: number | undefined;
  deltaCoverageWithDecimals?: number | undefined;
  deltaClonesCount?: number | undefined;
  analyzed: boolean;
}

/** A repository's issues, size, complexity, duplication and coverage at one commit. */
export interface CommitAnalysisStats {
  repositoryId: number;
  commitId: number;
  numberIssues: number;
  numberLoc: number;
  issuesPerCategory: {
    categoryId: number;
    categoryType: string;
    categoryName: string;
    numberOfIssues: number;
  }[];
  issuePercentage: number;
  totalComplexity?: number | undefined;
  numberComplexFiles?: number | undefined;
  complexFilesPercentage?: number | undefined;
  filesChangedToIncreaseComplexity?: number | undefined;
  numberDuplicatedLines?: number | undefined;
  duplicationPercentage?: number | undefined;
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentage?: number | undefined;
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentageWithDecimals?: number | undefined;
  numberFilesUncovered?: number | undefined;
  techDebt: number;
  totalFilesAdded: number;
  totalFilesRemoved: number;
  totalFilesChanged: number;
  commitTimestamp: string;
  commitAuthorName: string;
  commitShortUUID: string;
}

/** A duplicated block and where its copies are. */
export interface DeltaClone {
  id: number;
  /** `Added` or `Fixed` (removed). */
  status: 'Added' | 'Fixed' | (string & {});
  clones: {
    path: string;
    fileId: number;
    fileDataId: number;
    fromLine: number;
    toLine: number;
  }[];
}

/** A file with what a commit or pull request changed in it. */
export interface FileDeltaAnalysis {
  file: {
    branchId?: number | undefined;
    commitId: number;
    commitSha: string;
    fileId: number;
    fileDataId: number;
    path: string;
    language: string;
    gitProviderUrl: string;
    ignored: boolean;
  };
  coverage?: {
    deltaCoverage?: number | undefined;
    totalCoverage?: number | undefined;
  } | undefined;
  quality?: {
    deltaNewIssues: number;
    deltaFixedIssues: number;
    deltaComplexity?: number | undefined;
    deltaClonesCount?: number | undefined;
  } | undefined;
  comparedWithCommit?: {
    commitId: number;
    coverage?: {
      totalCoverage?: number | undefined;
    } | undefined;
  } | undefined;
}

/** A step of an analysis run. */
export interface AnalysisStep {
  title: string;
  start: string;
  end: string;
  activeExecutionTime: number;
  totalExecutionTime: number;
  stackTrace?: string | undefined;
  /** `success` or `error`. */
  status: 'success' | 'error' | (string & {});
}

/** The analysis logs of a commit or pull request. */
export interface AnalysisLogs {
  headCommitSha: string;
  commonAncestorCommitSha?: string | undefined;
  start: string;
  end: string;
  totalAnalysisTime: number;
  steps: AnalysisStep[];
}

/** A commit and its repository. */
export interface CommitDetails {
  commit: Commit;
  repository: {
    repositoryId: number;
    name: string;
    provider: string;
    organizationName: string;
  };
}
// End of the generated answer types.
