import { ApiError, AuthenticationError, createApiError, ValidationError } from './errors.js';
import { headerProblem, isHeaderSafe } from './options.js';
import { untilAborted } from './signals.js';
import { resolveUrl } from './url.js';

/** What an auth strategy may change on an outgoing request. */
export interface AuthTarget {
  /** Request headers; set credentials here. */
  headers: Headers;
  /** Request URL; query credentials go in its search params. */
  url: URL;
}

/** Facilities the client lends to a strategy that needs its own HTTP calls (OAuth). */
export interface AuthContext {
  /** The client's base URL, to resolve relative token endpoints against. */
  baseUrl: string;
  /** The client's fetch, so that test doubles and custom agents apply to token calls too. */
  fetch: typeof fetch;
  /** The API's name, for errors the strategy raises itself. */
  api?: string | undefined;
  /** The caller's signal for the current call (its per-attempt timeout included). */
  signal?: AbortSignal | undefined;
  /**
   * Sends a request that carries credentials in a form body (a token or revoke request) through the
   * client's own request path: per-attempt timeout, retries, redaction, and no redirects ever. Resolves
   * to the parsed JSON body; rejects with the client's typed errors. `signal` is the only caller whose
   * abort stops it (none for a request shared by many callers).
   */
  send(request: AuthRequest, signal?: AbortSignal): Promise<unknown>;
}

/** A credential request an auth strategy asks the client to send. */
export interface AuthRequest {
  /** A name for logs and errors, e.g. `auth.token`. */
  id: string;
  /** Where to send it. */
  url: URL;
  /** The form fields (sent as `application/x-www-form-urlencoded`). */
  form: Record<string, string>;
  /** `json` to parse the answer, `none` to ignore its body. */
  expect: 'json' | 'none';
  /** How often a rate limit, server failure or network error may be retried. */
  maxRetries: number;
}

/** How a client authenticates. Made by the factory functions below and passed as the `auth` option. */
export interface AuthStrategy {
  /** A short name for logs and `inspect` output; never a secret. */
  readonly kind: string;
  /** Adds credentials to a request before it is sent. */
  apply(target: AuthTarget, context: AuthContext): void | Promise<void>;
  /**
   * Called after a 401, with the request that got it: return true to have the request retried once
   * with fresh credentials.
   */
  onUnauthorized?(context: AuthContext, request?: AuthTarget): boolean | Promise<boolean>;
  /** The literal secret values this strategy holds, so the SDK can scrub them from errors and logs. */
  secrets(): string[];
  /** A description without secrets, e.g. `AuthStrategy(bearer)`. */
  toString(): string;
}

function strategy(kind: string, parts: Omit<AuthStrategy, 'kind'>): AuthStrategy {
  const s: AuthStrategy = { kind, ...parts };
  // Inspection and JSON show only the kind: the secrets live in closures.
  Object.defineProperty(s, Symbol.for('nodejs.util.inspect.custom'), { value: () => `AuthStrategy(${kind})` });
  Object.defineProperty(s, 'toJSON', { value: () => ({ kind }) });
  Object.defineProperty(s, 'toString', { value: () => `AuthStrategy(${kind})` });
  return s;
}

/** Refuses a credential that could not be sent as given: empty, not text, or with a line break inside (never quoting it). */
function checkCredential(name: string, value: unknown, inHeader = true): void {
  const problem =
    typeof value !== 'string' || value === ''
      ? 'is required and must be a non-empty string'
      : inHeader && !isHeaderSafe(value)
        ? 'contains a line break or NUL, which cannot be sent in a header (was it read from a file with its newline?); remove it'
        : /^(bearer|basic|token)\s/i.test(value)
          ? `starts with a scheme ("${value.slice(0, value.search(/\s/))} …"): give the credential alone, the client adds the scheme`
          : undefined;
  if (problem) throw new ValidationError('Invalid credentials', [{ path: [name], code: 'invalid_option', message: problem }]);
}

/** Sends `Authorization: Bearer <token>`. The recommended way for token-based APIs. */
export function bearerAuth(token: string): AuthStrategy {
  checkCredential('token', token);
  return strategy('bearer', {
    apply: ({ headers }) => {
      headers.set('authorization', `Bearer ${token}`);
    },
    secrets: () => [token],
  });
}

