import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  createJiraTicket,
  getAvailableJiraProjects,
  getJiraProjectIssueFields,
  getJiraProjectIssueTypes,
  getJiraTickets,
  listConfiguredLoginIntegrations,
  listProviderIntegrations,
  unlinkRepositoryJiraTicket,
} from '../operations/integrations.js';
import type { JiraIssueField, JiraIssueType, JiraProject, JiraTicket, LoginIntegration, ProviderIntegration } from '../responses/integrations.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { createJiraTicketBody, jiraElementQuery, listJiraProjectsQuery } from '../schemas/integrations.js';
import type { CursorPage } from '../wire.js';
import type { PagingOptions } from './coding-standards.js';

/** Options of {@link IntegrationsResource.listJiraProjects}: a search, where to start and the page size (1 to 100). */
export type ListJiraProjectsOptions = z.input<typeof listJiraProjectsQuery>;

/** An element of the service that Jira tickets are about: its type (`issue`, `finding`, `file` or `dependency`) and id. */
export type JiraElement = z.input<typeof jiraElementQuery>;

/**
 * What {@link IntegrationsResource.createJiraTicket} takes: the element type, the Jira project and issue
 * type, the elements (`createJiraTicketElements`), a summary, a description (Atlassian Document Format) and a due date.
 */
export type CreateJiraTicketInput = z.input<typeof createJiraTicketBody>;

/**
 * Integrations: the organization's Jira integration (projects, issue types, fields, and tickets linked to
 * issues, findings, files and dependencies) and the service's login and git provider integrations.
 */
export class IntegrationsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the Jira projects the organization's Jira integration reaches, page by page. */
  listJiraProjects(org: OrganizationRef, options: ListJiraProjectsOptions = {}, requestOptions?: RequestOptions): Paginated<JiraProject, CursorPage<JiraProject>> {
    return walkList(this.#http, getAvailableJiraProjects, { params: org, query: options }, requestOptions);
  }

  /** Lists the issue types of a Jira project, page by page. */
  listJiraIssueTypes(org: OrganizationRef, jiraProjectId: number, options: PagingOptions = {}, requestOptions?: RequestOptions): Paginated<JiraIssueType, CursorPage<JiraIssueType>> {
    return walkList(this.#http, getJiraProjectIssueTypes, { params: { ...org, jiraProjectId }, query: options }, requestOptions);
  }

  /** Lists the fields of an issue type of a Jira project (which are required, which have defaults), page by page. */
  listJiraIssueFields(
    org: OrganizationRef,
    jiraProjectId: number,
    jiraIssueTypeId: string,
    options: PagingOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<JiraIssueField, CursorPage<JiraIssueField>> {
    return walkList(this.#http, getJiraProjectIssueFields, { params: { ...org, jiraProjectId, jiraIssueTypeId }, query: options }, requestOptions);
  }

  /** Lists the Jira tickets linked to one element (the API gives them all at once). */
  listJiraTickets(org: OrganizationRef, element: JiraElement, requestOptions?: RequestOptions): ApiPromise<JiraTicket[]> {
    return this.#http.call(getJiraTickets, { params: org, query: element }, requestOptions);
  }

  /** Creates a Jira ticket about elements of the service and links it to them. */
  createJiraTicket(org: OrganizationRef, input: CreateJiraTicketInput, requestOptions?: RequestOptions): ApiPromise<JiraTicket> {
    return this.#http.call(createJiraTicket, { params: org, body: input }, requestOptions);
  }

  /** Unlinks a Jira ticket (by its numeric id) from one element; the ticket stays in Jira. */
  unlinkJiraTicket(org: OrganizationRef, jiraTicketIdentifier: number, element: JiraElement, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(unlinkRepositoryJiraTicket, { params: { ...org, jiraTicketIdentifier }, body: element }, requestOptions);
  }

  /** Lists the login providers configured on the service, page by page (no key needed). */
  listLoginProviders(options: PagingOptions = {}, requestOptions?: RequestOptions): Paginated<LoginIntegration, CursorPage<LoginIntegration>> {
    return walkList(this.#http, listConfiguredLoginIntegrations, { query: options }, requestOptions);
  }

  /** Lists the git provider integrations of the service, page by page (no key needed). */
  listProviders(options: PagingOptions = {}, requestOptions?: RequestOptions): Paginated<ProviderIntegration, CursorPage<ProviderIntegration>> {
    return walkList(this.#http, listProviderIntegrations, { query: options }, requestOptions);
  }
}
