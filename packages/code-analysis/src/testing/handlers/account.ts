import type { FakeHandler } from '@typed-api/core/testing';
import type { User } from '../../responses/account.js';
import type { HandlerKit } from '../handlers.js';
import { body, fail } from '../responses.js';
import { orgKey } from '../state.js';

/** How long a session may stay idle, and how long it lasts at most (ms), as the service sets them. */
const IDLE_MS = 300_000;
const ABSOLUTE_MS = 28_800_000;

/** A routed request as the kit's guards hand it over. */
type Call = Parameters<Parameters<HandlerKit['keyed']>[0]>[0];

/** The fake's `account` namespace: the token holder's profile, e-mails, integrations, organizations, API tokens and session. */
export function accountHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, list, readBody } = kit;
  const account = () => state.account;
  /** The profile as the API shows it; a 404 once the account is deleted. */
  const me = (): User => {
    const { user, emails } = account();
    if (!user) fail(404, 'User not found');
    return { ...user, mainEmail: emails.mainEmail.email, otherEmails: emails.otherEmails.map((e) => e.email) };
  };
  /** The e-mail address sent as the whole JSON body. */
  const emailOf = async (call: Call): Promise<string> => {
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
    'account.get': keyed(() => me()),
    'account.update': keyed(async (call) => {
      me();
      const request = await readBody(call);
      const user = account().user;
      if (user && typeof request.name === 'string') user.name = request.name;
      if (user && typeof request.shouldDoClientQualification === 'boolean') user.shouldDoClientQualification = request.shouldDoClientQualification;
      return me();
    }),
    'account.delete': keyed(() => {
      me();
      account().user = undefined;
      return undefined;
    }),
    'account.listEmails': keyed(() => {
      me();
      return account().emails;
    }),
    'account.removeEmail': keyed(async (call) => {
      me();
      const email = await emailOf(call);
      const { emails } = account();
      if (emails.mainEmail.email === email) fail(422, 'The default e-mail address cannot be removed');
      const index = emails.otherEmails.findIndex((e) => e.email === email);
      if (index < 0) fail(400, `${email} is not an e-mail address of the account`);
      emails.otherEmails.splice(index, 1);
      return undefined;
    }),
    'account.setDefaultEmail': keyed(async (call) => {
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
    }),
    'account.getEmailSettings': keyed(() => {
      me();
      return account().emailSettings;
    }),
    'account.updateEmailSettings': keyed(async (call) => {
      me();
      const request = await readBody(call);
      const settings = account().emailSettings;
      for (const name of ['perCommit', 'perPullRequest', 'onlyMyActivity'] as const) {
        const value = request[name];
        if (value === undefined) continue;
        if (typeof value !== 'boolean') fail(400, `${name} must be a boolean`);
        settings[name] = value;
      }
      return undefined;
    }),
    'account.listIntegrations': keyed((call) => {
      me();
      return list(call, account().integrations);
    }),
    'account.deleteIntegration': keyed((call) => {
      me();
      const { integrations } = account();
      const index = integrations.findIndex((i) => i.provider === call.params.provider);
      if (index < 0) fail(404, 'Integration not found');
      integrations.splice(index, 1);
      return undefined;
    }),
    'account.listOrganizations': keyed((call) => {
      me();
      return list(call, [...state.organizations.values()].map((o) => ({ ...o, joinStatus: 'member' })));
    }),
    'account.getOrganization': keyed((call) => {
      me();
      return { ...organization(call.params.provider ?? '', call.params.organization ?? ''), joinStatus: 'member' };
    }),
    'account.getOrganizationByInstallation': keyed((call) => {
      me();
      if (call.params.provider !== 'gh') fail(400, 'Only the gh provider is supported');
      const key = account().installations.get(Number(call.params.installationId));
      const org = key === undefined ? undefined : state.organizations.get(key);
      if (!org) fail(404, 'Organization not found');
      return { ...org, joinStatus: 'member' };
    }),
    'account.listApiTokens': keyed((call) => {
      me();
      return list(call, account().apiTokens);
    }),
    'account.createApiToken': keyed(async (call) => {
      me();
      const request = await readBody(call);
      if (request.expiresAt !== undefined && (typeof request.expiresAt !== 'string' || Number.isNaN(Date.parse(request.expiresAt)))) fail(400, 'expiresAt must be a date-time');
      const id = account().nextTokenId++;
      const token = { id, token: `acct${String(id)}${btoa(`token-${String(id)}`).replace(/=/g, '')}`, ...(typeof request.expiresAt === 'string' ? { expiresAt: request.expiresAt } : {}) };
      account().apiTokens.push(token);
      return body(token);
    }),
    'account.deleteApiToken': keyed((call) => {
      me();
      const { apiTokens } = account();
      const index = apiTokens.findIndex((t) => String(t.id) === call.params.tokenId);
      if (index < 0) fail(404, 'API token not found');
      apiTokens.splice(index, 1);
      return undefined;
    }),
    'account.heartbeat': keyed(async (call) => {
      me();
      const request = await readBody(call);
      if (typeof request.wasActive !== 'boolean') fail(400, 'wasActive must be a boolean');
      const { session } = account();
      const now = Date.now();
      if (request.wasActive) session.lastActivity = new Date(now).toISOString();
      const idle = Math.max(0, IDLE_MS - (now - Date.parse(session.lastActivity)));
      const absolute = Math.max(0, ABSOLUTE_MS - (now - session.startedAt));
      return body({ lastActivity: session.lastActivity, idleExpiresIn: idle, absoluteExpiresIn: absolute });
    }),
  };
}
