// Pacing and the retry budget counted in a store that several processes share. Loaded only by a client given
// a `limitStore`: a client without one paces in its own memory (rate-limit.ts) and never loads this module.
//
// Each process keeps its own line of waiters per bucket and asks the store for all of them in one round trip,
// with the tokens it gives back and the limits it learnt riding along; a busy process makes about one store
// call per API call. When the store fails or is slow, the process paces by its own memory for a while (or, when
// the store says so, fails calls) and tries the store again later.

import { LimitStoreError } from './errors.js';
import { UNPACED, type LimitSettings, type Limits } from './limits.js';
import type { BudgetAnswer, GiveBack, LimitBatch, LimitStore, TakeAnswer, TakeRequest } from './limit-store.js';
import { LaneDriver, type Lane } from './lanes.js';
import { RateLimiter, type LimitStoreState, type PublishedRates, type RateLimitSettings } from './rate-limit.js';
import { RetryBudget, type RetryBudgetSettings, type RetryBudgetState } from './retry-budget.js';

/**
 * Milliseconds a store call may take when the store names no timeout: a loaded machine's event loop can hold
 * an answer back for hundreds of milliseconds (at 250 ms, one worker in four timed out now and then in a
 * 16-worker run on two cores).
 */
export const DEFAULT_STORE_TIMEOUT_MS = 1_000;
/**
 * After a store error, or a second store call in a row that timed out, milliseconds of pacing by the
 * process's own memory before the store is asked again. One slow call alone does not start it.
 */
export const STORE_RETRY_MS = 2_000;
/**
 * While calls of the process wait, tokens of answered calls wait this long for a take to ride along with
 * before they are sent on their own (a process with nobody waiting sends them at once). The token is back one
 * window after its answer either way: the store is told how long ago that was.
 */
const GIVE_BACK_DELAY_MS = 50;
/** Calls counted for the budget are sent to the store at least this often (when no retry sends them sooner). */
const BUDGET_FLUSH_MS = 1_000;
/**
 * Milliseconds the store holds a token granted to a call in flight; the client renews the leases of its calls
 * in flight every third of it, so that a call may run as long as it likes, and a process that dies (killed,
 * or exited without giving back) leaves its tokens held for at most this long. (The lease was the client's
 * timeout and a second: a killed worker's tokens were stranded for 61 s.)
 */
export const LEASE_MS = 5_000;
/** How often the leases of calls in flight are renewed. */
const RENEW_MS = Math.floor(LEASE_MS / 3);
/** Tokens kept to give back at most (while the store is away); older ones are left to their leases' expiry. */
const MAX_PENDING = 10_000;

