import * as z from 'zod/mini';
import { commitSchema } from './commits.js';
import { actionSchema, listEnvelope, providerSettingsSchema } from './common.js';
import { qualityGateSchema } from './gates.js';

/** A branch the service knows about. */
export const branchSchema = z.looseObject({
  /** The service's id of the branch. */
  id: z.number(),
  /** The branch name. */
  name: z.string(),
  /** True for the branch the service treats as the repository's main branch. */
  isDefault: z.boolean(),
  /** True when the service analyses this branch. */
  isEnabled: z.boolean(),
  /** When the branch was last updated (ISO 8601 date-time). */
  lastUpdated: z.optional(z.string()),
  /** `Branch` or `PullRequest`. */
  branchType: z.string(),
  /** The latest commit of the branch. */
  lastCommit: z.optional(z.string()),
});

/** A page of a repository's branches. */
export const branchPageSchema = listEnvelope(branchSchema);

/** A problem that keeps a repository from being analysed well. */
export const repositoryProblemSchema = z.looseObject({
  /** A readable explanation of the problem. */
  message: z.string(),
  /** Links that help to solve the problem. */
  actions: z.array(actionSchema),
  /** A code naming the problem that does not change, e.g. `failed_to_clone`. */
  code: z.string(),
  /** How much of the analysis the problem affects, e.g. `all_analysis`. */
  severity: z.string(),
});

/** A repository as the service stores it. */
export const repositorySchema = z.looseObject({
  /** The service's id of the repository. */
  repositoryId: z.optional(z.number()),
  /** The Git provider code, e.g. `gh`, `gl` or `bb`. */
  provider: z.string(),
  /** The name of the organization the repository belongs to. */
  owner: z.string(),
  /** The repository name. */
  name: z.string(),
  /** The repository's full path on the Git provider, e.g. `owner/name`. */
  fullPath: z.optional(z.string()),
  /** `Public`, `Private` or `LoginPublic`. */
  visibility: z.string(),
  /** The repository's id on the Git provider. */
  remoteIdentifier: z.optional(z.string()),
  /** When the repository was last updated, as the Git provider counts it (ISO 8601 date-time). */
  lastUpdated: z.optional(z.string()),
  /** The access level on the repository: `admin`, `write` or `read`. */
  permission: z.optional(z.string()),
  /** Problems that keep the service from analysing the repository fully; empty when there are none. */
  problems: z.array(repositoryProblemSchema),
  /** The languages found in the repository. */
  languages: z.array(z.string()),
  /** The repository's main branch on the service. */
  defaultBranch: z.optional(branchSchema),
  /** Links to the repository's grade and coverage badge images. */
  badges: z.optional(z.looseObject({ grade: z.optional(z.string()), coverage: z.optional(z.string()) })),
  /** Deprecated by the API: the id of a coding standard; read `standards` instead. */
  codingStandardId: z.optional(z.number()),
  /** Deprecated by the API: the name of a coding standard; read `standards` instead. */
  codingStandardName: z.optional(z.string()),
  /** The coding standards the repository uses, by id and name. */
  standards: z.array(z.looseObject({ id: z.number(), name: z.string() })),
  /** `NotAdded`, `Added`, or `Following` (the caller follows a repository already added). */
  addedState: z.string(),
  /** The id of the gate policy the repository follows; absent when it follows none. */
  gatePolicyId: z.optional(z.number()),
  /** The name of that gate policy; present only when `gatePolicyId` is. */
  gatePolicyName: z.optional(z.string()),
});

/** Quality goals of a repository: over (or under) these it counts as unhealthy. */
export const repositoryQualitySettingsSchema = z.looseObject({
  /** Above this issue percentage the repository counts as unhealthy. */
  maxIssuePercentage: z.optional(z.number()),
  /** Above this percentage of duplicated files the repository counts as unhealthy. */
  maxDuplicatedFilesPercentage: z.optional(z.number()),
  /** Below this coverage percentage the repository counts as unhealthy. */
  minCoveragePercentage: z.optional(z.number()),
  /** Above this percentage of complex files the repository counts as unhealthy. */
  maxComplexFilesPercentage: z.optional(z.number()),
  /** A file with more duplicated blocks than this counts as duplicated; never negative. */
  fileDuplicationBlockThreshold: z.optional(z.number()),
  /** A file whose complexity is above this counts as complex; never negative. */
  fileComplexityValueThreshold: z.optional(z.number()),
});

