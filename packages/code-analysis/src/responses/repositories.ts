import * as z from 'zod/mini';
import { commitSchema } from './commits.js';
import { actionSchema, listEnvelope, providerSettingsSchema } from './common.js';
import { qualityGateSchema } from './gates.js';

/** A branch the service knows about. */
export const branchSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  isEnabled: z.boolean(),
  lastUpdated: z.optional(z.string()),
  branchType: z.string(),
  lastCommit: z.optional(z.string()),
});

/** A page of a repository's branches. */
export const branchPageSchema = listEnvelope(branchSchema);

/** A problem that keeps a repository from being analysed well. */
export const repositoryProblemSchema = z.looseObject({
  message: z.string(),
  actions: z.array(actionSchema),
  code: z.string(),
  severity: z.string(),
});

/** A repository as the service stores it. */
export const repositorySchema = z.looseObject({
  repositoryId: z.optional(z.number()),
  provider: z.string(),
  owner: z.string(),
  name: z.string(),
  fullPath: z.optional(z.string()),
  visibility: z.string(),
  remoteIdentifier: z.optional(z.string()),
  lastUpdated: z.optional(z.string()),
  permission: z.optional(z.string()),
  problems: z.array(repositoryProblemSchema),
  languages: z.array(z.string()),
  defaultBranch: z.optional(branchSchema),
  badges: z.optional(z.looseObject({ grade: z.optional(z.string()), coverage: z.optional(z.string()) })),
  codingStandardId: z.optional(z.number()),
  codingStandardName: z.optional(z.string()),
  standards: z.array(z.looseObject({ id: z.number(), name: z.string() })),
  addedState: z.string(),
  gatePolicyId: z.optional(z.number()),
  gatePolicyName: z.optional(z.string()),
});

/** Quality goals of a repository: over (or under) these it counts as unhealthy. */
export const repositoryQualitySettingsSchema = z.looseObject({
  maxIssuePercentage: z.optional(z.number()),
  maxDuplicatedFilesPercentage: z.optional(z.number()),
  minCoveragePercentage: z.optional(z.number()),
  maxComplexFilesPercentage: z.optional(z.number()),
  fileDuplicationBlockThreshold: z.optional(z.number()),
  fileComplexityValueThreshold: z.optional(z.number()),
});

/** A repository together with its latest analysis figures. */
export const repositoryWithAnalysisSchema = z.looseObject({
  lastAnalysedCommit: z.optional(commitSchema),
  grade: z.optional(z.number()),
  gradeLetter: z.optional(z.string()),
  issuesPercentage: z.optional(z.number()),
  issuesCount: z.optional(z.number()),
  loc: z.optional(z.number()),
  complexFilesPercentage: z.optional(z.number()),
  complexFilesCount: z.optional(z.number()),
  duplicationPercentage: z.optional(z.number()),
  repository: repositorySchema,
  branch: z.optional(branchSchema),
  selectedBranch: z.optional(branchSchema),
  coverage: z.optional(
    z.looseObject({
      filesUncovered: z.optional(z.number()),
      filesWithLowCoverage: z.optional(z.number()),
      coveragePercentage: z.optional(z.number()),
      coveragePercentageWithDecimals: z.optional(z.number()),
      numberTotalFiles: z.optional(z.number()),
      numberCoveredLines: z.optional(z.number()),
      numberCoverableLines: z.optional(z.number()),
    }),
  ),
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
  qualityGate: qualityGateSchema,
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
  settings: providerSettingsSchema,
  integratedBy: z.optional(z.string()),
});

/** Someone who committed to the repository, suggested as a person to add. */
export const suggestedAuthorSchema = z.looseObject({
  commitEmail: z.string(),
  projectCommitStat: z.looseObject({
    projectId: z.number(),
    firstCommit: z.optional(z.string()),
    lastCommit: z.optional(z.string()),
    numberOfCommits: z.number(),
  }),
});

/** A page of people suggestions. */
export const suggestedAuthorPageSchema = listEnvelope(suggestedAuthorSchema);

