// Hand-written: the Jira of an organization (422 without one), its projects' issue types and fields, tickets created
// with their keys, listed per element and unlinked; login and provider integrations walked in pages.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/integrations.js';
import { knownOrg, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { NEW_TICKET_STATUS, type FakeJira, type FakeJiraLink } from '../integrations-state.js';

/**
 * The fake's `integrations` namespace: the service's login and git provider integrations, and each
 * organization's Jira (projects, issue types and fields; tickets created and linked to elements, listed
 * per element and unlinked).
 */
export function integrationsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  /** The Jira integration of the call's organization: a 404 when the organization is unknown, a 422 when it has no Jira. */
  const jiraOf = (call: FakeRequest): FakeJira => {
    const jira = state.integrations.jira.get(knownOrg(state, call));
    if (!jira) fail(422, 'The organization has no Jira integration');
    return jira;
  };
  const projectOf = (jira: FakeJira, id: number) => {
    const project = jira.projects.find((p) => p.project.id === id);
    if (!project) fail(404, 'Jira project not found');
    return project;
  };
  const linked = (element: FakeJiraLink) => (link: FakeJiraLink) => link.elementType === element.elementType && link.elementId === element.elementId;

  return {
    'integrations.listJiraProjects': (call) => {
      const search = call.inputs.search?.toLowerCase();
      const projects = jiraOf(call).projects.map((p) => p.project);
      return listBody(state, call, projects.filter((p) => search === undefined || p.name.toLowerCase().includes(search) || p.key.toLowerCase().includes(search)));
    },
    'integrations.listJiraIssueTypes': (call) => listBody(state, call, projectOf(jiraOf(call), Number(call.params.jiraProjectId)).issueTypes.map((t) => t.type)),
    'integrations.listJiraIssueFields': (call) => {
      const project = projectOf(jiraOf(call), Number(call.params.jiraProjectId));
      const issueType = project.issueTypes.find((t) => String(t.type.id) === call.params.jiraIssueTypeId);
      if (!issueType) fail(404, 'Jira issue type not found');
      return listBody(state, call, issueType.fields);
    },
    'integrations.listJiraTickets': (call) => {
      const element = call.inputs;
      return jiraOf(call)
        .tickets.filter((t) => t.links.some(linked(element)))
        .map((t) => t.ticket);
    },
    'integrations.createJiraTicket': (call) => {
      const jira = jiraOf(call);
      const request = call.inputs;
      const project = projectOf(jira, request.jiraProjectId);
      if (!project.issueTypes.some((t) => t.type.id === request.issueTypeId)) fail(404, 'Jira issue type not found');
      const links = request.createJiraTicketElements.map((e) => ({ elementType: request.elementType, ...e }));
      const id = jira.nextTicketId++;
      const prefix = `${project.project.key}-`;
      const last = Math.max(0, ...jira.tickets.filter((t) => t.ticket.key.startsWith(prefix)).map((t) => Number(t.ticket.key.slice(prefix.length))));
      const key = `${prefix}${String(last + 1)}`;
      const ticket = { id: String(id), key, summary: request.summary, assignee: '', link: `https://jira.example.test/browse/${key}`, status: { ...NEW_TICKET_STATUS, labels: [...NEW_TICKET_STATUS.labels] } };
      jira.tickets.push({ ticket, links });
      return call.reply(ticket, { status: 201 });
    },
    'integrations.unlinkJiraTicket': (call) => {
      const jira = jiraOf(call);
      const element = call.inputs;
      const ticket = jira.tickets.find((t) => t.ticket.id === call.params.jiraTicketIdentifier);
      if (!ticket?.links.some(linked(element))) fail(404, 'Jira ticket not linked to this element');
      ticket.links = ticket.links.filter((link) => !linked(element)(link));
      return undefined;
    },
    'integrations.listLoginProviders': (call) => listBody(state, call, state.integrations.loginProviders),
    'integrations.listProviders': (call) => listBody(state, call, state.integrations.providers),
  };
}
