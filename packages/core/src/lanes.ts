// The one lane driver of pacing: the calls of a client queue per resource and rate class ("lane") for their
// tokens, with abort, wait accounting, the server's published limit and the view every limiter shows. Where
// the tokens come from is the subclass's: this process's buckets (rate-limit.ts) or a shared store
// (shared-limits.ts).

import { SWEEP_MS } from './buckets.js';
import type { BucketSpec } from './limit-store.js';
import type { Pacer } from './limits.js';
import type { LimitStoreState, PublishedRates, RateLimitSettings, RateLimitTotals, RateLimitView, ResourceRateState } from './rate-limit.js';
import { abortReason } from './signals.js';

/**
 * The window a per-resource limit counts in, in milliseconds: the API states its rates per second. A token
 * comes back a hair later than a second (5 ms) so that clocks read in whole milliseconds, here and at the
 * server, never let a call land at the very edge of the server's window.
 */
export const SECOND = 1_005;
/** The window of the client-wide limit (calls per minute), with the same margin. */
export const MINUTE = 60_005;

/** A call waiting for its token. */
export interface Waiter {
  /** Lets the call go (its token is taken), counting its wait if it {@link waited}. */
  readonly grant: () => void;
  /** Ends the wait with `error`. */
  readonly fail: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
  /** Set once the call could not have its token at once: its wait is counted. */
  waited: boolean;
}

/** The calls of one resource and rate class (or, with key `g`, of calls paced only client-wide) in this process. */
export interface Lane {
  readonly key: string;
  readonly resource: string;
  readonly rate: number | undefined;
  /** The buckets each call takes a token of: the resource's, the client's, or both. */
  readonly buckets: BucketSpec[];
  /** The resource's own bucket (the first of `buckets`), which the server's `X-RateLimit-Limit` corrects; none for `g`. */
  readonly own: BucketSpec | undefined;
  /** Calls waiting, in arrival order. */
  waiting: Waiter[];
  /** Leases of calls in flight. */
  leases: string[];
  /** Set while the lane waits to try again for its waiters. */
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly state: ResourceRateState;
}

/**
 * Queues calls per lane and keeps what every limiter reports; a subclass says where tokens come from
 * ({@link take}, {@link giveBack}) and what is left of them ({@link tokens}, {@link global}).
 */
export abstract class LaneDriver implements Pacer, RateLimitView {
  protected readonly lanes = new Map<string, Lane>();
  /** The client-wide bucket, when a global limit is known. */
  protected readonly globalSpec: BucketSpec | undefined;
  readonly #perResource: number | undefined;
  /** The rate of operations that name none; without one, resources are not paced one by one. */
  readonly #defaultRate: number | undefined;
  readonly #totals: RateLimitTotals = { calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 };
  #lastSweep = 0;
  #seq = 0;

  /**
   * @param published The API's published rates (the defaults).
   * @param settings The caller's numbers, which replace them.
   */
  constructor(published: PublishedRates, settings: RateLimitSettings = {}) {
    this.#perResource = settings.perResource;
    this.#defaultRate = published.perResource ?? settings.perResource;
    const global = settings.global ?? published.global;
    this.globalSpec = global === undefined ? undefined : { key: 'g', limit: global, windowMs: MINUTE };
  }

  /**
   * Takes a token for a call to `resource` at `rate` (the operation's published calls per second, or the
   * default): undefined when the call may start now, else a promise that settles when it may (rejecting
   * with the signal's reason when it fires first). Every token taken must be given back with
   * {@link settle} once the call is answered or fails.
   */
  acquire(resource: string, rate: number | undefined, signal?: AbortSignal): Promise<void> | undefined {
    const lane = this.#lane(resource, rate);
    this.#totals.calls++;
    lane.state.calls++;
    return lane.buckets.length === 0 ? undefined : this.take(lane, signal);
  }

  /**
   * Gives back the token of a call that ended (answered, or failed without an answer: `status` undefined), and
   * learns from the answer: its `X-RateLimit-Limit` becomes its resource's limit; a 429 is counted. A call that
   * never left (`sent` false: its credentials failed, or a hook threw) gives its token back at once.
   */
  settle(resource: string, rate: number | undefined, status: number | undefined, limitHeader: string | null, sent = true): void {
    const lane = this.#lane(resource, rate);
    if (status === 429) {
      this.#totals.rateLimited++;
      lane.state.rateLimited++;
    }
    // No header reads as 0, which is no limit.
    const seen = Number(limitHeader);
    if (lane.own && Number.isInteger(seen) && seen >= 1) {
      lane.state.limitSeen = seen;
      lane.state.limit = seen;
      this.publish(lane.own.key, seen);
    }
    this.giveBack(lane, sent);
  }

