import { TypedApiError, type AuthStrategy, type ClientCredentialsAuth, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';

/** A token as the token endpoint returns it, with the profile of the account it belongs to. */
export const tokenSchema = z.looseObject({
  access_token: z.string(),
  /** `Bearer`. */
  token_type: z.optional(z.string()),
  /** Lifetime in seconds (about an hour). */
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  /** Unix seconds. */
  created_at: z.optional(z.number()),
  id: z.optional(z.number()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  gravatar: z.optional(z.string()),
  /** Scopes granted, e.g. `authorized`, `owner`. */
  scopes: z.optional(z.array(z.string())),
});
/** A token with its lifetime, scopes and the account profile. */
export type Token = z.infer<typeof tokenSchema>;

// The token endpoints live at `{baseUrl}/auth/...`, outside the `/v1` prefix (`at: 'root'`): the
// client-credentials strategy sends these requests itself. The declarations describe the wire for tests,
// coverage and the fake.

/** Issues a token for the client credentials (form-encoded). */
export const tokenOperation = defineOperation({
  id: 'auth.token',
  method: 'POST',
  path: '/auth/token',
  at: 'root',
  bodyType: 'form',
  body: z.object({ grant_type: z.literal('client_credentials'), client_id: z.string(), client_secret: z.string() }),
  response: tokenSchema,
  specIds: ['POST /auth/token'],
});

/** Invalidates a token (form-encoded). */
export const revokeOperation = defineOperation({
  id: 'auth.revoke',
  method: 'POST',
  path: '/auth/revoke',
  at: 'root',
  bodyType: 'form',
  body: z.object({ token: z.string(), client_id: z.string(), client_secret: z.string() }),
  responseType: 'none',
  specIds: ['POST /auth/revoke'],
});

/** True when a strategy can issue and revoke tokens (made by `clientCredentialsAuth`). */
export function isClientCredentialsAuth(auth: AuthStrategy): auth is ClientCredentialsAuth {
  const candidate = auth as Partial<ClientCredentialsAuth>;
  return typeof candidate.token === 'function' && typeof candidate.revoke === 'function';
}

/** Token handling of a client that uses client credentials. */
export class Auth {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * The current access token: the cached one while it is valid, else a fresh one (one request shared by
   * concurrent callers). Useful to fail fast on bad credentials or to read the granted scopes.
   */
  async token(options?: RequestOptions): Promise<Token> {
    return await this.#strategy().token(this.#http.authContext(options?.signal));
  }

  /** Invalidates the current token at the API and forgets it; the next call fetches a new one. */
  async revoke(options?: RequestOptions): Promise<void> {
    await this.#strategy().revoke(this.#http.authContext(options?.signal));
  }

  #strategy(): ClientCredentialsAuth {
    const auth = this.#http.auth;
    if (!isClientCredentialsAuth(auth)) {
      throw new TypedApiError('auth.token() and auth.revoke() need client credentials (clientId and clientSecret); this client uses a fixed token');
    }
    return auth;
  }
}
