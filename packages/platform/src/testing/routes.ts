import { resourceOf } from '@typed-api/core/internal';
import { fail, fakeRoutes, sampleAnswers, type FakeCall, type FakeHandler, type FakeRoutes } from '@typed-api/core/testing';
import * as responses from '../responses/index.js';
import { DEFAULT_RATE_PER_SECOND } from '../constants.js';
import { operations } from '../operations/index.js';
import { anyTypeInput } from '../composed/run-input.js';
import { platformDialect } from './dialect.js';
import { actorHandlers, storeHandlers } from './handlers/actors.js';
import { buildHandlers } from './handlers/builds.js';
import { datasetHandlers } from './handlers/datasets.js';
import { keyValueStoreHandlers } from './handlers/key-value-stores.js';
import { requestQueueHandlers } from './handlers/request-queues.js';
import { runHandlers } from './handlers/runs.js';
import { scheduleHandlers } from './handlers/schedules.js';
import { taskHandlers } from './handlers/tasks.js';
import { toolHandlers } from './handlers/tools.js';
import { userHandlers } from './handlers/users.js';
import { webhookHandlers } from './handlers/webhooks.js';
import { runPlaceHandlers } from './places.js';
import type { FakeState } from './state.js';
import { SIGNED_OPERATIONS } from './storage.js';

/** Operations the API answers without credentials. */
const OPEN = new Set(['store.list', 'tools.browserInfo', 'tools.browserInfoPost', 'tools.browserInfoPut', 'tools.browserInfoDelete', 'tools.decodeAndVerify']);

/**
 * Enforces the API's published rates as a strict sliding window of one second per resource and rate class:
 * a call beyond the limit is a 429 `rate-limit-exceeded`, as the real API answers. On only when the fake's
 * `enforceRateLimits` setting is set (a test or a bench of pacing).
 */
class RateEnforcer {
  readonly #windows = new Map<string, number[]>();

  /** Counts a call at `now`; false when it is over the limit (and then it is not counted). */
  admit(key: string, limit: number, now: number): boolean {
    const times = (this.#windows.get(key) ?? []).filter((time) => time > now - 1_000);
    this.#windows.set(key, times);
    if (times.length >= limit) return false;
    times.push(now);
    return true;
  }
}

/** The operations whose body is a run's input, of any content type: starts of Actors and tasks, and metamorphs (of a run, of a last run). */
const RUN_INPUT_OPERATIONS = /^(?:actors\.start|tasks\.start|(?:.+\.)?metamorph)$/;

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
      fail(401, 'Authentication token was not provided', { code: 'token-not-provided' });
    }
    if (given !== token) fail(401, 'Authentication token is not valid', { code: 'invalid-token' });
  };
  return fakeRoutes({
    baseUrl,
    dialect: platformDialect,
    // The API takes a run's input in any content type: those operations are answered by their twins that
    // take the input as sent, which the handlers read with its content type.
    operations: operations.map((op) => (RUN_INPUT_OPERATIONS.test(op.id) ? anyTypeInput(op) : op)),
    handlers: platformHandlers(state),
    // An operation without a handler of its own answers a sample of its response schema.
    unhandled: sampleAnswers(responses),
    before: (call) => {
      // A signed storage URL needs no token: its handler checks the signature.
      authorize(call.request, call.url, OPEN.has(call.operation.id) || (SIGNED_OPERATIONS.has(call.operation.id) && call.url.searchParams.has('signature')));
      if (state.settings.enforceRateLimits && !enforcer.admit(`${resourceOf(call.url.pathname, base)} ${String(rateOf(call))}`, rateOf(call), Date.now())) {
        state.rateLimited++;
        fail(429, 'Rate limit exceeded', { code: 'rate-limit-exceeded' });
      }
    },
    // Every answer names the rate of its operation, from the operation's description.
    after: (response, call) => {
      if (!response.headers.has('x-ratelimit-limit')) response.headers.set('X-RateLimit-Limit', String(rateOf(call)));
    },
  });
}

/**
 * Every handler of the fake by operation id: one typed table per operations module, and the operations
 * repeated under a run or a last run answered by the top-level handlers.
 */
function platformHandlers(state: FakeState): Readonly<Record<string, FakeHandler | undefined>> {
  const top: Readonly<Record<string, FakeHandler | undefined>> = {
    ...actorHandlers(state),
    ...taskHandlers(state),
    ...runHandlers(state),
    ...buildHandlers(state),
    ...datasetHandlers(state),
    ...keyValueStoreHandlers(state),
    ...requestQueueHandlers(state),
    ...webhookHandlers(state),
    ...scheduleHandlers(state),
    ...userHandlers(state),
    ...storeHandlers(state),
    ...toolHandlers(state),
  };
  return { ...top, ...runPlaceHandlers(state, top) };
}
