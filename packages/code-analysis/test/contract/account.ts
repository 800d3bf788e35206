import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `account` namespace. */
export function accountRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const account = () => fake.state.account;
  return {
    'account.get': {
      call: (c) => c.account.get(),
      path: '/api/v3/user',
      result: (v: { id: number; name?: string; mainEmail: string; otherEmails: string[]; isAdmin: boolean }) => {
        expect(v).toMatchObject({ id: 7001, name: 'Ada Lovelace', mainEmail: 'ada@example.test', otherEmails: ['ada@users.noreply.example.test'], isAdmin: true });
      },
    },
    'account.update': {
      call: (c) => c.account.update({ name: 'Ada King', shouldDoClientQualification: true }),
      path: '/api/v3/user',
      body: { name: 'Ada King', shouldDoClientQualification: true },
      result: (v: { name?: string; shouldDoClientQualification?: boolean }) => {
        expect(v).toMatchObject({ name: 'Ada King', shouldDoClientQualification: true });
        expect(account().user?.name).toBe('Ada King');
      },
    },
    'account.delete': {
      call: (c) => c.account.delete(),
      path: '/api/v3/user',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().user).toBeUndefined();
      },
    },
    'account.listEmails': {
      call: (c) => c.account.listEmails(),
      path: '/api/v3/user/emails',
      result: (v: unknown) => {
        expect(v).toEqual({ mainEmail: { email: 'ada@example.test', isPrivate: false }, otherEmails: [{ email: 'ada@users.noreply.example.test', isPrivate: true }] });
      },
    },
    'account.removeEmail': {
      call: (c) => c.account.removeEmail({ email: 'ada@users.noreply.example.test' }),
      path: '/api/v3/user/emails/remove',
      body: 'ada@users.noreply.example.test',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().emails.otherEmails).toEqual([]);
      },
    },
    'account.setDefaultEmail': {
      call: (c) => c.account.setDefaultEmail({ email: 'ada@users.noreply.example.test' }),
      path: '/api/v3/user/emails/set-default',
      body: 'ada@users.noreply.example.test',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().emails.mainEmail.email).toBe('ada@users.noreply.example.test');
        expect(account().emails.otherEmails.map((e) => e.email)).toEqual(['ada@example.test']);
      },
    },
    'account.getEmailSettings': {
      call: (c) => c.account.getEmailSettings(),
      path: '/api/v3/user/emails/settings',
      result: (v: unknown) => {
        expect(v).toEqual({ perCommit: false, perPullRequest: true, onlyMyActivity: true });
      },
    },
    'account.updateEmailSettings': {
      call: (c) => c.account.updateEmailSettings({ perCommit: true }),
      path: '/api/v3/user/emails/settings',
      body: { perCommit: true },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().emailSettings).toEqual({ perCommit: true, perPullRequest: true, onlyMyActivity: true });
      },
    },
    'account.listIntegrations': {
      call: (c) => c.account.listIntegrations({ limit: 2 }),
      path: '/api/v3/user/integrations',
      query: { limit: '2' },
      result: (p: { items: { provider: string; host: string }[]; pagination: { cursor?: string; total?: number } }) => {
        expect(p.items.map((i) => [i.provider, i.host])).toEqual([['gh', 'github.com'], ['gl', 'gitlab.com']]);
        expect(p.pagination.total).toBe(3);
        expect(p.pagination.cursor).toBeTypeOf('string');
      },
    },
    'account.deleteIntegration': {
      call: (c) => c.account.deleteIntegration('gl'),
      path: '/api/v3/user/integrations/gl',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().integrations.map((i) => i.provider)).toEqual(['gh', 'bb']);
      },
    },
    'account.listOrganizations': {
      call: (c) => c.account.listOrganizations({ limit: 10 }),
      path: '/api/v3/user/organizations',
      query: { limit: '10' },
      result: (p: { items: { name: string; provider: string; joinStatus?: string }[] }) => {
        expect(p.items.map((o) => [o.provider, o.name, o.joinStatus])).toEqual([['gh', 'acme', 'member']]);
      },
    },
    'account.getOrganization': {
      call: (c) => c.account.getOrganization(...org),
      path: '/api/v3/user/organizations/gh/acme',
      result: (v: { name: string; type: string; joinStatus?: string }) => {
        expect(v).toMatchObject({ name: 'acme', type: 'Organization', joinStatus: 'member' });
      },
    },
    'account.getOrganizationByInstallation': {
      call: (c) => c.account.getOrganizationByInstallation('gh', 52411873),
      path: '/api/v3/organizations/gh/installation/52411873',
      result: (v: { name: string; provider: string }) => {
        expect(v).toMatchObject({ name: 'acme', provider: 'gh' });
      },
    },
    'account.listApiTokens': {
      call: (c) => c.account.listApiTokens(),
      path: '/api/v3/user/tokens',
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([{ id: 30, token: 'X9aQ2pLr7vTz4KcW1mNe', expiresAt: '2025-12-31T23:59:59Z' }]);
      },
    },
    'account.createApiToken': {
      call: (c) => c.account.createApiToken({ expiresAt: '2026-01-31T00:00:00Z' }),
      path: '/api/v3/user/tokens',
      body: { expiresAt: '2026-01-31T00:00:00Z' },
      result: (v: { id: number; token: string; expiresAt?: string }) => {
        expect(v).toMatchObject({ id: 31, expiresAt: '2026-01-31T00:00:00Z' });
        expect(v.token).toMatch(/^acct31/);
        expect(account().apiTokens.map((t) => t.id)).toEqual([30, 31]);
      },
    },
    'account.deleteApiToken': {
      call: (c) => c.account.deleteApiToken(30),
      path: '/api/v3/user/tokens/30',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(account().apiTokens).toEqual([]);
      },
    },
    'account.heartbeat': {
      call: (c) => c.account.heartbeat({ wasActive: true }),
      path: '/api/v3/session/heartbeat',
      body: { wasActive: true },
      result: (v: { lastActivity: string; idleExpiresIn: number; absoluteExpiresIn: number }) => {
        expect(v.lastActivity).toBe(account().session.lastActivity);
        expect(v.idleExpiresIn).toBe(300_000);
        expect(v.absoluteExpiresIn).toBeGreaterThan(28_000_000);
        expect(v.absoluteExpiresIn).toBeLessThanOrEqual(28_800_000);
      },
    },
  };
}
