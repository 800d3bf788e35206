import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { toListPage, walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  addOrganization,
  addPeopleToOrganization,
  applyProviderSettings,
  checkIfUserCanLeave,
  checkSubmodules,
  cleanCache,
  createOrUpdateJiraIntegration,
  createOrUpdateSlackIntegration,
  declineRequestsToJoinOrganization,
  deleteJiraIntegration,
  deleteOrganization,
  deleteOrganizationJoinRequest,
  deleteSlackIntegration,
  getJiraIntegration,
  getOrganization,
  getProviderSettings,
  getSlackIntegration,
  gitProviderAppPermissions,
  joinOrganization,
  listAuditLogsForOrganization,
  listOrganizationJoinRequests,
  listOrganizationPullRequests,
  listOrganizationRepositories,
  listOrganizations,
  listPeopleFromOrganization,
  patchOrganizationSettings,
  peopleSuggestionsForOrganization,
  removePeopleFromOrganization,
  retrieveOrganizationOnboardingProgress,
  syncOrganizationName,
  updateJoinMode,
  updateProviderSettings,
} from '../operations/organizations.js';
import type {
  AddedOrganization,
  AppPermissions,
  AuditLog,
  JiraIntegration,
  JoinRequest,
  JoinResult,
  LeaveCheck,
  OnboardingStep,
  Organization,
  OrganizationName,
  OrganizationWithMeta,
  Person,
  ProviderSettings,
  RemovePeopleResult,
  SlackIntegration,
  SuggestedPerson,
} from '../responses/organizations.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';
import type { Repository } from '../responses/repositories.js';
import type { cursorPagingQuery, GitProvider, OrganizationRef } from '../schemas/common.js';
import type {
  addOrganizationBody,
  auditLogsQuery,
  churnFeedbackBody,
  jiraIntegrationQuery,
  joinModeBody,
  listPeopleQuery,
  minimumPermissionBody,
  organizationPullRequestsQuery,
  organizationRepositoriesQuery,
  providerSettingsBody,
  removePeopleBody,
  searchPagingQuery,
  slackIntegrationBody,
} from '../schemas/organizations.js';
import { cursorListStyle, type CursorPage } from '../wire.js';

/** Options of {@link OrganizationsResource.list}. */
export type ListOrganizationsOptions = z.input<typeof cursorPagingQuery>;

/**
 * Options of {@link OrganizationsResource.listRepositories}. `filter`: `Synced` (repositories the caller can
 * see on the service, the default), `NotSynced` (fetched from the git provider), `AllSynced` (all, admins only).
 * `languages` and `segments` (segment ids) are arrays or comma-separated strings.
 */
export type ListOrganizationRepositoriesOptions = z.input<typeof organizationRepositoriesQuery>;

/** Options of {@link OrganizationsResource.listPullRequests}; `repositories` (names) is an array or a comma-separated string. */
export type ListOrganizationPullRequestsOptions = z.input<typeof organizationPullRequestsQuery>;

/** What {@link OrganizationsResource.add} sends: the git provider, the organization's id and name there, its type, and the products to enable. */
export type AddOrganizationBody = z.input<typeof addOrganizationBody>;

/**
 * Optional feedback of {@link OrganizationsResource.delete} (and of cancelling a subscription): why the
 * organization joined and why it leaves, each a title and notes.
 */
export type ChurnFeedback = z.input<typeof churnFeedbackBody>;

/** What {@link OrganizationsResource.setMinimumPermission} sends: `RepoAdmin`, `RepoWrite` or `RepoRead`. */
export type MinimumPermissionBody = z.input<typeof minimumPermissionBody>;

/** Options of {@link OrganizationsResource.setJiraIntegration}: the OAuth code of the Jira app's installation. */
export type SetJiraIntegrationOptions = z.input<typeof jiraIntegrationQuery>;

