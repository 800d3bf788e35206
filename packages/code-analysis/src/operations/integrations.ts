import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import {
  createJiraTicketBody,
  jiraElementQuery,
  jiraIssueTypeParams,
  jiraProjectParams,
  jiraTicketParams,
  listJiraProjectsQuery,
  unlinkJiraTicketBody,
} from '../schemas/integrations.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the Jira projects the organization's Jira integration reaches, page by page. */
export const getAvailableJiraProjects = defineOperation({
  id: 'integrations.listJiraProjects',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/jira/projects',
  params: orgParams,
  query: listJiraProjectsQuery,
  response: (r) => r.jiraProjectPageSchema,
  list: cursorListStyle,
  specIds: ['getAvailableJiraProjects'],
});

/** Lists the issue types of a Jira project, page by page. */
export const getJiraProjectIssueTypes = defineOperation({
  id: 'integrations.listJiraIssueTypes',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/jira/projects/{jiraProjectId}/issueTypes',
  params: jiraProjectParams,
  query: cursorPagingQuery,
  response: (r) => r.jiraIssueTypePageSchema,
  list: cursorListStyle,
  specIds: ['getJiraProjectIssueTypes'],
});

/**
 * Lists the fields of an issue type of a Jira project (which are required, which have defaults), page by
 * page.
 */
export const getJiraProjectIssueFields = defineOperation({
  id: 'integrations.listJiraIssueFields',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/jira/projects/{jiraProjectId}/issueTypes/{jiraIssueTypeId}/fields',
  params: jiraIssueTypeParams,
  query: cursorPagingQuery,
  response: (r) => r.jiraIssueFieldPageSchema,
  list: cursorListStyle,
  specIds: ['getJiraProjectIssueFields'],
});

/** Lists the Jira tickets linked to one element (the API gives them all at once). */
export const getJiraTickets = defineOperation({
  id: 'integrations.listJiraTickets',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/integrations/jira/tickets',
  params: orgParams,
  query: jiraElementQuery,
  response: (r) => r.jiraTicketsSchema,
  specIds: ['getJiraTickets'],
});

/** Creates a Jira ticket about elements of the service and links it to them. */
export const createJiraTicket = defineOperation({
  id: 'integrations.createJiraTicket',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/integrations/jira/tickets',
  params: orgParams,
  body: createJiraTicketBody,
  response: (r) => r.jiraTicketSchema,
  specIds: ['createJiraTicket'],
});

/** Unlinks a Jira ticket (by its numeric id) from one element; the ticket stays in Jira. */
export const unlinkRepositoryJiraTicket = defineOperation({
  id: 'integrations.unlinkJiraTicket',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/integrations/jira/tickets/{jiraTicketIdentifier}',
  params: jiraTicketParams,
  body: unlinkJiraTicketBody,
  responseType: 'none',
  specIds: ['unlinkRepositoryJiraTicket'],
});

/** Lists the login providers configured on the service, page by page (no key needed). */
export const listConfiguredLoginIntegrations = defineOperation({
  id: 'integrations.listLoginProviders',
  method: 'GET',
  path: '/login/integrations',
  query: cursorPagingQuery,
  response: (r) => r.loginIntegrationPageSchema,
  list: cursorListStyle,
  specIds: ['listConfiguredLoginIntegrations'],
});

/** Lists the git provider integrations of the service, page by page (no key needed). */
export const listProviderIntegrations = defineOperation({
  id: 'integrations.listProviders',
  method: 'GET',
  path: '/provider/integrations',
  query: cursorPagingQuery,
  response: (r) => r.providerIntegrationPageSchema,
  list: cursorListStyle,
  specIds: ['listProviderIntegrations'],
});
