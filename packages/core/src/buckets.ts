// The pacing rules, in this process's memory: buckets of tokens, each token held by a lease while its call
// runs and for one window after its answer. The memory store (limit-store.ts) answers a shared client's
// round trips with them, and the local limiter (rate-limit.ts) takes from them directly; the Redis store's
// scripts are held to the same rules by the store conformance suite.

import type { BucketSpec } from './limit-store.js';
import { LIMIT_KEPT_MS } from './limits.js';

/** How often, at most, what is idle is forgotten: buckets with no token out, lapsed limits, a client's idle lanes. */
export const SWEEP_MS = 5_000;

/** The tokens out of one bucket. */
class Bucket {
  /** Calls in flight: lease → when its hold lapses (never, for a limiter of this process). */
  readonly held = new Map<string, number>();
  /**
   * When each answered call's token is back, soonest first; `head` skips the ones back already. More than
   * half of them back, the list drops those.
   */
  readonly back: number[] = [];
  head = 0;

  /** Tokens out at `now`: held, or answered and not back yet. */
  inUse(now: number): number {
    const back = this.back;
    while ((back[this.head] ?? Number.POSITIVE_INFINITY) <= now) this.head++;
    if (this.head * 2 > back.length) {
      back.splice(0, this.head);
      this.head = 0;
    }
    return this.held.size + back.length - this.head;
  }

  /**
   * Ends a hold: the token is back at `at`, or at once when `at` is undefined. A lease not held frees nothing.
   * Answers nearly always come in order, so the time goes at the end; a store's token given back by a process
   * whose call was answered earlier goes in its place.
   */
  release(lease: string, at: number | undefined): void {
    if (!this.held.delete(lease) || at === undefined) return;
    this.back.splice(this.back.findLastIndex((other) => other <= at) + 1, 0, at);
  }

  /** When the `count`-th token from now is back: answered ones in order, holds when they lapse. */
  nthBack(count: number): number {
    const soonest = [...this.back.slice(this.head, this.head + count), ...this.held.values()].sort((a, b) => a - b);
    return soonest[count - 1] ?? Number.POSITIVE_INFINITY;
  }
}

/** What {@link Buckets.take} answered: the store's `TakeAnswer`, with the moment refused leases may ask again. */
export interface Taken {
  granted: number;
  /** When the tokens the refused leases wait for are back; infinite when calls in flight hold them and never lapse. */
  backAt: number;
  limits: number[];
  free: number[];
}

/**
 * The buckets of one account: what a memory store holds for every client given it, and what a client
 * without a store holds for itself.
 */
export class Buckets {
  readonly #buckets = new Map<string, Bucket>();
  /** Limits the server announced, by bucket, with when they lapse. */
  readonly #limits = new Map<string, { limit: number; until: number }>();
  #lastSweep = 0;

  #bucket(key: string): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) this.#buckets.set(key, (bucket = new Bucket()));
    return bucket;
  }

  /** Tokens of bucket `key` out at `now`. */
  inUse(key: string, now: number): number {
    return this.#buckets.get(key)?.inUse(now) ?? 0;
  }

  /** The limit bucket `spec` is counted against at `now`: one the server announced, or the spec's own. */
  limit(spec: BucketSpec, now: number): number {
    const published = this.#limits.get(spec.key);
    return published !== undefined && published.until > now ? published.limit : spec.limit;
  }

  /** Makes `limit` the limit of bucket `key` for {@link LIMIT_KEPT_MS}. */
  publish(key: string, limit: number, now: number): void {
    this.#limits.set(key, { limit, until: now + LIMIT_KEPT_MS });
  }

  /** Drops the holds that lapsed by `now` (their holders died): their tokens are back. */
  lapse(now: number): void {
    for (const bucket of this.#buckets.values()) for (const [lease, until] of bucket.held) if (until <= now) bucket.held.delete(lease);
  }

  /** Holds `lease` for `leaseMs` more from `now`, if it is still held. */
  renew(key: string, lease: string, now: number, leaseMs: number): void {
    const held = this.#buckets.get(key)?.held;
    if (held?.has(lease)) held.set(lease, now + leaseMs);
  }

  /** Gives back the token of `lease`: back at `at`, or at once when `at` is undefined (its call never left). */
  giveBack(key: string, lease: string, at: number | undefined): void {
    this.#buckets.get(key)?.release(lease, at);
  }

  /**
   * Grants the first leases that fit in every bucket of `specs` (each takes a token of all, or of none), held
   * for `leaseMs`. The refused ones wait for a quarter of the bucket (or for all they asked, if fewer), so that
   * a waiting process wakes a few times a window instead of at every token back. A token held by a call in
   * flight is back a window after its answer at the soonest: with holds that lapse (a store's), refused
   * leases ask again no later than a window from now; with holds that never lapse (this process's), the
   * answer that frees the token wakes them.
   */
  take(specs: readonly BucketSpec[], leases: readonly string[], now: number, leaseMs: number): Taken {
    this.#sweep(now);
    let room = leases.length;
    let backAt = now;
    const counted = specs.map((spec) => ({ bucket: this.#bucket(spec.key), limit: this.limit(spec, now) }));
    specs.forEach((spec, at) => {
      const { bucket, limit } = counted[at] as { bucket: Bucket; limit: number };
      const free = limit - bucket.inUse(now);
      if (free >= room) return;
      const nth = bucket.nthBack(Math.max(1, Math.min(leases.length, Math.ceil(limit / 4)) - free));
      backAt = Math.max(backAt, Number.isFinite(leaseMs) ? Math.min(nth, now + spec.windowMs) : nth);
      room = Math.max(0, free);
    });
    for (const { bucket } of counted) for (const lease of leases.slice(0, room)) bucket.held.set(lease, now + leaseMs);
    return {
      granted: room,
      backAt,
      limits: counted.map(({ limit }) => limit),
      free: counted.map(({ bucket, limit }) => Math.max(0, limit - bucket.inUse(now))),
    };
  }

  /** What is kept in memory: buckets, the tokens they count (back ones not dropped yet included) and limits. */
  stored(): { buckets: number; tokens: number; limits: number } {
    let tokens = 0;
    for (const bucket of this.#buckets.values()) tokens += bucket.held.size + bucket.back.length;
    return { buckets: this.#buckets.size, tokens, limits: this.#limits.size };
  }

  /** Forgets the buckets with no token out and the limits that lapsed, at most every {@link SWEEP_MS}: they hold nothing a new one would not. */
  #sweep(now: number): void {
    if (now - this.#lastSweep < SWEEP_MS) return;
    this.#lastSweep = now;
    for (const [key, bucket] of this.#buckets) if (bucket.inUse(now) === 0) this.#buckets.delete(key);
    for (const [key, published] of this.#limits) if (published.until <= now) this.#limits.delete(key);
  }
}
