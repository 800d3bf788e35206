import type { AuthStrategy } from './auth.js';
import type { HttpClient } from './client.js';
import type { ClientOptions, HttpClientConfig } from './config.js';
import { createHttpClient } from './functions.js';
import { loadAllPlans } from './lazy-plans.js';
import type { RateLimitView } from './rate-limit.js';

/**
 * How one API speaks on the wire, named once per package (its `src/wire.ts`): the API's name (carried
 * by its errors), the path prefix, where the payload sits in a success body, how an error body reads,
 * how queries are encoded, any last change to each request, the rates it publishes and the pacing module
 * that keeps to them, the package that speaks it (named in the `User-Agent`), the compression of request
 * bodies when the API takes them compressed, and the auth scheme its credential options name. (The page styles of its lists sit beside it, on the list
 * operations.)
 */
export interface Dialect<Options extends ClientOptions = ClientOptions> extends Pick<HttpClientConfig, 'api' | 'prefix' | 'unwrap' | 'responses' | 'descriptions' | 'checks' | 'parseError' | 'queryEncoding' | 'encoders' | 'prepare' | 'rates' | 'pacing' | 'sdk' | 'compression'> {
  /** The auth strategy the API's own credential options name (a token, a key, client credentials), used when the caller passes no `auth`. */
  readonly auth?: ((options: Options) => AuthStrategy | undefined) | undefined;
  /** The names of the package's own client options, beside the core's (`token`, `clientId`, …): a client refuses any other name. */
  readonly options?: readonly Exclude<keyof Options & string, keyof ClientOptions>[] | undefined;
}


/** Option names that carry credentials: changing one in `withOptions` builds new credentials. */
const CREDENTIAL_OPTIONS = ['auth', 'token', 'accessToken', 'clientId', 'clientSecret', 'apiToken', 'projectToken'];

/**
 * The base of every package client: it builds the HTTP engine from the user's options and the package's
 * dialect, and gives every client `withOptions`, redacted `inspect` and `toJSON`. A package client only
 * wires its resource namespaces.
 */
export abstract class ApiClient<Options extends ClientOptions = ClientOptions> {
  /** The HTTP engine of this client, also for operations the package does not describe (`http.request`). */
  readonly http: HttpClient;
  readonly #options: Options;

  /** Builds the engine from the user's options and the package's dialect (which names the auth scheme of the options' credentials). */
  protected constructor(options: Options, dialect: Dialect<Options>) {
    this.#options = options;
    this.http = createHttpClient(options, dialect);
  }

  /**
   * A client of the same API with some options changed (a shorter timeout, other headers, a signal…). It
   * shares this client's credentials, so a token fetched by one serves both, unless the overrides
   * change a credential.
   */
  withOptions(overrides: Partial<Options>): this {
    const Client = this.constructor as new (options: Options) => this;
    const sameCredentials = !CREDENTIAL_OPTIONS.some((name) => name in overrides);
    return new Client({ ...this.#options, ...overrides, ...(sameCredentials ? { auth: this.http.auth } : {}) });
  }

  /**
   * The client-side pacing of this client: per resource, the limit in force (the server's
   * `X-RateLimit-Limit` once seen), the tokens left, and how many calls waited and for how long.
   * Undefined when pacing is off.
   */
  get rateLimit(): RateLimitView | undefined {
    return this.http.rateLimit;
  }

  /**
   * Loads the operations of every namespace now. Without it, a namespace's first call loads them (one
   * `import()`, awaited before any clock of the call starts). Call it where that first wait matters: a
   * server warming up before its first request, or a test that fakes timers against a mock server of its own,
   * since fake time does not move a real import along (`await client.preload()` before `vi.useFakeTimers()`).
   * A package's fake hands every namespace its operations when it is created: with it, no call waits.
   */
  preload(): Promise<void> {
    return loadAllPlans();
  }

  /** Shows the client's class, base URL and auth kind only: never credentials. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `${this.constructor.name} { baseUrl: '${this.http.baseUrl}', auth: '${this.http.auth.kind}' }`;
  }

  /** The base URL and auth kind, for `JSON.stringify`: never credentials. */
  toJSON(): Record<string, string> {
    return this.http.toJSON();
  }
}
