import { resourceOf } from '@typed-api/core/internal';
import { fakeRoutes, FakeHttpError, type FakeCall, type FakeHandler, type FakeRoutes } from '@typed-api/core/testing';
import { DEFAULT_RATE_PER_SECOND } from '../constants.js';
import { operations } from '../operations/index.js';
import { placeHandlers } from './aliases.js';
import { platformDialect } from './dialect.js';
import { accountHandlers } from './routes-account.js';
import { actorHandlers } from './routes-platform.js';
import { requestQueueHandlers } from './routes-request-queues.js';
import { datasetHandlers, keyValueStoreHandlers, SIGNED_OPERATIONS } from './routes-storages.js';
import { toolHandlers } from './routes-tools.js';
import type { FakeState } from './state.js';

/** Operations the API answers without credentials. */
const OPEN = new Set(['store.list', 'tools.browserInfo', 'tools.browserInfoPost', 'tools.browserInfoPut', 'tools.browserInfoDelete', 'tools.decodeAndVerify']);

/** Operations the API answers exactly like another: the POST twins of PUT calls. */
const TWINS: Readonly<Record<string, string>> = {
  'actors.updateVersionViaPost': 'actors.updateVersion',
  'actors.updateEnvVarViaPost': 'actors.updateEnvVar',
  'keyValueStores.setRecordViaPost': 'keyValueStores.setRecord',
};

/**
 * Enforces the API's published rates as a strict sliding window of one second per resource and rate class:
 * a call beyond the limit is a 429 `rate-limit-exceeded`, as the real API answers. On only when the fake's
 * `enforceRateLimits` setting is set (a test or a bench of pacing).
 */
class RateEnforcer {
  readonly #windows = new Map<string, number[]>();
  #lastSweep = 0;

  /** Counts a call at `now`; false when it is over the limit (and then it is not counted). */
  admit(key: string, limit: number, now: number): boolean {
    if (now - this.#lastSweep > 5_000) {
      this.#lastSweep = now;
      for (const [name, times] of this.#windows) if ((times[times.length - 1] ?? 0) <= now - 1_000) this.#windows.delete(name);
    }
    let times = this.#windows.get(key);
    if (times === undefined) {
      times = [];
      this.#windows.set(key, times);
    }
    while (times.length > 0 && (times[0] ?? 0) <= now - 1_000) times.shift();
    if (times.length >= limit) return false;
    times.push(now);
    return true;
  }
}

/**
 * Routes the platform fake through the core's fake engine: every operation of the package reaches
 * its handler, behind the token check (bearer header or `token` query parameter; payment headers
 * stand in for a token), with an `X-RateLimit-Limit` header on every answer and, when the state's
 * `enforceRateLimits` setting is on, 429s past the published rates. Not public: the
 * fake and the coverage test (which wants `missing` empty) build it.
 */
export function platformRoutes(options: { baseUrl: string; token: string; state: FakeState }): FakeRoutes {
  const { baseUrl, token, state } = options;
  const enforcer = new RateEnforcer();
  const base = `${new URL(baseUrl).pathname.replace(/\/+$/, '')}${platformDialect.prefix}`;
  const rateOf = (call: FakeCall): number => call.operation.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  const authorize = (request: Request, url: URL, open: boolean): void => {
    const header = request.headers.get('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    const given = bearer ?? url.searchParams.get('token') ?? undefined;
    let payment = Boolean(request.headers.get('payment-signature'));
    request.headers.forEach((value, name) => {
      if (name.endsWith('-pay-id') && value) payment = true;
    });
    if (given === undefined) {
      if (open || payment) return;
      throw new FakeHttpError(401, 'token-not-provided', 'Authentication token was not provided');
    }
    if (given !== token) throw new FakeHttpError(401, 'invalid-token', 'Authentication token is not valid');
  };
  const own: Record<string, FakeHandler> = { ...actorHandlers(state), ...accountHandlers(state), ...datasetHandlers(state), ...keyValueStoreHandlers(state), ...requestQueueHandlers(state), ...toolHandlers(state) };
  for (const [twin, of] of Object.entries(TWINS)) {
    const handler = own[of];
    if (handler) own[twin] = handler;
  }
  return fakeRoutes({
    baseUrl,
    dialect: platformDialect,
    operations,
    handlers: { ...own, ...placeHandlers(state, own) },
    before: (call) => {
      // A signed storage URL needs no token: its handler checks the signature.
      authorize(call.request, call.url, OPEN.has(call.operation.id) || (SIGNED_OPERATIONS.has(call.operation.id) && call.url.searchParams.has('signature')));
      if (state.settings.enforceRateLimits && !enforcer.admit(`${resourceOf(call.url.pathname, base)} ${String(rateOf(call))}`, rateOf(call), Date.now())) {
        state.rateLimited++;
        throw new FakeHttpError(429, 'rate-limit-exceeded', 'Rate limit exceeded');
      }
    },
    // Every answer names the rate of its operation, from the operation's description.
    after: (response, call) => {
      if (!response.headers.has('x-ratelimit-limit')) response.headers.set('X-RateLimit-Limit', String(rateOf(call)));
    },
  });
}
