import { createFaultInjector, type FaultInjector } from '@typed-api/core/testing';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeConfig } from './config.js';
import { createRouter, fail, recordRequest } from './http.js';
import { accountRoutes } from './routes-account.js';
import { backupRoutes, muPluginRoutes } from './routes-backups.js';
import { collaboratorRoutes } from './routes-collaborators.js';
import { dnsRoutes } from './routes-dns.js';
import { gitRoutes } from './routes-git.js';
import { monitoringRoutes } from './routes-monitoring.js';
import { siteToolRoutes } from './routes-site-tools.js';
import { siteRoutes } from './routes-sites.js';
import { initialState, type HostingFakeState } from './state.js';

export { GIT_MESSAGES } from './routes-git.js';
export { newFakeSite, siteRecord, type FakeGit, type FakeOndemandBackup, type FakeSite, type FakeToken, type HostingFakeState, type Json, type RecordedRequest } from './state.js';

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

/** A stateful fake of the hosting API, as MSW handlers. */
export interface HostingFake {
  /** MSW handlers: the fault injector first, then token endpoints and every `/v1` route. */
  readonly handlers: HttpHandler[];
  /** The current state; change it to set up scenarios (it is replaced by `reset()`). */
  readonly state: HostingFakeState;
  /** Makes the next calls fail (429, 5xx, resets, bad JSON). */
  readonly faults: FaultInjector;
  /** The base URL the handlers answer under. */
  readonly baseUrl: string;
  /** Issues a token directly (as the token endpoint would), e.g. with fewer scopes. */
  issueToken(scopes?: string[]): string;
  /** Back to the initial state; drops queued faults. */
  reset(): void;
}

/**
 * Creates a stateful fake of the hosting API: OAuth tokens that expire, sites that convert by the
 * allowed moves, on-demand backups that complete, git deploys, paging, and the API's error envelopes.
 */
export function createHostingFake(options: HostingFakeOptions = {}): HostingFake {
  const baseUrl = (options.baseUrl ?? 'https://hosting.test').replace(/\/+$/, '');
  const clientId = options.clientId ?? 'test-client-id';
  const clientSecret = options.clientSecret ?? 'test-client-secret';
  const scopes = options.scopes ?? ['authorized', 'owner', 'git_edit'];
  const fixedToken = options.accessToken ?? 'test-access-token';
  const lifetime = options.tokenLifetimeSeconds ?? 3599;
  const config: FakeConfig = {
    now: options.now ?? (() => Date.now()),
    backupPollsToComplete: options.backupPollsToComplete ?? 1,
    deployPollsToFinish: options.deployPollsToFinish ?? 1,
    downloadBytes: options.downloadBytes ?? 64 * 1024,
  };
  let state = initialState();
  const current = (): HostingFakeState => state;
  const faults = createFaultInjector({ scope: baseUrl });

  const issueToken = (granted: string[] = scopes): string => {
    state.tokensIssued++;
    const token = `tok_${String(state.tokensIssued)}_${Math.random().toString(36).slice(2, 10)}`;
    state.tokens.set(token, { expiresAt: config.now() + lifetime * 1000, scopes: granted });
    return token;
  };

  const authenticate = (authorization: string | null): { scopes: string[] } | string => {
    const match = /^Bearer (.+)$/.exec(authorization ?? '');
    if (!match?.[1]) return 'Missing access token';
    const token = match[1];
    if (token === fixedToken) return { scopes };
    const info = state.tokens.get(token);
    if (!info || state.revokedTokens.has(token)) return 'Invalid access token';
    if (config.now() >= info.expiresAt) return 'The access token has expired';
    return { scopes: info.scopes };
  };

  const router = createRouter(baseUrl, current, authenticate);
  accountRoutes(router, current);
  // Fixed `/sites/...` paths before the site routes, so that `/sites/:siteId` does not catch them.
  siteToolRoutes(router, current);
  collaboratorRoutes(router, current);
  siteRoutes(router, current);
  backupRoutes(router, current, config);
  muPluginRoutes(router, current, config);
  gitRoutes(router, current, config);
  dnsRoutes(router, current);
  monitoringRoutes(router, current);

  const readForm = async (request: Request): Promise<URLSearchParams> => {
    const text = await request.text();
    recordRequest(state, baseUrl, request, text);
    return new URLSearchParams(text);
  };
  const tokenHandlers = [
    http.post(`${baseUrl}/auth/token`, async ({ request }) => {
      const form = await readForm(request);
      if (form.get('grant_type') !== 'client_credentials') return fail(400, 'grant_type must be client_credentials');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return fail(401, 'Invalid client credentials');
      const token = issueToken();
      const account = state.account;
      return HttpResponse.json({
        access_token: token,
        token_type: 'Bearer',
        expires_in: lifetime,
        scope: scopes.join(' '),
        created_at: Math.floor(config.now() / 1000),
        id: 1,
        name: account.name,
        email: account.email,
        gravatar: account.gravatar,
        scopes,
      });
    }),
    http.post(`${baseUrl}/auth/revoke`, async ({ request }) => {
      const form = await readForm(request);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return fail(401, 'Invalid client credentials');
      const token = form.get('token');
      if (token) state.revokedTokens.add(token);
      return new HttpResponse(null, { status: 200 });
    }),
  ];

  return {
    handlers: [faults.handler, ...tokenHandlers, ...router.handlers],
    get state() {
      return state;
    },
    faults,
    baseUrl,
    issueToken,
    reset() {
      state = initialState();
      faults.clear();
    },
  };
}
