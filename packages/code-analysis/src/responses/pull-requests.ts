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
  owner: z.looseObject({ name: z.string() }),
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
  /** True when the pull request meets the quality gate thresholds. */
  isUpToStandards?: boolean | undefined;
  /** True while the service is analysing the pull request. */
  isAnalysing: boolean;
  /** The pull request. */
  pullRequest: {
    /** The service's id of the pull request. */
    id: number;
    /** The pull request number on the Git provider. */
    number: number;
    /** When the pull request was last updated (ISO 8601 date-time). */
    updated: string;
    /** The pull request state, e.g. `open`. */
    status: string;
    /** The repository name. */
    repository: string;
    /** The pull request title. */
    title: string;
    /** The author of the pull request, by name. */
    owner: {
      name: string;
    };
    /** SHA of the latest commit of the pull request. */
    headCommitSha: string;
    /** SHA of the commit where the pull request's branch split from its target. */
    commonAncestorCommitSha: string;
    /** The branch the changes come from. */
    originBranch?: string | undefined;
    /** The branch the pull request merges into. */
    targetBranch?: string | undefined;
    /** Link to the pull request on the Git provider. */
    gitHref: string;
  };
  /** How many issues the pull request introduces. */
  newIssues?: number | undefined;
  /** How many issues the pull request fixes. */
  fixedIssues?: number | undefined;
  /** The change in cyclomatic complexity the pull request brings. */
  deltaComplexity?: number | undefined;
  /** The change in the number of duplicated blocks the pull request brings. */
  deltaClonesCount?: number | undefined;
  /** Deprecated by the API: read `coverage` instead. */
  deltaCoverageWithDecimals?: number | undefined;
  /** Deprecated by the API: read `coverage` instead. */
  deltaCoverage?: number | undefined;
  /** Deprecated by the API: read `coverage` instead. */
  diffCoverage?: number | undefined;
  /** Coverage changes of the pull request and whether they meet the gate. */
  coverage?: Record<string, unknown> | undefined;
  /** Quality changes of the pull request: new and fixed issues, complexity and duplication. */
  quality?: Record<string, unknown> | undefined;
  /** Whether the service could analyse the pull request, and why not. */
  meta: {
    analyzable: boolean;
    reason?: string | undefined;
  };
}

/** A coverage report of a pull request commit. */
export interface PullRequestCoverageReport {
  /** The commit the report named as its target. */
  targetCommitSha: string;
  /** The commit the report was matched to, with the branches that contain it. */
  commit?: {
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
    branches?: Branch[] | undefined;
  } | undefined;
  /** The language the report covers. */
  language?: string | undefined;
  /** When the report was created (ISO 8601 date-time). */
  createdAt: string;
  /** `Pending`, `Processed`, `CommitNotAnalysed`, `CommitNotFound`, `BranchNotEnabled` or `MissingFinal`. */
  status: 'Pending' | 'Processed' | 'CommitNotAnalysed' | 'CommitNotFound' | 'BranchNotEnabled' | 'MissingFinal' | (string & {});
}

/** One commit of a pull request and its coverage reports. */
export interface PullRequestCoverageCommit {
  /** The service's id of the commit. */
  commitId: number;
  /** The SHA of the commit. */
  commitSha: string;
  /** The coverage reports received for that commit. */
  reports: PullRequestCoverageReport[];
}

/** Which coverage reports a pull request's commits received, and their status. */
export interface PullRequestCoverageReports {
  /** Reports of the pull request's latest commit. */
  headCommit: PullRequestCoverageCommit;
  /** Reports of the common ancestor commit. */
  commonAncestorCommit: PullRequestCoverageCommit;
  /** Reports of the origin branch's commit. */
  origin: PullRequestCoverageCommit;
  /** Reports of the target branch's commit. */
  target: PullRequestCoverageCommit;
}

/** A page of pull requests, each with its analysis. */
export interface PullRequestWithAnalysisPage {
  data: PullRequestWithAnalysis[];
  pagination?: Pagination | undefined;
}
// End of the generated answer types.
