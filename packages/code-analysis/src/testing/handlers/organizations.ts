// Hand-written: adding and deleting organizations (with what hangs on them), people, join requests and their walk to
// membership, integrations' refusals, the audit log of every change, onboarding progress; the rest is the samples'.
import type { JoinRequest } from '../../responses/organizations.js';
import { fail, type FakeHandlers, type FakeRequest, definedOf } from '@typed-api/core/testing';
import type * as ops from '../../operations/organizations.js';
import { orgRepos, commaValues, knownOrg, orgRecord, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { Organization, Person } from '../../responses/organizations.js';
import { CALLER_EMAIL, CALLER_USER_ID, defaultOrganizationDetails, fakeJoinRequest, type FakeOrganizationDetails } from '../organizations-state.js';
import { ensureOrganization, orgKey } from '../state.js';
import { toRepository } from '../views.js';

/** What a Slack incoming-webhook URL looks like (the API's own pattern). */
const SLACK_WEBHOOK = /^https:\/\/hooks\.slack\.com\/services\/T[a-zA-Z0-9_]{8,10}\/B[a-zA-Z0-9_]{8,10}\/[a-zA-Z0-9_]{24}$/;

let nextId = 640000;

/**
 * The fake's `organizations` namespace beyond the first four operations: adding and deleting organizations,
 * their settings and integrations, people and join requests, onboarding and audit log. State lives in
 * `state.organizationDetails` (made on first use for an organization without details); every change made
 * through the API is also written to the organization's audit log.
 */
export function organizationsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  /** The organization a request names, its key and its details (404 when the organization is unknown). */
  const orgOf = (call: FakeRequest): { key: string; org: Organization; details: FakeOrganizationDetails } => {
    const key = knownOrg(state, call);
    const org = state.organizations.get(key) ?? fail(404, 'Organization not found');
    return { key, org, details: orgRecord(state, call, state.organizationDetails, () => defaultOrganizationDetails(org.provider)) };
  };
  /** Records a change made by the caller through the API. */
  const audit = (details: FakeOrganizationDetails, action: string, description: string, detail: Record<string, unknown> = {}) => {
    details.auditLogs.push({
      actor: { email: CALLER_EMAIL, role: 'organizationAdmin' },
      action,
      result: 'succeed',
      timestamp: new Date().toISOString(),
      source: 'API',
      repositoryName: '',
      description,
      details: detail,
    });
  };
  const search = (call: { readonly inputs: { readonly search?: string | undefined } }) => call.inputs.search?.toLowerCase();
  const isMember = (p: Person) => p.userId !== undefined;
  /** The organization's Jira or Slack integration; a 404 when it is not connected. */
  const connected = <K extends 'jira' | 'slack'>(details: FakeOrganizationDetails, kind: K): NonNullable<FakeOrganizationDetails[K]> =>
    details[kind] ?? fail(404, `The organization has no ${kind === 'jira' ? 'Jira' : 'Slack'} integration`);
  /** Disconnects the organization's Jira or Slack integration (a 404 when it is not connected), and audits it. */
  const disconnect = (call: FakeRequest, kind: 'jira' | 'slack', name: string) => {
    const { details } = orgOf(call);
    connected(details, kind);
    details[kind] = undefined;
    audit(details, `organizations.integrations.${kind}.delete`, `Disconnect ${name}`);
    // No content, as the API answers.
    return call.reply(undefined);
  };
  const now = () => new Date().toISOString();

  return {
    // Replaces the first handler of `organizations.get`: the permission and the plan are read from the state.
    'organizations.get': (call) => {
      const { key, org, details } = orgOf(call);
      const billing = state.billing.get(key)?.information;
      return {
        organization: org,
        membership: { userRole: 'admin', joinStatus: 'member' },
        // The answer types its billing as an object of any fields: a copy of the plan is one.
        ...(billing ? { billing: { ...billing.paymentPlan } } : {}),
        analysisConfigurationMinimumPermission: details.minimumPermission,
        subscriptions: billing?.subscriptions ?? [],
      };
    },
    'organizations.add': (call) => {
      const { provider, remoteIdentifier, name, type, products = [] } = call.inputs;
      const key = orgKey(provider, name);
      if (state.organizations.has(key)) fail(422, `The organization ${name} was already added`);
      // The caller who adds it is its member; the rest is what every organization of the fake starts with.
      const fields = { remoteIdentifier, type, avatar: `https://avatars.example.test/${remoteIdentifier}`, created: now(), joinStatus: 'member' };
      const org = Object.assign(ensureOrganization(state, provider, name), fields);
      const details = defaultOrganizationDetails(provider);
      state.organizationDetails.set(key, details);
      audit(details, 'organizations.add', 'Add organization', { products });
      const warnings = products.length > 0 && !products.includes('quality') ? ['Code quality is not enabled: only coverage will be reported'] : [];
      return { organization: org, warnings };
    },
    'organizations.delete': (call) => {
      const { key, org } = orgOf(call);
      for (const [repoKey, repo] of state.repositories) if (repo.provider === org.provider && repo.organization === org.name) state.repositories.delete(repoKey);
      state.organizations.delete(key);
      state.organizationDetails.delete(key);
      state.billing.delete(key);
      state.aiInventory.delete(key);
      return undefined;
    },
    'organizations.onboardingProgress': (call) => {
      const { org, details } = orgOf(call);
      const hasRepositories = [...state.repositories.values()].some((r) => r.provider === org.provider && r.organization === org.name);
      return [
        { step: 'addRepositories', isCompleted: hasRepositories },
        { step: 'enableStatusChecks', isCompleted: details.providerSettings.commitStatus },
        { step: 'inviteTeammates', isCompleted: details.people.filter(isMember).length > 1 },
      ];
    },
    'organizations.setMinimumPermission': (call) => {
      const { details } = orgOf(call);
      const { permission = details.minimumPermission } = call.inputs;
      details.minimumPermission = permission;
      audit(details, 'organizations.analysisConfigurationMinimumPermission.update', 'Update the minimum permission to configure analysis', { permission });
      return undefined;
    },
    'organizations.submodulesEnabled': (call) => orgOf(call).details.submodules,
    'organizations.sync': (call) => ({ name: orgOf(call).org.name }),
    'organizations.cleanCache': (call) => {
      orgOf(call).details.cacheCleanedAt = now();
      return undefined;
    },

    // Integrations
    'organizations.getJiraIntegration': (call) => connected(orgOf(call).details, 'jira'),
    'organizations.setJiraIntegration': (call) => {
      const { org, details } = orgOf(call);
      const code = call.inputs.oauthCode;
      const time = now();
      const instance = `${code.slice(0, 8).toLowerCase().padEnd(8, '0')}-45db-1bf4-1e99-ef0ff456d421`;
      details.jira = { organization_id: org.identifier ?? 0, instance_id: instance, instance_name: org.name, created_at: details.jira?.created_at ?? time, updated_at: time };
      audit(details, 'organizations.integrations.jira.update', 'Connect Jira', { instanceId: instance });
      return details.jira;
    },
    'organizations.deleteJiraIntegration': (call) => disconnect(call, 'jira', 'Jira'),
    'organizations.getSlackIntegration': (call) => connected(orgOf(call).details, 'slack'),
    'organizations.setSlackIntegration': (call) => {
      const { org, details } = orgOf(call);
      const { webhook_url: url } = call.inputs;
      if (!SLACK_WEBHOOK.test(url)) fail(400, 'webhook_url must be a Slack incoming-webhook URL');
      const time = now();
      details.slack = { organization_id: org.identifier ?? 0, webhook_url: url, created_at: details.slack?.created_at ?? time, updated_at: time };
      audit(details, 'organizations.integrations.slack.update', 'Connect Slack');
      return details.slack;
    },
    'organizations.deleteSlackIntegration': (call) => disconnect(call, 'slack', 'Slack'),
    'organizations.getProviderSettings': (call) => orgOf(call).details.providerSettings,
    'organizations.updateProviderSettings': (call) => {
      const { details } = orgOf(call);
      const changes = definedOf(call.inputs);
      Object.assign(details.providerSettings, changes);
      audit(details, 'organizations.integrations.providerSettings.update', 'Update the default git provider settings', changes);
      return undefined;
    },
    'organizations.applyProviderSettings': (call) => {
      const { details } = orgOf(call);
      details.providerSettingsAppliedAt = now();
      audit(details, 'organizations.integrations.providerSettings.apply', 'Apply the default git provider settings to all repositories');
      return undefined;
    },

    // Join requests
    'organizations.listJoinRequests': (call) => {
      const wanted = search(call);
      const requests = orgOf(call).details.joinRequests.filter((r) => wanted === undefined || r.email.includes(wanted) || r.name.toLowerCase().includes(wanted));
      // The API shows no account id in the list (it is only the path parameter of a deletion).
      return listBody(
        state,
        call,
        requests.map((request): JoinRequest => {
          const shown: JoinRequest & { accountIdentifier?: number } = { ...request };
          delete shown.accountIdentifier;
          return shown;
        }),
      );
    },
    'organizations.join': (call) => {
      const { org, details } = orgOf(call);
      let joinStatus = 'member';
      if (!details.people.some((p) => p.userId === CALLER_USER_ID)) {
        if (org.joinMode === 'request') {
          joinStatus = 'pendingMember';
          if (!details.joinRequests.some((r) => r.email === CALLER_EMAIL)) details.joinRequests.push(fakeJoinRequest(CALLER_EMAIL, 'Ada Lovelace', now()));
        } else {
          details.people.push({ name: 'Ada Lovelace', email: CALLER_EMAIL, emails: [CALLER_EMAIL], userId: CALLER_USER_ID, lastLogin: now(), isActive: null, canBeRemoved: true, isProviderRegistered: true });
        }
      }
      org.joinStatus = joinStatus;
      return { organizationIdentifier: org.identifier ?? 0, joinStatus };
    },
    'organizations.declineJoinRequests': (call) => {
      const { details } = orgOf(call);
      const { emails } = call.inputs;
      details.joinRequests = details.joinRequests.filter((r) => !emails.includes(r.email));
      audit(details, 'organizations.join.decline', 'Decline requests to join', { emails });
      return undefined;
    },
    'organizations.deleteJoinRequest': (call) => {
      const { details } = orgOf(call);
      const index = details.joinRequests.findIndex((r) => String(r.accountIdentifier) === call.params.accountIdentifier);
      if (index < 0) fail(404, 'Request to join not found');
      details.joinRequests.splice(index, 1);
      return undefined;
    },
    'organizations.setJoinMode': (call) => {
      const { org, details } = orgOf(call);
      const { joinMode } = call.inputs;
      org.joinMode = joinMode;
      audit(details, 'organizations.joinMode.update', 'Update the join mode', { joinMode });
      return undefined;
    },

    // People
    'organizations.listPeople': (call) => {
      const wanted = search(call);
      const onlyMembers = call.inputs.onlyMembers === true;
      const people = orgOf(call).details.people.filter(
        (p) => (!onlyMembers || isMember(p)) && (wanted === undefined || p.emails.some((e) => e.includes(wanted)) || (p.name ?? '').toLowerCase().includes(wanted)),
      );
      return listBody(state, call, people);
    },
    'organizations.addPeople': (call) => {
      const { details } = orgOf(call);
      const { emails } = call.inputs;
      for (const email of emails) {
        if (details.people.some((p) => p.emails.includes(email))) continue;
        const request = details.joinRequests.find((r) => r.email === email);
        if (request) {
          // A pending request makes the person a member.
          details.joinRequests = details.joinRequests.filter((r) => r !== request);
          details.people.push({ name: request.name, email, emails: [email], userId: nextId++, lastLogin: request.lastActivity, isActive: null, canBeRemoved: true, isProviderRegistered: true });
        } else {
          details.people.push({ email, emails: [email], committerId: nextId++, isActive: true, canBeRemoved: true, isProviderRegistered: false });
        }
        details.suggestions = details.suggestions.filter((s) => s.commitEmail !== email);
      }
      audit(details, 'organizations.people.add', 'Add people', { emails });
      return undefined;
    },
    'organizations.removePeople': (call) => {
      const { details } = orgOf(call);
      const { emails } = call.inputs;
      const success: { email: string }[] = [];
      const failed: { email: string; error: string }[] = [];
      for (const email of emails) {
        const person = details.people.find((p) => p.emails.includes(email));
        if (!person) failed.push({ email, error: 'Not a person of the organization' });
        else if (!person.canBeRemoved) failed.push({ email, error: 'The last admin of the organization cannot be removed' });
        else {
          details.people = details.people.filter((p) => p !== person);
          success.push({ email });
        }
      }
      audit(details, 'organizations.people.remove', 'Remove people', { emails });
      return { success, failed };
    },
    'organizations.canLeave': (call) => {
      const { org, details } = orgOf(call);
      const members = details.people.filter(isMember);
      if (!members.some((p) => p.userId === CALLER_USER_ID)) fail(404, 'You are not a member of this organization');
      if (members.length > 1) return { canLeave: true, message: `You can leave ${org.name}.` };
      return {
        canLeave: false,
        message: `Since you are the last organization admin of ${org.name}, to leave this organization you need to delete it. Please, contact us through support.`,
        reason: { actions: [{ name: 'Contact support', url: 'https://support.example.test/' }], code: 'last_admin_credit' },
      };
    },
    'organizations.listPeopleSuggestions': (call) => {
      const wanted = search(call);
      return listBody(state, call, orgOf(call).details.suggestions.filter((s) => wanted === undefined || s.commitEmail.includes(wanted)));
    },

    // Audit log: newest first, within `from` and `to` (ms since the epoch).
    'organizations.listAuditLogs': (call) => {
      const { details } = orgOf(call);
      const { from = 0, to = Date.now() } = call.inputs;
      return details.auditLogs.filter((e) => Date.parse(e.timestamp) >= from && Date.parse(e.timestamp) <= to).reverse();
    },
    'organizations.list': (call) => listBody(state, call, [...state.organizations.values()].filter((o) => o.provider === call.params.provider)),
    'organizations.listRepositories': (call) => {
      const search = call.inputs.search;
      const languages = commaValues(call.inputs.languages);
      const repos = orgRepos(state, call).filter((r) => (search === undefined || r.name.includes(search)) && (!languages || r.languages.some((l) => languages.includes(l))));
      return listBody(state, call, repos.map(toRepository));
    },
    'organizations.listPullRequests': (call) => {
      const wanted = commaValues(call.inputs.repositories);
      const limit = call.inputs.limit ?? 100;
      const prs = orgRepos(state, call)
        .filter((r) => !wanted || wanted.includes(r.name))
        .flatMap((r) => r.pullRequests);
      return { data: prs.slice(0, limit), pagination: { limit, total: prs.length } };
    },
  };
}
