import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { cursorPagingQuery, orgParams, segmentSchema } from './common.js';

/** Kinds of elements of the service a Jira ticket can be about. */
export const jiraElementTypes = ['issue', 'finding', 'file', 'dependency'] as const;

/** Path parameters of one Jira project of an organization's integration. */
export const jiraProjectParams = z.extend(orgParams, { jiraProjectId: z.int() });

/** Path parameters of one issue type of a Jira project. */
export const jiraIssueTypeParams = z.extend(jiraProjectParams, { jiraIssueTypeId: segmentSchema });

/** Path parameters of one Jira ticket linked to elements of an organization. */
export const jiraTicketParams = z.extend(orgParams, { jiraTicketIdentifier: z.int() });

/** Query of the Jira project list: a search and paging. */
export const listJiraProjectsQuery = z.extend(cursorPagingQuery, { search: z.optional(z.string()) });

/** Which element's Jira tickets to list: its type and id (both required). */
export const jiraElementQuery = z.object({ elementType: openEnum(jiraElementTypes), elementId: z.string() });

/** The body of a new Jira ticket: the project and issue type, the elements it is about, a summary, a description and a due date. */
export const createJiraTicketBody = z.object({
  elementType: openEnum(jiraElementTypes),
  jiraProjectId: z.int(),
  createJiraTicketElements: z.array(z.object({ elementId: z.string(), repositoryName: z.optional(z.string()) })),
  issueTypeId: z.int(),
  summary: z.string(),
  /** In Atlassian Document Format, as a JSON text. */
  description: z.string(),
  /** `YYYY-MM-DD`. */
  dueDate: z.optional(z.string()),
});

/** The body of unlinking a Jira ticket from one element: the element's type and id. */
export const unlinkJiraTicketBody = jiraElementQuery;
