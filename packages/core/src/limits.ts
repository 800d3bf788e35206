import type { HttpClientConfig } from './config.js';
import { RateLimiter, type RateLimitView } from './rate-limit.js';
import { RetryBudget, type Budget } from './retry-budget.js';

/** What the request loop needs of pacing: a token per attempt, given back when the attempt ends. */
export interface Pacer extends RateLimitView {
  /** Undefined when the call may start now, else a promise that settles when it may. */
  acquire(resource: string, rate: number | undefined, signal?: AbortSignal): Promise<void> | undefined;
  /** Gives the token back and learns from the answer (`sent` false: the call never left). */
  settle(resource: string, rate: number | undefined, status: number | undefined, limitHeader: string | null, sent?: boolean): void;
}

/** A client's pacing (undefined when off) and retry budget (undefined when off). */
export interface Limits {
  pacer: Pacer | undefined;
  budget: Budget | undefined;
  /** What `client.rateLimit` shows when there is no pacer: the store's state, for a client with a store and pacing off. */
  view?: RateLimitView | undefined;
}

/** What the pacing and the budget are made of: the API's rates and the caller's settings, or undefined when off. */
export interface LimitSettings {
  paced: boolean;
  config: HttpClientConfig;
}

/**
 * The pacing and retry budget of one client. Without a `limitStore` they live in its memory, as they always
 * did. With one, the store makes them (its class brings the shared versions' code, so a client that never
 * uses a store never bundles it).
 */
export function limitsOf(config: HttpClientConfig): Limits {
  const rates = config.rates;
  const pacing = config.rateLimit;
  const paced = !(pacing === false || (rates === undefined && pacing === undefined));
  if (config.limitStore) return config.limitStore.limits({ paced, config });
  return {
    pacer: paced ? new RateLimiter(rates ?? {}, pacing) : undefined,
    budget: config.retryBudget === false ? undefined : new RetryBudget(config.retryBudget),
  };
}