/**
 * Sends the token as a query parameter (default `token`). Less safe than a header: URLs end up in
 * proxy and server logs. The SDK itself redacts it from everything it shows.
 */
export function queryTokenAuth(token: string, parameter = 'token'): AuthStrategy {
  checkCredential('token', token, false);
  return strategy('query-token', {
    apply: ({ url }) => {
      url.searchParams.set(parameter, token);
    },
    secrets: () => [token],
  });
}

/** Sends fixed headers, e.g. `{ 'api-token': key }` or a payment credential header. All values count as secrets. */
export function headerAuth(headers: Record<string, string>): AuthStrategy {
  const problem = headerProblem(headers);
  if (problem) throw new ValidationError('Invalid credentials', [{ path: ['headers'], code: 'invalid_option', message: problem }]);
  const values = Object.values(headers);
  return strategy('header', {
    apply: (target) => {
      for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
    },
    secrets: () => values,
  });
}

/** HTTP Basic authentication (for example WordPress application passwords). */
export function basicAuth(username: string, password: string): AuthStrategy {
  checkCredential('username', username);
  checkCredential('password', password, false);
  const encoded = base64(`${username}:${password}`);
  return strategy('basic', {
    apply: ({ headers }) => {
      headers.set('authorization', `Basic ${encoded}`);
    },
    secrets: () => [password, encoded],
  });
}

/** A logged-in browser session: the cookie (where the runtime lets you set it) plus an `X-WP-Nonce` header. */
export function cookieNonceAuth(cookie: string | undefined, nonce: string): AuthStrategy {
  if (cookie !== undefined) checkCredential('cookie', cookie);
  checkCredential('nonce', nonce);
  return strategy('cookie-nonce', {
    apply: ({ headers }) => {
      if (cookie) headers.set('cookie', cookie);
      headers.set('x-wp-nonce', nonce);
    },
    secrets: () => [cookie ?? '', nonce],
  });
}

/** Sends no credentials: for public endpoints. */
export function noAuth(): AuthStrategy {
  return strategy('none', { apply: () => undefined, secrets: () => [] });
}

/** How many times a token request is retried after a rate limit, server failure or network error. */
const TOKEN_RETRIES = 2;

/** Options of {@link clientCredentialsAuth}. */
export interface ClientCredentialsOptions {
  /** The OAuth client id. */
  clientId: string;
  /** The OAuth client secret. Never logged or shown. */
  clientSecret: string;
  /** Token endpoint; relative URLs resolve against the client's base URL. Default `/auth/token`. */
  tokenUrl?: string;
  /** Revocation endpoint; relative URLs resolve against the client's base URL. Default `/auth/revoke`. */
  revokeUrl?: string;
  /** Renew the token this long before it expires. Default 60 000 ms. */
  refreshMarginMs?: number;
  /** Extra form fields for the token request (e.g. `scope`). */
  extraFields?: Record<string, string>;
}

/** An OAuth client-credentials strategy, with a method to revoke the current token. */
export interface ClientCredentialsAuth extends AuthStrategy {
  /** Invalidates the current token at the server and forgets it. Does nothing without a token. */
  revoke(context: AuthContext): Promise<void>;
  /** Fetches a token now (or returns the cached one), e.g. to fail fast on bad credentials. */
  token(context: AuthContext): Promise<TokenInfo>;
}

/** The token response fields the SDK relies on; others are kept. */
export interface TokenInfo {
  /** The token itself, sent as `Authorization: Bearer <token>`. Treat it as a secret. */
  access_token: string;
  /** The kind of token, normally `Bearer`. */
  token_type?: string;
  /** Lifetime in seconds. */
  expires_in?: number;
  [field: string]: unknown;
}

/** A cached token and the time (epoch milliseconds) it expires at. */
interface CachedToken {
  info: TokenInfo;
  expiresAt: number;
}

/** A token request in flight, with the bookkeeping that lets many callers share it. */
interface SharedTokenRequest {
  promise: Promise<TokenInfo>;
  /** Stops the request once every waiter has given up. */
  controller: AbortController;
  /** How many callers are waiting on it right now. */
  waiters: number;
  /** True once the request has succeeded or failed. */
  settled: boolean;
}

