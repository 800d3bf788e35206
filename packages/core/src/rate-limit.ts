import { Buckets } from './buckets.js';
import { LaneDriver, type Lane } from './lanes.js';
import { LOCAL_STORE } from './limits.js';

/**
 * The client-side pacing a client applies: per resource and for the whole client. `false` turns it off.
 * A package whose API publishes its limits has it on by default with those numbers; any package can turn
 * it on by giving numbers.
 */
export type RateLimitOption = false | RateLimitSettings;

/** The numbers of {@link RateLimitOption}; what is left out keeps the package's default. */
export interface RateLimitSettings {
  /**
   * Calls per second to one resource (one dataset, one run, one queue…), for every operation. Default: the
   * rate the API publishes for each operation. Once a response carries `X-RateLimit-Limit`, that number
   * wins for its resource: the server knows its limit best.
   */
  perResource?: number | undefined;
  /** Calls per minute for the whole client. Default: the API's published global limit, if any. */
  global?: number | undefined;
}

/** The rates an API publishes, named once in its dialect: what a client paces itself by when the caller sets nothing. */
export interface PublishedRates {
  /** Calls per second to one resource for operations that name no rate of their own. */
  perResource?: number | undefined;
  /** Calls per minute for the whole client. */
  global?: number | undefined;
}

/** What the limiter knows about one resource, as {@link RateLimitView.resources} reports it. */
export interface ResourceRateState {
  /** The resource: the first two path segments after the API prefix, e.g. `datasets/abc123`. */
  resource: string;
  /** The rate class within the resource: the rate its operations were published with (calls per second). */
  rate: number;
  /** Calls per second this bucket allows now. */
  limit: number;
  /** The `X-RateLimit-Limit` the server last sent for this resource, if any. */
  limitSeen: number | undefined;
  /**
   * Calls that could start at once (tokens left in the bucket). With a shared `limitStore`: the account's,
   * as the store counted them at this client's last take.
   */
  tokens: number;
  /** Calls paced through this bucket. */
  calls: number;
  /** Of those, how many had to wait for a token. */
  waited: number;
  /** Total time those calls waited, in milliseconds. */
  waitedMs: number;
  /** 429 answers received for this resource despite the pacing. */
  rateLimited: number;
}

/** Totals over every bucket the client has used, evicted ones included. */
export interface RateLimitTotals {
  /** Calls paced. */
  calls: number;
  /** Calls that waited for a token. */
  waited: number;
  /** Total wait, in milliseconds. */
  waitedMs: number;
  /** 429 answers received. */
  rateLimited: number;
}

/** The limiter's state as a client shows it: `client.rateLimit`. */
export interface RateLimitView {
  /** The limit of one resource (and rate class) the client has called recently, or undefined when it holds none. */
  resource(resource: string): ResourceRateState | undefined;
  /** Every bucket held now (idle ones are evicted after a second without calls). */
  resources(): ResourceRateState[];
  /**
   * The client-wide bucket: calls per minute allowed and left (undefined without a global limit). With a shared
   * `limitStore`, the account's bucket as the store counted it at this client's last take.
   */
  global(): { limit: number; tokens: number } | undefined;
  /** Totals since the client was made. */
  totals(): RateLimitTotals;
  /** Where the counts live: this process's memory, or a store shared with other processes, and how it fares. */
  store(): LimitStoreState;
}

/** Where a client's pacing is counted, as {@link RateLimitView.store} reports it. */
export interface LimitStoreState {
  /** The store's name (`memory`, `redis`…); `undefined` when the client counts in its own memory, as by default. */
  store: string | undefined;
  /**
   * `shared`: counted in the store, with every process using it. `local`: counted by this process alone (no
   * store, or the store failed and the client paces by its own memory until it answers again). `refusing`: the
   * store failed and fails closed, so calls fail with a `LimitStoreError` until it answers again.
   */
  pacing: 'shared' | 'local' | 'refusing';
  /** Round trips made to the store. */
  storeCalls: number;
  /** Store calls that failed or timed out. */
  errors: number;
  /** The last store failure's message. */
  lastError: string | undefined;
  /** Times the client stopped using the store after a failure. */
  fallbacks: number;
}