/** A repository together with its latest analysis figures. */
export const repositoryWithAnalysisSchema = z.looseObject({
  /** The latest commit the service analysed. */
  lastAnalysedCommit: z.optional(commitSchema),
  /** The quality grade from 0 (worst) to 100 (best). */
  grade: z.optional(z.number()),
  /** The quality grade as a letter from A (best) to F (worst). */
  gradeLetter: z.optional(z.string()),
  /** The issue percentage, the figure the `maxIssuePercentage` goal applies to. */
  issuesPercentage: z.optional(z.number()),
  /** How many issues the repository has. */
  issuesCount: z.optional(z.number()),
  /** The repository's lines of code. */
  loc: z.optional(z.number()),
  /** The percentage of files that count as complex. */
  complexFilesPercentage: z.optional(z.number()),
  /** How many files count as complex. */
  complexFilesCount: z.optional(z.number()),
  /** The repository's duplication, as a percentage. */
  duplicationPercentage: z.optional(z.number()),
  /** The repository these figures belong to. */
  repository: repositorySchema,
  /** A branch of the repository; deprecated by the API. */
  branch: z.optional(branchSchema),
  /** The branch these figures are for: the one asked for, else the main branch. */
  selectedBranch: z.optional(branchSchema),
  /** Test coverage figures of the repository. */
  coverage: z.optional(
    z.looseObject({
      /** How many files have no coverage. */
      filesUncovered: z.optional(z.number()),
      /** How many files have low coverage. */
      filesWithLowCoverage: z.optional(z.number()),
      /** Coverage percentage cut to a whole number; present only if the latest commit got a coverage report. */
      coveragePercentage: z.optional(z.number()),
      /** Coverage percentage with decimals; present only if the latest commit got a coverage report. */
      coveragePercentageWithDecimals: z.optional(z.number()),
      /** How many files the coverage figures count. */
      numberTotalFiles: z.optional(z.number()),
      /** How many lines the tests cover. */
      numberCoveredLines: z.optional(z.number()),
      /** How many lines tests could cover. */
      numberCoverableLines: z.optional(z.number()),
    }),
  ),
  /** The repository's quality goals. */
  goals: z.optional(repositoryQualitySettingsSchema),
});

/** A page of repositories with their analysis figures (the list and the search by name). */
export const repositoryWithAnalysisPageSchema = listEnvelope(repositoryWithAnalysisSchema);

/** Whether the caller follows a repository. */
export const addedStateSchema = z.string();
/** `NotAdded`, `Added` or `Following` (or a newer value). */
export type AddedState = 'NotAdded' | 'Added' | 'Following' | (string & {});

/** Name and visibility of a repository after syncing them from the git provider. */
export const syncResultSchema = z.looseObject({ name: z.string(), visibility: z.string() });

/** A human-readable git diff (the output format of `git diff`) of a commit, a pull request or a commit range. */
export const diffSchema = z.looseObject({ diff: z.string() });

/** Which checks of the service a branch requires before a merge on the git provider. */
export const branchRequiredChecksSchema = z.looseObject({ quality: z.boolean(), diffCoverage: z.boolean(), coverageVariation: z.boolean() });

/** The repository setting "Run analysis on your build server". */
export const buildServerAnalysisSettingSchema = z.looseObject({ buildServerAnalysisSetting: z.boolean() });

/** The quality gate of commits or pull requests (the gates of a gate policy's shape), with the gate policy the repository follows (if any). */
export const qualitySettingsSchema = z.looseObject({
  /** The thresholds commits or pull requests must meet. */
  qualityGate: qualityGateSchema,
  /** The gate policy the repository follows, by id and name; absent when it follows none. */
  repositoryGatePolicyInfo: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
});

/** The public SSH key the service clones the repository with. */
export const sshKeySchema = z.looseObject({ publicSshKey: z.string() });

/** A repository API token. */
export const apiTokenSchema = z.looseObject({ id: z.number(), token: z.string(), expiresAt: z.optional(z.string()) });

/** A page of repository API tokens. */
export const apiTokenPageSchema = listEnvelope(apiTokenSchema);

/** The git provider integration of a repository: which features are on, and who set it up. */
export const integrationSettingsSchema = z.looseObject({
  /** Which Git provider integration features are on for the repository. */
  settings: providerSettingsSchema,
  /** The email address of whoever set up the integration. */
  integratedBy: z.optional(z.string()),
});

