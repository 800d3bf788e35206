import { HttpResponse } from 'msw';
import type { FakeConfig } from './config.js';
import { recordRequest, reject } from './http.js';
import type { HostingFakeState } from './state.js';

/** The fake's tokens: issuing them, checking them, and the two token endpoints. */
export interface FakeAuth {
  /** Issues a token (as the token endpoint would), with the configured scopes unless others are given. */
  readonly issueToken: (scopes?: string[]) => string;
  /** The scopes of the bearer token in an `Authorization` header, or why the token is refused. */
  readonly authenticate: (authorization: string | null) => { scopes: string[] } | string;
  /** Answers of `auth.token` and `auth.revoke` by operation id (form bodies, no bearer token); they stop with {@link reject}. */
  readonly handlers: Record<string, (request: Request) => Promise<Response>>;
}

/** OAuth client credentials: tokens that expire by the fake's clock and can be revoked. */
export function fakeAuth(config: FakeConfig, state: () => HostingFakeState): FakeAuth {
  const { clientId, clientSecret, scopes } = config;
  const issueToken = (granted: string[] = scopes): string => {
    const s = state();
    s.tokensIssued++;
    const token = `tok_${String(s.tokensIssued)}_${Math.random().toString(36).slice(2, 10)}`;
    s.tokens.set(token, { expiresAt: config.now() + config.tokenLifetimeSeconds * 1000, scopes: granted });
    return token;
  };

  const authenticate = (authorization: string | null): { scopes: string[] } | string => {
    const match = /^Bearer (.+)$/.exec(authorization ?? '');
    if (!match?.[1]) return 'Missing access token';
    const token = match[1];
    if (token === config.accessToken) return { scopes };
    const s = state();
    const info = s.tokens.get(token);
    if (!info || s.revokedTokens.has(token)) return 'Invalid access token';
    if (config.now() >= info.expiresAt) return 'The access token has expired';
    return { scopes: info.scopes };
  };

  const readForm = async (request: Request): Promise<URLSearchParams> => {
    const text = await request.text();
    recordRequest(state(), config.baseUrl, request, text);
    return new URLSearchParams(text);
  };
  const checkClient = (form: URLSearchParams): void => {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) reject(401, 'Invalid client credentials');
  };

  return {
    issueToken,
    authenticate,
    handlers: {
      'auth.token': async (request) => {
        const form = await readForm(request);
        if (form.get('grant_type') !== 'client_credentials') reject(400, 'grant_type must be client_credentials');
        checkClient(form);
        const token = issueToken();
        const account = state().account;
        return HttpResponse.json({
          access_token: token,
          token_type: 'Bearer',
          expires_in: config.tokenLifetimeSeconds,
          scope: scopes.join(' '),
          created_at: Math.floor(config.now() / 1000),
          id: 1,
          name: account.name,
          email: account.email,
          gravatar: account.gravatar,
          scopes,
        });
      },
      'auth.revoke': async (request) => {
        const form = await readForm(request);
        checkClient(form);
        const token = form.get('token');
        if (token) state().revokedTokens.add(token);
        return new HttpResponse(null, { status: 200 });
      },
    },
  };
}
