import { LOCAL_STORE, type Pacer } from './limits.js';
import { abortReason } from './signals.js';

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
 * The window a per-resource limit counts in, in milliseconds: the API states its rates per second. A token
 * comes back a hair later than a second (5 ms) so that clocks read in whole milliseconds, here and at the
 * server, never let a call land at the very edge of the server's window.
 */
export const SECOND = 1_005;
/** The window of the client-wide limit (calls per minute), with the same margin. */
export const MINUTE = 60_005;
/** How often idle buckets are swept, at most. */
const SWEEP_MS = 5_000;

/** A call waiting for a token: woken with `grant`, or dropped when its signal fires. */
interface Waiter {
  grant(): void;
}

/**
 * A bucket of `limit` tokens. A call takes one when it starts; the token comes back one window after the
 * call's answer arrived (or it failed). The server counted the call at some moment between those two, so
 * no window of that length at the server ever holds more than `limit` of our calls, whatever the network
 * delays and whether the server counts in fixed windows, sliding windows or a token bucket of its own.
 * Calls that find no token wait in arrival order.
 */
class Bucket {
  /** Tokens taken by calls still in flight. */
  inFlight = 0;
  /** When each answered call's answer came, oldest first (so in order); `head` skips the ones whose token is back. */
  readonly #answered: number[] = [];
  #head = 0;
  #waiters: Waiter[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  calls = 0;
  waited = 0;
  waitedMs = 0;
  rateLimited = 0;
  limitSeen: number | undefined;

  constructor(
    public limit: number,
    readonly windowMs: number,
  ) {}

  /** Tokens out at `now`: in flight, or answered less than a window ago. */
  inUse(now: number): number {
    const answered = this.#answered;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end `?? now` stops the loop anyway
    while (this.#head < answered.length && (answered[this.#head] ?? now) <= now - this.windowMs) this.#head++;
    // Stryker disable next-line all: dropping the spent entries only frees memory; what is counted is the same
    if (this.#head > 1024 && this.#head * 2 > answered.length) {
      // Stryker disable next-line all: as above
      answered.splice(0, this.#head);
      this.#head = 0;
    }
    return this.inFlight + answered.length - this.#head;
  }

  /** Takes a token if one is free and nobody waits before us. */
  tryTake(now: number): boolean {
    if (this.#waiters.length > 0 || this.inUse(now) >= this.limit) return false;
    this.inFlight++;
    return true;
  }

  /** Queues a waiter; it is granted a token (already taken for it) in arrival order. Returns a function that drops it. */
  wait(waiter: Waiter): () => void {
    this.#waiters.push(waiter);
    this.#wake(Date.now());
    return () => {
      this.#waiters = this.#waiters.filter((w) => w !== waiter);
    };
  }

  /** Gives a token back: its call was answered (or failed) now; a call never sent gives it back at once. */
  release(now: number, sent: boolean): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (sent) this.#answered.push(now);
    this.#wake(now);
  }

  /** Grants tokens to waiters while some are free; else sets one timer for when the oldest answered token returns. */
  #wake(now: number): void {
    while (this.#waiters.length > 0 && this.inUse(now) < this.limit) {
      this.inFlight++;
      // Stryker disable next-line OptionalChaining: the loop runs only while a waiter is there
      this.#waiters.shift()?.grant();
    }
    if (this.#waiters.length === 0 || this.#timer !== undefined) return;
    const oldest = this.#answered[this.#head];
    // With every token in flight there is nothing to time: the next answer wakes the queue.
    if (oldest === undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#wake(Date.now());
    }, oldest + this.windowMs - now);
  }

  /** True when nothing is out or waiting: nothing would be lost by forgetting this bucket. */
  idle(now: number): boolean {
    return this.#waiters.length === 0 && this.inUse(now) === 0;
  }
}

/** Takes a token from `bucket` for a call, waiting in line when none is free; rejects when `signal` fires first. */
function take(bucket: Bucket, signal: AbortSignal | undefined): Promise<void> | undefined {
  if (bucket.tryTake(Date.now())) return undefined;
  // Stryker disable next-line ConditionalExpression: the engine refuses an aborted call before it asks for a token
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => {
      drop();
      reject(abortReason(signal));
    };
    // Listening before queueing: a waiter may be granted at once, and its grant must find the listener to remove.
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal fires once; `once` only lets the listener go sooner
    signal?.addEventListener('abort', onAbort, { once: true });
    const drop = bucket.wait({
      grant: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
    });
  });
}

/**
 * Paces the calls of one client: a {@link Bucket} per resource and rate class, and one for the client as a
 * whole. Buckets idle for a while are dropped, so memory follows the resources in use, not all ever called.
 */
export class RateLimiter implements Pacer, RateLimitView {
  readonly #buckets = new Map<string, Bucket>();
  /** The client-wide bucket, when a global limit is known. */
  readonly #global: Bucket | undefined;
  readonly #perResource: number | undefined;
  /** The rate of operations that name none; without one, resources are not paced one by one. */
  readonly #defaultRate: number | undefined;
  readonly #totals: RateLimitTotals = { calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 };
  #lastSweep = 0;

  /**
   * @param published The API's published rates (the defaults).
   * @param settings The caller's numbers, which replace them.
   */
  constructor(published: PublishedRates, settings: RateLimitSettings = {}) {
    this.#perResource = settings.perResource;
    this.#defaultRate = published.perResource ?? settings.perResource;
    const global = settings.global ?? published.global;
    this.#global = global === undefined ? undefined : new Bucket(global, MINUTE);
  }