  /** Takes a token for a call of `lane`: undefined when it may start now, else a promise (see {@link acquire}). */
  protected abstract take(lane: Lane, signal: AbortSignal | undefined): Promise<void> | undefined;
  /** Gives back the token of a call of `lane` that ended (see {@link settle}). */
  protected abstract giveBack(lane: Lane, sent: boolean): void;
  /** Makes `limit` (the server's `X-RateLimit-Limit`) the limit of bucket `key`. */
  protected abstract publish(key: string, limit: number): void;
  /** True when a lane with no call waiting holds nothing (no call in flight, no token out that it counts): it may be forgotten. */
  protected abstract quiet(lane: Lane, now: number): boolean;
  /** Tokens left in the lane's own bucket, as the limiter knows them. */
  protected abstract tokens(lane: Lane): number;
  abstract global(): { limit: number; tokens: number } | undefined;
  abstract store(): LimitStoreState;

  /** A name for a call's lease, new each time. */
  protected lease(): string {
    return (this.#seq++).toString(36);
  }

  /**
   * Queues a call of `lane` for a token: the promise settles when the subclass grants it (or fails it), or
   * rejects with the signal's reason when the signal fires first (the call then leaves the queue).
   */
  protected queue(lane: Lane, signal: AbortSignal | undefined, waited: boolean): Promise<void> {
    const since = Date.now();
    return new Promise<void>((resolve, reject) => {
      const onAbort = (event: Event): void => {
        lane.waiting = lane.waiting.filter((other) => other !== waiter);
        reject(abortReason(event.target as AbortSignal));
      };
      const waiter: Waiter = {
        signal,
        waited,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          if (waiter.waited) this.count(lane, since);
          resolve();
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the store's or the signal's own reason, passed on as it is
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort);
      lane.waiting.push(waiter);
    });
  }

  /** Counts a wait for a token once it is over. */
  protected count(lane: Lane, since: number): void {
    const waitedMs = Date.now() - since;
    lane.state.waited++;
    lane.state.waitedMs += waitedMs;
    this.#totals.waited++;
    this.#totals.waitedMs += waitedMs;
  }

  /** The lane of a resource and rate, made on first use (which sweeps the idle lanes, at most every few seconds). */
  #lane(resource: string, rate: number | undefined): Lane {
    const perSecond = rate ?? this.#defaultRate;
    const key = perSecond === undefined ? 'g' : `r:${resource} ${String(perSecond)}`;
    let lane = this.lanes.get(key);
    if (lane) return lane;
    this.#sweepIdle(Date.now());
    // Without a rate of its own or a default, the caller's perResource is not set either: no bucket of its own.
    const ownLimit = this.#perResource ?? perSecond;
    const own = ownLimit === undefined ? undefined : { key, limit: ownLimit, windowMs: SECOND };
    const buckets = [own, this.globalSpec].filter((spec) => spec !== undefined);
    const limit = ownLimit ?? this.globalSpec?.limit ?? 0;
    lane = { key, resource, rate, buckets, own, waiting: [], leases: [], timer: undefined, state: { resource, rate: perSecond ?? 0, limit, limitSeen: undefined, tokens: limit, calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 } };
    this.lanes.set(key, lane);
    return lane;
  }

  /** Forgets the lanes that hold nothing, at most every {@link SWEEP_MS}. */
  #sweepIdle(now: number): void {
    if (now - this.#lastSweep < SWEEP_MS) return;
    this.#lastSweep = now;
    for (const [key, lane] of this.lanes) if (lane.waiting.length === 0 && this.quiet(lane, now)) this.lanes.delete(key);
  }

  resource(resource: string): ResourceRateState | undefined {
    for (const [key, lane] of this.lanes) if (key.startsWith(`r:${resource} `)) return this.#view(lane);
    return undefined;
  }

  resources(): ResourceRateState[] {
    return [...this.lanes.values()].filter((lane) => lane.key !== 'g').map((lane) => this.#view(lane));
  }

  #view(lane: Lane): ResourceRateState {
    return { ...lane.state, tokens: this.tokens(lane) };
  }

  totals(): RateLimitTotals {
    return { ...this.#totals };
  }
}
