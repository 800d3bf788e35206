import type { HttpClientConfig } from './config.js';
import type { LimitStoreState, PublishedRates, RateLimitSettings, RateLimitView } from './rate-limit.js';
import { RetryBudget, type Budget } from './retry-budget.js';
import { untilAborted } from './signals.js';

/** What the request loop needs of pacing: a token per attempt, given back when the attempt ends. */
export interface Pacer {
  /** Undefined when the call may start now, else a promise that settles when it may. */
  acquire(resource: string, rate: number | undefined, signal?: AbortSignal): Promise<void> | undefined;
  /** Gives the token back and learns from the answer (`sent` false: the call never left). */
  settle(resource: string, rate: number | undefined, status: number | undefined, limitHeader: string | null, sent?: boolean): void;
}

/**
 * Makes the local pacing of one client from the API's published rates and the caller's numbers. The limiter
 * is a module of its own (`@typed-api/core/pacing`), which a dialect brings when its API publishes rates.
 */
export type PacingModule = (rates: PublishedRates, settings: RateLimitSettings) => Pacer & RateLimitView;

/** A client's pacing (a pacer that lets every call go at once when pacing is off), its view, and its retry budget (undefined when off). */
export interface Limits {
  pacer: Pacer;
  budget: Budget | undefined;
  /** What `client.rateLimit` shows: the pacing's state, the store's state alone for a client with a store and pacing off, else undefined. */
  view: RateLimitView | undefined;
}

/** What the pacing and the budget are made of: the caller's pacing numbers (undefined when pacing is off) and the client's settings. */
export interface LimitSettings {
  pacing: RateLimitSettings | undefined;
  config: HttpClientConfig;
}

/**
 * How long a limit the server announced is kept without being seen again: ten minutes. (Here, not with the
 * buckets that use it: a module every bundle loads, so that exporting it loads no pacing code.)
 */
export const LIMIT_KEPT_MS = 600_000;

/** The pacer of a client that does not pace: every call may start at once, and nothing is counted. */
export const UNPACED: Pacer = { acquire: () => undefined, settle: () => undefined };

/**
 * The pacing and retry budget of one client. Without a `limitStore` they live in its memory: the pacing
 * module the dialect brings (or, for an API that brings none, the one loaded on the first call when the
 * caller asked for pacing). With a store, the store makes them (its class brings the shared versions' code,
 * so a client that never uses a store never bundles it).
 */
export function limitsOf(config: HttpClientConfig): Limits {
  const rates = config.rates;
  const option = config.rateLimit;
  // Off when turned off, or when the API publishes no rates and the caller gave no numbers.
  const pacing = option === false || (rates === undefined && option === undefined) ? undefined : (option ?? {});
  if (config.limitStore) return config.limitStore.limits({ pacing, config });
  const limiter = pacing && (config.pacing ?? loadedPacing)(rates ?? {}, pacing);
  return {
    pacer: limiter ?? UNPACED,
    view: limiter,
    budget: config.retryBudget === false ? undefined : new RetryBudget(config.retryBudget),
  };
}

/** Where a limiter of this process's memory counts: nowhere shared, and nothing went wrong. */
export const LOCAL_STORE: LimitStoreState = { store: undefined, pacing: 'local', storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 };

/**
 * The pacing a caller asked for (`rateLimit` numbers) of a client whose API brings no pacing module: the
 * limiter loads with the first call, and until then the view shows a limiter that has paced nothing.
 */
const loadedPacing: PacingModule = (rates, settings) => {
  let limiter: (Pacer & RateLimitView) | undefined;
  let loading: Promise<Pacer> | undefined;
  const load = (): Promise<Pacer> => (loading ??= import('./rate-limit.js').then((module) => (limiter = module.localPacing(rates, settings))));
  const global = settings.global ?? rates.global;
  return {
    acquire: (resource, rate, signal) => (limiter ? limiter.acquire(resource, rate, signal) : untilAborted(load(), signal).then((loaded) => loaded.acquire(resource, rate, signal))),
    // A token is given back only after `acquire` took it, so the limiter is loaded by then.
    settle: (...args) => {
      limiter!.settle(...args); // eslint-disable-line @typescript-eslint/no-non-null-assertion -- see above
    },
    resource: (resource) => limiter?.resource(resource),
    resources: () => limiter?.resources() ?? [],
    global: () => (limiter ? limiter.global() : global === undefined ? undefined : { limit: global, tokens: global }),
    totals: () => limiter?.totals() ?? { calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 },
    store: () => (limiter ? limiter.store() : { ...LOCAL_STORE }),
  };
};