/** What one client-credentials strategy holds between calls: its options, the token it has, the request it is making. */
interface TokenState {
  readonly options: ClientCredentialsOptions;
  /** How long before expiry a cached token is renewed, in milliseconds. */
  readonly margin: number;
  cached: CachedToken | undefined;
  /** The token request in flight, shared by every caller that needs a token meanwhile. */
  shared: SharedTokenRequest | undefined;
}

/** The form a client-credentials token request posts. */
function tokenForm(options: ClientCredentialsOptions): Record<string, string> {
  return { grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret, ...options.extraFields };
}

/**
 * Turns a failed token request into a `token-request-failed` error that says why (in the server's words
 * when it gave some). Errors that are not answers from the server, and refused redirects, pass as they are.
 */
function tokenRequestFailed(error: unknown, where: string): unknown {
  if (!(error instanceof ApiError) || error.code === 'redirect-refused') return error;
  return createApiError({
    status: error.status,
    code: 'token-request-failed',
    message: `Could not obtain an access token: ${errorMessage(error.body) ?? `token endpoint answered ${String(error.status)}`}`,
    body: error.body,
    headers: error.headers,
    method: 'POST',
    url: where,
    retryAfterMs: error.retryAfterMs,
    api: error.api,
  });
}

/** The error for a token endpoint that answered, but with no usable token. */
function tokenRefused(problem: string, where: string, api: string | undefined): ApiError {
  return createApiError({ status: 401, code: 'token-request-failed', message: `Could not obtain an access token: ${problem}`, method: 'POST', url: where, api });
}

/** The token in a token endpoint's answer, refused when there is none or it could not be sent in a header. */
function usableToken(body: unknown, where: string, api: string | undefined): TokenInfo {
  const info = tokenFrom(body);
  if (!info) throw tokenRefused(errorMessage(body) ?? 'the token endpoint answered without an access_token', where, api);
  if (!isHeaderSafe(info.access_token)) throw tokenRefused('the token endpoint returned a token with a line break, which cannot be sent in a header', where, api);
  return info;
}

/** A token's lifetime in seconds: its `expires_in` when that is a positive finite number, else an hour. */
function lifetimeSeconds(info: TokenInfo): number {
  // Only a positive finite number of seconds is a lifetime; anything else the server sends (none, text, 0, 1e400) means an hour.
  const seconds = Number.isFinite(info.expires_in) ? Number(info.expires_in) : 0;
  return seconds > 0 ? seconds : 3600;
}

/** Asks the token endpoint for a new token and caches it; `signal` is the shared request's own, not a caller's. */
async function fetchToken(state: TokenState, context: AuthContext, signal: AbortSignal): Promise<TokenInfo> {
  const url = resolveUrl(context.baseUrl, state.options.tokenUrl ?? '/auth/token');
  const where = `${url.origin}${url.pathname}`;
  let body: unknown;
  try {
    // Not any caller's signal: many callers may be waiting on this one request.
    body = await context.send({ id: 'auth.token', url, form: tokenForm(state.options), expect: 'json', maxRetries: TOKEN_RETRIES }, signal);
  } catch (error) {
    throw tokenRequestFailed(error, where);
  }
  const info = usableToken(body, where, context.api);
  state.cached = { info, expiresAt: Date.now() + lifetimeSeconds(info) * 1000 };
  return info;
}

/** The token request in flight, started now if there is none; it drops itself from the state once it settles. */
function sharedRequest(state: TokenState, context: AuthContext): SharedTokenRequest {
  if (state.shared) return state.shared;
  const controller = new AbortController();
  const entry: SharedTokenRequest = { controller, waiters: 0, settled: false, promise: fetchToken(state, context, controller.signal) };
  entry.promise = entry.promise.finally(() => {
    entry.settled = true;
    if (state.shared === entry) state.shared = undefined;
  });
  // Waiters see a failure; this only keeps one that every waiter abandoned from going unhandled.
  entry.promise.catch(() => undefined);
  state.shared = entry;
  return entry;
}

/**
 * One caller's wait on the shared request. Each caller waits on its own terms: its abort or timeout ends
 * its own wait only. When the last waiter has given up, the request is stopped too, so that nothing runs
 * on for nobody.
 */
