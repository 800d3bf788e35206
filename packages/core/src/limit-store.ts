// Where pacing and the retry budget keep their counts. By default a client keeps them in its own memory
// (rate-limit.ts, retry-budget.ts) and asks nothing of anyone; a store shared by several processes (Redis,
// through @typed-api/redis-store) lets them pace as one. The interface is small enough to run as one short
// script per round trip: give back, publish, count, then take.

import type { LimitSettings, Limits } from './limits.js';
import { Buckets } from './buckets.js';
import { RetryBudget } from './retry-budget.js';
import { sharedLimits } from './shared-limits.js';

/** One bucket a take draws from: its name within the account, its size, and the window a token comes back after. */
export interface BucketSpec {
  /** The bucket's name: `r:<resource> <rate>` for a resource and rate class, `g` for the account as a whole. */
  key: string;
  /** Tokens in the bucket when no process has published a limit of the server's for it. */
  limit: number;
  /** Milliseconds a token stays out after its call was answered. */
  windowMs: number;
}

/** Tokens wanted from a set of buckets: each lease granted holds one token of every bucket in `buckets` (all of them or none). */
export interface TakeRequest {
  /** The buckets every lease draws from: the resource's, the account's, or both. */
  buckets: BucketSpec[];
  /** A name per waiting call, unique among every process of the account; the store grants a prefix of them. */
  leases: string[];
}

/** What a store answered to one {@link TakeRequest}. */
export interface TakeAnswer {
  /** How many of the leases, from the first, now hold their tokens. */
  granted: number;
  /**
   * When some were refused: milliseconds until a token may be free (an answered call's token coming back, or
   * a window from now when every token is held by calls in flight).
   */
  retryInMs: number;
  /** The limit each bucket was counted against, in the order of `buckets`: a published one, or the request's. */
  limits: number[];
  /**
   * Tokens left in each bucket once the take was served, in the order of `buckets`: what the clients report as
   * `tokens` in `rateLimit.resource()` and `rateLimit.global()`. A store that leaves it out makes them report 0.
   */
  free?: number[] | undefined;
}

/** A token given back. */
export interface GiveBack {
  /** The bucket it was taken from. */
  key: string;
  /** The lease that held it. */
  lease: string;
  /**
   * Milliseconds since the call's answer came (or it failed), so that the token is back one window after that
   * moment whatever the store's clock says; `undefined` for a call never sent, whose token is back at once.
   */
  answeredAgoMs: number | undefined;
  /** The bucket's window. */
  windowMs: number;
}

/** One round trip to a store: what to give back and publish, then what to take. */
export interface LimitBatch {
  /** Milliseconds a granted lease holds its token if it is never given back (its holder died). */
  leaseMs: number;
  /**
   * Leases of calls still in flight whose holder is alive: each is held `leaseMs` from now again (a lease the
   * store no longer has stays gone). Applied before the give-backs.
   */
  renewals?: { key: string; lease: string; windowMs: number }[] | undefined;
  /** Tokens of answered (or never sent) calls. */
  giveBacks: GiveBack[];
  /** Limits the server announced (`X-RateLimit-Limit`), by bucket: every process paces by them from now on. */
  limitsSeen: { key: string; limit: number }[];
  /** Tokens wanted, one request per set of buckets. */
  takes: TakeRequest[];
}

/** The retry budget's numbers, as a store counts them (see `RetryBudgetSettings`). */
export interface BudgetSpec {
  /** Retries each call adds to the window's budget. */
  ratio: number;
  /** Retries always allowed in a window. */
  reserve: number;
  /** The window calls and retries are counted in, in milliseconds. */
  windowMs: number;
}

/** What a store answered to a retry budget request. */
export interface BudgetAnswer {
  /** How many of the retries asked for fit (and were counted), from none to all. */
  granted: number;
  /** Calls in the window, every process's. */
  calls: number;
  /** Retries in the window, every process's. */
  retries: number;
}

