// Hand-written: the token endpoints at the API's root (client credentials in a form body, no bearer token), tokens
// that expire by the fake's clock and can be revoked, and the caller's scopes read from a request.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as auth from '../../operations/auth.js';
import type { FakeContext } from '../state.js';

/** OAuth client credentials: tokens that expire by the fake's clock and can be revoked. */
export function fakeTokens({ config, state }: FakeContext) {
  /** Issues a token (as the token endpoint would), with the configured scopes unless others are given. */
  const issueToken = (granted: string[] = config.scopes): string => {
    const s = state();
    s.tokensIssued++;
    const token = `tok_${String(s.tokensIssued)}_${Math.random().toString(36).slice(2, 10)}`;
    s.tokens.set(token, { expiresAt: config.now() + config.tokenLifetimeSeconds * 1000, scopes: granted });
    return token;
  };
  /** The scopes of the bearer token in `headers`, or why the token is refused (a 401). */
  const scopesOf = (headers: Headers): { scopes: string[] } | string => {
    const match = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '');
    if (!match?.[1]) return 'Missing access token';
    const token = match[1];
    if (token === config.accessToken) return { scopes: config.scopes };
    const s = state();
    const info = s.tokens.get(token);
    if (!info || s.revokedTokens.has(token)) return 'Invalid access token';
    if (config.now() >= info.expiresAt) return 'The access token has expired';
    return { scopes: info.scopes };
  };
  return { issueToken, scopesOf };
}

/** The fake's tokens: issuing them, and reading the caller's scopes from a request's `Authorization` header. */
export type FakeTokens = ReturnType<typeof fakeTokens>;

/** The token endpoints: a token for the configured client's credentials, and its revocation. */
export function authHandlers({ config, state }: FakeContext, tokens: FakeTokens): FakeHandlers<typeof auth> {
  const checkClient = (inputs: { client_id?: string | undefined; client_secret?: string | undefined }): void => {
    if (inputs.client_id !== config.clientId || inputs.client_secret !== config.clientSecret) fail(401, 'Invalid client credentials');
  };
  return {
    'auth.token': ({ inputs }) => {
      checkClient(inputs);
      const { account } = state();
      const scope = config.scopes.join(' ');
      const createdAt = Math.floor(config.now() / 1000);
      const who = { id: 1, name: account.name, email: account.email, gravatar: account.gravatar, scopes: config.scopes };
      return { access_token: tokens.issueToken(), token_type: 'Bearer', expires_in: config.tokenLifetimeSeconds, scope, created_at: createdAt, ...who };
    },
    'auth.revoke': ({ inputs, reply }) => {
      checkClient(inputs);
      if (inputs.token) state().revokedTokens.add(inputs.token);
      // The API answers a revoke with an empty 200 (no body at all).
      return reply(undefined, { status: 200 });
    },
  };
}
