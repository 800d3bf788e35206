import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { analysisMetaSchema, fileMetadataSchema, listEnvelope, paginationSchema } from './common.js';

/** A commit as analysis results reference it. */
export const commitSchema = z.looseObject({
  /** The commit SHA. */
  sha: z.string(),
  /** The service's id of the commit. */
  id: z.number(),
  /** When the commit was made (ISO 8601 date-time). */
  commitTimestamp: z.string(),
  /** The name of the commit author. */
  authorName: z.string(),
  /** The email address of the commit author. */
  authorEmail: z.string(),
  /** The commit message. */
  message: z.string(),
  /** When the service started its latest analysis of the commit (ISO 8601 date-time). */
  startedAnalysis: z.optional(z.string()),
  /** When the service finished its latest analysis of the commit (ISO 8601 date-time). */
  endedAnalysis: z.optional(z.string()),
  /** True for a merge commit. */
  isMergeCommit: z.optional(z.boolean()),
  /** Link to the commit on the Git provider. */
  gitHref: z.optional(z.string()),
  /** The commit's parent commits. */
  parents: z.optional(z.array(z.string())),
});

/** A commit with its quality and coverage analysis. */
export const commitWithAnalysisSchema = z.looseObject({
  /** The commit. */
  commit: commitSchema,
  /** Coverage figures of the commit and whether they meet the gate. */
  coverage: z.optional(z.looseObject({})),
  /** Quality changes of the commit: new and fixed issues, complexity and duplication. */
  quality: z.optional(z.looseObject({})),
  /** Whether the service could analyse the commit, and why not. */
  meta: analysisMetaSchema,
});

/** A page of analysed commits. */
export const commitWithAnalysisPageSchema = listEnvelope(commitWithAnalysisSchema);

/** What a commit changed in the quality figures. */
export const commitDeltaStatisticsSchema = z.looseObject({
  /** The unique identifier of the commit. */
  commitUuid: z.string(),
  /** How many issues the commit introduced. */
  newIssues: z.number(),
  /** How many issues the commit fixed. */
  fixedIssues: z.number(),
  /** The change in cyclomatic complexity from the previous commit. */
  deltaComplexity: z.optional(z.number()),
  /** The change in coverage percentage from the previous commit, as a whole number. */
  deltaCoverage: z.optional(z.number()),
  /** The change in coverage percentage from the previous commit, with decimals. */
  deltaCoverageWithDecimals: z.optional(z.number()),
  /** The change in the number of duplicated blocks from the previous commit. */
  deltaClonesCount: z.optional(z.number()),
  /** True once the service has analysed the commit. */
  analyzed: z.boolean(),
});

/** The issues of one category in a commit's statistics. */
export const categoryIssuesSchema = z.looseObject({
  /** The category id. */
  categoryId: z.number(),
  /** The category type. */
  categoryType: z.string(),
  /** The category name. */
  categoryName: z.string(),
  /** How many issues fall in the category. */
  numberOfIssues: z.number(),
});

/** The quality figures of a repository at one analysed commit (one per day with data). */
export const commitAnalysisStatsSchema = z.looseObject({
  /** The service's id of the repository. */
  repositoryId: z.number(),
  /** The service's id of the commit. */
  commitId: z.number(),
  /** How many issues the repository has. */
  numberIssues: z.number(),
  /** The repository's lines of code. */
  numberLoc: z.number(),
  /** The issues split by category. */
  issuesPerCategory: z.array(categoryIssuesSchema),
  /** The repository's issue percentage. */
  issuePercentage: z.number(),
  /** The total complexity of the repository. */
  totalComplexity: z.optional(z.number()),
  /** How many files count as complex. */
  numberComplexFiles: z.optional(z.number()),
  /** The percentage of files that count as complex. */
  complexFilesPercentage: z.optional(z.number()),
  /** How many files were changed in a way that raised their complexity. */
  filesChangedToIncreaseComplexity: z.optional(z.number()),
  /** How many lines are duplicated. */
  numberDuplicatedLines: z.optional(z.number()),
  /** The repository's duplication, as a percentage. */
  duplicationPercentage: z.optional(z.number()),
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentage: z.optional(z.number()),
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentageWithDecimals: z.optional(z.number()),
  /** How many files have no coverage. */
  numberFilesUncovered: z.optional(z.number()),
  /** The repository's technical debt figure. */
  techDebt: z.number(),
  /** How many files were added. */
  totalFilesAdded: z.number(),
  /** How many files were removed. */
  totalFilesRemoved: z.number(),
  /** How many files were changed. */
  totalFilesChanged: z.number(),
  /** When the commit was made (ISO 8601 date-time). */
  commitTimestamp: z.string(),
  /** The name of the commit author. */
  commitAuthorName: z.string(),
  /** A shortened form of the commit SHA. */
  commitShortUUID: z.string(),
});