/** What {@link OrganizationsResource.setSlackIntegration} sends: the Slack incoming-webhook URL (`webhook_url`). */
export type SlackIntegrationBody = z.input<typeof slackIntegrationBody>;

/** What {@link OrganizationsResource.updateProviderSettings} sends: the settings to change, each on or off. */
export type ProviderSettingsUpdate = z.input<typeof providerSettingsBody>;

/** What {@link OrganizationsResource.setJoinMode} sends: `auto`, `adminAuto` or `request`. */
export type JoinModeBody = z.input<typeof joinModeBody>;

/** Options of {@link OrganizationsResource.listJoinRequests} and {@link OrganizationsResource.listPeopleSuggestions}: paging and a search. */
export type OrganizationSearchOptions = z.input<typeof searchPagingQuery>;

/** Options of {@link OrganizationsResource.listPeople}: paging, a search, and `onlyMembers` (only users of the service, not other commit authors). */
export type ListPeopleOptions = z.input<typeof listPeopleQuery>;

/** What {@link OrganizationsResource.removePeople} sends: the email addresses of the people to remove. */
export type RemovePeopleBody = z.input<typeof removePeopleBody>;

/** Options of {@link OrganizationsResource.listAuditLogs}: `from` and `to`, in milliseconds since the Unix epoch. */
export type ListAuditLogsOptions = z.input<typeof auditLogsQuery>;

/** What {@link OrganizationsResource.declineJoinRequests} takes: `emails`, the addresses whose requests to decline. */
export type DeclineJoinRequestsInput = Inputs<typeof declineRequestsToJoinOrganization>;

/** What {@link OrganizationsResource.addPeople} takes: `emails`, the addresses of the people to add. */
export type AddPeopleInput = Inputs<typeof addPeopleToOrganization>;

/** Options of {@link OrganizationsResource.waitForOnboarding}: the wait's options, with the steps in `onProgress`, and each poll's `headers`. */
export type WaitForOnboardingOptions = PollOptions<OnboardingStep[]>;

/** True when an organization's onboarding has steps and every one of them is completed. */
export function isOnboardingComplete(steps: readonly OnboardingStep[]): boolean {
  return steps.length > 0 && steps.every((step) => step.isCompleted);
}

/** Where the onboarding stands, for `onProgress`: the first step not completed, `done` once all are, `waiting` while none is listed. */
function onboardingStatus(steps: readonly OnboardingStep[]): string {
  if (steps.length === 0) return 'waiting';
  return steps.find((step) => !step.isCompleted)?.step ?? 'done';
}

/**
 * Organizations: the caller's organizations and their repositories and pull requests; adding and deleting
 * them; their settings, integrations, people, join requests, onboarding and audit log.
 */
