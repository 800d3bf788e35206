// Hand-written: token handling goes through the client's auth strategy (its cache and its single
// in-flight request), not through one call of the token operations.
import { type AuthStrategy, type ClientCredentialsAuth, type HttpClient, type RequestOptions, TypedApiError } from '@typed-api/core';
import type { Token } from '../responses/auth.js';

/** True when a strategy can issue and revoke tokens (made by `clientCredentialsAuth`). */
function isClientCredentialsAuth(auth: AuthStrategy): auth is ClientCredentialsAuth {
  const candidate = auth as Partial<ClientCredentialsAuth>;
  return typeof candidate.token === 'function' && typeof candidate.revoke === 'function';
}

/** Token handling of a client that uses client credentials: through its auth strategy, which caches the token. */
export class AuthComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
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