/** Someone who committed to the repository, suggested as a person to add. */
export const suggestedAuthorSchema = z.looseObject({
  /** The email address the person commits with. */
  commitEmail: z.string(),
  /** Their commits to this repository. */
  projectCommitStat: z.looseObject({
    /** The service's id of the repository. */
    projectId: z.number(),
    /** When they first committed to it (ISO 8601 date-time). */
    firstCommit: z.optional(z.string()),
    /** When they last committed to it (ISO 8601 date-time). */
    lastCommit: z.optional(z.string()),
    /** How many commits they made to it. */
    numberOfCommits: z.number(),
  }),
});

/** A page of people suggestions. */
export const suggestedAuthorPageSchema = listEnvelope(suggestedAuthorSchema);

/** A language with its file extensions and whether the repository's analysis covers it. */
export const repositoryLanguageSchema = z.looseObject({
  /** The language name. */
  name: z.string(),
  /** The file extensions the service assigns to the language by default. */
  codacyDefaults: z.array(z.string()),
  /** Extra file extensions assigned to the language on this repository. */
  extensions: z.array(z.string()),
  /** File names the service assigns to the language by default. */
  defaultFiles: z.array(z.string()),
  /** True when the repository's analysis includes the language. */
  enabled: z.boolean(),
  /** True when an analysis found the language in the repository. */
  detected: z.boolean(),
});

/** Every language the service knows, with its settings on the repository. */
export const repositoryLanguagesSchema = z.looseObject({ languages: z.array(repositoryLanguageSchema) });

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A branch of a repository. */
  Branch: typeof branchSchema;
  /** A repository: identity, visibility, languages, problems and settings. */
  Repository: typeof repositorySchema;
  /** A repository's quality goals: issue, duplication, coverage and complexity thresholds. */
  RepositoryQualitySettings: typeof repositoryQualitySettingsSchema;
  /** A repository with grade, issue, complexity, duplication and coverage figures of its latest analysis. */
  RepositoryWithAnalysis: typeof repositoryWithAnalysisSchema;
  /** The result of a sync with the git provider. */
  SyncResult: typeof syncResultSchema;
  /** A git diff as text. */
  Diff: typeof diffSchema;
  /** Required status checks of a branch: static analysis (`quality`), diff coverage and coverage variation. */
  BranchRequiredChecks: typeof branchRequiredChecksSchema;
  /** True when the service waits for results uploaded by your build server; false when it analyses commits itself. */
  BuildServerAnalysisSetting: typeof buildServerAnalysisSettingSchema;
  /** A quality gate of commits or pull requests: thresholds of new issues, security issues, duplication, coverage and complexity. */
  QualityGate: typeof qualityGateSchema;
  /** Quality settings of commits or pull requests. */
  QualitySettings: typeof qualitySettingsSchema;
  /** A public SSH key. */
  SshKey: typeof sshKeySchema;
  /** A repository API token: its id, the secret, and when it expires (if it does). */
  ApiToken: typeof apiTokenSchema;
  /** Git provider integration settings (status checks, annotations, summaries…) and who integrated the repository. */
  IntegrationSettings: typeof integrationSettingsSchema;
  /** A commit author of the repository, with their commit count and first and last commit times. */
  SuggestedAuthor: typeof suggestedAuthorSchema;
  /** A language setting: default and custom extensions, default files, enabled and detected. */
  RepositoryLanguage: typeof repositoryLanguageSchema;
  /** The language settings of a repository. */
  RepositoryLanguages: typeof repositoryLanguagesSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { Action } from './common.js';
import type { Commit } from './commits.js';
import type { ProviderSettings } from './organizations.js';

/** A branch of a repository. */
export interface Branch {
  /**
   * The service's id of the branch.
   *
   * A whole number.
   */
  id: number;
  /**
   * The branch name.
   *
   * Text.
   */
  name: string;
  /**
   * True for the branch the service treats as the repository's main branch.
   *
   * `true` or `false`.
   */
  isDefault: boolean;
  /**
   * True when the service analyses this branch.
   *
   * `true` or `false`.
   */
  isEnabled: boolean;
  /**
   * When the branch was last updated (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form. Not always present.
   */
  lastUpdated?: string | undefined;
  /**
   * `Branch` or `PullRequest`.
   *
   * Text. The description lists `'Branch'` or `'PullRequest'`.
   */
  branchType: string;
  /**
   * The latest commit of the branch.
   *
   * Text. Not always present.
   */
  lastCommit?: string | undefined;
}

