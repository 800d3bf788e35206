import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  addRepository,
  createBadgePullRequest,
  createPostCommitHook,
  createRepositoryApiToken,
  deleteRepository,
  deleteRepositoryApiToken,
  followAddedRepository,
  getBranchRequiredChecks,
  getBuildServerAnalysisSetting,
  getCommitDiff,
  getCommitQualitySettings,
  getDiffBetweenCommits,
  getPullRequestDiff,
  getPullRequestQualitySettings,
  getQualitySettingsForRepository,
  getRepository,
  getRepositoryIntegrationsSettings,
  getRepositoryLanguages,
  getRepositoryPublicSshKey,
  getRepositoryWithAnalysis,
  listOrganizationRepositoriesWithAnalysis,
  listRepositoryApiTokens,
  listRepositoryBranches,
  patchRepositoryLanguageResponseSettings,
  peopleSuggestionsForRepository,
  reanalyzeCommitById,
  refreshProviderRepositoryIntegration,
  regenerateRepositorySshKey,
  regenerateUserSshKey,
  resetCommitsQualitySettings,
  resetPullRequestsQualitySettings,
  resetRepositoryQualitySettings,
  searchOrganizationRepositoriesWithAnalysis,
  setRepositoryBranchAsDefault,
  syncRepositoryWithProvider,
  unfollowRepository,
  updateBuildServerAnalysisSetting,
  updateCommitQualitySettings,
  updatePullRequestQualitySettings,
  updateRepositoryBranchConfiguration,
  updateRepositoryIntegrationsSettings,
  updateRepositoryQualitySettings,
} from '../operations/repositories.js';
import type {
  AddedState,
  ApiToken,
  Branch,
  BranchRequiredChecks,
  BuildServerAnalysisSetting,
  Diff,
  IntegrationSettings,
  QualitySettings,
  Repository,
  RepositoryLanguages,
  RepositoryQualitySettings,
  RepositoryWithAnalysis,
  SshKey,
  SuggestedAuthor,
  SyncResult,
} from '../responses/repositories.js';
import type { OrganizationRef, RepositoryRef } from '../schemas/common.js';
import type {
  addRepositoryBody,
  buildServerAnalysisSettingBody,
  getRepositoryQuery,
  githubRepoParams,
  integrationSettingsBody,
  listBranchesQuery,
  listRepositoriesQuery,
  peopleSuggestionsQuery,
  qualityGateBody,
  reanalyzeCommitBody,
  repositoryLanguagesBody,
  repositoryQualitySettingsBody,
  updateBranchBody,
} from '../schemas/repositories.js';
import type { CursorPage } from '../wire.js';

/**
 * Options of {@link RepositoriesResource.list}. `repositories` (names; the API prefers
 * {@link RepositoriesResource.search} for this) and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListRepositoriesOptions = z.input<typeof listRepositoriesQuery>;

/**
 * Inputs of {@link RepositoriesResource.search}: `names`, the repository names to find (sent in the body;
 * the method asks for them, although the API's description leaves them optional), and the paging,
 * `cursor` (where to start) and `limit` (1 to 100), sent in the query.
 */
export type SearchRepositoriesOptions = Inputs<typeof searchOrganizationRepositoriesWithAnalysis> & { names: string[] };

/** Options of {@link RepositoriesResource.get}. */
export type GetRepositoryOptions = z.input<typeof getRepositoryQuery>;

/**
 * Options of {@link RepositoriesResource.listBranches}: only enabled (or disabled) branches, a name search,
 * and the order (`sort` by `name` or `last-updated`, `direction` `asc` or `desc`).
 */
export type ListBranchesOptions = z.input<typeof listBranchesQuery>;

/** What {@link RepositoriesResource.add} sends: the git provider and the repository's full path (`organization/repository`). */
export type AddRepositoryBody = z.input<typeof addRepositoryBody>;

/** A GitHub repository, as {@link RepositoriesResource.createBadgePullRequest} addresses it (`provider` may be left out; it is `gh`). */
export type GitHubRepositoryRef = z.input<typeof githubRepoParams>;

