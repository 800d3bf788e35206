import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import {
  addOrganizationBody,
  auditLogsQuery,
  churnFeedbackBody,
  emailListBody,
  jiraIntegrationQuery,
  joinModeBody,
  joinRequestParams,
  listPeopleQuery,
  minimumPermissionBody,
  organizationPullRequestsQuery,
  organizationRepositoriesQuery,
  providerParams,
  providerSettingsBody,
  removePeopleBody,
  searchPagingQuery,
  slackIntegrationBody,
} from '../schemas/organizations.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads an organization with the caller's membership and its plan. */
export const getOrganization = defineOperation({
  id: 'organizations.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}',
  params: orgParams,
  response: (r) => r.organizationWithMetaSchema,
  specIds: ['getOrganization'],
});

/** Lists the caller's organizations on a git provider, page by page. */
export const listOrganizations = defineOperation({
  id: 'organizations.list',
  method: 'GET',
  path: '/user/organizations/{provider}',
  params: providerParams,
  query: cursorPagingQuery,
  response: (r) => r.organizationPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizations'],
});

/** Lists an organization's repositories (without analysis figures), page by page. */
export const listOrganizationRepositories = defineOperation({
  id: 'organizations.listRepositories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories',
  params: orgParams,
  query: organizationRepositoriesQuery,
  response: (r) => r.repositoryPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizationRepositories'],
});

/** Lists the latest pull requests across an organization's repositories: one page, without a cursor. */
export const listOrganizationPullRequests = defineOperation({
  id: 'organizations.listPullRequests',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/pull-requests',
  params: orgParams,
  query: organizationPullRequestsQuery,
  response: (r) => r.pullRequestWithAnalysisPageSchema,
  // One page and no cursor to walk on: not a list the core walks, so the body is read whole here.
  payload: 'body',
  specIds: ['listOrganizationPullRequests'],
});

/** Adds an organization of a git provider to the service; resolves to it, with any warnings. */
export const addOrganization = defineOperation({
  id: 'organizations.add',
  method: 'POST',
  path: '/organizations',
  body: addOrganizationBody,
  response: (r) => r.addedOrganizationSchema,
  // The server answers with `{ organization, warnings }`, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['addOrganization'],
});

/** Deletes an organization from the service; the feedback (why it joined, why it leaves) is optional. */
export const deleteOrganization = defineOperation({
  id: 'organizations.delete',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}',
  params: orgParams,
  body: churnFeedbackBody,
  responseType: 'none',
  specIds: ['deleteOrganization'],
});

/** Reads the steps of the organization's onboarding and whether each is completed. */
export const retrieveOrganizationOnboardingProgress = defineOperation({
  id: 'organizations.onboardingProgress',
  method: 'GET',
  path: '/onboarding/organizations/{provider}/{organization}/progress',
  params: orgParams,
  response: (r) => r.onboardingStepsSchema,
  specIds: ['retrieveOrganizationOnboardingProgress'],
});

/**
 * Sets the lowest repository permission that may configure analysis (patterns, analysed files and
 * branches) and ignore issues and files. `organizations.get` shows it back.
 */
export const patchOrganizationSettings = defineOperation({
  id: 'organizations.setMinimumPermission',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/analysisConfigurationMinimumPermission',
  params: orgParams,
  body: minimumPermissionBody,
  responseType: 'none',
  specIds: ['patchOrganizationSettings'],
});

/** Reads whether the git provider app installed on the organization may read contents and custom properties. */
export const gitProviderAppPermissions = defineOperation({
  id: 'organizations.appPermissions',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/gitProviderAppPermissions',
  params: orgParams,
  response: (r) => r.appPermissionsSchema,
  // The server answers with the bare permissions, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['gitProviderAppPermissions'],
});

/** Reads whether the submodules option is enabled for the organization. */
export const checkSubmodules = defineOperation({
  id: 'organizations.submodulesEnabled',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/settings/submodules/check',
  params: orgParams,
  response: (r) => r.submodulesEnabledSchema,
  specIds: ['checkSubmodules'],
});

