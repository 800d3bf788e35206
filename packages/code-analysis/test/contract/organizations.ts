import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const O = '/api/v3/organizations/gh/acme';
const WEBHOOK = 'https://hooks.slack.com/services/T00000000/B00000000/exampleexampleexample000';

/** Contract rows of the `organizations` namespace added in issue 17 (the first four are in contract.test.ts). */
export function organizationsRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const acme = () => {
    const details = fake.state.organizationDetails.get('gh/acme');
    if (!details) throw new Error('seed organization details missing');
    return details;
  };
  const lastAudit = () => acme().auditLogs.at(-1);
  /** The account id of the join request the `deleteJoinRequest` row deletes. */
  let deletedRequest = 0;
  return {
    'organizations.add': {
      call: (c) => c.organizations.add({ provider: 'gh', remoteIdentifier: '9001', name: 'globex', type: 'Organization', products: ['quality', 'coverage'] }),
      path: '/api/v3/organizations',
      body: { provider: 'gh', remoteIdentifier: '9001', name: 'globex', type: 'Organization', products: ['quality', 'coverage'] },
      result: (v: { organization: { name: string; remoteIdentifier: string; type: string; joinStatus?: string }; warnings?: string[] }) => {
        expect(v.organization).toMatchObject({ name: 'globex', remoteIdentifier: '9001', type: 'Organization', joinStatus: 'member' });
        expect(v.warnings).toEqual([]);
        expect(fake.state.organizations.get('gh/globex')?.remoteIdentifier).toBe('9001');
      },
    },
    'organizations.delete': {
      call: (c) => c.organizations.delete(...org, { joinReason: { title: 'Code quality', notes: [] }, cancelReason: { title: 'Moved', notes: ['to another tool'] } }),
      path: O,
      body: { joinReason: { title: 'Code quality', notes: [] }, cancelReason: { title: 'Moved', notes: ['to another tool'] } },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.organizations.has('gh/acme')).toBe(false);
        expect(fake.state.repositories.has('gh/acme/web')).toBe(false);
      },
    },
    'organizations.onboardingProgress': {
      call: (c) => c.organizations.onboardingProgress(...org),
      path: '/api/v3/onboarding/organizations/gh/acme/progress',
      result: (v: unknown) => {
        expect(v).toEqual([
          { step: 'addRepositories', isCompleted: true },
          { step: 'enableStatusChecks', isCompleted: false },
          { step: 'inviteTeammates', isCompleted: true },
        ]);
      },
    },
    'organizations.setMinimumPermission': {
      call: (c) => c.organizations.setMinimumPermission(...org, { permission: 'RepoWrite' }),
      path: `${O}/analysisConfigurationMinimumPermission`,
      body: { permission: 'RepoWrite' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().minimumPermission).toBe('RepoWrite');
        expect(lastAudit()?.action).toBe('organizations.analysisConfigurationMinimumPermission.update');
      },
    },
    'organizations.appPermissions': {
      call: (c) => c.organizations.appPermissions(...org),
      path: `${O}/gitProviderAppPermissions`,
      result: (v: unknown) => {
        const { contentPermission, customPropertiesPermission } = v as { contentPermission: unknown; customPropertiesPermission: unknown };
        expect([typeof contentPermission, typeof customPropertiesPermission]).toEqual(['boolean', 'boolean']);
      },
    },
    'organizations.submodulesEnabled': {
      call: (c) => {
        acme().submodules = true;
        return c.organizations.submodulesEnabled(...org);
      },
      path: `${O}/settings/submodules/check`,
      result: (v: boolean) => {
        expect(v).toBe(true);
      },
    },
    'organizations.sync': {
      call: (c) => c.organizations.sync(...org),
      path: `${O}/settings/sync`,
      result: (v: unknown) => {
        expect(v).toEqual({ name: 'acme' });
      },
    },
    'organizations.cleanCache': {
      call: (c) => c.organizations.cleanCache(...org),
      path: `${O}/cache/clean`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().cacheCleanedAt).toBeTypeOf('string');
      },
    },
    'organizations.getJiraIntegration': {
      call: (c) => {
        acme().jira = { organization_id: 42, instance_id: '1324a887-45db-1bf4-1e99-ef0ff456d421', instance_name: 'acme', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-02T00:00:00Z' };
        return c.organizations.getJiraIntegration(...org);
      },
      path: `${O}/integrations/jira`,
      result: (v: unknown) => {
        expect(v).toEqual({ organization_id: 42, instance_id: '1324a887-45db-1bf4-1e99-ef0ff456d421', instance_name: 'acme', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-02T00:00:00Z' });
      },
    },
    'organizations.setJiraIntegration': {
      call: (c) => c.organizations.setJiraIntegration(...org, { oauthCode: '6nGtF5eij1YuEqQXr7L9' }),
      path: `${O}/integrations/jira`,
      query: { oauthCode: '6nGtF5eij1YuEqQXr7L9' },
      result: (v: { instance_id: string; instance_name: string; organization_id: number }) => {
        expect(v).toMatchObject({ instance_id: '6ngtf5ei-45db-1bf4-1e99-ef0ff456d421', instance_name: 'acme', organization_id: fake.state.organizations.get('gh/acme')?.identifier });
        expect(acme().jira).toEqual(v);
      },
    },
    'organizations.deleteJiraIntegration': {
      call: (c) => {
        acme().jira = { organization_id: 42, instance_id: 'x', instance_name: 'acme', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };
        return c.organizations.deleteJiraIntegration(...org);
      },
      path: `${O}/integrations/jira`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().jira).toBeUndefined();
      },
    },
    'organizations.getSlackIntegration': {
      call: (c) => {
        acme().slack = { organization_id: 42, webhook_url: WEBHOOK, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };
        return c.organizations.getSlackIntegration(...org);
      },
      path: `${O}/integrations/slack`,
      result: (v: unknown) => {
        expect(v).toEqual({ organization_id: 42, webhook_url: WEBHOOK, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' });
      },
    },
    'organizations.setSlackIntegration': {
      call: (c) => c.organizations.setSlackIntegration(...org, { webhook_url: WEBHOOK }),
      path: `${O}/integrations/slack`,
      body: { webhook_url: WEBHOOK },
      result: (v: { webhook_url: string; created_at: string }) => {
        expect(v.webhook_url).toBe(WEBHOOK);
        expect(acme().slack?.webhook_url).toBe(WEBHOOK);
      },
    },
    'organizations.deleteSlackIntegration': {
      call: (c) => {
        acme().slack = { organization_id: 42, webhook_url: WEBHOOK, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };
        return c.organizations.deleteSlackIntegration(...org);
      },
      path: `${O}/integrations/slack`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().slack).toBeUndefined();
      },
    },
    'organizations.getProviderSettings': {
      call: (c) => c.organizations.getProviderSettings(...org),
      path: `${O}/integrations/providerSettings`,
      result: (v: { commitStatus: boolean; pullRequestSummary: boolean; availableSettings: string[] }) => {
        expect(v).toMatchObject({ commitStatus: false, pullRequestSummary: true });
        expect(v.availableSettings).toContain('GitHubCoverageSummary');
      },
    },
    'organizations.updateProviderSettings': {
      call: (c) => c.organizations.updateProviderSettings(...org, { commitStatus: true, aiEnhancedComments: true }),
      path: `${O}/integrations/providerSettings`,
      body: { commitStatus: true, aiEnhancedComments: true },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().providerSettings).toMatchObject({ commitStatus: true, aiEnhancedComments: true, pullRequestSummary: true });
      },
    },
    'organizations.applyProviderSettings': {
      call: (c) => c.organizations.applyProviderSettings(...org),
      path: `${O}/integrations/providerSettings/apply`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().providerSettingsAppliedAt).toBeTypeOf('string');
        expect(lastAudit()?.action).toBe('organizations.integrations.providerSettings.apply');
      },
    },
    'organizations.listJoinRequests': {
      call: (c) => c.organizations.listJoinRequests(...org, { search: 'ar', limit: 1 }),
      path: `${O}/join`,
      query: { search: 'ar', limit: '1' },
      result: (p: { items: { email: string; name: string }[]; pagination: { total?: number; cursor?: string } }) => {
        expect(p.items).toEqual([expect.objectContaining({ email: 'margaret@example.test', name: 'Margaret Hamilton' })]);
        expect(p.pagination.total).toBe(1);
      },
    },
    'organizations.join': {
      call: (c) => {
        acme().people = acme().people.filter((p) => p.userId !== 7001);
        const record = fake.state.organizations.get('gh/acme');
        if (record) record.joinMode = 'request';
        return c.organizations.join(...org);
      },
      path: `${O}/join`,
      result: (v: { organizationIdentifier: number; joinStatus: string }) => {
        expect(v).toEqual({ organizationIdentifier: fake.state.organizations.get('gh/acme')?.identifier, joinStatus: 'pendingMember' });
        expect(acme().joinRequests.map((r) => r.email)).toContain('ada@example.test');
      },
    },
    'organizations.declineJoinRequests': {
      call: (c) => c.organizations.declineJoinRequests(...org, { emails: ['linus@example.test', 'dennis@example.test'] }),
      path: `${O}/join`,
      body: ['linus@example.test', 'dennis@example.test'],
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().joinRequests.map((r) => r.email)).toEqual(['margaret@example.test']);
      },
    },
    'organizations.deleteJoinRequest': {
      call: (c) => {
        deletedRequest = acme().joinRequests[0]?.accountIdentifier ?? 0;
        return c.organizations.deleteJoinRequest(...org, deletedRequest);
      },
      path: () => `${O}/join/${String(deletedRequest)}`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().joinRequests.map((r) => r.email)).toEqual(['margaret@example.test', 'dennis@example.test']);
      },
    },
    'organizations.setJoinMode': {
      call: (c) => c.organizations.setJoinMode(...org, { joinMode: 'adminAuto' }),
      path: `${O}/joinMode`,
      body: { joinMode: 'adminAuto' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.organizations.get('gh/acme')?.joinMode).toBe('adminAuto');
      },
    },
    'organizations.listPeople': {
      call: (c) => c.organizations.listPeople(...org, { onlyMembers: true, search: 'a', limit: 10 }),
      path: `${O}/people`,
      query: { onlyMembers: 'true', search: 'a', limit: '10' },
      result: (p: { items: { email: string; userId?: number }[] }) => {
        expect(p.items.map((person) => person.email)).toEqual(['ada@example.test', 'grace@example.test', 'alan@example.test']);
      },
    },
    'organizations.addPeople': {
      call: (c) => c.organizations.addPeople(...org, { emails: ['linus@example.test', 'ken@example.test'] }),
      path: `${O}/people`,
      body: ['linus@example.test', 'ken@example.test'],
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        const added = acme().people.filter((p) => p.email === 'linus@example.test' || p.email === 'ken@example.test');
        // Linus had asked to join: a member; Ken had not: a committer.
        expect(added.map((p) => [p.email, p.userId !== undefined, p.committerId !== undefined])).toEqual([
          ['linus@example.test', true, false],
          ['ken@example.test', false, true],
        ]);
        expect(acme().suggestions.map((s) => s.commitEmail)).toEqual(['barbara@example.test']);
      },
    },
    'organizations.removePeople': {
      call: (c) => c.organizations.removePeople(...org, { emails: ['grace@example.test', 'ada@example.test', 'nobody@example.test'] }),
      path: `${O}/people/remove`,
      body: { emails: ['grace@example.test', 'ada@example.test', 'nobody@example.test'] },
      result: (v: { success?: { email: string }[]; failed?: { email: string; error?: string }[] }) => {
        expect(v.success).toEqual([{ email: 'grace@example.test' }]);
        expect(v.failed?.map((f) => f.email)).toEqual(['ada@example.test', 'nobody@example.test']);
      },
    },
    'organizations.canLeave': {
      call: (c) => {
        acme().people = acme().people.filter((p) => p.userId === 7001);
        return c.organizations.canLeave(...org);
      },
      path: `${O}/people/leave/check`,
      result: (v: { canLeave: boolean; message: string; reason?: { code: string } }) => {
        expect(v.canLeave).toBe(false);
        expect(v.reason?.code).toBe('last_admin_credit');
        expect(v.message).toContain('last organization admin of acme');
      },
    },
    'organizations.listPeopleSuggestions': {
      call: (c) => c.organizations.listPeopleSuggestions(...org, { search: 'ken' }),
      path: `${O}/people/suggestions`,
      query: { search: 'ken' },
      result: (p: { items: { commitEmail: string; totalCommits: number; projectCommitStats: unknown[] }[] }) => {
        expect(p.items.map((s) => [s.commitEmail, s.totalCommits, s.projectCommitStats.length])).toEqual([['ken@example.test', 41, 2]]);
      },
    },
    'organizations.listAuditLogs': {
      call: (c) => c.organizations.listAuditLogs(...org, { from: Date.parse('2024-02-01T00:00:00Z'), to: Date.parse('2024-12-31T00:00:00Z') }),
      path: `${O}/audit`,
      query: { from: String(Date.parse('2024-02-01T00:00:00Z')), to: String(Date.parse('2024-12-31T00:00:00Z')) },
      result: (v: { action: string; actor: { email: string } }[]) => {
        expect(v.map((e) => [e.action, e.actor.email])).toEqual([['organizations.gatepolicies.update', 'grace@example.test']]);
      },
    },
  };
}
