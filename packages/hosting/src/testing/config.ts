/** Options of {@link createHostingFake}. */
export interface HostingFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://hosting.test`. */
  baseUrl?: string;
  /** The client id the token endpoint accepts. Default `test-client-id`. */
  clientId?: string;
  /** The client secret the token endpoint accepts. Default `test-client-secret`. */
  clientSecret?: string;
  /** Scopes of issued tokens. Default `['authorized', 'owner', 'git_edit']`. */
  scopes?: string[];
  /** A fixed token the fake accepts without expiry (for clients given `accessToken`). Default `test-access-token`. */
  accessToken?: string;
  /** Lifetime of issued tokens, in seconds. Default 3599. */
  tokenLifetimeSeconds?: number;
  /** The fake's clock in milliseconds, for token expiry and timestamps. Default `Date.now`. */
  now?: () => number;
  /** Reads of a creating on-demand backup before it completes. Default 1 (the first read sees it done). */
  backupPollsToComplete?: number;
  /** History reads of a processing deploy before it is deployed. Default 1. */
  deployPollsToFinish?: number;
  /** Size of every backup download, in bytes. Default 64 KiB. */
  downloadBytes?: number;
}

/** Settings of a fake: its options with their defaults filled in (and `baseUrl` without a trailing slash). */
export type FakeConfig = Required<HostingFakeOptions>;

/** The options with their defaults filled in. */
export function resolveConfig(options: HostingFakeOptions = {}): FakeConfig {
  return {
    baseUrl: (options.baseUrl ?? 'https://hosting.test').replace(/\/+$/, ''),
    clientId: options.clientId ?? 'test-client-id',
    clientSecret: options.clientSecret ?? 'test-client-secret',
    scopes: options.scopes ?? ['authorized', 'owner', 'git_edit'],
    accessToken: options.accessToken ?? 'test-access-token',
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3599,
    now: options.now ?? (() => Date.now()),
    backupPollsToComplete: options.backupPollsToComplete ?? 1,
    deployPollsToFinish: options.deployPollsToFinish ?? 1,
    downloadBytes: options.downloadBytes ?? 64 * 1024,
  };
}