/**
 * Paces the calls of one client in its own memory: the memory store's rules ({@link Buckets}) with the one
 * lane driver. A call takes its token at once when nobody of its lane waits and every bucket it draws from
 * has one; else it waits in its lane, in arrival order. A lane holds one timer, for when the token its first
 * waiter needs is back, and none while calls in flight hold every token: an answer wakes it.
 */
export class RateLimiter extends LaneDriver {
  readonly #buckets = new Buckets();
  /** Lanes with calls waiting: a token given back may be the one they wait for (the client-wide one). */
  readonly #waiting = new Set<Lane>();

  protected take(lane: Lane, signal: AbortSignal | undefined): Promise<void> | undefined {
    // (An aborted call never gets here: the engine refuses it before it asks for a token.)
    if (lane.waiting.length === 0 && this.#grant(lane)) return undefined;
    const wait = this.queue(lane, signal, true);
    this.#serve(lane);
    return wait;
  }

  /** Takes a token of every bucket of the lane for one call, if all have one; else sets the lane's timer. */
  #grant(lane: Lane): boolean {
    const now = Date.now();
    const lease = this.lease();
    const taken = this.#buckets.take(lane.buckets, [lease], now, Number.POSITIVE_INFINITY);
    if (taken.granted === 1) {
      lane.leases.push(lease);
      return true;
    }
    if (lane.timer === undefined && Number.isFinite(taken.backAt)) {
      lane.timer = setTimeout(() => {
        lane.timer = undefined;
        this.#serve(lane);
      }, taken.backAt - now);
    }
    return false;
  }

  /** Grants tokens to the lane's waiters, first come first served, while there are any. */
  #serve(lane: Lane): void {
    for (let next = lane.waiting[0]; next !== undefined; next = lane.waiting[0]) {
      if (!this.#grant(lane)) {
        this.#waiting.add(lane);
        return;
      }
      lane.waiting.shift();
      next.grant();
    }
    this.#waiting.delete(lane);
    clearTimeout(lane.timer);
    lane.timer = undefined;
  }

  protected giveBack(lane: Lane, sent: boolean): void {
    const now = Date.now();
    // The lease of one call of the lane in flight (a token is given back only after it was taken).
    for (const lease of lane.leases.splice(-1)) for (const spec of lane.buckets) this.#buckets.giveBack(spec.key, lease, sent ? now + spec.windowMs : undefined);
    for (const waiting of [...this.#waiting]) this.#serve(waiting);
  }

  protected publish(key: string, limit: number): void {
    this.#buckets.publish(key, limit, Date.now());
  }

  protected quiet(lane: Lane, now: number): boolean {
    // A call in flight holds a token of the lane's own bucket (of the client's, for `g`); the client's bucket
    // outlives the lanes that draw from it.
    return this.#buckets.inUse(lane.key, now) === 0;
  }

  protected tokens(lane: Lane): number {
    const spec = lane.own;
    const now = Date.now();
    return spec ? Math.max(0, this.#buckets.limit(spec, now) - this.#buckets.inUse(spec.key, now)) : 0;
  }

  global(): { limit: number; tokens: number } | undefined {
    const spec = this.globalSpec;
    if (!spec) return undefined;
    const now = Date.now();
    const limit = this.#buckets.limit(spec, now);
    return { limit, tokens: Math.max(0, limit - this.#buckets.inUse(spec.key, now)) };
  }

  store(): LimitStoreState {
    return { ...LOCAL_STORE };
  }
}

/**
 * The local pacing of a client (what `@typed-api/core/pacing` exports): a dialect whose API publishes rates
 * brings it, so that only the bundles of such an API carry the limiter.
 */
export function localPacing(rates: PublishedRates, settings: RateLimitSettings): RateLimiter {
  return new RateLimiter(rates, settings);
}
