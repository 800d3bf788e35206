// One worker process of the multi-process tests (processes.test.ts bundles this file with esbuild and forks
// it): a client of one account whose retry budget is counted in Redis, making its calls to a server at once.
// It takes its task as JSON in argv[2] and sends one message back: its outcome counts.
import { Redis as Ioredis } from 'ioredis';
import { createClient } from 'redis';
import * as z from 'zod/mini';
import { HttpClient } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { redisStore } from '@typed-api/redis-store';

/** What the test asks of a worker. */
export interface Task {
  /**
   * `budget`: the calls against a failing route, pacing off, retries from the shared budget. `hold`: paced
   * calls (10 a second per resource, shared) to a server that never answers, so that the worker holds tokens
   * until it is killed; it says `holding` once it does. `exit`: paced calls to the failing route, then
   * `process.exit()` as soon as they are answered, after closing the Redis client when `closeFirst` is set.
   */
  mode: 'budget' | 'hold' | 'exit';
  closeFirst?: boolean | undefined;
  baseUrl: string;
  redisUrl: string;
  account: string;
  /** Calls made, in `waves` equal groups `gapMs` apart (each group at once). */
  calls: number;
  waves: number;
  gapMs: number;
  /** The store's timeout, in milliseconds. */
  timeoutMs: number;
  /** Which Redis client the store is given. */
  redis: 'node-redis' | 'ioredis';
}

/** What a worker answers. */
export interface Outcome {
  calls: number;
  failed: number;
  storeErrors: number;
}

const op = defineOperation({ id: 'things.get', method: 'GET', path: '/things/{id}', params: z.object({ id: z.string() }) });

const task = JSON.parse(process.argv[2] ?? '{}') as Task;
let client: Parameters<typeof redisStore>[0]['client'];
let close: () => Promise<unknown>;
if (task.redis === 'ioredis') {
  const io = new Ioredis(task.redisUrl, { retryStrategy: () => 50 });
  io.on('error', () => undefined);
  client = io;
  close = () => io.quit();
} else {
  const node = createClient({ url: task.redisUrl, socket: { reconnectStrategy: () => 50 } });
  node.on('error', () => undefined);
  await node.connect();
  client = node;
  close = () => node.close();
}
const limitStore = redisStore({ client, account: task.account, timeoutMs: task.timeoutMs });
if (task.mode === 'hold') {
  const holder = new HttpClient({ baseUrl: task.baseUrl, rates: { perResource: 10 }, retryBudget: false, limitStore });
  for (let i = 0; i < task.calls; i++) void holder.call(op, { params: { id: 'held' } }).catch(() => undefined);
  setTimeout(() => process.send?.('holding'), 500);
  // Until the test kills this process.
  setInterval(() => undefined, 60_000);
} else if (task.mode === 'exit') {
  const exiting = new HttpClient({ baseUrl: task.baseUrl, rates: { perResource: 100 }, maxRetries: 0, retryBudget: false, limitStore });
  await Promise.allSettled(Array.from({ length: task.calls }, (_, i) => exiting.call(op, { params: { id: String(i) } })));
  if (task.closeFirst) await close();
  process.exit(0);
} else {
  await runBudgetCalls();
}

/** The `budget` mode: the calls in waves, each call's outcome counted, then the counts sent to the test. */
async function runBudgetCalls(): Promise<void> {
  // Two retries at most, whose backoff (0.5 to 2 s) keeps the run within the budget's window of 10 s: a longer
  // run would rightly get a second window's budget.
  const api = new HttpClient({ baseUrl: task.baseUrl, maxRetries: 2, rateLimit: false, limitStore });
  // Each call's outcome is taken as it settles: true when it failed.
  const failures: Promise<boolean>[] = [];
  for (let wave = 0; wave < task.waves; wave++) {
    if (wave > 0) await new Promise((resolve) => setTimeout(resolve, task.gapMs));
    for (let i = 0; i < task.calls / task.waves; i++) {
      failures.push(api.call(op, { params: { id: `${String(wave)}.${String(i)}` } }).then(() => false, () => true));
    }
  }
  const failed = (await Promise.all(failures)).filter(Boolean).length;
  const outcome: Outcome = { calls: task.calls, failed, storeErrors: api.rateLimit?.store().errors ?? 0 };
  // Sent before the channel closes: a message still queued when `disconnect()` runs may be lost (a busy machine
  // lost one: the test saw a worker exit 0 with no outcome).
  await new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else
      process.send(outcome, undefined, {}, () => {
        resolve();
      });
  });
  await close().catch(() => undefined);
  process.disconnect();
}
