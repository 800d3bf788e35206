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
/** A branch of a repository. */
export type Branch = z.infer<typeof branchSchema>;

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
/** A repository: identity, visibility, languages, problems and settings. */
export type Repository = z.infer<typeof repositorySchema>;

/** Quality goals of a repository: over (or under) these it counts as unhealthy. */
export const repositoryQualitySettingsSchema = z.looseObject({
  maxIssuePercentage: z.optional(z.number()),
  maxDuplicatedFilesPercentage: z.optional(z.number()),
  minCoveragePercentage: z.optional(z.number()),
  maxComplexFilesPercentage: z.optional(z.number()),
  fileDuplicationBlockThreshold: z.optional(z.number()),
  fileComplexityValueThreshold: z.optional(z.number()),
});
/** A repository's quality goals: issue, duplication, coverage and complexity thresholds. */
export type RepositoryQualitySettings = z.infer<typeof repositoryQualitySettingsSchema>;

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
/** A repository with grade, issue, complexity, duplication and coverage figures of its latest analysis. */
export type RepositoryWithAnalysis = z.infer<typeof repositoryWithAnalysisSchema>;

/** A page of repositories with their analysis figures (the list and the search by name). */
export const repositoryWithAnalysisPageSchema = listEnvelope(repositoryWithAnalysisSchema);

/** Whether the caller follows a repository. */
export const addedStateSchema = z.string();
/** `NotAdded`, `Added` or `Following` (or a newer value). */
export type AddedState = 'NotAdded' | 'Added' | 'Following' | (string & {});

/** Name and visibility of a repository after syncing them from the git provider. */
export const syncResultSchema = z.looseObject({ name: z.string(), visibility: z.string() });
/** The result of a sync with the git provider. */
export type SyncResult = z.infer<typeof syncResultSchema>;

/** A human-readable git diff (the output format of `git diff`) of a commit, a pull request or a commit range. */
export const diffSchema = z.looseObject({ diff: z.string() });
/** A git diff as text. */
export type Diff = z.infer<typeof diffSchema>;

/** Which checks of the service a branch requires before a merge on the git provider. */
export const branchRequiredChecksSchema = z.looseObject({ quality: z.boolean(), diffCoverage: z.boolean(), coverageVariation: z.boolean() });
/** Required status checks of a branch: static analysis (`quality`), diff coverage and coverage variation. */
export type BranchRequiredChecks = z.infer<typeof branchRequiredChecksSchema>;

/** The repository setting "Run analysis on your build server". */
export const buildServerAnalysisSettingSchema = z.looseObject({ buildServerAnalysisSetting: z.boolean() });
/** True when the service waits for results uploaded by your build server; false when it analyses commits itself. */
export type BuildServerAnalysisSetting = z.infer<typeof buildServerAnalysisSettingSchema>;

/** A quality gate of commits or pull requests: thresholds of new issues, security issues, duplication, coverage and complexity. */
export type QualityGate = z.infer<typeof qualityGateSchema>;

/** The quality gate of commits or pull requests (the gates of a gate policy's shape), with the gate policy the repository follows (if any). */
export const qualitySettingsSchema = z.looseObject({
  qualityGate: qualityGateSchema,
  repositoryGatePolicyInfo: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
});
/** Quality settings of commits or pull requests. */
export type QualitySettings = z.infer<typeof qualitySettingsSchema>;

/** The public SSH key the service clones the repository with. */
export const sshKeySchema = z.looseObject({ publicSshKey: z.string() });
/** A public SSH key. */
export type SshKey = z.infer<typeof sshKeySchema>;

/** A repository API token. */
export const apiTokenSchema = z.looseObject({ id: z.number(), token: z.string(), expiresAt: z.optional(z.string()) });
/** A repository API token: its id, the secret, and when it expires (if it does). */
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A page of repository API tokens. */
export const apiTokenPageSchema = listEnvelope(apiTokenSchema);

/** The git provider integration of a repository: which features are on, and who set it up. */
export const integrationSettingsSchema = z.looseObject({
  settings: providerSettingsSchema,
  integratedBy: z.optional(z.string()),
});
/** Git provider integration settings (status checks, annotations, summaries…) and who integrated the repository. */
export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;

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
/** A commit author of the repository, with their commit count and first and last commit times. */
export type SuggestedAuthor = z.infer<typeof suggestedAuthorSchema>;

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
/** A language setting: default and custom extensions, default files, enabled and detected. */
export type RepositoryLanguage = z.infer<typeof repositoryLanguageSchema>;

/** Every language the service knows, with its settings on the repository. */
export const repositoryLanguagesSchema = z.looseObject({ languages: z.array(repositoryLanguageSchema) });
/** The language settings of a repository. */
export type RepositoryLanguages = z.infer<typeof repositoryLanguagesSchema>;
