import type { BudgetAnswer } from './limit-store.js';

/**
 * The client-wide cap on retries. `false` turns it off (each call then retries up to `maxRetries` whatever
 * the others do).
 */
export type RetryBudgetOption = false | RetryBudgetSettings;

/**
 * The numbers of {@link RetryBudgetOption}; what is left out keeps its default. With the defaults a client may
 * retry 50 times in any 10 seconds whatever it does (5 a second), plus once for every five calls it made in
 * those 10 seconds.
 */
export interface RetryBudgetSettings {
  /** Each call adds this many retries to the budget of the window (0 to 1). Default 0.2: one retry per five calls. */
  ratio?: number | undefined;
  /**
   * Retries per second always allowed, however few the calls, so that a quiet client can still retry: the
   * budget holds this times the window's seconds before any call. Default 5 (50 in the default window).
   */
  minRetriesPerSecond?: number | undefined;
  /** The window calls and retries are counted in, in milliseconds. Default 10 000 (the last 10 seconds). */
  windowMs?: number | undefined;
}

/** A retry budget's numbers at one moment, as a `RetryBudgetError` reports them. */
export interface RetryBudgetState {
  /** Retries in the window. */
  retries: number;
  /** Calls in the window. */
  calls: number;
  /** Retries always allowed in a window. */
  reserve: number;
  /** Retries each call adds. */
  ratio: number;
  /** The window, in milliseconds. */
  windowMs: number;
  /**
   * True when a shared store keeps the budget and did not answer: the process, counted there already, takes
   * no retry of its own until it answers again (the numbers are the store's last answer, if any).
   */
  storeAway?: boolean | undefined;
}

/** What the retry policy needs of a budget: the in-memory one, or one counted in a shared store. */
export interface Budget {
  /** Counts a first attempt. */
  call(): void;
  /** Takes one retry if it fits. */
  tryRetry(): boolean | Promise<boolean>;
  /** The numbers as of the last call or retry counted. */
  state(): RetryBudgetState;
}

/** Slots the window is cut into: counts older than the window fall out one slot at a time. */
const SLOTS = 50;

/**
 * A retry budget in the manner of Finagle's: over a sliding window (in {@link SLOTS} slots, so memory is
 * fixed), every call deposits `ratio` of a retry and every retry withdraws one, on top of a reserve of
 * `minRetriesPerSecond` × the window's seconds that is always there. A retry fits while
 * retries ≤ reserve + ratio × calls. A quiet client never meets the limit; a client whose server is down
 * stops retrying after about `ratio` extra requests, instead of multiplying its load by `maxRetries`.
 */
export class RetryBudget implements Budget {
  readonly ratio: number;
  /** Retries allowed in any window before any call: `minRetriesPerSecond` × the window's seconds. */
  readonly reserve: number;
  readonly windowMs: number;
  readonly #slotMs: number;
  readonly #calls = new Array<number>(SLOTS).fill(0);
  readonly #retries = new Array<number>(SLOTS).fill(0);
  /** The slot number (time / slotMs) the counters were last moved to. */
  #slot: number;

  constructor(settings: RetryBudgetSettings = {}) {
    this.ratio = settings.ratio ?? 0.2;
    this.windowMs = settings.windowMs ?? 10_000;
    this.reserve = (settings.minRetriesPerSecond ?? 5) * (this.windowMs / 1000);
    this.#slotMs = Math.max(1, Math.ceil(this.windowMs / SLOTS));
    this.#slot = Math.floor(Date.now() / this.#slotMs);
  }

  /** Counts a first attempt. */
  call(): void {
    this.spend(1, 0, this.ratio, this.reserve);
  }

  /** Takes one retry from the budget: true when it fits, false when the budget is spent (nothing is counted then). */
  tryRetry(): boolean {
    return this.spend(0, 1, this.ratio, this.reserve).granted === 1;
  }

  /**
   * Counts `calls` first attempts, then takes as many of `retries` retries as fit (the k-th fits while
   * retries + k ≤ reserve + ratio × calls): the rule of this budget, and of the memory store's for every
   * client given it.
   */
  spend(calls: number, retries: number, ratio: number, reserve: number): BudgetAnswer {
    const index = this.#advance();
    this.#calls[index]! += calls; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- the index is always in range
    const made = this.calls();
    const spent = this.retries();
    const granted = Math.max(0, Math.min(retries, Math.floor(reserve + ratio * made - spent)));
    this.#retries[index]! += granted; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- the index is always in range
    return { granted, calls: made, retries: spent + granted };
  }

  /** Calls in the window, as of the last call or retry counted. */
  calls(): number {
    return sum(this.#calls);
  }

  /** Retries in the window, as of the last call or retry counted. */
  retries(): number {
    return sum(this.#retries);
  }

  state(): RetryBudgetState {
    return { retries: this.retries(), calls: this.calls(), reserve: this.reserve, ratio: this.ratio, windowMs: this.windowMs };
  }

  /** Clears the slots that fell out of the window since the last look; returns the current slot's index. */
  #advance(): number {
    const slot = Math.floor(Date.now() / this.#slotMs);
    const gone = Math.min(SLOTS, slot - this.#slot);
    for (let i = 1; i <= gone; i++) {
      const index = (this.#slot + i) % SLOTS;
      this.#calls[index] = 0;
      this.#retries[index] = 0;
    }
    // Only forward: a clock set back keeps the slots it has (their counts are cleared when it catches up).
    this.#slot = Math.max(this.#slot, slot);
    return slot % SLOTS;
  }
}

function sum(values: number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
