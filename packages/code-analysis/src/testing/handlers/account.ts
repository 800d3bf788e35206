// Hand-written: the profile read with its e-mails, the default e-mail switch and its refusals, the API tokens the
// account hands out, the session's expiry walk, and a 404 for everything once the account is deleted.
import { collectionHandlers, fail, type FakeHandler, type FakeHandlers, definedOf } from '@typed-api/core/testing';
import * as ops from '../../operations/account.js';
import * as responses from '../../responses/index.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { AccountApiToken, User } from '../../responses/account.js';
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
  /** The index of an e-mail address among the account's other ones; a 400 for an address it does not have. */
  const otherEmail = (email: string): number => {
    const index = account().emails.otherEmails.findIndex((e) => e.email === email);
    if (index < 0) fail(400, `${email} is not an e-mail address of the account`);
    return index;
  };
  const asMember = <T extends object>(org: T | undefined) => (org ? { ...org, joinStatus: 'member' } : fail(404, 'Organization not found'));

  const handlers: FakeHandlers<typeof ops> = {
    ...(collectionHandlers<AccountApiToken>([ops.getUserApiTokens, ops.createUserApiToken, ops.deleteUserApiToken], responses, {
      what: 'API token',
      records: () => account().apiTokens,
      page: (records, inputs) => listBody(state, { params: {}, inputs }, records),
      nextId: () => account().nextTokenId++,
      created: (id) => ({ token: `acct${String(id)}${btoa(`token-${String(id)}`).replace(/=/g, '')}` }),
    }) as Pick<FakeHandlers<typeof ops>, 'account.listApiTokens' | 'account.createApiToken' | 'account.deleteApiToken'>),
    'account.get': () => me(),
    'account.update': (call) => {
      Object.assign(account().user ?? {}, definedOf(call.inputs));
      return me();
    },
    'account.delete': () => {
      account().user = undefined;
      return undefined;
    },
    'account.listEmails': () => account().emails,
    'account.removeEmail': ({ inputs: { email } }) => {
      const { emails } = account();
      if (emails.mainEmail.email === email) fail(422, 'The default e-mail address cannot be removed');
      emails.otherEmails.splice(otherEmail(email), 1);
      return undefined;
    },
    'account.setDefaultEmail': ({ inputs: { email } }) => {
      const { emails } = account();
      if (emails.mainEmail.email === email) return undefined;
      const index = otherEmail(email);
      const [chosen] = emails.otherEmails.splice(index, 1, emails.mainEmail);
      if (chosen) emails.mainEmail = chosen;
      return undefined;
    },
    'account.getEmailSettings': () => account().emailSettings,
    'account.updateEmailSettings': (call) => {
      Object.assign(account().emailSettings, definedOf(call.inputs));
      return undefined;
    },
    'account.listIntegrations': (call) => listBody(state, call, account().integrations),
    'account.deleteIntegration': (call) => {
      const { integrations } = account();
      const index = integrations.findIndex((i) => i.provider === call.params.provider);
      if (index < 0) fail(404, 'Integration not found');
      integrations.splice(index, 1);
      return undefined;
    },
    'account.listOrganizations': (call) => listBody(state, call, [...state.organizations.values()].map(asMember)),
    'account.getOrganization': ({ path }) => asMember(state.organizations.get(orgKey(path.provider, path.organization))),
    'account.getOrganizationByInstallation': ({ path }) => {
      if (path.provider !== 'gh') fail(400, 'Only the gh provider is supported');
      const key = account().installations.get(path.installationId);
      return asMember(key === undefined ? undefined : state.organizations.get(key));
    },
    'account.heartbeat': (call) => {
      const { session } = account();
      const now = Date.now();
      if (call.inputs.wasActive) session.lastActivity = new Date(now).toISOString();
      const idle = Math.max(0, IDLE_MS - (now - Date.parse(session.lastActivity)));
      const absolute = Math.max(0, ABSOLUTE_MS - (now - session.startedAt));
      return { lastActivity: session.lastActivity, idleExpiresIn: idle, absoluteExpiresIn: absolute };
    },
  };
  // Every operation of the account is a 404 once the account is deleted.
  const guarded = Object.entries(handlers).map(([id, handler]: [string, FakeHandler]): [string, FakeHandler] => [id, (call) => (me(), handler(call))]);
  return Object.fromEntries(guarded);
}
