import type { AccountApiToken, AccountIntegration, EmailSettings, User, UserEmail } from '../responses/account.js';

/** The profile of the fake's user: the API's record without its e-mail fields (read from {@link FakeAccountState.emails}). */
export type FakeUserProfile = Pick<User, 'id' | 'name' | 'isAdmin' | 'isActive' | 'created' | 'intercomHash' | 'zendeskHash' | 'shouldDoClientQualification'>;

/** The account of the fake's token holder, as the `account` namespace reads and changes it. */
export interface FakeAccountState {
  /** The profile; its e-mail fields are read from `emails`. Undefined once the account is deleted (then every account read is a 404). */
  user: FakeUserProfile | undefined;
  /** The default e-mail address and the others. */
  emails: { mainEmail: UserEmail; otherEmails: UserEmail[] };
  /** E-mail notification settings. */
  emailSettings: EmailSettings;
  /** Git providers the user has signed in with. */
  integrations: AccountIntegration[];
  /** Account API tokens, oldest first. */
  apiTokens: AccountApiToken[];
  /** The id the next created token gets. */
  nextTokenId: number;
  /** Git provider app installations: installation id to the `provider/organization` key of an organization of the state. */
  installations: Map<number, string>;
  /** The session: when it started (ms since the epoch) and the last activity a heartbeat reported (ISO time). */
  session: { startedAt: number; lastActivity: string };
}

/** The account the fake starts with: Ada, a service admin with two e-mail addresses, three integrations and one API token. */
export function seedAccount(): FakeAccountState {
  return {
    user: {
      id: 7001,
      name: 'Ada Lovelace',
      isAdmin: true,
      isActive: true,
      created: '2023-03-14T09:26:53Z',
      intercomHash: 'c0ffee11aa22bb33',
      zendeskHash: 'd00dfeed44cc55ee',
      shouldDoClientQualification: false,
    },
    emails: { mainEmail: { email: 'ada@example.test', isPrivate: false }, otherEmails: [{ email: 'ada@users.noreply.example.test', isPrivate: true }] },
    emailSettings: { perCommit: false, perPullRequest: true, onlyMyActivity: true },
    integrations: [
      { provider: 'gh', host: 'github.com', lastAuthenticated: '2024-05-02T08:15:00Z' },
      { provider: 'gl', host: 'gitlab.com', lastAuthenticated: '2024-04-11T16:40:00Z' },
      { provider: 'bb', host: 'bitbucket.org', lastAuthenticated: '2024-02-20T11:05:00Z' },
    ],
    apiTokens: [{ id: 30, token: 'X9aQ2pLr7vTz4KcW1mNe', expiresAt: '2025-12-31T23:59:59Z' }],
    nextTokenId: 31,
    installations: new Map([[52411873, 'gh/acme']]),
    session: { startedAt: Date.now(), lastActivity: new Date().toISOString() },
  };
}