/** A repository: identity, visibility, languages, problems and settings. */
export interface Repository {
  /**
   * The service's id of the repository.
   *
   * A whole number. Not always present.
   */
  repositoryId?: number | undefined;
  /**
   * The Git provider code, e.g. `gh`, `gl` or `bb`.
   *
   * Text.
   */
  provider: string;
  /**
   * The name of the organization the repository belongs to.
   *
   * Text.
   */
  owner: string;
  /**
   * The repository name.
   *
   * Text.
   */
  name: string;
  /**
   * The repository's full path on the Git provider, e.g. `owner/name`.
   *
   * Text. Not always present.
   */
  fullPath?: string | undefined;
  /**
   * `Public`, `Private` or `LoginPublic`.
   *
   * Text. The description lists `'Public'`, `'Private'` or `'LoginPublic'`.
   */
  visibility: string;
  /**
   * The repository's id on the Git provider.
   *
   * Text. Not always present.
   */
  remoteIdentifier?: string | undefined;
  /**
   * When the repository was last updated, as the Git provider counts it (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form. Not always present.
   */
  lastUpdated?: string | undefined;
  /**
   * The access level on the repository: `admin`, `write` or `read`.
   *
   * Text. The description lists `'admin'`, `'write'` or `'read'`. Not always present.
   */
  permission?: string | undefined;
  /**
   * Problems that keep the service from analysing the repository fully; empty when there are none.
   *
   * A list, each an object.
   */
  problems: {
    /**
     * A readable explanation of the problem.
     *
     * Text.
     */
    message: string;
    /**
     * Links that help to solve the problem.
     *
     * A list, each a `Action`.
     */
    actions: Action[];
    /**
     * A code naming the problem that does not change, e.g. `failed_to_clone`.
     *
     * Text.
     */
    code: string;
    /**
     * How much of the analysis the problem affects, e.g. `all_analysis`.
     *
     * Text.
     */
    severity: string;
  }[];
  /**
   * The languages found in the repository.
   *
   * A list, each text.
   */
  languages: string[];
  /**
   * The repository's main branch on the service.
   *
   * A `Branch`. Not always present.
   */
  defaultBranch?: Branch | undefined;
  /**
   * Links to the repository's grade and coverage badge images.
   *
   * An object. Not always present.
   */
  badges?: {
    /** Text. Not always present. */
    grade?: string | undefined;
    /** Text. Not always present. */
    coverage?: string | undefined;
  } | undefined;
  /**
   * Deprecated by the API: the id of a coding standard; read `standards` instead.
   *
   * A whole number. Not always present.
   */
  codingStandardId?: number | undefined;
  /**
   * Deprecated by the API: the name of a coding standard; read `standards` instead.
   *
   * Text. Not always present.
   */
  codingStandardName?: string | undefined;
  /**
   * The coding standards the repository uses, by id and name.
   *
   * A list, each an object.
   */
  standards: {
    /** A whole number. */
    id: number;
    /** Text. */
    name: string;
  }[];
  /**
   * `NotAdded`, `Added`, or `Following` (the caller follows a repository already added).
   *
   * Text. The description lists `'NotAdded'`, `'Added'` or `'Following'`.
   */
  addedState: string;
  /**
   * The id of the gate policy the repository follows; absent when it follows none.
   *
   * A whole number. Not always present.
   */
  gatePolicyId?: number | undefined;
  /**
   * The name of that gate policy; present only when `gatePolicyId` is.
   *
   * Text. Not always present.
   */
  gatePolicyName?: string | undefined;
}

/** A repository's quality goals: issue, duplication, coverage and complexity thresholds. */
export interface RepositoryQualitySettings {
  /**
   * Above this issue percentage the repository counts as unhealthy.
   *
   * A whole number. Not always present.
   */
  maxIssuePercentage?: number | undefined;
  /**
   * Above this percentage of duplicated files the repository counts as unhealthy.
   *
   * A whole number. Not always present.
   */
  maxDuplicatedFilesPercentage?: number | undefined;
  /**
   * Below this coverage percentage the repository counts as unhealthy.
   *
   * A whole number. Not always present.
   */
  minCoveragePercentage?: number | undefined;
  /**
   * Above this percentage of complex files the repository counts as unhealthy.
   *
   * A whole number. Not always present.
   */
  maxComplexFilesPercentage?: number | undefined;
  /**
   * A file with more duplicated blocks than this counts as duplicated; never negative.
   *
   * A whole number at least 0. Not always present.
   */
  fileDuplicationBlockThreshold?: number | undefined;
  /**
   * A file whose complexity is above this counts as complex; never negative.
   *
   * A whole number at least 0. Not always present.
   */
  fileComplexityValueThreshold?: number | undefined;
}

