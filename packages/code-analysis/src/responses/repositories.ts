import * as z from 'zod/mini';
import { commitSchema } from './commits.js';
import { actionSchema, listEnvelope } from './common.js';

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
  goals: z.optional(
    z.looseObject({
      maxIssuePercentage: z.optional(z.number()),
      maxDuplicatedFilesPercentage: z.optional(z.number()),
      minCoveragePercentage: z.optional(z.number()),
      maxComplexFilesPercentage: z.optional(z.number()),
      fileDuplicationBlockThreshold: z.optional(z.number()),
      fileComplexityValueThreshold: z.optional(z.number()),
    }),
  ),
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