  /**
   * Takes a token for a call to `resource` at `rate` (the operation's published calls per second, or the
   * default): undefined when the call may start now, else a promise that settles when it may (rejecting
   * with the signal's reason when it fires first). Every token taken must be given back with
   * {@link settle} once the call is answered or fails.
   */
  acquire(resource: string, rate: number | undefined, signal?: AbortSignal): Promise<void> | undefined {
    const now = Date.now();
    const perSecond = rate ?? this.#defaultRate;
    const bucket = perSecond === undefined ? undefined : this.#bucket(resource, perSecond, now);
    this.#totals.calls++;
    if (bucket) bucket.calls++;
    const own = bucket && take(bucket, signal);
    if (own === undefined) {
      const global = this.#takeGlobal(bucket, signal);
      return global && this.#timed(global, bucket, now);
    }
    // A wait for the resource's token that fails took nothing: only a failed wait for the global one gives back.
    return this.#timed(own.then(() => this.#takeGlobal(bucket, signal)), bucket, now);
  }

  /** Takes a token from the global bucket, if any, for a call holding one of `bucket` (if any): a failed wait gives that one back at once. */
  #takeGlobal(bucket: Bucket | undefined, signal: AbortSignal | undefined): Promise<void> | undefined {
    const wait = this.#global && take(this.#global, signal);
    return wait?.catch((error: unknown) => {
      // The call never left: its resource token is back at once.
      bucket?.release(Date.now(), false);
      throw error;
    });
  }

  /** Counts a wait in the stats once it ends. */
  async #timed(wait: Promise<void>, bucket: Bucket | undefined, since: number): Promise<void> {
    await wait;
    const waitedMs = Date.now() - since;
    if (bucket) {
      bucket.waited++;
      bucket.waitedMs += waitedMs;
    }
    this.#totals.waited++;
    this.#totals.waitedMs += waitedMs;
  }

  /**
   * Gives back the token of a call that ended (answered, or failed without an answer: `status` undefined), and
   * learns from the answer: its `X-RateLimit-Limit` resets the bucket's limit; a 429 is counted. A call that
   * never left (`sent` false: its credentials failed, or a hook threw) gives its token back at once.
   */
  settle(resource: string, rate: number | undefined, status: number | undefined, limitHeader: string | null, sent = true): void {
    const now = Date.now();
    const perSecond = rate ?? this.#defaultRate;
    // Stryker disable next-line ConditionalExpression: no bucket is ever held under an undefined rate, so the lookup finds none either way
    const bucket = perSecond === undefined ? undefined : this.#buckets.get(key(resource, perSecond));
    this.#global?.release(now, sent);
    if (status === 429) {
      this.#totals.rateLimited++;
      if (bucket) bucket.rateLimited++;
    }
    if (bucket === undefined) return;
    // Stryker disable next-line ConditionalExpression: Number(null) is 0, which the check below refuses as NaN is
    const seen = limitHeader === null ? Number.NaN : Number(limitHeader);
    if (Number.isInteger(seen) && seen >= 1) {
      bucket.limitSeen = seen;
      bucket.limit = seen;
    }
    bucket.release(now, sent);
  }

  resource(resource: string): ResourceRateState | undefined {
    const now = Date.now();
    for (const [name, bucket] of this.#buckets) if (name.startsWith(`${resource} `)) return view(name, bucket, now);
    return undefined;
  }

  resources(): ResourceRateState[] {
    const now = Date.now();
    return [...this.#buckets].map(([name, bucket]) => view(name, bucket, now));
  }

  global(): { limit: number; tokens: number } | undefined {
    const global = this.#global;
    return global && { limit: global.limit, tokens: Math.max(0, global.limit - global.inUse(Date.now())) };
  }

  totals(): RateLimitTotals {
    return { ...this.#totals };
  }

  store(): LimitStoreState {
    return { ...LOCAL_STORE };
  }

  #bucket(resource: string, rate: number, now: number): Bucket {
    const name = key(resource, rate);
    let bucket = this.#buckets.get(name);
    if (bucket === undefined) {
      if (now - this.#lastSweep >= SWEEP_MS) this.#sweep(now);
      bucket = new Bucket(this.#perResource ?? rate, SECOND);
      this.#buckets.set(name, bucket);
    }
    return bucket;
  }

  /** Drops the buckets with nothing out and nobody waiting: they hold nothing a new bucket would not. */
  #sweep(now: number): void {
    this.#lastSweep = now;
    for (const [name, bucket] of this.#buckets) if (bucket.idle(now)) this.#buckets.delete(name);
  }
}

function key(resource: string, rate: number): string {
  return `${resource} ${String(rate)}`;
}

function view(name: string, bucket: Bucket, now: number): ResourceRateState {
  const space = name.lastIndexOf(' ');
  return {
    resource: name.slice(0, space),
    rate: Number(name.slice(space + 1)),
    limit: bucket.limit,
    limitSeen: bucket.limitSeen,
    tokens: Math.max(0, bucket.limit - bucket.inUse(now)),
    calls: bucket.calls,
    waited: bucket.waited,
    waitedMs: bucket.waitedMs,
    rateLimited: bucket.rateLimited,
  };
}

/**
 * The local pacing of a client (what `@typed-api/core/pacing` exports): a dialect whose API publishes rates
 * brings it, so that only the bundles of such an API carry the limiter.
 */
export function localPacing(rates: PublishedRates, settings: RateLimitSettings | undefined): RateLimiter {
  return new RateLimiter(rates, settings);
}
