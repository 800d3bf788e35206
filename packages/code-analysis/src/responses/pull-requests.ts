import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commitSchema } from './commits.js';
import { analysisMetaSchema, listEnvelope } from './common.js';
import { branchSchema } from './repositories.js';

/** A pull request on the git provider. */
export const pullRequestSchema = z.looseObject({
  /** The service's id of the pull request. */
  id: z.number(),
  /** The pull request number on the Git provider. */
  number: z.number(),
  /** When the pull request was last updated (ISO 8601 date-time). */
  updated: z.string(),
  /** The pull request state, e.g. `open`. */
  status: z.string(),
  /** The repository name. */
  repository: z.string(),
  /** The pull request title. */
  title: z.string(),
  /** The author of the pull request, by name. */
  owner: z.looseObject({
    /** The author's name. */
    name: z.string(),
  }),
  /** SHA of the latest commit of the pull request. */
  headCommitSha: z.string(),
  /** SHA of the commit where the pull request's branch split from its target. */
  commonAncestorCommitSha: z.string(),
  /** The branch the changes come from. */
  originBranch: z.optional(z.string()),
  /** The branch the pull request merges into. */
  targetBranch: z.optional(z.string()),
  /** Link to the pull request on the Git provider. */
  gitHref: z.string(),
});

/** A pull request with the quality and coverage changes it brings. */
export const pullRequestWithAnalysisSchema = z.looseObject({
  /** True when the pull request meets the quality gate thresholds. */
  isUpToStandards: z.optional(z.boolean()),
  /** True while the service is analysing the pull request. */
  isAnalysing: z.boolean(),
  /** The pull request. */
  pullRequest: pullRequestSchema,
  /** How many issues the pull request introduces. */
  newIssues: z.optional(z.number()),
  /** How many issues the pull request fixes. */
  fixedIssues: z.optional(z.number()),
  /** The change in cyclomatic complexity the pull request brings. */
  deltaComplexity: z.optional(z.number()),
  /** The change in the number of duplicated blocks the pull request brings. */
  deltaClonesCount: z.optional(z.number()),
  /** Deprecated by the API: read `coverage` instead. */
  deltaCoverageWithDecimals: z.optional(z.number()),
  /** Deprecated by the API: read `coverage` instead. */
  deltaCoverage: z.optional(z.number()),
  /** Deprecated by the API: read `coverage` instead. */
  diffCoverage: z.optional(z.number()),
  /** Coverage changes of the pull request and whether they meet the gate. */
  coverage: z.optional(z.looseObject({})),
  /** Quality changes of the pull request: new and fixed issues, complexity and duplication. */
  quality: z.optional(z.looseObject({})),
  /** Whether the service could analyse the pull request, and why not. */
  meta: analysisMetaSchema,
});

/** A page of pull requests with their analysis (of a repository, or across an organization). */
export const pullRequestWithAnalysisPageSchema = listEnvelope(pullRequestWithAnalysisSchema);

/** A coverage report received for a commit of a pull request, and how its processing went. */
export const pullRequestCoverageReportSchema = z.looseObject({
  /** The commit the report named as its target. */
  targetCommitSha: z.string(),
  /** The commit the report was matched to, with the branches that contain it. */
  commit: z.optional(z.extend(commitSchema, { branches: z.optional(z.array(branchSchema)) })),
  /** The language the report covers. */
  language: z.optional(z.string()),
  /** When the report was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** `Pending`, `Processed`, `CommitNotAnalysed`, `CommitNotFound`, `BranchNotEnabled` or `MissingFinal`. */
  status: openEnum(['Pending', 'Processed', 'CommitNotAnalysed', 'CommitNotFound', 'BranchNotEnabled', 'MissingFinal']),
});

/** The coverage reports received for one commit of a pull request. */
export const pullRequestCoverageCommitSchema = z.looseObject({
  /** The service's id of the commit. */
  commitId: z.number(),
  /** The SHA of the commit. */
  commitSha: z.string(),
  /** The coverage reports received for that commit. */
  reports: z.array(pullRequestCoverageReportSchema),
});

/** The coverage reports of a pull request: for its head commit, the common ancestor, and the origin and target branches' commits. */
export const pullRequestCoverageReportsSchema = z.looseObject({
  /** Reports of the pull request's latest commit. */
  headCommit: pullRequestCoverageCommitSchema,
  /** Reports of the common ancestor commit. */
  commonAncestorCommit: pullRequestCoverageCommitSchema,
  /** Reports of the origin branch's commit. */
  origin: pullRequestCoverageCommitSchema,
  /** Reports of the target branch's commit. */
  target: pullRequestCoverageCommitSchema,
});

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A pull request with its analysis. */
  PullRequestWithAnalysis: typeof pullRequestWithAnalysisSchema;
  /** A coverage report of a pull request commit. */
  PullRequestCoverageReport: typeof pullRequestCoverageReportSchema;
  /** One commit of a pull request and its coverage reports. */
  PullRequestCoverageCommit: typeof pullRequestCoverageCommitSchema;
  /** Which coverage reports a pull request's commits received, and their status. */
  PullRequestCoverageReports: typeof pullRequestCoverageReportsSchema;
  /** A page of pull requests, each with its analysis. */
  PullRequestWithAnalysisPage: typeof pullRequestWithAnalysisPageSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { Branch } from './repositories.js';
import type { Pagination } from './common.js';