/**
 * Where a client's pacing and retry budget are counted. The default is the client's own memory; give a shared
 * store (`redisStore(...)` from @typed-api/redis-store, or one {@link memoryStore} for several clients of one
 * process) as the client's `limitStore` option to pace several clients or processes as one account. A store
 * of your own extends this class and implements `exchange` and `budget` as the tests of the Redis store hold
 * it to (tests/support/limit-store-conformance.ts in the repository); the class brings the code that paces
 * calls through any store, so a client without a store never carries it.
 */
export abstract class LimitStore {
  /** What `client.rateLimit.store()` reports: a short name of where the counts live (`memory`, `redis`…). */
  abstract readonly name: string;
  /**
   * Milliseconds a call to the store may take before the client stops waiting for it; a second late call in a
   * row, or an error, makes the client pace by its own memory for a while. Default 1000.
   */
  readonly timeoutMs: number | undefined;
  /**
   * True to fail calls (with a `LimitStoreError`) while the store cannot be reached, instead of pacing each
   * process on its own. Default false.
   */
  readonly failClosed: boolean | undefined;

  /** @param options The store's timeout and failure policy. */
  constructor(options: LimitStoreOptions = {}) {
    this.timeoutMs = options.timeoutMs;
    this.failClosed = options.failClosed;
  }

  /** One round trip: gives back, publishes limits, then takes. Answers one {@link TakeAnswer} per take, in order. */
  abstract exchange(batch: LimitBatch): TakeAnswer[] | Promise<TakeAnswer[]>;
  /**
   * Counts `calls` first attempts, then takes up to `retries` retries from the budget, as many as fit: a
   * process asks once for every retry its calls want in the same turn.
   */
  abstract budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer | Promise<BudgetAnswer>;

  /**
   * The pacing and retry budget of one client, counted in this store.
   * @internal
   */
  limits(settings: LimitSettings): Limits {
    return sharedLimits(this, settings);
  }
}

/** What every store takes: how long a call to it may take, and what to do when it cannot be reached. */
export interface LimitStoreOptions {
  /** Milliseconds a store call may take before the client stops waiting for it (see {@link LimitStore.timeoutMs}). Default 1000. */
  timeoutMs?: number | undefined;
  /** True to refuse calls (a `LimitStoreError`) while the store cannot be reached. Default false. */
  failClosed?: boolean | undefined;
}

/**
 * A {@link LimitStore} in this process's memory: clients given the same one pace as one account (several
 * clients of one token in one process), and the tests hold every other store to what it does.
 */
export function memoryStore(options: LimitStoreOptions = {}): LimitStore {
  return new MemoryStore(options);
}

class MemoryStore extends LimitStore {
  readonly name = 'memory';
  readonly #buckets = new Buckets();
  /** The account's retry budget, by window (every client of one account names the same). */
  readonly #budgets = new Map<number, RetryBudget>();

  exchange(batch: LimitBatch): TakeAnswer[] {
    const now = Date.now();
    this.#buckets.lapse(now);
    batch.renewals?.forEach(({ key, lease }) => {
      this.#buckets.renew(key, lease, now, batch.leaseMs);
    });
    for (const back of batch.giveBacks) this.#buckets.giveBack(back.key, back.lease, back.answeredAgoMs === undefined ? undefined : now - back.answeredAgoMs + back.windowMs);
    for (const seen of batch.limitsSeen) this.#buckets.publish(seen.key, seen.limit, now);
    return batch.takes.map(({ buckets, leases }) => {
      const { granted, backAt, limits, free } = this.#buckets.take(buckets, leases, now, batch.leaseMs);
      return { granted, retryInMs: granted < leases.length ? Math.max(1, backAt - now) : 0, limits, free };
    });
  }

  budget(spec: BudgetSpec, calls: number, retries: number): BudgetAnswer {
    let budget = this.#budgets.get(spec.windowMs);
    if (!budget) this.#budgets.set(spec.windowMs, (budget = new RetryBudget({ windowMs: spec.windowMs })));
    return budget.spend(calls, retries, spec.ratio, spec.reserve);
  }
}
