import { fakeRoutes, FakeHttpError } from '@typed-api/core/testing';
import { http, type HttpHandler } from 'msw';
import { operations } from '../operations.js';
import { revokeOperation, tokenOperation } from '../resources/auth.js';
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

/**
 * The described operations the engine does not route: the token endpoints sit at `{baseUrl}/auth/...`,
 * outside the dialect's `/v1` prefix, so they keep their own MSW handlers in front of the engine's.
 */
export const OUTSIDE_ENGINE: readonly string[] = [tokenOperation.id, revokeOperation.id];

/** The routed fake: its MSW handlers and the operations the engine cannot answer. */
export interface HostingRoutes {
  /** The token endpoints' handlers first, then the engine's handler for everything else under the base URL. */
  readonly handlers: HttpHandler[];
  /** Ids of described operations without an engine handler: exactly {@link OUTSIDE_ENGINE} when the fake is complete. */
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
    handlers: guardRoutes({ baseUrl, state, authenticate: auth.authenticate, scopes: SCOPES, routes }),
  });
  // Both token operations are POSTs; a thrown FakeHttpError answers in the dialect, as in the engine.
  const tokens = [tokenOperation, revokeOperation].map((operation) =>
    http.post(`${baseUrl}${operation.path}`, async ({ request }) => {
      try {
        return await auth.handlers[operation.id]?.(request);
      } catch (error) {
        if (error instanceof FakeHttpError) return hostingDialect.error(error.status, error.code, error.message);
        throw error;
      }
    }),
  );
  return { handlers: [...tokens, api.handler], missing: api.missing, issueToken: auth.issueToken };
}