/** A repository with grade, issue, complexity, duplication and coverage figures of its latest analysis. */
export interface RepositoryWithAnalysis {
  /**
   * The latest commit the service analysed.
   *
   * A `Commit`. Not always present.
   */
  lastAnalysedCommit?: Commit | undefined;
  /**
   * The quality grade from 0 (worst) to 100 (best).
   *
   * A whole number. Not always present.
   */
  grade?: number | undefined;
  /**
   * The quality grade as a letter from A (best) to F (worst).
   *
   * Text. Not always present.
   */
  gradeLetter?: string | undefined;
  /**
   * The issue percentage, the figure the `maxIssuePercentage` goal applies to.
   *
   * A whole number. Not always present.
   */
  issuesPercentage?: number | undefined;
  /**
   * How many issues the repository has.
   *
   * A whole number. Not always present.
   */
  issuesCount?: number | undefined;
  /**
   * The repository's lines of code.
   *
   * A whole number. Not always present.
   */
  loc?: number | undefined;
  /**
   * The percentage of files that count as complex.
   *
   * A whole number. Not always present.
   */
  complexFilesPercentage?: number | undefined;
  /**
   * How many files count as complex.
   *
   * A whole number. Not always present.
   */
  complexFilesCount?: number | undefined;
  /**
   * The repository's duplication, as a percentage.
   *
   * A whole number. Not always present.
   */
  duplicationPercentage?: number | undefined;
  /**
   * The repository these figures belong to.
   *
   * A `Repository`.
   */
  repository: Repository;
  /**
   * A branch of the repository; deprecated by the API.
   *
   * A `Branch`. Not always present.
   */
  branch?: Branch | undefined;
  /**
   * The branch these figures are for: the one asked for, else the main branch.
   *
   * A `Branch`. Not always present.
   */
  selectedBranch?: Branch | undefined;
  /**
   * Test coverage figures of the repository.
   *
   * An object. Not always present.
   */
  coverage?: {
    /**
     * How many files have no coverage.
     *
     * A whole number. Not always present.
     */
    filesUncovered?: number | undefined;
    /**
     * How many files have low coverage.
     *
     * A whole number. Not always present.
     */
    filesWithLowCoverage?: number | undefined;
    /**
     * Coverage percentage cut to a whole number; present only if the latest commit got a coverage report.
     *
     * A whole number. Not always present.
     */
    coveragePercentage?: number | undefined;
    /**
     * Coverage percentage with decimals; present only if the latest commit got a coverage report.
     *
     * A number. Not always present.
     */
    coveragePercentageWithDecimals?: number | undefined;
    /**
     * How many files the coverage figures count.
     *
     * A whole number. Not always present.
     */
    numberTotalFiles?: number | undefined;
    /**
     * How many lines the tests cover.
     *
     * A whole number. Not always present.
     */
    numberCoveredLines?: number | undefined;
    /**
     * How many lines tests could cover.
     *
     * A whole number. Not always present.
     */
    numberCoverableLines?: number | undefined;
  } | undefined;
  /**
   * The repository's quality goals.
   *
   * A `RepositoryQualitySettings`. Not always present.
   */
  goals?: RepositoryQualitySettings | undefined;
}

/** The result of a sync with the git provider. */
export interface SyncResult {
  /** Text. */
  name: string;
  /** Text. The description lists `'Public'`, `'Private'` or `'LoginPublic'`. */
  visibility: string;
}

/** A git diff as text. */
export interface Diff {
  /** Text. */
  diff: string;
}

/** Required status checks of a branch: static analysis (`quality`), diff coverage and coverage variation. */
export interface BranchRequiredChecks {
  /** `true` or `false`. */
  quality: boolean;
  /** `true` or `false`. */
  diffCoverage: boolean;
  /** `true` or `false`. */
  coverageVariation: boolean;
}

/** True when the service waits for results uploaded by your build server; false when it analyses commits itself. */
export interface BuildServerAnalysisSetting {
  /** `true` or `false`. */
  buildServerAnalysisSetting: boolean;
}

