import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** A Jira project the organization's Jira integration can create tickets in. */
export const jiraProjectSchema = z.looseObject({ id: z.number(), key: z.string(), name: z.string(), avatarUrl: z.string() });
/** A Jira project. */
export type JiraProject = z.output<typeof jiraProjectSchema>;

/** A page of Jira projects. */
export const jiraProjectPageSchema = listEnvelope(jiraProjectSchema);

/** An issue type of a Jira project. */
export const jiraIssueTypeSchema = z.looseObject({ id: z.number(), name: z.string(), isSubtask: z.boolean(), iconUrl: z.optional(z.string()) });
/** A Jira issue type. */
export type JiraIssueType = z.output<typeof jiraIssueTypeSchema>;

/** A page of a Jira project's issue types. */
export const jiraIssueTypePageSchema = listEnvelope(jiraIssueTypeSchema);

/** A field of a Jira issue type. */
export const jiraIssueFieldSchema = z.looseObject({ fieldId: z.string(), name: z.string(), key: z.string(), required: z.boolean(), hasDefaultValue: z.boolean() });
/** A field a Jira ticket of an issue type has. */
export type JiraIssueField = z.output<typeof jiraIssueFieldSchema>;

/** A page of a Jira issue type's fields. */
export const jiraIssueFieldPageSchema = listEnvelope(jiraIssueFieldSchema);

/** A Jira ticket linked to elements of the service. */
export const jiraTicketSchema = z.looseObject({
  id: z.string(),
  key: z.string(),
  summary: z.string(),
  assignee: z.string(),
  /** The ticket's address in Jira. */
  link: z.string(),
  status: z.looseObject({ key: z.string(), labels: z.array(z.string()), color: z.string() }),
});
/** A Jira ticket: key, summary, assignee, link and status. */
export type JiraTicket = z.output<typeof jiraTicketSchema>;

/** The Jira tickets of an element. */
export const jiraTicketsSchema = z.array(jiraTicketSchema);

/** A login provider configured on the service. */
export const loginIntegrationSchema = z.looseObject({ provider: z.string(), loginUrl: z.string() });
/** A login provider and where its login starts. */
export type LoginIntegration = z.output<typeof loginIntegrationSchema>;

/** A page of configured login providers. */
export const loginIntegrationPageSchema = listEnvelope(loginIntegrationSchema);

/** A git provider integration of the service. */
export const providerIntegrationSchema = z.looseObject({ provider: z.string(), redirectUrl: z.string() });
/** A git provider integration and its redirect address. */
export type ProviderIntegration = z.output<typeof providerIntegrationSchema>;

/** A page of git provider integrations. */
export const providerIntegrationPageSchema = listEnvelope(providerIntegrationSchema);
