/**
 * The client-wide cap on retries. `false` turns it off (each call then retries up to `maxRetries` whatever
 * the others do).
 */
export type RetryBudgetOption = false | RetryBudgetSettings;

/** The numbers of {@link RetryBudgetOption}; what is left out keeps its default. */
export interface RetryBudgetSettings {
  /** Retries may add at most this share to the calls of the window (0 to 1). Default 0.2: 20%. */
  ratio?: number | undefined;
  /** Retries always allowed per window, however few the calls, so that a quiet client can still retry. Default 10. */
  minRetries?: number | undefined;
  /** The window the budget counts in, in milliseconds. Default 60 000 (the last minute). */
  windowMs?: number | undefined;
}

/** Slots the window is cut into: counts older than the window fall out one slot at a time. */
const SLOTS = 60;

/**
 * Counts calls and retries over a sliding window (in {@link SLOTS} slots, so memory is fixed) and says
 * whether one more retry fits: retries ≤ max(minRetries, ratio × calls).
 */
export class RetryBudget {
  readonly ratio: number;
  readonly #min: number;
  readonly #slotMs: number;
  readonly #calls = new Array<number>(SLOTS).fill(0);
  readonly #retries = new Array<number>(SLOTS).fill(0);
  /** The slot number (time / slotMs) the counters were last moved to. */
  #slot = 0;

  constructor(settings: RetryBudgetSettings = {}) {
    this.ratio = settings.ratio ?? 0.2;
    this.#min = settings.minRetries ?? 10;
    this.#slotMs = Math.max(1, Math.ceil((settings.windowMs ?? 60_000) / SLOTS));
  }

  /** Counts a first attempt. */
  call(): void {
    this.#calls[this.#advance()]! += 1; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- the index is always in range
  }

  /** Takes one retry from the budget: true when it fits, false when the budget is spent (nothing is counted then). */
  tryRetry(): boolean {
    const index = this.#advance();
    if (this.retries() + 1 > Math.max(this.#min, this.ratio * this.calls())) return false;
    this.#retries[index]! += 1; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- the index is always in range
    return true;
  }

  /** Calls in the window. */
  calls(): number {
    this.#advance();
    return sum(this.#calls);
  }

  /** Retries in the window. */
  retries(): number {
    this.#advance();
    return sum(this.#retries);
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
    if (gone > 0) this.#slot = slot;
    return slot % SLOTS;
  }
}

function sum(values: number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