/** What {@link RepositoriesResource.updateBranch} changes: `isEnabled`, whether the service analyses the branch. */
export type UpdateBranchBody = z.input<typeof updateBranchBody>;

/** What {@link RepositoriesResource.reanalyzeCommit} sends: the commit (UUID or SHA) and whether to clean the cache first. */
export type ReanalyzeCommitBody = z.input<typeof reanalyzeCommitBody>;

/** What {@link RepositoriesResource.updateBuildServerAnalysisSetting} sends: true to wait for results uploaded by your build server. */
export type BuildServerAnalysisSettingBody = z.input<typeof buildServerAnalysisSettingBody>;

/** What {@link RepositoriesResource.updateQualitySettings} sends: the quality goals to change (those left out keep their value). */
export type RepositoryQualitySettingsBody = z.input<typeof repositoryQualitySettingsBody>;

/**
 * What the quality gate updates ({@link RepositoriesResource.updateCommitQualitySettings},
 * {@link RepositoriesResource.updatePullRequestQualitySettings}) send: the thresholds to change.
 */
export type QualityGateBody = z.input<typeof qualityGateBody>;

/** What {@link RepositoriesResource.updateIntegrationSettings} sends: the integration features to turn on or off. */
export type IntegrationSettingsBody = z.input<typeof integrationSettingsBody>;

/** What {@link RepositoriesResource.updateLanguages} sends: per language (by name), its custom extensions and whether it is analysed. */
export type RepositoryLanguagesBody = z.input<typeof repositoryLanguagesBody>;

/** Options of {@link RepositoriesResource.listPeopleSuggestions}: a search of the commit emails, and paging. */
export type ListPeopleSuggestionsOptions = z.input<typeof peopleSuggestionsQuery>;

/**
 * Repositories: listing and searching them with their analysis figures, reading one, and managing them:
 * branches, diffs, reanalysis, quality settings, SSH keys, API tokens, integrations and languages.
 */