/** The statistics of the last days with analysis data. */
export const commitAnalysisStatsListSchema = z.array(commitAnalysisStatsSchema);

/** One copy of a duplicated block: the file and the lines. */
export const cloneBlockSchema = z.looseObject({
  /** Path of the file that holds this copy. */
  path: z.string(),
  /** The service's id of the file within a commit. */
  fileId: z.number(),
  /** The service's id of the file itself. */
  fileDataId: z.number(),
  /** The first line of the copy. */
  fromLine: z.number(),
  /** The last line of the copy. */
  toLine: z.number(),
});

/** A duplicated block a commit or pull request added or removed, with every place it occurs. */
export const deltaCloneSchema = z.looseObject({
  /** The id of the duplicated block. */
  id: z.number(),
  /** `Added` or `Fixed` (removed). */
  status: openEnum(['Added', 'Fixed']),
  /** Every place the block occurs. */
  clones: z.array(cloneBlockSchema),
});

/** A page of duplicated blocks added or removed (empty while the latest commit is not analysed). */
export const deltaClonePageSchema = listEnvelope(deltaCloneSchema);

/** A changed file with the quality and coverage changes of a commit or pull request. */
export const fileDeltaAnalysisSchema = z.looseObject({
  /** The file. */
  file: fileMetadataSchema,
  /** The file's change in coverage and its total coverage, in percent. */
  coverage: z.optional(z.looseObject({ deltaCoverage: z.optional(z.number()), totalCoverage: z.optional(z.number()) })),
  /** Issue, complexity and duplication changes in the file. */
  quality: z.optional(
    z.looseObject({
      /** How many issues were added in the file. */
      deltaNewIssues: z.number(),
      /** How many issues were fixed in the file. */
      deltaFixedIssues: z.number(),
      /** The change in the file's cyclomatic complexity. */
      deltaComplexity: z.optional(z.number()),
      /** The change in the file's number of duplicated blocks. */
      deltaClonesCount: z.optional(z.number()),
    }),
  ),
  /** The file's results at the commit it is compared with. */
  comparedWithCommit: z.optional(
    z.looseObject({
      /** The service's id of that commit. */
      commitId: z.number(),
      /** The total coverage at that commit, in percent. */
      coverage: z.optional(z.looseObject({ totalCoverage: z.optional(z.number()) })),
    }),
  ),
});

/** A page of changed files. The description leaves `data` out of the required fields: a page may lack it. */
export const fileDeltaAnalysisPageSchema = z.looseObject({ data: z.optional(z.array(fileDeltaAnalysisSchema)), pagination: z.optional(paginationSchema) });

/** One step of an analysis run, with its timing and outcome. */
export const analysisStepSchema = z.looseObject({
  /** The step name. */
  title: z.string(),
  /** When the step started (ISO 8601 date-time). */
  start: z.string(),
  /** When the step ended (ISO 8601 date-time). */
  end: z.string(),
  /** How long the step was actually running. */
  activeExecutionTime: z.number(),
  /** How long the step took in all. */
  totalExecutionTime: z.number(),
  /** A stack trace, when the step failed. */
  stackTrace: z.optional(z.string()),
  /** `success` or `error`. */
  status: openEnum(['success', 'error']),
});

/** The logs of the analysis of a commit or pull request: when it ran, how long, and each step. */
export const analysisLogsSchema = z.looseObject({
  /** SHA of the analysed commit (for a pull request, its latest commit). */
  headCommitSha: z.string(),
  /** SHA of the pull request's common ancestor commit. */
  commonAncestorCommitSha: z.optional(z.string()),
  /** When the analysis started (ISO 8601 date-time). */
  start: z.string(),
  /** When the analysis ended (ISO 8601 date-time). */
  end: z.string(),
  /** How long the whole analysis took. */
  totalAnalysisTime: z.number(),
  /** The steps of the analysis. */
  steps: z.array(analysisStepSchema),
});

