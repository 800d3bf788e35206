// What the multi-process tests share (processes.test.ts, killed.test.ts): a real `redis-server`, worker
// processes forked from a bundle of worker.ts built from the sources, a route that always fails and a server
// that never answers. Each test file calls `useWorld()` once.
import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';
import { redisUnavailable, startRedisServer, type RedisServer } from '../../../../tests/support/redis-server.js';
import type { Outcome, Task } from './worker.js';

/** Why the tests cannot run here (no `redis-server`), or undefined. */
export const missing = redisUnavailable();
const WORKERS = join(import.meta.dirname, '../.workers');
/** The worker, bundled. */
export const bundle = join(WORKERS, 'worker.mjs');
/** The servers of a test file, once `useWorld()`'s setup ran. */
export const world = {
  redis: undefined as unknown as RedisServer,
  /** The route that always fails (503), and how many requests it has had. */
  failing: '',
  requests: 0,
  /** A server that never answers: calls to it hold their tokens until their process dies. */
  silent: '',
};
let api!: Server;
let silent!: Server;

/** Starts the world before the file's tests and stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    if (missing) return;
    world.redis = await startRedisServer();
    // The sources, as one file Node runs: the Redis clients stay outside it (resolved from this package).
    await build({
      entryPoints: [join(import.meta.dirname, 'worker.ts')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['typed-api-source'],
      external: ['redis', 'ioredis'],
      logLevel: 'error',
    });
    // A route that always fails: what the retry budget is for.
    api = createServer((_, response) => {
      world.requests++;
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    world.failing = `http://127.0.0.1:${String((api.address() as AddressInfo).port)}`;
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    world.silent = `http://127.0.0.1:${String((silent.address() as AddressInfo).port)}`;
  }, 60_000);
  afterAll(async () => {
    if (missing) return;
    await new Promise((resolve) => api.close(resolve));
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await world.redis.close();
  });
}

/** Runs one worker process with `task`; resolves to what it answered. */
export function runWorker(task: Task): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = fork(bundle, [JSON.stringify(task)], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let errors = '';
    let outcome: Outcome | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('message', (message) => (outcome = message as Outcome));
    child.on('exit', (code) => {
      if (outcome) resolve(outcome);
      else reject(new Error(`worker exited with ${String(code)} and no outcome: ${errors}`));
    });
  });
}

/** Resolves after `ms` milliseconds of real time. */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

