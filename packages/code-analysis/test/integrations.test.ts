import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('Jira integration', () => {
  it('creates a ticket for a finding, lists it for the finding, unlinks it, and then answers 404', async () => {
    const c = client();
    const finding = { elementType: 'finding' as const, elementId: 'f-77' };
    const ticket = await c.integrations.createJiraTicket(...acme, {
      elementType: 'finding',
      jiraProjectId: 10000,
      issueTypeId: 10002,
      createJiraTicketElements: [{ elementId: 'f-77' }],
      summary: 'Upgrade the vulnerable dependency',
      description: '{"type":"doc","version":1,"content":[]}',
    });
    expect(ticket).toMatchObject({ key: 'WEB-13', summary: 'Upgrade the vulnerable dependency', status: { labels: ['To Do'] } });
    expect((await c.integrations.listJiraTickets(...acme, finding)).map((t) => t.key)).toEqual(['WEB-13']);

    await c.integrations.unlinkJiraTicket(...acme, Number(ticket.id), finding);
    expect(await c.integrations.listJiraTickets(...acme, finding)).toEqual([]);
    expect(await rejection(c.integrations.unlinkJiraTicket(...acme, Number(ticket.id), finding))).toBeInstanceOf(NotFoundError);
  });

  it('refuses a ticket in an unknown project, and answers 422 for an organization without Jira', async () => {
    const c = client();
    const body = { elementType: 'issue' as const, jiraProjectId: 1, issueTypeId: 10002, createJiraTicketElements: [{ elementId: '1' }], summary: 's', description: 'd' };
    expect(await rejection(c.integrations.createJiraTicket(...acme, body))).toBeInstanceOf(NotFoundError);
    const err = await rejection(c.integrations.listJiraProjects('gh', 'nowhere'));
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });

  it('walks the fields of an issue type page by page', async () => {
    const c = client();
    const fields: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const field of c.integrations.listJiraIssueFields(...acme, 10001, '10004')) fields.push(field.fieldId);
    expect(fields).toEqual(['summary', 'description', 'priority', 'duedate', 'customfield_10020']);
    expect(await requests()).toHaveLength(5);
  });
});

describe('login and git provider integrations', () => {
  it('lists them without a key, page by page', async () => {
    const anonymous = client({ apiToken: undefined });
    const pages: string[][] = [];
    fake.state.maxPageSize = 2;
    for await (const page of anonymous.integrations.listLoginProviders().pages()) pages.push(page.items.map((i) => i.provider));
    expect(pages).toEqual([['gh', 'gl'], ['bb']]);
    expect((await anonymous.integrations.listProviders().toArray()).map((p) => p.redirectUrl)).toContain('https://app.example.test/provider/bb/callback');
    expect((await requests()).every((r) => !r.headers.has('api-token'))).toBe(true);
  });
});