/** A quality gate of commits or pull requests: thresholds of new issues, security issues, duplication, coverage and complexity. */
export interface QualityGate {
  /**
   * Fails on more new issues than `threshold` of at least `minimumSeverity` (all severities when absent).
   *
   * An object. Not always present.
   */
  issueThreshold?: {
    /** A whole number at least 0. */
    threshold: number;
    /** One of `'Info'`, `'Warning'`, `'High'` or `'Error'`, or another value the API adds later. Not always present. */
    minimumSeverity?: 'Error' | 'High' | 'Warning' | 'Info' | (string & {}) | undefined;
  } | undefined;
  /** A whole number at least 0. Not always present. */
  securityIssueThreshold?: number | undefined;
  /** One of `'Info'`, `'Warning'`, `'High'` or `'Error'`, or another value the API adds later. Not always present. */
  securityIssueMinimumSeverity?: 'Error' | 'High' | 'Warning' | 'Info' | (string & {}) | undefined;
  /** A whole number. Not always present. */
  duplicationThreshold?: number | undefined;
  /**
   * Deprecated by the API: use `coverageThresholdWithDecimals`.
   *
   * A whole number at most 1. Not always present.
   */
  coverageThreshold?: number | undefined;
  /** A number. Not always present. */
  coverageThresholdWithDecimals?: number | undefined;
  /** A whole number from 0 to 100. Not always present. */
  diffCoverageThreshold?: number | undefined;
  /** A whole number at least 0. Not always present. */
  complexityThreshold?: number | undefined;
}

/** Quality settings of commits or pull requests. */
export interface QualitySettings {
  /**
   * The thresholds commits or pull requests must meet.
   *
   * A `QualityGate`.
   */
  qualityGate: QualityGate;
  /**
   * The gate policy the repository follows, by id and name; absent when it follows none.
   *
   * An object. Not always present.
   */
  repositoryGatePolicyInfo?: {
    /** A whole number. */
    id: number;
    /** Text. */
    name: string;
  } | undefined;
}

/** A public SSH key. */
export interface SshKey {
  /** Text. */
  publicSshKey: string;
}

/** A repository API token: its id, the secret, and when it expires (if it does). */
export interface ApiToken {
  /** A whole number. */
  id: number;
  /** Text. */
  token: string;
  /** Text: a date and time in ISO 8601 form. Not always present. */
  expiresAt?: string | undefined;
}

/** Git provider integration settings (status checks, annotations, summaries…) and who integrated the repository. */
export interface IntegrationSettings {
  /**
   * Which Git provider integration features are on for the repository.
   *
   * A `ProviderSettings`.
   */
  settings: ProviderSettings;
  /**
   * The email address of whoever set up the integration.
   *
   * Text. Not always present.
   */
  integratedBy?: string | undefined;
}

/** A commit author of the repository, with their commit count and first and last commit times. */
export interface SuggestedAuthor {
  /**
   * The email address the person commits with.
   *
   * Text.
   */
  commitEmail: string;
  /**
   * Their commits to this repository.
   *
   * An object.
   */
  projectCommitStat: {
    /**
     * The service's id of the repository.
     *
     * A number.
     */
    projectId: number;
    /**
     * When they first committed to it (ISO 8601 date-time).
     *
     * Text. Not always present.
     */
    firstCommit?: string | undefined;
    /**
     * When they last committed to it (ISO 8601 date-time).
     *
     * Text. Not always present.
     */
    lastCommit?: string | undefined;
    /**
     * How many commits they made to it.
     *
     * A number.
     */
    numberOfCommits: number;
  };
}

/** A language setting: default and custom extensions, default files, enabled and detected. */
export interface RepositoryLanguage {
  /**
   * The language name.
   *
   * Text.
   */
  name: string;
  /**
   * The file extensions the service assigns to the language by default.
   *
   * A list, each text.
   */
  codacyDefaults: string[];
  /**
   * Extra file extensions assigned to the language on this repository.
   *
   * A list, each text.
   */
  extensions: string[];
  /**
   * File names the service assigns to the language by default.
   *
   * A list, each text.
   */
  defaultFiles: string[];
  /**
   * True when the repository's analysis includes the language.
   *
   * `true` or `false`.
   */
  enabled: boolean;
  /**
   * True when an analysis found the language in the repository.
   *
   * `true` or `false`.
   */
  detected: boolean;
}

/** The language settings of a repository. */
export interface RepositoryLanguages {
  /** A list, each a `RepositoryLanguage`. */
  languages: RepositoryLanguage[];
}
// End of the generated answer types.
