import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/account.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { User } from '../../responses/account.js';
import { orgKey } from '../state.js';

/** How long a session may stay idle, and how long it lasts at most (ms), as the service sets them. */
const IDLE_MS = 300_000;
const ABSOLUTE_MS = 28_800_000;

/** The fake's `account` namespace: the token holder's profile, e-mails, integrations, organizations, API tokens and session. */
export function accountHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const account = () => state.account;
  /** The profile as the API shows it; a 404 once the account is deleted. */
  const me = (): User => {
    const { user, emails } = account();
    if (!user) fail(404, 'User not found');
    return { ...user, mainEmail: emails.mainEmail.email, otherEmails: emails.otherEmails.map((e) => e.email) };
  };
  /** The e-mail address sent as the whole JSON body. */
  const emailOf = async (call: FakeRequest): Promise<string> => {
    const email = await call.json();
    if (typeof email !== 'string' || !email.includes('@')) fail(400, 'The body must be an e-mail address (a JSON string)');
    return email;
  };
  const organization = (provider: string, name: string) => {
    const org = state.organizations.get(orgKey(provider, name));
    if (!org) fail(404, 'Organization not found');
    return org;
  };

  return {
    'account.get': () => me(),
    'account.update': (call) => {
      me();
      const request = call.inputs;
      const user = account().user;
      if (user && typeof request.name === 'string') user.name = request.name;
      if (user && typeof request.shouldDoClientQualification === 'boolean') user.shouldDoClientQualification = request.shouldDoClientQualification;
      return me();
    },
    'account.delete': () => {
      me();
      account().user = undefined;
      return undefined;
    },
    'account.listEmails': () => {
      me();
      return account().emails;
    },
    'account.removeEmail': async (call) => {
      me();
      const email = await emailOf(call);
      const { emails } = account();
      if (emails.mainEmail.email === email) fail(422, 'The default e-mail address cannot be removed');
      const index = emails.otherEmails.findIndex((e) => e.email === email);
      if (index < 0) fail(400, `${email} is not an e-mail address of the account`);
      emails.otherEmails.splice(index, 1);
      return undefined;
    },
    'account.setDefaultEmail': async (call) => {
      me();
      const email = await emailOf(call);
      const { emails } = account();
      if (emails.mainEmail.email === email) return undefined;
      const index = emails.otherEmails.findIndex((e) => e.email === email);
      const chosen = emails.otherEmails[index];
      if (!chosen) fail(400, `${email} is not an e-mail address of the account`);
      emails.otherEmails.splice(index, 1, emails.mainEmail);
      emails.mainEmail = chosen;
      return undefined;
    },
    'account.getEmailSettings': () => {
      me();
      return account().emailSettings;
    },
    'account.updateEmailSettings': (call) => {
      me();
      const request = call.inputs;
      const settings = account().emailSettings;
      for (const name of ['perCommit', 'perPullRequest', 'onlyMyActivity'] as const) {
        const value = request[name];
        if (value === undefined) continue;
        if (typeof value !== 'boolean') fail(400, `${name} must be a boolean`);
        settings[name] = value;
      }
      return undefined;
    },
    'account.listIntegrations': (call) => {
      me();
      return listBody(state, call, account().integrations);
    },
    'account.deleteIntegration': (call) => {
      me();
      const { integrations } = account();
      const index = integrations.findIndex((i) => i.provider === call.params.provider);
      if (index < 0) fail(404, 'Integration not found');
      integrations.splice(index, 1);
      return undefined;
    },
    'account.listOrganizations': (call) => {
      me();
      return listBody(state, call, [...state.organizations.values()].map((o) => ({ ...o, joinStatus: 'member' })));
    },
    'account.getOrganization': (call) => {
      me();
      return { ...organization(call.params.provider ?? '', call.params.organization ?? ''), joinStatus: 'member' };
    },
    'account.getOrganizationByInstallation': (call) => {
      me();
      if (call.params.provider !== 'gh') fail(400, 'Only the gh provider is supported');
      const key = account().installations.get(Number(call.params.installationId));
      const org = key === undefined ? undefined : state.organizations.get(key);
      if (!org) fail(404, 'Organization not found');
      return { ...org, joinStatus: 'member' };
    },
    'account.listApiTokens': (call) => {
      me();
      return listBody(state, call, account().apiTokens);
    },
    'account.createApiToken': (call) => {
      me();
      const request = call.inputs;
      if (request.expiresAt !== undefined && (typeof request.expiresAt !== 'string' || Number.isNaN(Date.parse(request.expiresAt)))) fail(400, 'expiresAt must be a date-time');
      const id = account().nextTokenId++;
      const token = { id, token: `acct${String(id)}${btoa(`token-${String(id)}`).replace(/=/g, '')}`, ...(typeof request.expiresAt === 'string' ? { expiresAt: request.expiresAt } : {}) };
      account().apiTokens.push(token);
      return token;
    },
    'account.deleteApiToken': (call) => {
      me();
      const { apiTokens } = account();
      const index = apiTokens.findIndex((t) => String(t.id) === call.params.tokenId);
      if (index < 0) fail(404, 'API token not found');
      apiTokens.splice(index, 1);
      return undefined;
    },
    'account.heartbeat': (call) => {
      me();
      const request = call.inputs;
      if (typeof request.wasActive !== 'boolean') fail(400, 'wasActive must be a boolean');
      const { session } = account();
      const now = Date.now();
      if (request.wasActive) session.lastActivity = new Date(now).toISOString();
      const idle = Math.max(0, IDLE_MS - (now - Date.parse(session.lastActivity)));
      const absolute = Math.max(0, ABSOLUTE_MS - (now - session.startedAt));
      return { lastActivity: session.lastActivity, idleExpiresIn: idle, absoluteExpiresIn: absolute };
    },
  };
}
