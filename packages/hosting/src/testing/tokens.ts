import type { FakeContext } from './state.js';

/** The fake's tokens: issuing them, and reading the caller's scopes from a request's `Authorization` header. */
export interface FakeTokens {
  /** Issues a token (as the token endpoint would), with the configured scopes unless others are given. */
  readonly issueToken: (scopes?: string[]) => string;
  /** The scopes of the bearer token in `headers`, or why the token is refused (a 401). */
  readonly scopesOf: (headers: Headers) => { scopes: string[] } | string;
}

/** OAuth client credentials: tokens that expire by the fake's clock and can be revoked. */
export function fakeTokens({ config, state }: FakeContext): FakeTokens {
  const issueToken = (granted: string[] = config.scopes): string => {
    const s = state();
    s.tokensIssued++;
    const token = `tok_${String(s.tokensIssued)}_${Math.random().toString(36).slice(2, 10)}`;
    s.tokens.set(token, { expiresAt: config.now() + config.tokenLifetimeSeconds * 1000, scopes: granted });
    return token;
  };
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