export class OrganizationsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads an organization with the caller's membership and its plan. */
  get(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationWithMeta> {
    return this.#http.call(getOrganization, { params: org }, requestOptions);
  }

  /** Lists the caller's organizations on a git provider, page by page. */
  list(provider: GitProvider, options: ListOrganizationsOptions = {}, requestOptions?: RequestOptions): Paginated<Organization, CursorPage<Organization>> {
    return walkList(this.#http, listOrganizations, { params: { provider }, query: options }, requestOptions);
  }

  /** Lists an organization's repositories (without analysis figures), page by page. */
  listRepositories(org: OrganizationRef, options: ListOrganizationRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<Repository, CursorPage<Repository>> {
    return walkList(this.#http, listOrganizationRepositories, { params: org, query: options }, requestOptions);
  }

  /**
   * Lists the latest pull requests across an organization's repositories. The API offers no cursor here:
   * this is one page of up to `limit` pull requests.
   */
  listPullRequests(org: OrganizationRef, options?: ListOrganizationPullRequestsOptions, requestOptions?: RequestOptions): ApiPromise<CursorPage<PullRequestWithAnalysis>> {
    return this.#http
      .call(listOrganizationPullRequests, { params: org, query: options }, requestOptions)
      .map((body, response) => toListPage(cursorListStyle, body, response, undefined) as CursorPage<PullRequestWithAnalysis>);
  }

  /** Adds an organization of a git provider to the service; resolves to it, with any warnings. */
  add(body: AddOrganizationBody, requestOptions?: RequestOptions): ApiPromise<AddedOrganization> {
    return this.#http.call(addOrganization, { body }, requestOptions);
  }

  /** Deletes an organization from the service; the feedback (why it joined, why it leaves) is optional. */
  delete(org: OrganizationRef, feedback?: ChurnFeedback, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteOrganization, { params: org, body: feedback }, requestOptions);
  }

  /** Reads the steps of the organization's onboarding and whether each is completed. */
  onboardingProgress(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OnboardingStep[]> {
    return this.#http.call(retrieveOrganizationOnboardingProgress, { params: org }, requestOptions);
  }

  /**
   * Polls the onboarding progress until every step is completed and returns the steps. Bounded by
   * `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError); `onProgress` sees each reading, its
   * status the name of the first step still to complete (`done` once every step is).
   */
  async waitForOnboarding(org: OrganizationRef, options?: WaitForOnboardingOptions): Promise<OnboardingStep[]> {
    return poll((callOptions) => this.onboardingProgress(org, callOptions), isOnboardingComplete, options, onboardingStatus);
  }

  /**
   * Sets the lowest repository permission that may configure analysis (patterns, analysed files and
   * branches) and ignore issues and files. {@link OrganizationsResource.get} shows it back.
   */
  setMinimumPermission(org: OrganizationRef, body: MinimumPermissionBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(patchOrganizationSettings, { params: org, body }, requestOptions);
  }

  /** Reads whether the git provider app installed on the organization may read contents and custom properties. */
  appPermissions(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<AppPermissions> {
    return this.#http.call(gitProviderAppPermissions, { params: org }, requestOptions);
  }

  /** Reads whether the submodules option is enabled for the organization. */
  submodulesEnabled(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<boolean> {
    return this.#http.call(checkSubmodules, { params: org }, requestOptions);
  }

  /** Refreshes the organization's name from the git provider; resolves to the synced name. */
  sync(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationName> {
    return this.#http.call(syncOrganizationName, { params: org }, requestOptions);
  }

  /**
   * Drops what the service cached about the caller in the organization, such as its list of repositories.
   * The API's release 3.1.0 documents it; its newer release no longer lists it, so a newer server may answer 404.
   */
  cleanCache(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(cleanCache, { params: org }, requestOptions);
  }

  /** Reads the organization's Jira integration (404 when there is none). */
  getJiraIntegration(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<JiraIntegration> {
    return this.#http.call(getJiraIntegration, { params: org }, requestOptions);
  }

  /** Creates or updates the organization's Jira integration from the OAuth code of the Jira app's installation. */
  setJiraIntegration(org: OrganizationRef, options: SetJiraIntegrationOptions, requestOptions?: RequestOptions): ApiPromise<JiraIntegration> {
    return this.#http.call(createOrUpdateJiraIntegration, { params: org, query: options }, requestOptions);
  }

  /** Deletes the organization's Jira integration and what depends on it. */
  deleteJiraIntegration(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteJiraIntegration, { params: org }, requestOptions);
  }

  /** Reads the organization's Slack integration (404 when there is none). */
  getSlackIntegration(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<SlackIntegration> {
    return this.#http.call(getSlackIntegration, { params: org }, requestOptions);
  }

  /** Creates or updates the organization's Slack integration: the incoming-webhook URL notifications go to. */
  setSlackIntegration(org: OrganizationRef, body: SlackIntegrationBody, requestOptions?: RequestOptions): ApiPromise<SlackIntegration> {
    return this.#http.call(createOrUpdateSlackIntegration, { params: org, body }, requestOptions);
  }

  /** Deletes the organization's Slack integration. */
  deleteSlackIntegration(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteSlackIntegration, { params: org }, requestOptions);
  }

  /** Reads the organization's default git-provider integration settings, and which ones the provider supports. */
  getProviderSettings(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<ProviderSettings> {
    return this.#http.call(getProviderSettings, { params: org }, requestOptions);
  }

  /** Changes some of the organization's default git-provider integration settings; the others keep their value. */
  updateProviderSettings(org: OrganizationRef, body: ProviderSettingsUpdate, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateProviderSettings, { params: org, body }, requestOptions);
  }

  /** Applies the organization's default git-provider integration settings to all of its repositories. */
  applyProviderSettings(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(applyProviderSettings, { params: org }, requestOptions);
  }

  /** Lists the pending requests to join the organization, page by page. */
  listJoinRequests(org: OrganizationRef, options: OrganizationSearchOptions = {}, requestOptions?: RequestOptions): Paginated<JoinRequest, CursorPage<JoinRequest>> {
    return walkList(this.#http, listOrganizationJoinRequests, { params: org, query: options }, requestOptions);
  }

  /** Joins the organization as the caller, or asks to when its join mode wants an admin's approval. */
  join(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<JoinResult> {
    return this.#http.call(joinOrganization, { params: org }, requestOptions);
  }

  /** Declines the requests to join the organization of the email addresses in `emails`. */
  declineJoinRequests(org: OrganizationRef, inputs: DeclineJoinRequestsInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(declineRequestsToJoinOrganization, { params: org, input: inputs }, requestOptions);
  }

  /** Deletes one request to join the organization, by the numeric id of the account that asked. */
  deleteJoinRequest(org: OrganizationRef, accountIdentifier: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteOrganizationJoinRequest, { params: { ...org, accountIdentifier } }, requestOptions);
  }

  /** Sets how people join the organization: `auto`, `adminAuto` or `request` (an admin approves each request). */
  setJoinMode(org: OrganizationRef, body: JoinModeBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateJoinMode, { params: org, body }, requestOptions);
  }

  /** Lists the people of the organization (users of the service and commit authors), page by page. */
  listPeople(org: OrganizationRef, options: ListPeopleOptions = {}, requestOptions?: RequestOptions): Paginated<Person, CursorPage<Person>> {
    return walkList(this.#http, listPeopleFromOrganization, { params: org, query: options }, requestOptions);
  }

  /** Adds people to the organization by their addresses in `emails`: as members when they asked to join, else as committers. */
  addPeople(org: OrganizationRef, inputs: AddPeopleInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(addPeopleToOrganization, { params: org, input: inputs }, requestOptions);
  }

  /** Removes people from the organization by email; resolves to the addresses removed and those that failed. */
  removePeople(org: OrganizationRef, body: RemovePeopleBody, requestOptions?: RequestOptions): ApiPromise<RemovePeopleResult> {
    return this.#http.call(removePeopleFromOrganization, { params: org, body }, requestOptions);
  }

  /** Checks whether the caller may leave the organization; when not, `reason` says why. */
  canLeave(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<LeaveCheck> {
    return this.#http.call(checkIfUserCanLeave, { params: org }, requestOptions);
  }

  /** Lists commit authors who are not in the organization yet, page by page. */
  listPeopleSuggestions(org: OrganizationRef, options: OrganizationSearchOptions = {}, requestOptions?: RequestOptions): Paginated<SuggestedPerson, CursorPage<SuggestedPerson>> {
    return walkList(this.#http, peopleSuggestionsForOrganization, { params: org, query: options }, requestOptions);
  }

  /**
   * Reads the organization's audit log between `from` and `to` (milliseconds since the Unix epoch; by default
   * from the earliest event to now). One list, without paging; needs an admin or manager role.
   */
  listAuditLogs(org: OrganizationRef, options?: ListAuditLogsOptions, requestOptions?: RequestOptions): ApiPromise<AuditLog[]> {
    return this.#http.call(listAuditLogsForOrganization, { params: org, query: options }, requestOptions);
  }
}
