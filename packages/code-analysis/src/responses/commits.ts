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
  /**
   * The commit SHA.
   *
   * Text.
   */
  sha: string;
  /**
   * The service's id of the commit.
   *
   * A whole number.
   */
  id: number;
  /**
   * When the commit was made (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  commitTimestamp: string;
  /**
   * The name of the commit author.
   *
   * Text.
   */
  authorName: string;
  /**
   * The email address of the commit author.
   *
   * Text.
   */
  authorEmail: string;
  /**
   * The commit message.
   *
   * Text.
   */
  message: string;
  /**
   * When the service started its latest analysis of the commit (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form. Not always present.
   */
  startedAnalysis?: string | undefined;
  /**
   * When the service finished its latest analysis of the commit (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form. Not always present.
   */
  endedAnalysis?: string | undefined;
  /**
   * True for a merge commit.
   *
   * `true` or `false`. Not always present.
   */
  isMergeCommit?: boolean | undefined;
  /**
   * Link to the commit on the Git provider.
   *
   * Text. Not always present.
   */
  gitHref?: string | undefined;
  /**
   * The commit's parent commits.
   *
   * A list, each text. Not always present.
   */
  parents?: string[] | undefined;
}

/** A commit and its analysis. */
export interface CommitWithAnalysis {
  /**
   * The commit.
   *
   * A `Commit`.
   */
  commit: Commit;
  /**
   * Coverage figures of the commit and whether they meet the gate.
   *
   * An object. Not always present.
   */
  coverage?: Record<string, unknown> | undefined;
  /**
   * Quality changes of the commit: new and fixed issues, complexity and duplication.
   *
   * An object. Not always present.
   */
  quality?: Record<string, unknown> | undefined;
  /**
   * Whether the service could analyse the commit, and why not.
   *
   * An object.
   */
  meta: {
    /**
     * Whether the service can analyse it.
     *
     * `true` or `false`.
     */
    analyzable: boolean;
    /**
     * Why the service cannot analyse it, when it gives a reason.
     *
     * Text. Not always present.
     */
    reason?: string | undefined;
  };
}

/** Quality changes of one commit. */
export interface CommitDeltaStatistics {
  /**
   * The unique identifier of the commit.
   *
   * Text.
   */
  commitUuid: string;
  /**
   * How many issues the commit introduced.
   *
   * A whole number.
   */
  newIssues: number;
  /**
   * How many issues the commit fixed.
   *
   * A whole number.
   */
  fixedIssues: number;
  /**
   * The change in cyclomatic complexity from the previous commit.
   *
   * A whole number. Not always present.
   */
  deltaComplexity?: number | undefined;
  /**
   * The change in coverage percentage from the previous commit, as a whole number.
   *
   * A whole number. Not always present.
   */
  deltaCoverage?: number | undefined;
  /**
   * The change in coverage percentage from the previous commit, with decimals.
   *
   * A number. Not always present.
   */
  deltaCoverageWithDecimals?: number | undefined;
  /**
   * The change in the number of duplicated blocks from the previous commit.
   *
   * A whole number. Not always present.
   */
  deltaClonesCount?: number | undefined;
  /**
   * True once the service has analysed the commit.
   *
   * `true` or `false`.
   */
  analyzed: boolean;
}

