import { HostingClient } from '@typed-api/hosting';
import { check, type Scenario } from '../scenario.ts';

/**
 * OAuth client credentials: the client fetches a token on the first call, shares it between calls,
 * renews it before it expires, and fetches a new one after a revoke. You never handle it yourself.
 */
export const hostingTokens: Scenario = {
  title: 'hosting: token handling with OAuth client credentials',
  api: 'hosting',
  async run({ targets: { hosting: target }, step, logger }) {
    const hosting = new HostingClient({ baseUrl: target.baseUrl, clientId: target.clientId, clientSecret: target.clientSecret, logger });

    // Fail fast on bad credentials, and see what the token may do.
    const token = await hosting.auth.token();
    step(`token for ${token.email ?? 'the account'}: valid ${String(token.expires_in ?? '?')} s, scopes ${(token.scopes ?? []).join(', ')}`);
    const owner = token.scopes?.includes('owner') ?? false;
    step(owner ? 'the owner scope allows conversions and account-level access' : 'no owner scope: conversions will answer 403');

    // Ten calls at once share that one token (no token request each).
    const sites = await Promise.all(Array.from({ length: 10 }, () => hosting.sites.get(target.siteId)));
    step(`10 concurrent calls, one token: site "${sites[0]?.name ?? '?'}"`);
    const same = await hosting.auth.token();
    check(same.access_token === token.access_token, 'the cached token is reused');

    // Revoke it: the next call fetches a new token by itself.
    await hosting.auth.revoke();
    const account = await hosting.account.get();
    const renewed = await hosting.auth.token();
    check(renewed.access_token !== token.access_token, 'a new token after the revoke');
    step(`revoked; the next call fetched a new token on its own (account "${account.name ?? '?'}")`);
    // Secrets never show: not in errors, logs, JSON or inspect output.
    step(`JSON.stringify(client) = ${JSON.stringify(hosting)}`);
  },
};
