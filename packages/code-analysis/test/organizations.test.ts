import { describe, expect, it } from 'vitest';
import { AbortError, isCodeAnalysisError, NotFoundError, TimeoutError, type OnboardingStep } from '../src/index.js';
import { rejection, useFake, withFakeTime } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const WEBHOOK = 'https://hooks.slack.com/services/T00000000/B00000000/exampleexampleexample000';

describe('organizations: adding and deleting', () => {
  it('adds an organization, lists and reads it, deletes it, then answers 404', async () => {
    const c = client();
    const added = await c.organizations.add({ provider: 'gh', remoteIdentifier: '9001', name: 'globex', type: 'Organization' });
    expect(added.organization).toMatchObject({ name: 'globex', provider: 'gh', joinMode: 'auto' });
    const names = (await c.organizations.list('gh').toArray()).map((o) => o.name);
    expect(names).toEqual(['acme', 'globex']);
    const globex = ['gh', 'globex'] as const;
    expect((await c.organizations.get(...globex)).organization.remoteIdentifier).toBe('9001');
    // A new organization has no repositories yet and only its creator.
    expect(await c.organizations.onboardingProgress(...globex)).toEqual([
      { step: 'addRepositories', isCompleted: false },
      { step: 'enableStatusChecks', isCompleted: false },
      { step: 'inviteTeammates', isCompleted: false },
    ]);

    await c.organizations.delete(...globex);
    expect((await c.organizations.list('gh').toArray()).map((o) => o.name)).toEqual(['acme']);
    const err = await rejection(c.organizations.get(...globex));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
    // Deleting it again is a 404 too.
    expect(await rejection(c.organizations.delete(...globex))).toBeInstanceOf(NotFoundError);
  });

  it('refuses an organization that was already added (422)', async () => {
    const err = await rejection(client().organizations.add({ provider: 'gh', remoteIdentifier: '1', name: 'acme', type: 'Organization' }));
    expect(isCodeAnalysisError(err, 'UnprocessableEntity')).toBe(true);
  });

  it('deletes an organization with its repositories, billing and AI inventory', async () => {
    const c = client();
    await c.organizations.delete(...acme, { joinReason: { title: 'Quality', notes: [] }, cancelReason: { title: 'Budget', notes: [] } });
    expect([...fake.state.repositories.keys()].filter((k) => k.startsWith('gh/acme/'))).toEqual([]);
    expect(fake.state.billing.has('gh/acme')).toBe(false);
    expect(fake.state.aiInventory.has('gh/acme')).toBe(false);
    expect(await rejection(c.billing.get(...acme))).toBeInstanceOf(NotFoundError);
  });
});

