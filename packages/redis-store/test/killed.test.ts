// The tokens of a worker process that dies holding them (SIGKILL), or exits right after its calls, over a
// real `redis-server`: back within a lease of the last renewal, whatever the client's timeout, or given back
// before the exit (processes/harness.ts has the worker and servers).
import { fork } from 'node:child_process';
import { createClient } from 'redis';
import { describe, expect, test } from 'vitest';
import { bundle, missing, useWorld, wait, world } from './processes/harness.js';
import type { Task } from './processes/worker.js';

useWorld();

/**
 * Tokens of `account`'s bucket held until more than `aheadMs` from now by the server's clock (leases of calls in
 * flight, with 0; past an answered token's window, with more).
 */
async function leased(account: string, aheadMs: number): Promise<number> {
  const admin = createClient({ url: world.redis.url });
  await admin.connect();
  try {
    const [bucket] = await admin.keys(`typed-api:v1:{${account}}:b:*`);
    if (bucket === undefined) throw new Error(`no bucket of ${account}: its worker took no token`);
    const [seconds = '0', micros = '0'] = await admin.sendCommand<string[]>(['TIME']);
    return await admin.zCount(bucket, Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + aheadMs, '+inf');
  } finally {
    await admin.close();
  }
}

describe.skipIf(missing !== undefined)('the tokens of a worker that is killed', () => {
  test('are back within a few seconds, not the client\'s timeout (60 s)', async () => {
    const account = 'killed';
    const child = fork(bundle, [JSON.stringify({ mode: 'hold', baseUrl: world.silent, redisUrl: world.redis.url, account, calls: 10, waves: 1, gapMs: 0, timeoutMs: 1_000, redis: 'node-redis' } satisfies Task)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise<void>((resolve) => child.once('message', () => { resolve(); }));
    try {
      const held = (): Promise<number> => leased(account, 0);
      expect(await held()).toBe(10);
      // Renewed while the calls run: still held past their first lease (5 s).
      await wait(5_500);
      expect(await held()).toBe(10);
      const killedAt = performance.now();
      child.kill('SIGKILL');
      while ((await held()) > 0) await wait(100);
      const backMs = performance.now() - killedAt;
      // A lease (5 s) at most after the last renewal.
      expect(backMs).toBeLessThanOrEqual(5_000 + 500);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});

describe.skipIf(missing !== undefined)('the tokens of a worker that calls process.exit() right after its calls', () => {
  /** Runs a worker that exits after its 10 calls; answers how many of its tokens are still leased as in flight. */
  async function leftLeased(redis: Task['redis'], closeFirst: boolean): Promise<number> {
    const account = `exit-${redis}-${String(closeFirst)}`;
    const child = fork(bundle, [JSON.stringify({ mode: 'exit', baseUrl: world.failing, redisUrl: world.redis.url, account, calls: 10, waves: 1, gapMs: 0, timeoutMs: 1_000, redis, closeFirst } satisfies Task)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise<void>((resolve) => child.once('exit', () => { resolve(); }));
    // Answered tokens are back a window (1 s) after their answer; leased ones 5 s from their grant.
    return leased(account, 1_500);
  }

  test('over ioredis, every token is given back before the process ends', async () => {
    expect(await leftLeased('ioredis', false)).toBe(0);
  }, 20_000);

  test('over node-redis, after closing the client (as the README says), every token is given back', async () => {
    expect(await leftLeased('node-redis', true)).toBe(0);
  }, 20_000);
});
