// The pacing rules in memory (packages/core/src/buckets.ts), which the local limiter and the memory store
// share: what the store conformance suite cannot see from outside (what is kept in memory), and the edges
// of time it cannot hit against a real server's clock.
import { describe, expect, test } from 'vitest';
import { Buckets, SWEEP_MS } from '../src/buckets.js';
import { LIMIT_KEPT_MS } from '../src/limits.js';

const T = 1_000_000;
const NEVER = Number.POSITIVE_INFINITY;
const a = { key: 'a', limit: 10, windowMs: 1_000 };

describe('the buckets of one account', () => {
  test('answered tokens are dropped from memory once more than half of those kept are back', () => {
    const buckets = new Buckets();
    expect(buckets.take([a], ['l1', 'l2', 'l3', 'l4'], T, NEVER).granted).toBe(4);
    ['l1', 'l2', 'l3', 'l4'].forEach((lease, i) => {
      buckets.giveBack('a', lease, T + 100 * (i + 1));
    });
    expect(buckets.stored().tokens).toBe(4);
    // Two of four back: kept as they are.
    expect(buckets.inUse('a', T + 250)).toBe(2);
    expect(buckets.stored().tokens).toBe(4);
    // Three of four back: the three are dropped.
    expect(buckets.inUse('a', T + 300)).toBe(1);
    expect(buckets.stored().tokens).toBe(1);
  });

  test('a token given back out of order is back at its own time, not after the ones queued before it', () => {
    const buckets = new Buckets();
    buckets.take([a], ['l1', 'l2', 'l3'], T, NEVER);
    buckets.giveBack('a', 'l1', T + 500);
    buckets.giveBack('a', 'l2', T + 300);
    buckets.giveBack('a', 'l3', T + 400);
    expect(buckets.inUse('a', T + 350)).toBe(2);
    expect(buckets.inUse('a', T + 450)).toBe(1);
    expect(buckets.inUse('a', T + 500)).toBe(0);
  });

  test('a refused take waits for the hold that lapses first, whatever order the holds were taken or renewed in', () => {
    const buckets = new Buckets();
    const two = { key: 'two', limit: 2, windowMs: 1_000 };
    buckets.take([two], ['first', 'second'], T, 300);
    // The first hold is renewed: it now lapses after the second.
    buckets.renew('two', 'first', T + 200, 300);
    const refused = buckets.take([two], ['third'], T + 200, 300);
    expect(refused.granted).toBe(0);
    expect(refused.backAt).toBe(T + 300);
  });

  test('a refused take waits for a token not back yet, never for one back already but still kept', () => {
    const buckets = new Buckets();
    const two = { key: 'two', limit: 2, windowMs: 1_000 };
    buckets.take([two], ['l1', 'l2'], T, NEVER);
    buckets.giveBack('two', 'l1', T + 100);
    buckets.giveBack('two', 'l2', T + 300);
    // At 150 the first is back (and still kept: no more than half are back): a third call takes its place.
    expect(buckets.take([two], ['l3'], T + 150, NEVER).granted).toBe(1);
    expect(buckets.stored().tokens).toBe(3);
    expect(buckets.take([two], ['l4'], T + 150, NEVER)).toMatchObject({ granted: 0, backAt: T + 300 });
  });

  test('a limit lowered below the tokens out waits for as many tokens back as it is over', () => {
    const buckets = new Buckets();
    const three = { key: 'three', limit: 3, windowMs: 1_000 };
    buckets.take([three], ['l1', 'l2', 'l3'], T, NEVER);
    buckets.giveBack('three', 'l1', T + 980);
    buckets.giveBack('three', 'l2', T + 990);
    buckets.giveBack('three', 'l3', T + 1_000);
    buckets.publish('three', 1, T);
    // One token out is the limit: all three must be back before the next call.
    expect(buckets.take([three], ['l4'], T, NEVER)).toMatchObject({ granted: 0, backAt: T + 1_000, limits: [1], free: [0] });
  });

  test('a limit the server announced holds for ten minutes, then the bucket has its own again', () => {
    const buckets = new Buckets();
    buckets.publish('a', 2, T);
    expect(buckets.limit(a, T + LIMIT_KEPT_MS - 1)).toBe(2);
    expect(buckets.limit(a, T + LIMIT_KEPT_MS)).toBe(10);
  });

  test('a hold lapses at its end exactly, and only holds do', () => {
    const buckets = new Buckets();
    buckets.take([a], ['dying'], T, 300);
    buckets.take([a], ['answered'], T, 300);
    buckets.giveBack('a', 'answered', T + 1_000);
    buckets.lapse(T + 299);
    expect(buckets.inUse('a', T + 299)).toBe(2);
    buckets.lapse(T + 300);
    expect(buckets.inUse('a', T + 300)).toBe(1);
  });

  test('a renewal holds only a lease still held, and a bucket never seen renews nothing', () => {
    const buckets = new Buckets();
    buckets.take([a], ['l1'], T, 100);
    buckets.giveBack('a', 'l1', undefined);
    buckets.renew('a', 'l1', T + 50, 100);
    buckets.renew('elsewhere', 'l1', T + 50, 100);
    expect(buckets.inUse('a', T + 60)).toBe(0);
    expect(buckets.stored().buckets).toBe(1);
  });

  test('buckets with nothing out and limits that lapsed are forgotten, at most every 5 s', () => {
    const buckets = new Buckets();
    const b = { key: 'b', limit: 1, windowMs: 1_000 };
    const c = { key: 'c', limit: 1, windowMs: 1_000 };
    // The first take sweeps (there is nothing yet): the clock of the sweeps starts there.
    buckets.take([a], ['l1'], T, NEVER);
    buckets.giveBack('a', 'l1', undefined);
    buckets.publish('a', 5, T);
    buckets.take([b], ['l2'], T + SWEEP_MS - 1, NEVER);
    expect(buckets.stored()).toEqual({ buckets: 2, tokens: 1, limits: 1 });
    // Five seconds on: the empty bucket goes, the one with a call in flight and the fresh limit stay.
    buckets.take([c], ['l3'], T + SWEEP_MS, NEVER);
    expect(buckets.stored()).toEqual({ buckets: 2, tokens: 2, limits: 1 });
    buckets.take([c], ['l4'], T + LIMIT_KEPT_MS, NEVER);
    expect(buckets.stored().limits).toBe(0);
  });
});