export class RepositoriesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists an organization's repositories with analysis figures, page by page. */
  list(org: OrganizationRef, options: ListRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    return walkList(this.#http, listOrganizationRepositoriesWithAnalysis, { params: org, query: options }, requestOptions);
  }

  /** Finds repositories of an organization by name (`names`), with their analysis figures, page by page. */
  search(org: OrganizationRef, inputs: SearchRepositoriesOptions, requestOptions?: RequestOptions): Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>> {
    return walkList(this.#http, searchOrganizationRepositoriesWithAnalysis, { params: org, input: inputs }, requestOptions);
  }

  /** Reads one repository with the analysis figures of a branch (by default its main branch). */
  get(repo: RepositoryRef, options?: GetRepositoryOptions, requestOptions?: RequestOptions): ApiPromise<RepositoryWithAnalysis> {
    return this.#http.call(getRepositoryWithAnalysis, { params: repo, query: options }, requestOptions);
  }

  /** Lists the branches of a repository, page by page. */
  listBranches(repo: RepositoryRef, options: ListBranchesOptions = {}, requestOptions?: RequestOptions): Paginated<Branch, CursorPage<Branch>> {
    return walkList(this.#http, listRepositoryBranches, { params: repo, query: options }, requestOptions);
  }

  /** Adds a repository of the git provider to the service, which starts its first analysis. */
  add(body: AddRepositoryBody, requestOptions?: RequestOptions): ApiPromise<Repository> {
    return this.#http.call(addRepository, { body }, requestOptions);
  }

  /** Follows an added repository; resolves to the caller's new relation to it. */
  follow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AddedState> {
    return this.#http.call(followAddedRepository, { params: repo }, requestOptions);
  }

  /** Stops following a repository. */
  unfollow(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(unfollowRepository, { params: repo }, requestOptions);
  }

  /** Removes a repository and its analysis data from the service. */
  delete(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteRepository, { params: repo }, requestOptions);
  }

  /** Refreshes the repository's name and visibility from the git provider. */
  sync(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SyncResult> {
    return this.#http.call(syncRepositoryWithProvider, { params: repo }, requestOptions);
  }

  /** Reads the repository as the service stores it, without analysis figures (no key needed for public repositories). */
  getInfo(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<Repository> {
    return this.#http.call(getRepository, { params: repo }, requestOptions);
  }

  /**
   * Asks the service to open a pull request that adds its analysis badge to the README of a public
   * GitHub repository without one. The pull request is made asynchronously and may still fail after
   * this resolves.
   */
  createBadgePullRequest(repo: GitHubRepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(createBadgePullRequest, { params: repo }, requestOptions);
  }

  /** Turns the analysis of a branch on or off. */
  updateBranch(repo: RepositoryRef, branchName: string, body: UpdateBranchBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateRepositoryBranchConfiguration, { params: { ...repo, branchName }, body }, requestOptions);
  }

  /** Makes a branch the repository's default branch; the branch must be enabled already. */
  setDefaultBranch(repo: RepositoryRef, branchName: string, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(setRepositoryBranchAsDefault, { params: { ...repo, branchName } }, requestOptions);
  }

  /** Reads which checks of the service a branch requires before a merge on the git provider. */
  getBranchRequiredChecks(repo: RepositoryRef, branchName: string, requestOptions?: RequestOptions): ApiPromise<BranchRequiredChecks> {
    return this.#http.call(getBranchRequiredChecks, { params: { ...repo, branchName } }, requestOptions);
  }

  /** Reads the git diff between a base and a head commit (UUIDs or SHAs). */
  getDiff(repo: RepositoryRef, baseCommitUuid: string, headCommitUuid: string, requestOptions?: RequestOptions): ApiPromise<Diff> {
    return this.#http.call(getDiffBetweenCommits, { params: { ...repo, baseCommitUuid, headCommitUuid } }, requestOptions);
  }

  /** Reads the git diff of a commit (UUID or SHA). */
  getCommitDiff(repo: RepositoryRef, commitUuid: string, requestOptions?: RequestOptions): ApiPromise<Diff> {
    return this.#http.call(getCommitDiff, { params: { ...repo, commitUuid } }, requestOptions);
  }

  /** Reads the git diff of a pull request. */
  getPullRequestDiff(repo: RepositoryRef, pullRequestNumber: number, requestOptions?: RequestOptions): ApiPromise<Diff> {
    return this.#http.call(getPullRequestDiff, { params: { ...repo, pullRequestNumber } }, requestOptions);
  }

  /** Asks the service to analyse a commit again, optionally with a clean cache. */
  reanalyzeCommit(repo: RepositoryRef, body: ReanalyzeCommitBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(reanalyzeCommitById, { params: repo, body }, requestOptions);
  }

  /** Reads the setting "Run analysis on your build server". */
  getBuildServerAnalysisSetting(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<BuildServerAnalysisSetting> {
    return this.#http.call(getBuildServerAnalysisSetting, { params: repo }, requestOptions);
  }

  /** Changes the setting "Run analysis on your build server"; resolves to its new value. */
  updateBuildServerAnalysisSetting(repo: RepositoryRef, body: BuildServerAnalysisSettingBody, requestOptions?: RequestOptions): ApiPromise<BuildServerAnalysisSetting> {
    return this.#http.call(updateBuildServerAnalysisSetting, { params: repo, body }, requestOptions);
  }

  /** Reads the quality goals of the repository. */
  getQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<RepositoryQualitySettings> {
    return this.#http.call(getQualitySettingsForRepository, { params: repo }, requestOptions);
  }

  /** Changes the quality goals of the repository; resolves to the goals now in force. */
  updateQualitySettings(repo: RepositoryRef, body: RepositoryQualitySettingsBody, requestOptions?: RequestOptions): ApiPromise<RepositoryQualitySettings> {
    return this.#http.call(updateRepositoryQualitySettings, { params: repo, body }, requestOptions);
  }

  /** Puts the quality goals of the repository back to the service's defaults and returns them. */
  resetQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<RepositoryQualitySettings> {
    return this.#http.call(resetRepositoryQualitySettings, { params: repo }, requestOptions);
  }

  /** Reads the quality gate of the repository's commits (which never has a diff coverage threshold). */
  getCommitQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(getCommitQualitySettings, { params: repo }, requestOptions);
  }

  /** Changes the quality gate of the repository's commits; resolves to the gate now in force. */
  updateCommitQualitySettings(repo: RepositoryRef, body: QualityGateBody, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(updateCommitQualitySettings, { params: repo, body }, requestOptions);
  }

  /** Puts the quality gate of the repository's commits back to the service's defaults and returns it. */
  resetCommitQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(resetCommitsQualitySettings, { params: repo }, requestOptions);
  }

  /** Reads the quality gate of the repository's pull requests. */
  getPullRequestQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(getPullRequestQualitySettings, { params: repo }, requestOptions);
  }

  /** Changes the quality gate of the repository's pull requests; resolves to the gate now in force. */
  updatePullRequestQualitySettings(repo: RepositoryRef, body: QualityGateBody, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(updatePullRequestQualitySettings, { params: repo, body }, requestOptions);
  }

  /** Puts the quality gate of the repository's pull requests back to the service's defaults and returns it. */
  resetPullRequestQualitySettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<QualitySettings> {
    return this.#http.call(resetPullRequestsQualitySettings, { params: repo }, requestOptions);
  }

  /** Reads the public SSH key generated last for the repository (a repository or a user key). */
  getPublicSshKey(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SshKey> {
    return this.#http.call(getRepositoryPublicSshKey, { params: repo }, requestOptions);
  }

  /** Makes a new SSH key to clone the repository with; the service adds its public half to the repository on the git provider. */
  regenerateSshKey(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SshKey> {
    return this.#http.call(regenerateRepositorySshKey, { params: repo }, requestOptions);
  }

  /**
   * Makes a new user SSH key to clone the repository with; the service adds its public half to the
   * user's account on the git provider (the choice for repositories with submodules).
   */
  regenerateUserSshKey(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SshKey> {
    return this.#http.call(regenerateUserSshKey, { params: repo }, requestOptions);
  }

  /** Lists the API tokens of the repository, page by page. */
  listTokens(repo: RepositoryRef, requestOptions?: RequestOptions): Paginated<ApiToken, CursorPage<ApiToken>> {
    return walkList(this.#http, listRepositoryApiTokens, { params: repo }, requestOptions);
  }

  /** Creates a repository API token; the result holds its secret. */
  createToken(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<ApiToken> {
    return this.#http.call(createRepositoryApiToken, { params: repo }, requestOptions);
  }

  /** Deletes a repository API token by id. */
  deleteToken(repo: RepositoryRef, tokenId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteRepositoryApiToken, { params: { ...repo, tokenId } }, requestOptions);
  }

  /** Creates a post-commit hook for the repository. */
  createPostCommitHook(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(createPostCommitHook, { params: repo }, requestOptions);
  }

  /** Reads the git provider integration settings of the repository and who integrated it. */
  getIntegrationSettings(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<IntegrationSettings> {
    return this.#http.call(getRepositoryIntegrationsSettings, { params: repo }, requestOptions);
  }

  /** Turns features of the git provider integration on or off (those left out keep their value). */
  updateIntegrationSettings(repo: RepositoryRef, body: IntegrationSettingsBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateRepositoryIntegrationsSettings, { params: repo, body }, requestOptions);
  }

  /** Makes the caller's account the one the git provider integration acts with (GitLab and Bitbucket only). */
  refreshProviderIntegration(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(refreshProviderRepositoryIntegration, { params: repo }, requestOptions);
  }

  /** Lists the commit authors of the repository suggested as people to add, page by page. */
  listPeopleSuggestions(repo: RepositoryRef, options: ListPeopleSuggestionsOptions = {}, requestOptions?: RequestOptions): Paginated<SuggestedAuthor, CursorPage<SuggestedAuthor>> {
    return walkList(this.#http, peopleSuggestionsForRepository, { params: repo, query: options }, requestOptions);
  }

  /** Reads every language with its file extensions and whether the repository's analysis covers it. */
  getLanguages(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<RepositoryLanguages> {
    return this.#http.call(getRepositoryLanguages, { params: repo }, requestOptions);
  }

  /** Changes the custom extensions of languages and which languages the repository's analysis covers. */
  updateLanguages(repo: RepositoryRef, body: RepositoryLanguagesBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(patchRepositoryLanguageResponseSettings, { params: repo, body }, requestOptions);
  }
}
