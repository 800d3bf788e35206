import type { JiraIssueField, JiraIssueType, JiraProject, JiraTicket, LoginIntegration, ProviderIntegration } from '../responses/integrations.js';

/** A Jira project with its issue types and their fields. */
export interface FakeJiraProject {
  /** The project. */
  project: JiraProject;
  /** Its issue types, each with its fields. */
  issueTypes: { type: JiraIssueType; fields: JiraIssueField[] }[];
}

/** An element of the service a Jira ticket is linked to. */
export interface FakeJiraLink {
  /** `issue`, `finding`, `file` or `dependency`. */
  elementType: string;
  /** The element's id. */
  elementId: string;
  /** The repository the element belongs to, when given. */
  repositoryName?: string | undefined;
}

/** A Jira ticket and the elements it is linked to. */
export interface FakeJiraTicket {
  /** The ticket. */
  ticket: JiraTicket;
  /** The elements it is linked to (none: it no longer shows anywhere). */
  links: FakeJiraLink[];
}

/** An organization's Jira integration. */
export interface FakeJira {
  /** The projects the integration reaches. */
  projects: FakeJiraProject[];
  /** Tickets created through the service. */
  tickets: FakeJiraTicket[];
  /** The number of the next ticket id. */
  nextTicketId: number;
}

/** The integrations (`integrations` namespace): the service's login and git provider integrations, and each organization's Jira. */
export interface FakeIntegrationsState {
  /** Login providers configured on the service. */
  loginProviders: LoginIntegration[];
  /** Git provider integrations of the service. */
  providers: ProviderIntegration[];
  /** Jira integrations by organization key (`provider/organization`); an organization without one gets a 404. */
  jira: Map<string, FakeJira>;
}

/** The status a new ticket gets. */
export const NEW_TICKET_STATUS = { key: 'new', labels: ['To Do'], color: 'blue-gray' };

/** The issue types every fake Jira project has, with their fields. */
function issueTypes(): FakeJiraProject['issueTypes'] {
  const field = (fieldId: string, name: string, required: boolean, hasDefaultValue = false): JiraIssueField => ({ fieldId, name, key: fieldId, required, hasDefaultValue });
  const common = [field('summary', 'Summary', true), field('description', 'Description', false), field('priority', 'Priority', false, true), field('duedate', 'Due date', false)];
  return [
    { type: { id: 10004, name: 'Bug', isSubtask: false, iconUrl: 'https://jira.example.test/images/icons/issuetypes/bug.svg' }, fields: [...common, field('customfield_10020', 'Severity', true)] },
    { type: { id: 10002, name: 'Task', isSubtask: false, iconUrl: 'https://jira.example.test/images/icons/issuetypes/task.svg' }, fields: common },
    { type: { id: 10003, name: 'Sub-task', isSubtask: true }, fields: [...common, field('parent', 'Parent', true)] },
  ];
}

/** The integrations the fake starts with: three login and three git provider integrations, and Jira for `gh/acme` with two projects and one ticket. */
export function seedIntegrations(): FakeIntegrationsState {
  const providers = ['gh', 'gl', 'bb'];
  return {
    loginProviders: providers.map((provider) => ({ provider, loginUrl: `https://app.example.test/login/${provider}` })),
    providers: providers.map((provider) => ({ provider, redirectUrl: `https://app.example.test/provider/${provider}/callback` })),
    jira: new Map([
      [
        'gh/acme',
        {
          projects: [
            { project: { id: 10000, key: 'WEB', name: 'Web platform', avatarUrl: 'https://jira.example.test/secure/projectavatar?pid=10000' }, issueTypes: issueTypes() },
            { project: { id: 10001, key: 'SEC', name: 'Security', avatarUrl: 'https://jira.example.test/secure/projectavatar?pid=10001' }, issueTypes: issueTypes() },
          ],
          tickets: [
            {
              ticket: { id: '10100', key: 'WEB-12', summary: 'Remove eval from the config loader', assignee: 'Ada Lovelace', link: 'https://jira.example.test/browse/WEB-12', status: { key: 'indeterminate', labels: ['In Progress'], color: 'yellow' } },
              links: [{ elementType: 'issue', elementId: '5000', repositoryName: 'web' }],
            },
          ],
          nextTicketId: 10101,
        },
      ],
    ]),
  };
}
