import type { Operation } from '@typed-api/core/internal';
import { fail, fakeRoutes, sampleAnswers, type FakeCall, type FakeHandler } from '@typed-api/core/testing';
import * as responses from '../responses/index.js';
import { operations } from '../operations/index.js';
import type { FakeConfig } from './config.js';
import { hostingDialect } from './dialect.js';
import { accountHandlers } from './handlers/account.js';
import { authHandlers, fakeTokens } from './handlers/auth.js';
import { backupsHandlers } from './handlers/backups.js';
import { dnsHandlers } from './handlers/dns.js';
import { extensionsHandlers } from './handlers/extensions.js';
import { gitHandlers } from './handlers/git.js';
import { monitoringHandlers } from './handlers/monitoring.js';
import { siteAccessHandlers } from './handlers/site-access.js';
import { sitesHandlers } from './handlers/sites.js';
import { recordRequest, type FakeContext, type HostingFakeState } from './state.js';

/** The scope an operation needs beyond a valid token (403 without): conversions and account-level access `owner`, git writes `git_edit`. */
function scopeOf({ id, method }: Operation): string | undefined {
  if (id.startsWith('git.') && method !== 'GET') return 'git_edit';
  if (id.startsWith('sites.convert') || id === 'sites.makeLive' || id === 'collaborators.updateAccountLevelAccess') return 'owner';
  return undefined;
}

/**
 * Routes the hosting fake through the core's fake engine, in the hosting dialect: every routed request is
 * recorded; `/v1` operations need a valid bearer token (401), some a scope (403), and the site or zone their
 * path names (404), checked before their inputs are read; unknown paths and methods answer 404 and 405 in the
 * API's envelope; an operation without a handler answers a sample of its response schema. Not public: the fake
 * and the coverage test build it.
 */
export function hostingRoutes(config: FakeConfig, state: () => HostingFakeState) {
  const context: FakeContext = { config, state };
  const tokens = fakeTokens(context);
  const before = async ({ request, operation, params }: FakeCall): Promise<void> => {
    recordRequest(state(), config.baseUrl, request, await request.clone().text());
    // The token endpoints at the root take client credentials in their form body, not a bearer token.
    if (operation.at === 'root') return;
    const who = tokens.scopesOf(request.headers);
    if (typeof who === 'string') fail(401, who);
    const scope = scopeOf(operation);
    if (scope && !who.scopes.includes(scope)) fail(403, `The access token lacks the ${scope} scope required for this operation`);
    // A site or zone the path names must exist (the API's 404), whatever the operation does with it.
    if (params.siteId !== undefined) state().sites.require(Number(params.siteId));
    if (params.zoneId !== undefined) state().zones.require(Number(params.zoneId));
  };
  const handlers: Record<string, FakeHandler> = {
    ...authHandlers(context, tokens),
    ...accountHandlers(context),
    ...sitesHandlers(context),
    ...backupsHandlers(context),
    ...extensionsHandlers(context),
    ...gitHandlers(context),
    ...dnsHandlers(context),
    ...siteAccessHandlers(context),
    ...monitoringHandlers(context),
  };
  const api = fakeRoutes({ baseUrl: config.baseUrl, dialect: hostingDialect, operations, handlers, unhandled: sampleAnswers(responses), before });
  // The MSW handler of every operation, the ids of operations without a handler and of handlers for none, and the token issuer.
  return { handlers: [api.handler], missing: api.missing, undescribed: api.undescribed, issueToken: tokens.issueToken };
}