describe('organizations: settings and integrations', () => {
  it('reads back the minimum permission in the organization, and audits the change', async () => {
    const c = client();
    await c.organizations.setMinimumPermission(...acme, { permission: 'RepoRead' });
    expect((await c.organizations.get(...acme)).analysisConfigurationMinimumPermission).toBe('RepoRead');
    const [latest] = await c.organizations.listAuditLogs(...acme);
    expect(latest).toMatchObject({ action: 'organizations.analysisConfigurationMinimumPermission.update', actor: { email: 'ada@example.test' }, result: 'succeed', source: 'API' });
  });

  it('connects Slack, reads it, disconnects it, then answers 404', async () => {
    const c = client();
    await expect(c.organizations.getSlackIntegration(...acme)).rejects.toBeInstanceOf(NotFoundError);
    const created = await c.organizations.setSlackIntegration(...acme, { webhook_url: WEBHOOK });
    expect(await c.organizations.getSlackIntegration(...acme)).toEqual(created);
    await c.organizations.deleteSlackIntegration(...acme);
    await expect(c.organizations.getSlackIntegration(...acme)).rejects.toBeInstanceOf(NotFoundError);
    await expect(c.organizations.deleteSlackIntegration(...acme)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a webhook URL that is not a Slack incoming webhook (400)', async () => {
    const err = await rejection(client().organizations.setSlackIntegration(...acme, { webhook_url: 'https://example.test/hook' }));
    expect(isCodeAnalysisError(err, 'BadRequest')).toBe(true);
  });

  it('connects Jira and keeps its creation time when it is updated', async () => {
    const c = client();
    const first = await c.organizations.setJiraIntegration(...acme, { oauthCode: 'first-code' });
    const second = await c.organizations.setJiraIntegration(...acme, { oauthCode: 'second-code' });
    expect(second.created_at).toBe(first.created_at);
    expect(second.instance_id).not.toBe(first.instance_id);
    expect(await c.organizations.getJiraIntegration(...acme)).toEqual(second);
    await c.organizations.deleteJiraIntegration(...acme);
    await expect(c.organizations.getJiraIntegration(...acme)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('changes only the provider settings sent', async () => {
    const c = client();
    await c.organizations.updateProviderSettings(...acme, { suggestions: true });
    const settings = await c.organizations.getProviderSettings(...acme);
    expect(settings).toMatchObject({ suggestions: true, commitStatus: false, pullRequestComment: true });
  });
});

describe('organizations: people and join requests', () => {
  it('walks the people page by page with `for await`, and removes one', async () => {
    const c = client();
    const emails: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const person of c.organizations.listPeople(...acme)) emails.push(person.email);
    expect(emails).toEqual(['ada@example.test', 'grace@example.test', 'alan@example.test', 'bot@example.test']);
    const sent = await requests();
    expect(sent).toHaveLength(4);
    expect(sent.slice(1).every((r) => r.url.searchParams.has('cursor'))).toBe(true);

    const result = await c.organizations.removePeople(...acme, { emails: ['bot@example.test'] });
    expect(result).toEqual({ success: [{ email: 'bot@example.test' }], failed: [] });
    expect((await c.organizations.listPeople(...acme).toArray()).map((p) => p.email)).not.toContain('bot@example.test');
    expect((await c.organizations.removePeople(...acme, { emails: ['bot@example.test'] })).failed?.[0]?.email).toBe('bot@example.test');
  });

  it('encodes the cursors of a `bb` organization before sending them back', async () => {
    fake.addOrganization('bb', 'team');
    const team = ['bb', 'team'] as const;
    const c = client();
    await c.organizations.addPeople(...team, { emails: ['one@example.test', 'two@example.test'] });
    fake.state.maxPageSize = 1;
    const people = await c.organizations.listPeople(...team).limit({ maxItems: 3 }).toArray();
    expect(people.map((p) => p.email)).toEqual(['ada@example.test', 'one@example.test', 'two@example.test']);
  });

  it('turns a request to join into a pending member, then a member when added', async () => {
    const c = client();
    const details = fake.state.organizationDetails.get('gh/acme');
    if (!details) throw new Error('seed details missing');
    details.people = details.people.filter((p) => p.email !== 'ada@example.test');
    await c.organizations.setJoinMode(...acme, { joinMode: 'request' });
    expect((await c.organizations.join(...acme)).joinStatus).toBe('pendingMember');
    const pending = await c.organizations.listJoinRequests(...acme, { search: 'ada' }).toArray();
    expect(pending.map((r) => r.email)).toEqual(['ada@example.test']);

    await c.organizations.addPeople(...acme, { emails: ['ada@example.test'] });
    expect(await c.organizations.listJoinRequests(...acme, { search: 'ada' }).toArray()).toEqual([]);
    const members = await c.organizations.listPeople(...acme, { onlyMembers: true, search: 'ada@' }).toArray();
    expect(members.map((p) => p.email)).toEqual(['ada@example.test']);
  });

  it('deletes a request to join by account id, then answers 404 for it', async () => {
    const c = client();
    const request = fake.state.organizationDetails.get('gh/acme')?.joinRequests[1];
    if (!request) throw new Error('seed request missing');
    await c.organizations.deleteJoinRequest(...acme, request.accountIdentifier);
    expect((await c.organizations.listJoinRequests(...acme).toArray()).map((r) => r.email)).toEqual(['linus@example.test', 'dennis@example.test']);
    await expect(c.organizations.deleteJoinRequest(...acme, request.accountIdentifier)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('tells whether the caller can leave', async () => {
    const check = await client().organizations.canLeave(...acme);
    expect(check).toEqual({ canLeave: true, message: 'You can leave acme.' });
  });
});

describe('organizations: waiting for the onboarding', () => {
  it('polls until every step is completed, reporting each reading', async () => {
    const c = client();
    const seen: OnboardingStep[][] = [];
    const statuses: string[] = [];
    const steps = await c.organizations.waitForOnboarding(...acme, {
      intervalMs: 1,
      onProgress: ({ value, status }) => {
        seen.push(value);
        statuses.push(status);
        // The missing step (status checks) is done after the first reading.
        const details = fake.state.organizationDetails.get('gh/acme');
        if (seen.length === 1 && details) details.providerSettings.commitStatus = true;
      },
    });
    expect(steps.every((s) => s.isCompleted)).toBe(true);
    expect(seen[0]?.find((s) => s.step === 'enableStatusChecks')?.isCompleted).toBe(false);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    // The status names the first step still to complete, and `done` at the end.
    expect(statuses[0]).toBe(seen[0]?.find((s) => !s.isCompleted)?.step);
    expect(statuses.at(-1)).toBe('done');
  });

  it('gives up after `timeoutMs` with a TimeoutError', async () => {
    fake.addOrganization('gh', 'empty');
    const err = await rejection(withFakeTime(() => client().organizations.waitForOnboarding('gh', 'empty', { intervalMs: 5, timeoutMs: 40 })));
    expect(err).toBeInstanceOf(TimeoutError);
  });

  it('stops when its signal fires, with an AbortError', async () => {
    const controller = new AbortController();
    const wait = withFakeTime(() => client().organizations.waitForOnboarding(...acme, { intervalMs: 5, signal: controller.signal, onProgress: () => {
        controller.abort();
      },
    }));
    expect(await rejection(wait)).toBeInstanceOf(AbortError);
  });
});