/** A commit, found by its numeric id, with the repository it belongs to. */
export const commitDetailsSchema = z.looseObject({
  /** The commit. */
  commit: commitSchema,
  /** The repository the commit belongs to. */
  repository: z.looseObject({
    /** The service's id of the repository. */
    repositoryId: z.number(),
    /** The repository name. */
    name: z.string(),
    /** The Git provider code, e.g. `gh`, `gl` or `bb`. */
    provider: z.string(),
    /** The name of the organization that owns the repository. */
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
  /** The commit SHA. */
  sha: string;
  /** The service's id of the commit. */
  id: number;
  /** When the commit was made (ISO 8601 date-time). */
  commitTimestamp: string;
  /** The name of the commit author. */
  authorName: string;
  /** The email address of the commit author. */
  authorEmail: string;
  /** The commit message. */
  message: string;
  /** When the service started its latest analysis of the commit (ISO 8601 date-time). */
  startedAnalysis?: string | undefined;
  /** When the service finished its latest analysis of the commit (ISO 8601 date-time). */
  endedAnalysis?: string | undefined;
  /** True for a merge commit. */
  isMergeCommit?: boolean | undefined;
  /** Link to the commit on the Git provider. */
  gitHref?: string | undefined;
  /** The commit's parent commits. */
  parents?: string[] | undefined;
}

/** A commit and its analysis. */
export interface CommitWithAnalysis {
  /** The commit. */
  commit: Commit;
  /** Coverage figures of the commit and whether they meet the gate. */
  coverage?: Record<string, unknown> | undefined;
  /** Quality changes of the commit: new and fixed issues, complexity and duplication. */
  quality?: Record<string, unknown> | undefined;
  /** Whether the service could analyse the commit, and why not. */
  meta: {
    analyzable: boolean;
    reason?: string | undefined;
  };
}

/** Quality changes of one commit. */
export interface CommitDeltaStatistics {
  /** The unique identifier of the commit. */
  commitUuid: string;
  /** How many issues the commit introduced. */
  newIssues: number;
  /** How many issues the commit fixed. */
  fixedIssues: number;
  /** The change in cyclomatic complexity from the previous commit. */
  deltaComplexity?: number | undefined;
  /** The change in coverage percentage from the previous commit, as a whole number. */
  deltaCoverage?: number | undefined;
  /** The change in coverage percentage from the previous commit, with decimals. */
  deltaCoverageWithDecimals?: number | undefined;
  /** The change in the number of duplicated blocks from the previous commit. */
  deltaClonesCount?: number | undefined;
  /** True once the service has analysed the commit. */
  analyzed: boolean;
}

/** A repository's issues, size, complexity, duplication and coverage at one commit. */
export interface CommitAnalysisStats {
  /** The service's id of the repository. */
  repositoryId: number;
  /** The service's id of the commit. */
  commitId: number;
  /** How many issues the repository has. */
  numberIssues: number;
  /** The repository's lines of code. */
  numberLoc: number;
  /** The issues split by category. */
  issuesPerCategory: {
    /** The category id. */
    categoryId: number;
    /** The category type. */
    categoryType: string;
    /** The category name. */
    categoryName: string;
    /** How many issues fall in the category. */
    numberOfIssues: number;
  }[];
  /** The repository's issue percentage. */
  issuePercentage: number;
  /** The total complexity of the repository. */
  totalComplexity?: number | undefined;
  /** How many files count as complex. */
  numberComplexFiles?: number | undefined;
  /** The percentage of files that count as complex. */
  complexFilesPercentage?: number | undefined;
  /** How many files were changed in a way that raised their complexity. */
  filesChangedToIncreaseComplexity?: number | undefined;
  /** How many lines are duplicated. */
  numberDuplicatedLines?: number | undefined;
  /** The repository's duplication, as a percentage. */
  duplicationPercentage?: number | undefined;
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentage?: number | undefined;
  /** Present only when a coverage report was processed for the commit. */
  coveragePercentageWithDecimals?: number | undefined;
  /** How many files have no coverage. */
  numberFilesUncovered?: number | undefined;
  /** The repository's technical debt figure. */
  techDebt: number;
  /** How many files were added. */
  totalFilesAdded: number;
  /** How many files were removed. */
  totalFilesRemoved: number;
  /** How many files were changed. */
  totalFilesChanged: number;
  /** When the commit was made (ISO 8601 date-time). */
  commitTimestamp: string;
  /** The name of the commit author. */
  commitAuthorName: string;
  /** A shortened form of the commit SHA. */
  commitShortUUID: string;
}

/** A duplicated block and where its copies are. */
export interface DeltaClone {
  /** The id of the duplicated block. */
  id: number;
  /** `Added` or `Fixed` (removed). */
  status: 'Added' | 'Fixed' | (string & {});
  /** Every place the block occurs. */
  clones: {
    /** Path of the file that holds this copy. */
    path: string;
    /** The service's id of the file within a commit. */
    fileId: number;
    /** The service's id of the file itself. */
    fileDataId: number;
    /** The first line of the copy. */
    fromLine: number;
    /** The last line of the copy. */
    toLine: number;
  }[];
}

/** A file with what a commit or pull request changed in it. */
export interface FileDeltaAnalysis {
  /** The file. */
  file: {
    /** The id of the branch the file belongs to. */
    branchId?: number | undefined;
    /** The service's id of the commit. */
    commitId: number;
    /** The SHA of the commit. */
    commitSha: string;
    /** The service's id of the file within a commit. */
    fileId: number;
    /** The service's id of the file itself. */
    fileDataId: number;
    /** Path of the file, relative to the repository root. */
    path: string;
    /** The language of the file. */
    language: string;
    /** Link to the commit on the Git provider. */
    gitProviderUrl: string;
    /** True when the file is left out of the analysis. */
    ignored: boolean;
  };
  /** The file's change in coverage and its total coverage, in percent. */
  coverage?: {
    deltaCoverage?: number | undefined;
    totalCoverage?: number | undefined;
  } | undefined;
  /** Issue, complexity and duplication changes in the file. */
  quality?: {
    /** How many issues were added in the file. */
    deltaNewIssues: number;
    /** How many issues were fixed in the file. */
    deltaFixedIssues: number;
    /** The change in the file's cyclomatic complexity. */
    deltaComplexity?: number | undefined;
    /** The change in the file's number of duplicated blocks. */
    deltaClonesCount?: number | undefined;
  } | undefined;
  /** The file's results at the commit it is compared with. */
  comparedWithCommit?: {
    /** The service's id of that commit. */
    commitId: number;
    /** The total coverage at that commit, in percent. */
    coverage?: {
      totalCoverage?: number | undefined;
    } | undefined;
  } | undefined;
}

/** A step of an analysis run. */
export interface AnalysisStep {
  /** The step name. */
  title: string;
  /** When the step started (ISO 8601 date-time). */
  start: string;
  /** When the step ended (ISO 8601 date-time). */
  end: string;
  /** How long the step was actually running. */
  activeExecutionTime: number;
  /** How long the step took in all. */
  totalExecutionTime: number;
  /** A stack trace, when the step failed. */
  stackTrace?: string | undefined;
  /** `success` or `error`. */
  status: 'success' | 'error' | (string & {});
}

/** The analysis logs of a commit or pull request. */
export interface AnalysisLogs {
  /** SHA of the analysed commit (for a pull request, its latest commit). */
  headCommitSha: string;
  /** SHA of the pull request's common ancestor commit. */
  commonAncestorCommitSha?: string | undefined;
  /** When the analysis started (ISO 8601 date-time). */
  start: string;
  /** When the analysis ended (ISO 8601 date-time). */
  end: string;
  /** How long the whole analysis took. */
  totalAnalysisTime: number;
  /** The steps of the analysis. */
  steps: AnalysisStep[];
}

/** A commit and its repository. */
export interface CommitDetails {
  /** The commit. */
  commit: Commit;
  /** The repository the commit belongs to. */
  repository: {
    /** The service's id of the repository. */
    repositoryId: number;
    /** The repository name. */
    name: string;
    /** The Git provider code, e.g. `gh`, `gl` or `bb`. */
    provider: string;
    /** The name of the organization that owns the repository. */
    organizationName: string;
  };
}
// End of the generated answer types.
