// The retry budget across real worker processes (each a Node process of its own: processes/harness.ts) and a
// real `redis-server`, with a fault that breaks a store in production: the server stalled (CLIENT PAUSE) while
// the workers run, so that store calls time out.
import { describe, expect, test } from 'vitest';
import { redisCommand } from '../../../tests/support/redis-server.js';
import { missing, runWorker, useWorld, wait, world } from './processes/harness.js';

useWorld();

describe.skipIf(missing !== undefined)('the retry budget across worker processes', () => {
  // The account's bound for 600 calls within one 10 s window: the calls, a fifth of them, and the reserve of 50.
  const BOUND = 600 + 600 * 0.2 + 50;
  /**
   * The bound when the run took longer than the window (a machine too busy to run four workers in 3 s): cut the
   * run into windows of 10 s; the retries of each are within the reserve and a fifth of the calls of that window
   * and of the one before it (the budget's window slides), so the whole is within a reserve a window and two
   * fifths of the calls.
   */
  const boundFor = (seconds: number): number => (seconds <= 10 ? BOUND : 600 + 2 * 600 * 0.2 + Math.ceil(seconds / 10) * 50);

  test.each(['node-redis', 'ioredis'] as const)('over %s, Redis stalled three times under four workers: the failing route gets no more than the account allows', async (redis) => {
    world.requests = 0;
    const account = `stalls-${redis}`;
    // Each worker's 150 calls in ten waves 250 ms apart: under 3 s of work, within the budget's 10 s window.
    const done = Promise.all(Array.from({ length: 4 }, () => runWorker({ mode: 'budget', baseUrl: world.failing, redisUrl: world.redis.url, account, calls: 150, waves: 10, gapMs: 250, timeoutMs: 250, redis })));
    // Three stalls of 400 ms once the workers are at it: every store call in them times out (the store's 250 ms).
    while (world.requests === 0) await wait(20);
    const started = performance.now();
    for (let i = 0; i < 3; i++) {
      await redisCommand(world.redis.port, 'CLIENT PAUSE 400 ALL');
      await wait(700);
    }
    const outcomes = await done;
    const seconds = (performance.now() - started) / 1000;
    expect(outcomes.reduce((sum, o) => sum + o.failed, 0)).toBe(600);
    // Store calls did time out (else this test would not test the fault).
    expect(outcomes.reduce((sum, o) => sum + o.storeErrors, 0)).toBeGreaterThan(0);
    // A budget of its own in each process that timed out sent 983 and 1,038 here (with up to five retries a call).
    expect(world.requests).toBeLessThanOrEqual(boundFor(seconds));
  }, 60_000);
});