/** A unique enough name for this process's leases: they only need to differ between the account's processes. */
function holderName(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Lets a timer not keep the process alive (Node, Bun, Deno); elsewhere timers never do. */
function unref(timer: ReturnType<typeof setTimeout>): void {
  (timer as { unref?: () => void }).unref?.();
}

/** A store call that was not answered within the store's timeout (the cause of the `LimitStoreError`): it may still be. */
class StoreLate extends Error {}

/** What a store failure is called in the state and in errors. */
function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The link between one client and its store: bounds every store call by the store's timeout, and after an
 * error, or a second timeout in a row, answers "away" until {@link STORE_RETRY_MS} passed.
 */
export class StoreLink {
  readonly store: LimitStore;
  readonly timeoutMs: number;
  readonly #state: Omit<LimitStoreState, 'pacing'>;
  /** Until when the client paces by its own memory (or refuses calls) after a failure. */
  #awayUntil = 0;
  /** Set when the last store call timed out: a second timeout in a row marks the store away. */
  #late = false;

  constructor(store: LimitStore) {
    this.store = store;
    this.timeoutMs = store.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
    this.#state = { store: store.name, storeCalls: 0, errors: 0, lastError: undefined, fallbacks: 0 };
  }

  /** True while the client paces by its own memory (or refuses calls) after a failure. */
  get away(): boolean {
    return Date.now() < this.#awayUntil;
  }

  state(): LimitStoreState {
    const pacing = this.store.failClosed ? 'refusing' : 'local';
    return { ...this.#state, pacing: this.away ? pacing : 'shared' };
  }

  /**
   * Runs one store call under the timeout. A failure or timeout rejects with a {@link LimitStoreError}; an
   * error, or a timeout after a timeout, also marks the store away. A call that timed out may still be
   * answered: the caller decides what a late answer is worth.
   */
  async run<T>(what: (store: LimitStore) => T | Promise<T>): Promise<T> {
    this.#state.storeCalls++;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new StoreLate(`no answer within ${String(this.timeoutMs)}ms`);
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // An event loop that stalled (a busy worker) runs due timers before it reads its sockets: an answer
          // that came meanwhile gets one more turn, so that only a store that is late counts as one.
          timer = setTimeout(() => {
            reject(timeout);
          }, 0);
        }, this.timeoutMs);
      });
      const value = await Promise.race([what(this.store), late]);
      this.#late = false;
      return value;
    } catch (error) {
      this.#state.errors++;
      this.#state.lastError = describeFailure(error);
      const timedOut = error === timeout;
      if (!timedOut || this.#late) this.#goAway();
      this.#late = timedOut;
      throw new LimitStoreError(this.store.name, this.#state.lastError, error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Paces by the process's own memory (or refuses calls) for {@link STORE_RETRY_MS}. */
  #goAway(): void {
    if (!this.away) this.#state.fallbacks++;
    this.#awayUntil = Date.now() + STORE_RETRY_MS;
  }

  /** The error a call fails with while a fail-closed store is away. */
  refusal(): LimitStoreError {
    // Only a store that failed is refused: its failure is known.
    return new LimitStoreError(this.store.name, String(this.#state.lastError), undefined);
  }
}

/**
 * Paces a client's calls through a shared {@link LimitStore}, with the same lanes and view as the in-memory
 * limiter. While the store is away the calls are paced by an in-memory limiter of the same numbers (or refused).
 */
export class SharedRateLimiter extends LaneDriver {
  readonly #link: StoreLink;
  readonly #local: RateLimiter;
  readonly #holder = holderName();
  /** Tokens to give back (with when their call ended) and limits to publish with the next exchange. */
  #giveBacks: { back: GiveBack; at: number }[] = [];
  /** Sends the tokens given back when no take came to carry them. */
  #giveBackTimer: ReturnType<typeof setTimeout> | undefined;
  #limitsSeen = new Map<string, number>();
  /** The account's bucket as the store's last answer left it (undefined before one). */
  #global: { limit: number; tokens: number } | undefined;
  /** True while an exchange is in flight or queued. */
  #busy = false;
  /** True when something arrived during an exchange: another one follows it. */
  #again: boolean | undefined;
  /** Renews the leases of calls in flight while there are any. */
  #renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set when the leases of calls in flight are due to be renewed with the next exchange. */
  #renewDue: boolean | undefined;

  /**
   * @param link The store, as the client reaches it.
   * @param published The API's published rates.
   * @param settings The caller's numbers.
   */
  constructor(link: StoreLink, published: PublishedRates, settings: RateLimitSettings) {
    super(published, settings);
    this.#link = link;
    this.#local = new RateLimiter(published, settings);
  }

  /**
   * Queues the call for the next exchange: it always waits at least for the store's answer (or, while the
   * store is away, for the exchange to hand it to the process's own pacing).
   */
  protected take(lane: Lane, signal: AbortSignal | undefined): Promise<void> | undefined {
    const wait = this.queue(lane, signal, false);
    this.#schedule();
    return wait;
  }

  protected override lease(): string {
    return `${this.#holder}.${super.lease()}`;
  }

  /** Takes a token from the in-memory limiter while the store is away (or refuses the call if the store fails closed). */
  #acquireLocal(lane: Lane, signal: AbortSignal | undefined): Promise<void> | undefined {
    if (this.#link.store.failClosed) return Promise.reject(this.#link.refusal());
    const since = Date.now();
    return this.#local.acquire(lane.resource, lane.rate, signal)?.then(() => {
      this.count(lane, since);
    });
  }

  /** Gives back a store's lease of the lane, or else the token the process's own pacing granted while the store was away. */
  protected giveBack(lane: Lane, sent: boolean): void {
    const lease = lane.leases.pop();
    if (this.#held().length === 0) {
      // No call in flight holds a store's lease: nothing to renew until the next grant.
      clearTimeout(this.#renewTimer);
      this.#renewTimer = undefined;
    }
    // The process's own pacing learns the server's limit too (none seen reads as no number).
    if (lease === undefined) this.#local.settle(lane.resource, lane.rate, undefined, String(lane.state.limitSeen), sent);
    else this.#queueGiveBack(lane, lease, sent);
  }

  protected publish(key: string, limit: number): void {
    this.#limitsSeen.set(key, limit);
  }

  protected quiet(lane: Lane): boolean {
    // The store keeps the counts: a lane with no call of this process in flight or about to ask holds nothing.
    // (The process's own pacing keeps its own lanes for the calls it granted.)
    return lane.leases.length === 0 && lane.timer === undefined;
  }

  /** Queues a token to give back with the next exchange, which comes within {@link GIVE_BACK_DELAY_MS}. */
  #queueGiveBack(lane: Lane, lease: string, sent: boolean): void {
    const at = Date.now();
    for (const bucket of lane.buckets) this.#giveBacks.push({ back: { key: bucket.key, lease, answeredAgoMs: sent ? 0 : undefined, windowMs: bucket.windowMs }, at });
    // The bound only caps memory while the store is away: leases expire on their own.
    if (this.#giveBacks.length > MAX_PENDING) this.#giveBacks.splice(0, this.#giveBacks.length - MAX_PENDING);
    // A process with no call waiting sends at once, handing the batch to the store before its caller's code
    // goes on: no take is coming to carry the token, and a process (a function) that ends after its last call
    // should not leave its tokens to the leases' expiry. (A store whose client writes later, node-redis, needs
    // its client closed before a `process.exit()`.) Alongside any exchange in flight: the store runs each atomically.
    if (!this.#waiting()) {
      if (!this.#link.away) void this.#send([], []);
      return;
    }
    if (this.#giveBackTimer !== undefined) return;
    this.#giveBackTimer = setTimeout(() => {
      this.#giveBackTimer = undefined;
      this.#schedule();
    }, GIVE_BACK_DELAY_MS);
    unref(this.#giveBackTimer);
  }

  /** True when a call of this client waits for a token. */
  #waiting(): boolean {
    for (const lane of this.lanes.values()) if (lane.waiting.length > 0) return true;
    return false;
  }

  /** Queues one exchange (coalescing everything that arrives in the same turn of the event loop). */
  #schedule(): void {
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    queueMicrotask(() => void this.#exchange());
  }

  /** One round trip: the tokens to give back, the limits learnt and a take for every lane with waiters not yet asked. */
  async #exchange(): Promise<void> {
    const asked: Lane[] = [];
    const takes: TakeRequest[] = [];
    for (const lane of this.lanes.values()) {
      if (lane.waiting.length === 0 || lane.timer !== undefined) continue;
      const count = Math.min(lane.waiting.length, Math.max(1, lane.state.limit));
      asked.push(lane);
      takes.push({ buckets: lane.buckets, leases: Array.from({ length: count }, () => this.lease()) });
    }
    this.#again = false;
    if (this.#link.away) this.#fallBack();
    else if (takes.length > 0 || this.#giveBacks.length > 0 || this.#limitsSeen.size > 0 || this.#renewDue) await this.#send(asked, takes);
    this.#done();
  }

  /**
   * Sends one batch: the tokens given back and limits learnt so far, with `takes` (asked by `asked`). On a
   * failure they are kept for when the store is back, with the leases it may have granted unseen, and the
   * waiters fall back to the process's own pacing.
   */
  async #send(asked: Lane[], takes: TakeRequest[]): Promise<void> {
    const now = Date.now();
    const pending = this.#giveBacks;
    const seen = this.#limitsSeen;
    const batch: LimitBatch = {
      leaseMs: LEASE_MS,
      renewals: this.#renewDue ? this.#held() : undefined,
      giveBacks: pending.map(({ back, at }) => (back.answeredAgoMs === undefined ? back : { ...back, answeredAgoMs: now - at })),
      limitsSeen: [...seen].map(([key, limit]) => ({ key, limit })),
      takes,
    };
    this.#giveBacks = [];
    this.#limitsSeen = new Map();
    this.#renewDue = false;
    clearTimeout(this.#giveBackTimer);
    this.#giveBackTimer = undefined;
    try {
      this.#granted(asked, takes, await this.#link.run((store) => store.exchange(batch)));
    } catch {
      this.#giveBacks.unshift(...pending);
      for (const [key, limit] of seen) if (!this.#limitsSeen.has(key)) this.#limitsSeen.set(key, limit);
      takes.forEach((take, index) => {
        const lane = asked[index];
        if (lane) for (const lease of take.leases) for (const bucket of lane.buckets) this.#giveBacks.push({ back: { key: bucket.key, lease, answeredAgoMs: undefined, windowMs: bucket.windowMs }, at: now });
      });
      this.#fallBack();
    }
  }

  /** The leases of this process's calls in flight, one per bucket each holds a token of. */
  #held(): { key: string; lease: string; windowMs: number }[] {
    const held: { key: string; lease: string; windowMs: number }[] = [];
    for (const lane of this.lanes.values()) for (const lease of lane.leases) for (const bucket of lane.buckets) held.push({ key: bucket.key, lease, windowMs: bucket.windowMs });
    return held;
  }

  /** Renews the leases of calls in flight every {@link RENEW_MS}, for as long as there are any. */
  #keepRenewing(): void {
    if (this.#renewTimer !== undefined) return;
    this.#renewTimer = setTimeout(() => {
      this.#renewTimer = undefined;
      if (this.#held().length === 0) return;
      this.#renewDue = true;
      this.#schedule();
      this.#keepRenewing();
    }, RENEW_MS);
    unref(this.#renewTimer);
  }

  /** Ends an exchange: the next one starts at once when something arrived meanwhile. */
  #done(): void {
    this.#busy = false;
    if (this.#again) this.#schedule();
  }

  /**
   * Hands the granted tokens to the first waiters of each lane (a token asked for a caller who gave up
   * meanwhile goes to the next, or back); the others ask again when a token may be back.
   */
  #granted(asked: Lane[], takes: TakeRequest[], answers: TakeAnswer[]): void {
    asked.forEach((lane, index) => {
      const take = takes[index];
      const answer = answers[index];
      if (!take || !answer) return;
      // The limit in force and what the store said is left, for `resource()` and `global()`: the account's
      // count, not this process's (a client-wide lane's own figures are the account's bucket's, never shown).
      lane.state.limit = answer.limits[0] ?? lane.state.limit;
      lane.state.tokens = answer.free?.[0] ?? 0;
      const spec = this.globalSpec;
      if (spec) this.#global = { limit: spec.limit, tokens: answer.free?.[lane.buckets.length - 1] ?? 0 };
      const served = lane.waiting.splice(0, answer.granted);
      take.leases.slice(0, answer.granted).forEach((lease, at) => {
        const waiter = served[at];
        if (!waiter) {
          this.#queueGiveBack(lane, lease, false);
          return;
        }
        lane.leases.push(lease);
        this.#keepRenewing();
        waiter.grant();
      });
      if (lane.waiting.length === 0) return;
      for (const waiter of lane.waiting) waiter.waited = true;
      lane.timer = setTimeout(() => {
        lane.timer = undefined;
        this.#schedule();
      }, answer.retryInMs);
    });
  }

  /** The store is away: every waiter takes its token from the process's own memory instead, or fails. */
  #fallBack(): void {
    for (const lane of this.lanes.values()) {
      const waiting = lane.waiting;
      lane.waiting = [];
      clearTimeout(lane.timer);
      lane.timer = undefined;
      for (const waiter of waiting) {
        const local = this.#acquireLocal(lane, waiter.signal);
        if (local === undefined) waiter.grant();
        else local.then(waiter.grant, waiter.fail);
      }
    }
  }

  /** A lane's tokens as the store last counted them, or this process's own while the store is away. */
  protected tokens(lane: Lane): number {
    if (!this.#link.away) return lane.state.tokens;
    return this.#local.resource(lane.resource)?.tokens ?? lane.state.limit;
  }

  global(): { limit: number; tokens: number } | undefined {
    // The process's own count while the store is away, or before its first answer.
    return this.#link.away || !this.#global ? this.#local.global() : { ...this.#global };
  }

  store(): LimitStoreState {
    return this.#link.state();
  }
}

/**
 * The retry budget counted in a shared store: each process sends the calls it made (at least once a second)
 * and asks the store for retries one call at a time, the retries wanted meanwhile going together in the next.
 * While the store is away, a process that has been answered by it spends only retries the store granted it
 * and it has not spent (a late answer's); one that never reached the store has its own budget.
 */
export class SharedRetryBudget {
  readonly #link: StoreLink;
  readonly #local: RetryBudget;
  #calls = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #last: RetryBudgetState;
  /** Retries wanted and not asked for yet: they go together, once the ask in flight (if any) is answered. */
  #wanting: { resolve: (granted: boolean) => void; reject: (error: unknown) => void }[] = [];
  /** Set while retries are being asked for. */
  #asking = false;
  /** Set once the store answered: from then on the account's budget is the store's alone. */
  #reached = false;
  /**
   * Retries the store granted this process that it has not spent: those of an answer that came after its
   * askers went on without it. Spent first, whether the store is there or away.
   */
  #left = 0;

  constructor(link: StoreLink, settings: RetryBudgetSettings | undefined) {
    this.#link = link;
    this.#local = new RetryBudget(settings);
    this.#last = this.#local.state();
  }

  /** Counts a first attempt, here and (within a second) in the store. */
  call(): void {
    this.#local.call();
    this.#calls++;
    if (this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      // While the store is away the count waits for it (a retry, or the next flush, sends it); a count a retry's
      // ask has sent already leaves nothing to send.
      if (!this.#link.away && this.#calls > 0) void this.#ask(0).catch(() => undefined);
    }, BUDGET_FLUSH_MS);
    unref(this.#timer);
  }

  /** Takes a retry from the shared budget (from the process's own while the store is away). */
  async tryRetry(): Promise<boolean> {
    if (this.#left > 0) {
      this.#left--;
      return true;
    }
    return new Promise<boolean>((resolve, reject) => {
      this.#wanting.push({ resolve, reject });
      if (this.#asking) return;
      this.#asking = true;
      queueMicrotask(() => void this.#askForRetries());
    });
  }

  /** The numbers the last answer reported, for a {@link RetryBudgetError}. */
  state(): RetryBudgetState {
    return this.#last;
  }

  /**
   * A retry while the store is away: none for a process the store has answered (every retry of the account is
   * counted there, and each process falling back to a budget of its own would add one budget per process);
   * the process's own budget for one that never reached it.
   */
  #away(): boolean {
    if (this.#link.store.failClosed) throw this.#link.refusal();
    if (this.#reached) {
      this.#last = { ...this.#last, storeAway: true };
      return false;
    }
    this.#last = this.#local.state();
    return this.#local.tryRetry();
  }

  /**
   * Asks for the retries wanted, one store call at a time: those wanted while a call is out go together in
   * the next, so that a busy process makes a few store calls for many retries. The first asked get those
   * that fit. While the store is away, the process's own budget answers.
   */
  async #askForRetries(): Promise<void> {
    while (this.#wanting.length > 0) {
      const wanting = this.#wanting;
      this.#wanting = [];
      let granted: number | undefined;
      if (!this.#link.away) granted = await this.#ask(wanting.length).catch(() => undefined);
      wanting.forEach((want, index) => {
        try {
          want.resolve(granted === undefined ? this.#away() : index < granted);
        } catch (error) {
          want.reject(error);
        }
      });
    }
    this.#asking = false;
  }

  /** Sends the calls counted since the last ask and asks for `retries` retries; answers how many fit. */
  async #ask(retries: number): Promise<number> {
    const calls = this.#calls;
    this.#calls = 0;
    const local = this.#local;
    const spec = { ratio: local.ratio, reserve: local.reserve, windowMs: local.windowMs };
    // The store call, made once: `run` bounds the wait for its answer, and a late answer still counts (below).
    const sent = Promise.resolve().then(() => this.#link.store.budget(spec, calls, retries));
    let answer: BudgetAnswer;
    try {
      answer = await this.#link.run(() => sent);
    } catch (error) {
      // A store call that failed counted nothing: its calls go with the next ask. One that timed out may still
      // count them, so they go again only if it fails in the end; counted twice, they would widen the budget.
      // The retries a late answer grants were counted for this process: they are kept for its next retries.
      // A call that went out may be counted yet: from now on the process spends only what the store grants,
      // or its own retries would come on top of the store's.
      if ((error as LimitStoreError).cause instanceof StoreLate) this.#reached = true;
      sent.then(
        (late) => {
          this.#left += late.granted;
        },
        () => {
          this.#calls += calls;
        },
      );
      throw error;
    }
    this.#reached = true;
    this.#last = { calls: answer.calls, retries: answer.retries, reserve: local.reserve, ratio: local.ratio, windowMs: local.windowMs };
    return answer.granted;
  }
}

/** The shared pacing and budget of one client of `store` (what a store's `limits` makes). */
export function sharedLimits(store: LimitStore, { pacing, config }: LimitSettings): Limits {
  const link = new StoreLink(store);
  const limiter = pacing && new SharedRateLimiter(link, config.rates ?? {}, pacing);
  return {
    pacer: limiter ?? UNPACED,
    budget: config.retryBudget === false ? undefined : new SharedRetryBudget(link, config.retryBudget),
    // Pacing off, the store may still count the budget: its state stays in view.
    view: limiter ?? {
      resource: () => undefined,
      resources: () => [],
      global: () => undefined,
      totals: () => ({ calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 }),
      store: () => link.state(),
    },
  };
}