/** Refreshes the organization's name from the git provider; resolves to the synced name. */
export const syncOrganizationName = defineOperation({
  id: 'organizations.sync',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/settings/sync',
  params: orgParams,
  response: (r) => r.organizationNameSchema,
  // The server answers with the bare `{ name }`, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['syncOrganizationName'],
});

/**
 * Drops what the service cached about the caller in the organization, such as its list of repositories. The
 * API's release 3.1.0 documents it; its newer release no longer lists it, so a newer server may answer 404.
 */
export const cleanCache = defineOperation({
  id: 'organizations.cleanCache',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/cache/clean',
  params: orgParams,
  responseType: 'none',
  specIds: ['cleanCache'],
});

/** Reads the organization's Jira integration (404 when there is none). */
export const getJiraIntegration = defineOperation({
  id: 'organizations.getJiraIntegration',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/jira',
  params: orgParams,
  response: (r) => r.jiraIntegrationSchema,
  specIds: ['getJiraIntegration'],
});

/** Creates or updates the organization's Jira integration from the OAuth code of the Jira app's installation. */
export const createOrUpdateJiraIntegration = defineOperation({
  id: 'organizations.setJiraIntegration',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/integrations/jira',
  params: orgParams,
  query: jiraIntegrationQuery,
  response: (r) => r.jiraIntegrationSchema,
  specIds: ['createOrUpdateJiraIntegration'],
});

/** Deletes the organization's Jira integration and what depends on it. */
export const deleteJiraIntegration = defineOperation({
  id: 'organizations.deleteJiraIntegration',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/integrations/jira',
  params: orgParams,
  responseType: 'none',
  specIds: ['deleteJiraIntegration'],
});

/** Reads the organization's Slack integration (404 when there is none). */
export const getSlackIntegration = defineOperation({
  id: 'organizations.getSlackIntegration',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/slack',
  params: orgParams,
  response: (r) => r.slackIntegrationSchema,
  specIds: ['getSlackIntegration'],
});

/** Creates or updates the organization's Slack integration: the incoming-webhook URL notifications go to. */
export const createOrUpdateSlackIntegration = defineOperation({
  id: 'organizations.setSlackIntegration',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/integrations/slack',
  params: orgParams,
  body: slackIntegrationBody,
  response: (r) => r.slackIntegrationSchema,
  specIds: ['createOrUpdateSlackIntegration'],
});

/** Deletes the organization's Slack integration. */
export const deleteSlackIntegration = defineOperation({
  id: 'organizations.deleteSlackIntegration',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/integrations/slack',
  params: orgParams,
  responseType: 'none',
  specIds: ['deleteSlackIntegration'],
});

/** Reads the organization's default git-provider integration settings, and which ones the provider supports. */
export const getProviderSettings = defineOperation({
  id: 'organizations.getProviderSettings',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/providerSettings',
  params: orgParams,
  response: (r) => r.providerSettingsSchema,
  // The server answers with the bare settings, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getProviderSettings'],
});

/** Changes some of the organization's default git-provider integration settings; the others keep their value. */
export const updateProviderSettings = defineOperation({
  id: 'organizations.updateProviderSettings',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/integrations/providerSettings',
  params: orgParams,
  body: providerSettingsBody,
  responseType: 'none',
  specIds: ['updateProviderSettings'],
});

/** Applies the organization's default git-provider integration settings to all of its repositories. */
export const applyProviderSettings = defineOperation({
  id: 'organizations.applyProviderSettings',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/integrations/providerSettings/apply',
  params: orgParams,
  responseType: 'none',
  specIds: ['applyProviderSettings'],
});

/** Lists the pending requests to join the organization, page by page. */
export const listOrganizationJoinRequests = defineOperation({
  id: 'organizations.listJoinRequests',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/join',
  params: orgParams,
  query: searchPagingQuery,
  response: (r) => r.joinRequestPageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizationJoinRequests'],
});

