import { fakeRoutes, type FakeCall } from '@typed-api/core/testing';
import type { HttpHandler } from 'msw';
import { operations } from '../operations/index.js';
import type { FakeConfig } from './config.js';
import { guardRoutes, hostingDialect } from './http.js';
import { accountRoutes } from './routes-account.js';
import { fakeAuth } from './routes-auth.js';
import { backupRoutes, muPluginRoutes } from './routes-backups.js';
import { collaboratorRoutes } from './routes-collaborators.js';
import { dnsRoutes } from './routes-dns.js';
import { gitRoutes } from './routes-git.js';
import { monitoringRoutes } from './routes-monitoring.js';
import { siteToolRoutes } from './routes-site-tools.js';
import { siteRoutes } from './routes-sites.js';
import type { HostingFakeState } from './state.js';

/** Scopes operations need beyond a valid token (403 without): conversions `owner`, git writes `git_edit`. */
const SCOPES: Readonly<Record<string, string>> = {
  'sites.convertToSandbox': 'owner',
  'sites.convertToLive': 'owner',
  'sites.convertToStaging': 'owner',
  'sites.convertToTemplate': 'owner',
  'sites.makeLive': 'owner',
  'collaborators.updateAccountLevelAccess': 'owner',
  'git.storeToken': 'git_edit',
  'git.revokeToken': 'git_edit',
  'git.connect': 'git_edit',
  'git.update': 'git_edit',
  'git.disconnect': 'git_edit',
  'git.deploy': 'git_edit',
};

/** The routed fake: its MSW handlers and the operations the engine cannot answer. */
export interface HostingRoutes {
  /** The engine's handler for every operation under the base URL (the token endpoints at its root included). */
  readonly handlers: HttpHandler[];
  /** Ids of described operations without a handler (none when the fake is complete). */
  readonly missing: readonly string[];
  /** Issues a token directly, as the token endpoint would. */
  readonly issueToken: (scopes?: string[]) => string;
}

/**
 * Routes the hosting fake through the core's fake engine, in the hosting dialect: `/v1` operations are
 * recorded, need a valid bearer token (and some a scope) and read JSON bodies; unknown paths and methods
 * answer 404 and 405 in the API's envelope. Not public: the fake and the coverage test build it.
 */
export function hostingRoutes(config: FakeConfig, state: () => HostingFakeState): HostingRoutes {
  const { baseUrl } = config;
  const auth = fakeAuth(config, state);
  const routes = {
    ...accountRoutes(state),
    ...siteRoutes(state),
    ...siteToolRoutes(state),
    ...collaboratorRoutes(state),
    ...backupRoutes(state, config),
    ...muPluginRoutes(state, config),
    ...gitRoutes(state, config),
    ...dnsRoutes(state),
    ...monitoringRoutes(state),
  };
  const api = fakeRoutes({
    baseUrl,
    dialect: hostingDialect,
    operations,
    handlers: {
      ...guardRoutes({ baseUrl, state, authenticate: auth.authenticate, scopes: SCOPES, routes }),
      // The token endpoints take client credentials in a form body, not a bearer token: not guarded.
      ...Object.fromEntries(Object.entries(auth.handlers).map(([id, handler]) => [id, ({ request }: FakeCall) => handler(request)])),
    },
  });
  return { handlers: [api.handler], missing: api.missing, issueToken: auth.issueToken };
}