function waitForShared(state: TokenState, entry: SharedTokenRequest, context: AuthContext): Promise<TokenInfo> {
  entry.waiters++;
  const wait = untilAborted(entry.promise, context.signal);
  return wait.finally(() => {
    entry.waiters--;
    if (entry.waiters === 0 && !entry.settled) {
      // Only a waiter with a signal ever gives up before the request settles; nobody is left to see why the request stops.
      entry.controller.abort();
      // Still the shared request: a new one starts only once this one is settled or dropped.
      state.shared = undefined;
    }
  });
}

/** The cached token while it is not about to expire, else the one the shared request brings. */
function currentToken(state: TokenState, context: AuthContext): Promise<TokenInfo> {
  const cached = state.cached;
  if (cached && Date.now() < cached.expiresAt - state.margin) return Promise.resolve(cached.info);
  return waitForShared(state, sharedRequest(state, context), context);
}

/**
 * Forgets the cached token after a 401, but only if the refused request carried it: under load, 401s
 * for an old token keep arriving after a new one came, and each must not fetch yet another.
 */
function forgetRefusedToken(state: TokenState, request: AuthTarget | undefined): void {
  const used = request?.headers.get('authorization');
  if (used === undefined || used === null || (state.cached && used === `Bearer ${state.cached.info.access_token}`)) state.cached = undefined;
}

/** Revokes the cached token at the server and forgets it; does nothing without one. */
async function revokeToken(state: TokenState, context: AuthContext): Promise<void> {
  const current = state.cached?.info.access_token;
  state.cached = undefined;
  if (!current) return;
  const { options } = state;
  const url = resolveUrl(context.baseUrl, options.revokeUrl ?? '/auth/revoke');
  const form = { token: current, client_id: options.clientId, client_secret: options.clientSecret };
  try {
    await context.send({ id: 'auth.revoke', url, form, expect: 'none', maxRetries: TOKEN_RETRIES }, context.signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'redirect-refused') throw error;
    throw new AuthenticationError({ status: error.status, code: 'token-revoke-failed', message: 'Token revocation failed', method: 'POST', url: `${url.origin}${url.pathname}`, api: error.api });
  }
}

/**
 * OAuth 2 client credentials: posts a form to the token endpoint, caches the token until shortly
 * before it expires, shares one token request among all concurrent callers, and refreshes once
 * when the API answers 401. The token request goes through the client's request path (timeouts,
 * retries, redaction) and never follows a redirect. The shared request belongs to no caller: one
 * caller giving up (abort or timeout) stops only its own wait.
 */
export function clientCredentialsAuth(options: ClientCredentialsOptions): ClientCredentialsAuth {
  checkCredential('clientId', options.clientId, false);
  checkCredential('clientSecret', options.clientSecret, false);
  const state: TokenState = { options, margin: options.refreshMarginMs ?? 60_000, cached: undefined, shared: undefined };
  const token = (context: AuthContext): Promise<TokenInfo> => currentToken(state, context);
  const s = strategy('client-credentials', {
    apply: async ({ headers }, context) => {
      const info = await token(context);
      headers.set('authorization', `Bearer ${info.access_token}`);
    },
    onUnauthorized: (_context, request) => {
      forgetRefusedToken(state, request);
      return true;
    },
    secrets: () => [options.clientSecret, state.cached?.info.access_token ?? ''],
  }) as ClientCredentialsAuth;
  s.token = token;
  s.revoke = (context: AuthContext): Promise<void> => revokeToken(state, context);
  return s;
}

function tokenFrom(body: unknown): TokenInfo | undefined {
  // Only null and undefined need refusing: text, numbers and booleans have neither field.
  if (!body) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.access_token === 'string') return record as TokenInfo;
  // Some servers wrap the token in a `{ data: ... }` envelope.
  return tokenFrom(record.data);
}

/** The most specific explanation a token endpoint gives: OAuth's `error_description`, a list of errors, or a message. */
function errorMessage(body: unknown): string | undefined {
  // As above: text, numbers and booleans have none of these fields.
  if (!body) return undefined;
  const r = body as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['error_description', 'message', 'error']) {
    const value = r[key];
    if (typeof value === 'string' && value) parts.push(value);
  }
  if (Array.isArray(r.errors)) for (const e of r.errors) if (typeof e === 'string') parts.push(e);
  return parts.length ? [...new Set(parts)].join(': ') : undefined;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