/** Joins the organization as the caller, or asks to when its join mode wants an admin's approval. */
export const joinOrganization = defineOperation({
  id: 'organizations.join',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/join',
  params: orgParams,
  response: (r) => r.joinResultSchema,
  // The server answers with the bare result, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['joinOrganization'],
});

/** Declines the requests to join the organization of the email addresses in `emails`. */
export const declineRequestsToJoinOrganization = defineOperation({
  id: 'organizations.declineJoinRequests',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/join',
  params: orgParams,
  body: emailListBody,
  // The body is a bare list of addresses: the caller's inputs carry it as `emails`.
  bodyKey: 'emails',
  responseType: 'none',
  specIds: ['declineRequestsToJoinOrganization'],
});

/** Deletes one request to join the organization, by the numeric id of the account that asked. */
export const deleteOrganizationJoinRequest = defineOperation({
  id: 'organizations.deleteJoinRequest',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/join/{accountIdentifier}',
  params: joinRequestParams,
  responseType: 'none',
  specIds: ['deleteOrganizationJoinRequest'],
});

/** Sets how people join the organization: `auto`, `adminAuto` or `request` (an admin approves each request). */
export const updateJoinMode = defineOperation({
  id: 'organizations.setJoinMode',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/joinMode',
  params: orgParams,
  body: joinModeBody,
  responseType: 'none',
  specIds: ['updateJoinMode'],
});

/** Lists the people of the organization (users of the service and commit authors), page by page. */
export const listPeopleFromOrganization = defineOperation({
  id: 'organizations.listPeople',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/people',
  params: orgParams,
  query: listPeopleQuery,
  response: (r) => r.personPageSchema,
  list: cursorListStyle,
  specIds: ['listPeopleFromOrganization'],
});

/**
 * Adds people to the organization by their addresses in `emails`: as members when they asked to join, else as
 * committers.
 */
export const addPeopleToOrganization = defineOperation({
  id: 'organizations.addPeople',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/people',
  params: orgParams,
  body: emailListBody,
  // The body is a bare list of addresses: the caller's inputs carry it as `emails`.
  bodyKey: 'emails',
  responseType: 'none',
  specIds: ['addPeopleToOrganization'],
});

/** Removes people from the organization by email; resolves to the addresses removed and those that failed. */
export const removePeopleFromOrganization = defineOperation({
  id: 'organizations.removePeople',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/people/remove',
  params: orgParams,
  body: removePeopleBody,
  response: (r) => r.removePeopleResultSchema,
  // The server answers with the bare result, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['removePeopleFromOrganization'],
});

/** Checks whether the caller may leave the organization; when not, `reason` says why. */
export const checkIfUserCanLeave = defineOperation({
  id: 'organizations.canLeave',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/people/leave/check',
  params: orgParams,
  response: (r) => r.leaveCheckSchema,
  // The server answers with the bare result, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['checkIfUserCanLeave'],
});

/** Lists commit authors who are not in the organization yet, page by page. */
export const peopleSuggestionsForOrganization = defineOperation({
  id: 'organizations.listPeopleSuggestions',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/people/suggestions',
  params: orgParams,
  query: searchPagingQuery,
  response: (r) => r.suggestedPersonPageSchema,
  list: cursorListStyle,
  specIds: ['peopleSuggestionsForOrganization'],
});

/**
 * Reads the organization's audit log between `from` and `to` (milliseconds since the Unix epoch; by default
 * from the earliest event to now). One list, without paging; needs an admin or manager role.
 */
export const listAuditLogsForOrganization = defineOperation({
  id: 'organizations.listAuditLogs',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/audit',
  params: orgParams,
  query: auditLogsQuery,
  response: (r) => r.auditLogsSchema,
  // The server answers with a bare array, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['listAuditLogsForOrganization'],
});