/** A repository's issues, size, complexity, duplication and coverage at one commit. */
export interface CommitAnalysisStats {
  /**
   * The service's id of the repository.
   *
   * A number.
   */
  repositoryId: number;
  /**
   * The service's id of the commit.
   *
   * A number.
   */
  commitId: number;
  /**
   * How many issues the repository has.
   *
   * A number.
   */
  numberIssues: number;
  /**
   * The repository's lines of code.
   *
   * A number.
   */
  numberLoc: number;
  /**
   * The issues split by category.
   *
   * A list, each an object.
   */
  issuesPerCategory: {
    /**
     * The category id.
     *
     * A number.
     */
    categoryId: number;
    /**
     * The category type.
     *
     * Text.
     */
    categoryType: string;
    /**
     * The category name.
     *
     * Text.
     */
    categoryName: string;
    /**
     * How many issues fall in the category.
     *
     * A number.
     */
    numberOfIssues: number;
  }[];
  /**
   * The repository's issue percentage.
   *
   * A number.
   */
  issuePercentage: number;
  /**
   * The total complexity of the repository.
   *
   * A number. Not always present.
   */
  totalComplexity?: number | undefined;
  /**
   * How many files count as complex.
   *
   * A number. Not always present.
   */
  numberComplexFiles?: number | undefined;
  /**
   * The percentage of files that count as complex.
   *
   * A number. Not always present.
   */
  complexFilesPercentage?: number | undefined;
  /**
   * How many files were changed in a way that raised their complexity.
   *
   * A number. Not always present.
   */
  filesChangedToIncreaseComplexity?: number | undefined;
  /**
   * How many lines are duplicated.
   *
   * A number. Not always present.
   */
  numberDuplicatedLines?: number | undefined;
  /**
   * The repository's duplication, as a percentage.
   *
   * A number. Not always present.
   */
  duplicationPercentage?: number | undefined;
  /**
   * Present only when a coverage report was processed for the commit.
   *
   * A number. Not always present.
   */
  coveragePercentage?: number | undefined;
  /**
   * Present only when a coverage report was processed for the commit.
   *
   * A number. Not always present.
   */
  coveragePercentageWithDecimals?: number | undefined;
  /**
   * How many files have no coverage.
   *
   * A number. Not always present.
   */
  numberFilesUncovered?: number | undefined;
  /**
   * The repository's technical debt figure.
   *
   * A number.
   */
  techDebt: number;
  /**
   * How many files were added.
   *
   * A number.
   */
  totalFilesAdded: number;
  /**
   * How many files were removed.
   *
   * A number.
   */
  totalFilesRemoved: number;
  /**
   * How many files were changed.
   *
   * A number.
   */
  totalFilesChanged: number;
  /**
   * When the commit was made (ISO 8601 date-time).
   *
   * Text.
   */
  commitTimestamp: string;
  /**
   * The name of the commit author.
   *
   * Text.
   */
  commitAuthorName: string;
  /**
   * A shortened form of the commit SHA.
   *
   * Text.
   */
  commitShortUUID: string;
}

/** A duplicated block and where its copies are. */
export interface DeltaClone {
  /**
   * The id of the duplicated block.
   *
   * A number.
   */
  id: number;
  /**
   * `Added` or `Fixed` (removed).
   *
   * One of `'Added'` or `'Fixed'`, or another value the API adds later.
   */
  status: 'Added' | 'Fixed' | (string & {});
  /**
   * Every place the block occurs.
   *
   * A list, each an object.
   */
  clones: {
    /**
     * Path of the file that holds this copy.
     *
     * Text.
     */
    path: string;
    /**
     * The service's id of the file within a commit.
     *
     * A number.
     */
    fileId: number;
    /**
     * The service's id of the file itself.
     *
     * A number.
     */
    fileDataId: number;
    /**
     * The first line of the copy.
     *
     * A number.
     */
    fromLine: number;
    /**
     * The last line of the copy.
     *
     * A number.
     */
    toLine: number;
  }[];
}

