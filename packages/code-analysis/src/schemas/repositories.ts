import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commaList, cursorPagingQuery, providerSettingsBody, repoParams, segmentSchema, severityLevels, sortDirectionSchema } from './common.js';

/** Query of an organization's repositories with analysis: paging, a search, repository names and segment ids. */
export const listRepositoriesQuery = z.extend(cursorPagingQuery, {
  /** Only repositories that match this search text. */
  search: z.optional(z.string()),
  /** Only these repositories, by name; the API deprecates this filter in favour of `repositories.search`. */
  repositories: commaList(z.string()),
  /** Only repositories in these segments, by segment id. */
  segments: commaList(z.union([z.string(), z.number()])),
});

/**
 * The body of a repository search by name. `names` may be left out as the API describes it; `search`
 * always sends the names asked for.
 */
export const searchRepositoriesBody = z.object({ names: z.optional(z.array(z.string())) });

/** Query of one repository with analysis: the branch whose figures to read. */
export const getRepositoryQuery = z.object({
  /** The branch whose analysis figures to read; the repository's main branch when omitted. */
  branch: z.optional(z.string()),
});

/** Query of a repository's branches: paging, enabled state, a name search, and the order. */
export const listBranchesQuery = z.extend(cursorPagingQuery, {
  enabled: z.optional(z.boolean()),
  search: z.optional(z.string()),
  /** What to order the branches by: `name` or `last-updated`. */
  sort: z.optional(openEnum(['name', 'last-updated'])),
  /** `asc` or `desc`. */
  direction: sortDirectionSchema,
});

/** The body of adding a repository: the git provider and the repository's full path. */
export const addRepositoryBody = z.object({ provider: z.string(), repositoryFullPath: z.string() });

/**
 * Path parameters of the badge pull request, an operation of GitHub repositories only: the path names
 * `gh` itself, so `provider` may be left out (and is `gh` when given).
 */
export const githubRepoParams = z.object({ provider: z.optional(z.literal('gh')), organization: segmentSchema, repository: segmentSchema });

/** Path parameters of one branch of a repository, by name. */
export const branchParams = z.extend(repoParams, { branchName: segmentSchema });

/** Path parameters of the diff between two commits: the base and the head commit (UUIDs or SHAs). */
export const commitRangeParams = z.extend(repoParams, { baseCommitUuid: segmentSchema, headCommitUuid: segmentSchema });

/** Path parameters of one repository API token, by id. */
export const tokenParams = z.extend(repoParams, { tokenId: z.int() });

/** The body of a branch update: whether the service analyses the branch. */
export const updateBranchBody = z.object({ isEnabled: z.optional(z.boolean()) });

/** The body of a commit reanalysis: the commit (UUID or SHA), and whether to clean the cache first. */
export const reanalyzeCommitBody = z.object({ commitUuid: z.string(), cleanCache: z.optional(z.boolean()) });

/** The body of the build server analysis setting: true to wait for results uploaded by your build server. */
export const buildServerAnalysisSettingBody = z.object({ buildServerAnalysisSetting: z.boolean() });

/** Quality goals of a repository; fields left out keep their value. */
export const repositoryQualitySettingsBody = z.object({
  maxIssuePercentage: z.optional(z.int()),
  maxDuplicatedFilesPercentage: z.optional(z.int()),
  minCoveragePercentage: z.optional(z.int()),
  maxComplexFilesPercentage: z.optional(z.int()),
  fileDuplicationBlockThreshold: z.optional(z.int().check(z.minimum(0))),
  fileComplexityValueThreshold: z.optional(z.int().check(z.minimum(0))),
});

/** A quality gate of commits or pull requests: when the gate fails. Fields left out keep their value. */
export const qualityGateBody = z.object({
  /** Fails on more new issues than `threshold` (of `minimumSeverity` or worse; all levels when left out). */
  issueThreshold: z.optional(z.object({ threshold: z.int().check(z.minimum(0)), minimumSeverity: z.optional(z.enum(severityLevels)) })),
  /** Fails on more new security issues than this. */
  securityIssueThreshold: z.optional(z.int().check(z.minimum(0))),
  /** The lowest severity of the security issues counted. */
  securityIssueMinimumSeverity: z.optional(z.enum(severityLevels)),
  /** Fails on more new duplicated blocks than this. */
  duplicationThreshold: z.optional(z.int()),
  /** Deprecated by the API: use `coverageThresholdWithDecimals`. */
  coverageThreshold: z.optional(z.int().check(z.maximum(1))),
  /** Fails when coverage varies by less than this (at most 1.00, e.g. -0.02). */
  coverageThresholdWithDecimals: z.optional(z.number()),
  /** Fails when the diff coverage is under this percentage (0 to 100; pull requests only). */
  diffCoverageThreshold: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  /** Fails when the complexity grows by more than this. */
  complexityThreshold: z.optional(z.int().check(z.minimum(0))),
});

/** The body of a change of the git provider integration: the features to turn on or off (others keep their value). */
export const integrationSettingsBody = providerSettingsBody;

/** The body of a change of the language settings: per language (by name), its custom extensions and whether it is analysed. */
export const repositoryLanguagesBody = z.object({
  languages: z.array(z.object({ name: z.string(), extensions: z.optional(z.array(z.string())), enabled: z.optional(z.boolean()) })),
});

/** Query of the people suggestions: paging and a search of the commit emails. */
export const peopleSuggestionsQuery = z.extend(cursorPagingQuery, { search: z.optional(z.string()) });
