import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const J = '/api/v3/organizations/gh/acme/integrations/jira';

/** Contract rows of the `integrations` namespace. */
export function integrationsRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const jira = () => {
    const found = fake.state.integrations.jira.get('gh/acme');
    if (!found) throw new Error('seed Jira integration missing');
    return found;
  };
  const ticket = {
    elementType: 'issue' as const,
    jiraProjectId: 10001,
    issueTypeId: 10004,
    createJiraTicketElements: [{ elementId: '5001', repositoryName: 'web' }],
    summary: 'Unused variable in module-1',
    description: '{"type":"doc","version":1,"content":[]}',
    dueDate: '2024-07-01',
  };
  return {
    'integrations.listJiraProjects': {
      call: (c) => c.integrations.listJiraProjects(...org, { search: 'sec' }),
      path: `${J}/projects`,
      query: { search: 'sec' },
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([{ id: 10001, key: 'SEC', name: 'Security', avatarUrl: 'https://jira.example.test/secure/projectavatar?pid=10001' }]);
      },
    },
    'integrations.listJiraIssueTypes': {
      call: (c) => c.integrations.listJiraIssueTypes(...org, 10000),
      path: `${J}/projects/10000/issueTypes`,
      result: (p: { items: { name: string; isSubtask: boolean }[] }) => {
        expect(p.items.map((t) => [t.name, t.isSubtask])).toEqual([
          ['Bug', false],
          ['Task', false],
          ['Sub-task', true],
        ]);
      },
    },
    'integrations.listJiraIssueFields': {
      call: (c) => c.integrations.listJiraIssueFields(...org, 10000, '10004', { limit: 2 }),
      path: `${J}/projects/10000/issueTypes/10004/fields`,
      query: { limit: '2' },
      result: (p: { items: unknown[]; pagination?: { total?: number } }) => {
        expect(p.items).toEqual([
          { fieldId: 'summary', name: 'Summary', key: 'summary', required: true, hasDefaultValue: false },
          { fieldId: 'description', name: 'Description', key: 'description', required: false, hasDefaultValue: false },
        ]);
        expect(p.pagination?.total).toBe(5);
      },
    },
    'integrations.listJiraTickets': {
      call: (c) => c.integrations.listJiraTickets(...org, { elementType: 'issue', elementId: '5000' }),
      path: `${J}/tickets`,
      query: { elementType: 'issue', elementId: '5000' },
      result: (v: { key: string; status: { labels: string[] } }[]) => {
        expect(v.map((t) => t.key)).toEqual(['WEB-12']);
        expect(v[0]?.status.labels).toEqual(['In Progress']);
      },
    },
    'integrations.createJiraTicket': {
      call: (c) => c.integrations.createJiraTicket(...org, ticket),
      path: `${J}/tickets`,
      body: ticket,
      result: (v: unknown) => {
        expect(v).toEqual({
          id: '10101',
          key: 'SEC-1',
          summary: 'Unused variable in module-1',
          assignee: '',
          link: 'https://jira.example.test/browse/SEC-1',
          status: { key: 'new', labels: ['To Do'], color: 'blue-gray' },
        });
        expect(jira().tickets.at(-1)?.links).toEqual([{ elementType: 'issue', elementId: '5001', repositoryName: 'web' }]);
      },
    },
    'integrations.unlinkJiraTicket': {
      call: (c) => c.integrations.unlinkJiraTicket(...org, 10100, { elementType: 'issue', elementId: '5000' }),
      path: `${J}/tickets/10100`,
      body: { elementType: 'issue', elementId: '5000' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(jira().tickets[0]?.links).toEqual([]);
      },
    },
    'integrations.listLoginProviders': {
      call: (c) => c.integrations.listLoginProviders(),
      path: '/api/v3/login/integrations',
      result: (p: { items: { provider: string; loginUrl: string }[] }) => {
        expect(p.items.map((i) => i.provider)).toEqual(['gh', 'gl', 'bb']);
        expect(p.items[0]?.loginUrl).toBe('https://app.example.test/login/gh');
      },
    },
    'integrations.listProviders': {
      call: (c) => c.integrations.listProviders({ limit: 2 }),
      path: '/api/v3/provider/integrations',
      query: { limit: '2' },
      result: (p: { items: { provider: string; redirectUrl: string }[]; pagination?: { cursor?: string } }) => {
        expect(p.items).toEqual([
          { provider: 'gh', redirectUrl: 'https://app.example.test/provider/gh/callback' },
          { provider: 'gl', redirectUrl: 'https://app.example.test/provider/gl/callback' },
        ]);
        expect(p.pagination?.cursor).toBeTypeOf('string');
      },
    },
  };
}