/** A language with its file extensions and whether the repository's analysis covers it. */
export const repositoryLanguageSchema = z.looseObject({
  name: z.string(),
  codacyDefaults: z.array(z.string()),
  extensions: z.array(z.string()),
  defaultFiles: z.array(z.string()),
  enabled: z.boolean(),
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
  id: number;
  name: string;
  isDefault: boolean;
  isEnabled: boolean;
  lastUpdated?: string | undefined;
  branchType: string;
  lastCommit?: string | undefined;
}

/** A repository: identity, visibility, languages, problems and settings. */
export interface Repository {
  repositoryId?: number | undefined;
  provider: string;
  owner: string;
  name: string;
  fullPath?: string | undefined;
  visibility: string;
  remoteIdentifier?: string | undefined;
  lastUpdated?: string | undefined;
  permission?: string | undefined;
  problems: {
    message: string;
    actions: Action[];
    code: string;
    severity: string;
  }[];
  languages: string[];
  defaultBranch?: Branch | undefined;
  badges?: {
    grade?: string | undefined;
    coverage?: string | undefined;
  } | undefined;
  codingStandardId?: number | undefined;
  codingStandardName?: string | undefined;
  standards: {
    id: number;
    name: string;
  }[];
  addedState: string;
  gatePolicyId?: number | undefined;
  gatePolicyName?: string | undefined;
}

/** A repository's quality goals: issue, duplication, coverage and complexity thresholds. */
export interface RepositoryQualitySettings {
  maxIssuePercentage?: number | undefined;
  maxDuplicatedFilesPercentage?: number | undefined;
  minCoveragePercentage?: number | undefined;
  maxComplexFilesPercentage?: number | undefined;
  fileDuplicationBlockThreshold?: number | undefined;
  fileComplexityValueThreshold?: number | undefined;
}

/** A repository with grade, issue, complexity, duplication and coverage figures of its latest analysis. */
export interface RepositoryWithAnalysis {
  lastAnalysedCommit?: Commit | undefined;
  grade?: number | undefined;
  gradeLetter?: string | undefined;
  issuesPercentage?: number | undefined;
  issuesCount?: number | undefined;
  loc?: number | undefined;
  complexFilesPercentage?: number | undefined;
  complexFilesCount?: number | undefined;
  duplicationPercentage?: number | undefined;
  repository: Repository;
  branch?: Branch | undefined;
  selectedBranch?: Branch | undefined;
  coverage?: {
    filesUncovered?: number | undefined;
    filesWithLowCoverage?: number | undefined;
    coveragePercentage?: number | undefined;
    coveragePercentageWithDecimals?: number | undefined;
    numberTotalFiles?: number | undefined;
    numberCoveredLines?: number | undefined;
    numberCoverableLines?: number | undefined;
  } | undefined;
  goals?: RepositoryQualitySettings | undefined;
}

/** The result of a sync with the git provider. */
export interface SyncResult {
  name: string;
  visibility: string;
}

/** A git diff as text. */
export interface Diff {
  diff: string;
}

/** Required status checks of a branch: static analysis (`quality`), diff coverage and coverage variation. */
export interface BranchRequiredChecks {
  quality: boolean;
  diffCoverage: boolean;
  coverageVariation: boolean;
}

/** True when the service waits for results uploaded by your build server; false when it analyses commits itself. */
export interface BuildServerAnalysisSetting {
  buildServerAnalysisSetting: boolean;
}

/** A quality gate of commits or pull requests: thresholds of new issues, security issues, duplication, coverage and complexity. */
export interface QualityGate {
  /** Fails on more new issues than `threshold` of at least `minimumSeverity` (all severities when absent). */
  issueThreshold?: {
    threshold: number;
    minimumSeverity?: 'Error' | 'High' | 'Warning' | 'Info' | (string & {}) | undefined;
  } | undefined;
  securityIssueThreshold?: number | undefined;
  securityIssueMinimumSeverity?: 'Error' | 'High' | 'Warning' | 'Info' | (string & {}) | undefined;
  duplicationThreshold?: number | undefined;
  /** Deprecated by the API: use `coverageThresholdWithDecimals`. */
  coverageThreshold?: number | undefined;
  coverageThresholdWithDecimals?: number | undefined;
  diffCoverageThreshold?: number | undefined;
  complexityThreshold?: number | undefined;
}

/** Quality settings of commits or pull requests. */
export interface QualitySettings {
  qualityGate: QualityGate;
  repositoryGatePolicyInfo?: {
    id: number;
    name: string;
  } | undefined;
}

/** A public SSH key. */
export interface SshKey {
  publicSshKey: string;
}

/** A repository API token: its id, the secret, and when it expires (if it does). */
export interface ApiToken {
  id: number;
  token: string;
  expiresAt?: string | undefined;
}

/** Git provider integration settings (status checks, annotations, summaries…) and who integrated the repository. */
export interface IntegrationSettings {
  settings: ProviderSettings;
  integratedBy?: string | undefined;
}

/** A commit author of the repository, with their commit count and first and last commit times. */
export interface SuggestedAuthor {
  commitEmail: string;
  projectCommitStat: {
    projectId: number;
    firstCommit?: string | undefined;
    lastCommit?: string | undefined;
    numberOfCommits: number;
  };
}

/** A language setting: default and custom extensions, default files, enabled and detected. */
export interface RepositoryLanguage {
  name: string;
  codacyDefaults: string[];
  extensions: string[];
  defaultFiles: string[];
  enabled: boolean;
  detected: boolean;
}

/** The language settings of a repository. */
export interface RepositoryLanguages {
  languages: RepositoryLanguage[];
}
// End of the generated answer types.
