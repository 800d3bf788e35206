// The tokens of a worker process that dies holding them (SIGKILL), over a real `redis-server`: back within a
// lease of the last renewal, whatever the client's timeout (processes/harness.ts has the worker and servers).
import { fork } from 'node:child_process';
import { createClient } from 'redis';
import { describe, expect, test } from 'vitest';
import { bundle, missing, useWorld, wait, world } from './processes/harness.js';
import type { Task } from './processes/worker.js';

useWorld();

describe.skipIf(missing !== undefined)('the tokens of a worker that is killed', () => {
  test('are back within a few seconds, not the client\'s timeout (60 s)', async () => {
    const account = 'killed';
    const child = fork(bundle, [JSON.stringify({ mode: 'hold', baseUrl: world.silent, redisUrl: world.redis.url, account, calls: 10, waves: 1, gapMs: 0, timeoutMs: 1_000, redis: 'node-redis' } satisfies Task)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise<void>((resolve) => child.once('message', () => { resolve(); }));
    const admin = createClient({ url: world.redis.url });
    await admin.connect();
    try {
      const [bucket] = await admin.keys(`typed-api:v1:{${account}}:b:*`);
      if (bucket === undefined) throw new Error('the worker holds no bucket');
      /** Tokens held by calls in flight (leases scored in the future, by the server's clock). */
      const held = async (): Promise<number> => {
        const [seconds = '0', micros = '0'] = await admin.sendCommand<string[]>(['TIME']);
        return admin.zCount(bucket, Number(seconds) * 1000 + Math.floor(Number(micros) / 1000), '+inf');
      };
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
      await admin.close();
    }
  }, 30_000);
});
