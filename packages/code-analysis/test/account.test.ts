import { describe, expect, it } from 'vitest';
import { AuthenticationError, isCodeAnalysisError, NotFoundError, UnprocessableEntityError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();

describe('account: API tokens', () => {
  it('lists a created token, and a deleted one is gone (404 when deleted again)', async () => {
    const c = client();
    const created = await c.account.createApiToken();
    expect(created.expiresAt).toBeUndefined();
    expect((await c.account.listApiTokens().toArray()).map((t) => t.id)).toEqual([30, created.id]);
    await c.account.deleteApiToken(created.id);
    expect((await c.account.listApiTokens().toArray()).map((t) => t.id)).toEqual([30]);
    const err = await rejection(c.account.deleteApiToken(created.id));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });

  it('needs the key', async () => {
    expect(await rejection(client({ apiToken: undefined }).account.listApiTokens().toArray())).toBeInstanceOf(AuthenticationError);
  });
});

describe('account: profile and e-mails', () => {
  it('reads an update back, and answers 404 once the account is deleted', async () => {
    const c = client({ validateResponses: true });
    await c.account.update({ name: 'Countess of Lovelace' });
    expect((await c.account.get()).name).toBe('Countess of Lovelace');
    await c.account.delete();
    expect(await rejection(c.account.get())).toBeInstanceOf(NotFoundError);
    fake.reset();
    expect((await c.account.get()).name).toBe('Ada Lovelace');
  });

  it('switches the default e-mail, keeps the old one, and refuses to remove the default', async () => {
    const c = client({ validateResponses: true });
    await c.account.setDefaultEmail({ email: 'ada@users.noreply.example.test' });
    const emails = await c.account.listEmails();
    expect(emails.mainEmail.email).toBe('ada@users.noreply.example.test');
    expect(emails.otherEmails.map((e) => e.email)).toEqual(['ada@example.test']);
    expect((await c.account.get()).mainEmail).toBe('ada@users.noreply.example.test');
    expect(await rejection(c.account.removeEmail({ email: 'ada@users.noreply.example.test' }))).toBeInstanceOf(UnprocessableEntityError);
    await c.account.removeEmail({ email: 'ada@example.test' });
    expect((await c.account.listEmails()).otherEmails).toEqual([]);
  });

  it('changes only the e-mail settings it is given', async () => {
    const c = client();
    await c.account.updateEmailSettings({ onlyMyActivity: false });
    expect(await c.account.getEmailSettings()).toEqual({ perCommit: false, perPullRequest: true, onlyMyActivity: false });
  });
});

describe('account: integrations and organizations', () => {
  it('walks the integrations one per page with for await, and a deleted one is not listed', async () => {
    const c = client({ validateResponses: true });
    const providers: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const integration of c.account.listIntegrations()) providers.push(integration.provider);
    expect(providers).toEqual(['gh', 'gl', 'bb']);
    const sent = await requests();
    expect(sent.map((r) => r.query.cursor ?? null)).toHaveLength(3);
    expect(sent[0]?.query.cursor).toBeUndefined();
    await c.account.deleteIntegration('bb');
    expect((await c.account.listIntegrations().toArray()).map((i) => i.provider)).toEqual(['gh', 'gl']);
    expect(await rejection(c.account.deleteIntegration('bb'))).toBeInstanceOf(NotFoundError);
  });

  it('lists an organization added to the fake, and finds one by installation only on gh', async () => {
    fake.addOrganization('gl', 'team');
    const c = client({ validateResponses: true });
    fake.state.maxPageSize = 1;
    const names = (await c.account.listOrganizations().toArray()).map((o) => `${o.provider}/${o.name}`);
    expect(names).toEqual(['gh/acme', 'gl/team']);
    expect((await c.account.getOrganization('gl', 'team')).name).toBe('team');
    expect(await rejection(c.account.getOrganization('gl', 'nope'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.account.getOrganizationByInstallation('gh', 1))).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(await rejection(c.account.getOrganizationByInstallation('gl', 52411873)), 'BadRequest')).toBe(true);
  });

  it('moves the idle expiry only when the user was active', async () => {
    const c = client();
    fake.state.account.session.lastActivity = new Date(Date.now() - 60_000).toISOString();
    const idle = await c.account.heartbeat({ wasActive: false });
    expect(idle.idleExpiresIn).toBeLessThanOrEqual(240_000);
    const active = await c.account.heartbeat({ wasActive: true });
    expect(active.idleExpiresIn).toBe(300_000);
  });
});