/** A file with what a commit or pull request changed in it. */
export interface FileDeltaAnalysis {
  /**
   * The file.
   *
   * An object.
   */
  file: {
    /**
     * The id of the branch the file belongs to.
     *
     * A number. Not always present.
     */
    branchId?: number | undefined;
    /**
     * The service's id of the commit.
     *
     * A number.
     */
    commitId: number;
    /**
     * The SHA of the commit.
     *
     * Text.
     */
    commitSha: string;
    /**
     * The service's id of the file within a commit.
     *
     * A number.
     */
    fileId: number;
    /**
     * The service's id of the file itself.
     *
     * A number.
     */
    fileDataId: number;
    /**
     * Path of the file, relative to the repository root.
     *
     * Text.
     */
    path: string;
    /**
     * The language of the file.
     *
     * Text.
     */
    language: string;
    /**
     * Link to the commit on the Git provider.
     *
     * Text.
     */
    gitProviderUrl: string;
    /**
     * True when the file is left out of the analysis.
     *
     * `true` or `false`.
     */
    ignored: boolean;
  };
  /**
   * The file's change in coverage and its total coverage, in percent.
   *
   * An object. Not always present.
   */
  coverage?: {
    /** A number. Not always present. */
    deltaCoverage?: number | undefined;
    /** A number. Not always present. */
    totalCoverage?: number | undefined;
  } | undefined;
  /**
   * Issue, complexity and duplication changes in the file.
   *
   * An object. Not always present.
   */
  quality?: {
    /**
     * How many issues were added in the file.
     *
     * A number.
     */
    deltaNewIssues: number;
    /**
     * How many issues were fixed in the file.
     *
     * A number.
     */
    deltaFixedIssues: number;
    /**
     * The change in the file's cyclomatic complexity.
     *
     * A number. Not always present.
     */
    deltaComplexity?: number | undefined;
    /**
     * The change in the file's number of duplicated blocks.
     *
     * A number. Not always present.
     */
    deltaClonesCount?: number | undefined;
  } | undefined;
  /**
   * The file's results at the commit it is compared with.
   *
   * An object. Not always present.
   */
  comparedWithCommit?: {
    /**
     * The service's id of that commit.
     *
     * A number.
     */
    commitId: number;
    /**
     * The total coverage at that commit, in percent.
     *
     * An object. Not always present.
     */
    coverage?: {
      /** A number. Not always present. */
      totalCoverage?: number | undefined;
    } | undefined;
  } | undefined;
}

/** A step of an analysis run. */
export interface AnalysisStep {
  /**
   * The step name.
   *
   * Text.
   */
  title: string;
  /**
   * When the step started (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  start: string;
  /**
   * When the step ended (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  end: string;
  /**
   * How long the step was actually running.
   *
   * A whole number.
   */
  activeExecutionTime: number;
  /**
   * How long the step took in all.
   *
   * A whole number.
   */
  totalExecutionTime: number;
  /**
   * A stack trace, when the step failed.
   *
   * Text. Not always present.
   */
  stackTrace?: string | undefined;
  /**
   * `success` or `error`.
   *
   * One of `'success'` or `'error'`, or another value the API adds later.
   */
  status: 'success' | 'error' | (string & {});
}

/** The analysis logs of a commit or pull request. */
export interface AnalysisLogs {
  /**
   * SHA of the analysed commit (for a pull request, its latest commit).
   *
   * Text.
   */
  headCommitSha: string;
  /**
   * SHA of the pull request's common ancestor commit.
   *
   * Text. Not always present.
   */
  commonAncestorCommitSha?: string | undefined;
  /**
   * When the analysis started (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  start: string;
  /**
   * When the analysis ended (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  end: string;
  /**
   * How long the whole analysis took.
   *
   * A whole number.
   */
  totalAnalysisTime: number;
  /**
   * The steps of the analysis.
   *
   * A list, each a `AnalysisStep`.
   */
  steps: AnalysisStep[];
}

/** A commit and its repository. */
export interface CommitDetails {
  /**
   * The commit.
   *
   * A `Commit`.
   */
  commit: Commit;
  /**
   * The repository the commit belongs to.
   *
   * An object.
   */
  repository: {
    /**
     * The service's id of the repository.
     *
     * A whole number.
     */
    repositoryId: number;
    /**
     * The repository name.
     *
     * Text.
     */
    name: string;
    /**
     * The Git provider code, e.g. `gh`, `gl` or `bb`.
     *
     * Text.
     */
    provider: string;
    /**
     * The name of the organization that owns the repository.
     *
     * Text.
     */
    organizationName: string;
  };
}
// End of the generated answer types.