/** A pull request with its analysis. */
export interface PullRequestWithAnalysis {
  /**
   * True when the pull request meets the quality gate thresholds.
   *
   * `true` or `false`. Not always present.
   */
  isUpToStandards?: boolean | undefined;
  /**
   * True while the service is analysing the pull request.
   *
   * `true` or `false`.
   */
  isAnalysing: boolean;
  /**
   * The pull request.
   *
   * An object.
   */
  pullRequest: {
    /**
     * The service's id of the pull request.
     *
     * A whole number.
     */
    id: number;
    /**
     * The pull request number on the Git provider.
     *
     * A whole number.
     */
    number: number;
    /**
     * When the pull request was last updated (ISO 8601 date-time).
     *
     * Text: a date and time in ISO 8601 form.
     */
    updated: string;
    /**
     * The pull request state, e.g. `open`.
     *
     * Text.
     */
    status: string;
    /**
     * The repository name.
     *
     * Text.
     */
    repository: string;
    /**
     * The pull request title.
     *
     * Text.
     */
    title: string;
    /**
     * The author of the pull request, by name.
     *
     * An object.
     */
    owner: {
      /**
       * The author's name.
       *
       * Text.
       */
      name: string;
    };
    /**
     * SHA of the latest commit of the pull request.
     *
     * Text.
     */
    headCommitSha: string;
    /**
     * SHA of the commit where the pull request's branch split from its target.
     *
     * Text.
     */
    commonAncestorCommitSha: string;
    /**
     * The branch the changes come from.
     *
     * Text. Not always present.
     */
    originBranch?: string | undefined;
    /**
     * The branch the pull request merges into.
     *
     * Text. Not always present.
     */
    targetBranch?: string | undefined;
    /**
     * Link to the pull request on the Git provider.
     *
     * Text.
     */
    gitHref: string;
  };
  /**
   * How many issues the pull request introduces.
   *
   * A whole number. Not always present.
   */
  newIssues?: number | undefined;
  /**
   * How many issues the pull request fixes.
   *
   * A whole number. Not always present.
   */
  fixedIssues?: number | undefined;
  /**
   * The change in cyclomatic complexity the pull request brings.
   *
   * A whole number. Not always present.
   */
  deltaComplexity?: number | undefined;
  /**
   * The change in the number of duplicated blocks the pull request brings.
   *
   * A whole number. Not always present.
   */
  deltaClonesCount?: number | undefined;
  /**
   * Deprecated by the API: read `coverage` instead.
   *
   * A number. Not always present.
   */
  deltaCoverageWithDecimals?: number | undefined;
  /**
   * Deprecated by the API: read `coverage` instead.
   *
   * A whole number. Not always present.
   */
  deltaCoverage?: number | undefined;
  /**
   * Deprecated by the API: read `coverage` instead.
   *
   * A number. Not always present.
   */
  diffCoverage?: number | undefined;
  /**
   * Coverage changes of the pull request and whether they meet the gate.
   *
   * An object. Not always present.
   */
  coverage?: Record<string, unknown> | undefined;
  /**
   * Quality changes of the pull request: new and fixed issues, complexity and duplication.
   *
   * An object. Not always present.
   */
  quality?: Record<string, unknown> | undefined;
  /**
   * Whether the service could analyse the pull request, and why not.
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

/** A coverage report of a pull request commit. */
export interface PullRequestCoverageReport {
  /**
   * The commit the report named as its target.
   *
   * Text.
   */
  targetCommitSha: string;
  /**
   * The commit the report was matched to, with the branches that contain it.
   *
   * An object. Not always present.
   */
  commit?: {
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
    /** A list, each a `Branch`. Not always present. */
    branches?: Branch[] | undefined;
  } | undefined;
  /**
   * The language the report covers.
   *
   * Text. Not always present.
   */
  language?: string | undefined;
  /**
   * When the report was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * `Pending`, `Processed`, `CommitNotAnalysed`, `CommitNotFound`, `BranchNotEnabled` or `MissingFinal`.
   *
   * One of `'Pending'`, `'Processed'`, `'CommitNotAnalysed'`, `'CommitNotFound'`, `'BranchNotEnabled'` or `'MissingFinal'`, or another value the API adds later.
   */
  status: 'Pending' | 'Processed' | 'CommitNotAnalysed' | 'CommitNotFound' | 'BranchNotEnabled' | 'MissingFinal' | (string & {});
}

/** One commit of a pull request and its coverage reports. */
export interface PullRequestCoverageCommit {
  /**
   * The service's id of the commit.
   *
   * A whole number.
   */
  commitId: number;
  /**
   * The SHA of the commit.
   *
   * Text.
   */
  commitSha: string;
  /**
   * The coverage reports received for that commit.
   *
   * A list, each a `PullRequestCoverageReport`.
   */
  reports: PullRequestCoverageReport[];
}

/** Which coverage reports a pull request's commits received, and their status. */
export interface PullRequestCoverageReports {
  /**
   * Reports of the pull request's latest commit.
   *
   * A `PullRequestCoverageCommit`.
   */
  headCommit: PullRequestCoverageCommit;
  /**
   * Reports of the common ancestor commit.
   *
   * A `PullRequestCoverageCommit`.
   */
  commonAncestorCommit: PullRequestCoverageCommit;
  /**
   * Reports of the origin branch's commit.
   *
   * A `PullRequestCoverageCommit`.
   */
  origin: PullRequestCoverageCommit;
  /**
   * Reports of the target branch's commit.
   *
   * A `PullRequestCoverageCommit`.
   */
  target: PullRequestCoverageCommit;
}

/** A page of pull requests, each with its analysis. */
export interface PullRequestWithAnalysisPage {
  /** A list, each a `PullRequestWithAnalysis`. */
  data: PullRequestWithAnalysis[];
  /** A `Pagination`. Not always present. */
  pagination?: Pagination | undefined;
}
// End of the generated answer types.
