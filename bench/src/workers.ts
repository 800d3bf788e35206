/**
 * The many-workers case: N worker processes of one account, each making M calls to one resource of a local
 * server that admits K calls per second per resource (a sliding second; past it a 429) and says so in
 * `X-RateLimit-Limit`. Pacing shared through Redis (`@typed-api/redis-store` over node-redis, against a real
 * `redis-server` started on loopback), pacing in each process alone (the default), and no pacing, in one run.
 * Then the same with shared pacing while the server lowers its limit mid-run; then an always-503 route, where
 * the retry budget is shared, per process, or off; then one worker's calls one at a time to a resource under
 * no limit, to measure what a store round trip adds to a call.
 *
 *   node bench/src/workers.ts [--workers=4,16] [--calls=1200] [--rate=60] [--stalls=3x1500]
 *   node bench/src/workers.ts --pacing-runs=10 [--workers=16]
 *
 * `--stalls=NxMS` adds, for each worker count, a run of the shared retry budget while Redis is stalled N times
 * for MS milliseconds (CLIENT PAUSE ALL, 500 ms apart, from the first request on): longer than the store's
 * timeout, so that store calls time out as on a loaded or failing Redis. `--pacing-runs=N` runs only the
 * shared pacing N times per worker count and prints each run's time against the ideal.
 *
 * A worker is this file run with `worker` as its first argument: it receives its task over IPC and answers
 * with what it saw.
 */
import { fork } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { PlatformClient } from '@typed-api/platform';
import { redisStore } from '@typed-api/redis-store';
import { redisCommand, startRedisServer } from '../../tests/support/redis-server.ts';
import { NODE_FLAGS } from './processes.ts';
import { fixed, printTable } from './stats.ts';

/** How a worker paces: through the shared store, in its own memory, or not at all. */
export type PacingMode = 'shared' | 'local' | 'off';

/** What a worker is asked to do. */
interface Task {
  baseUrl: string;
  redisUrl: string;
  account: string;
  mode: PacingMode;
  /** Whether the retry budget is shared (through the store), per process, or off. */
  budget: PacingMode;
  /** The dataset every call reads (the resource paced). */
  dataset: string;
  calls: number;
  /** Calls one at a time (the latency case) instead of all at once. */
  sequential: boolean;
}

/** What a worker answers. */
interface WorkerResult {
  failed: number;
  /** Each call's time, in milliseconds. */
  latencies: number[];
  /** Store calls that failed (the client's count; none expected against a local server). */
  storeErrors: number;
}

/** One row of a case's table. */
export interface WorkersRow {
  name: string;
  workers: number;
  calls: number;
  requests: number;
  rateLimited: number;
  failed: number;
  seconds: number;
  /** Store round trips per API call, counted at the Redis server (shared modes only). */
  storeCallsPerCall: number | undefined;
  /** Store calls that failed or timed out, as the workers' clients counted them (shared modes only). */
  storeErrors: number | undefined;
}

/** Redis stalled (CLIENT PAUSE ALL) `count` times for `ms` each during a run. */
export interface Stalls {
  count: number;
  ms: number;
}

/** What the case measured. */
export interface WorkersResult {
  rate: number;
  pacing: WorkersRow[];
  /** Shared pacing while the server lowers its limit to half at `loweredAfterS`. */
  lowered: { row: WorkersRow; loweredAfterS: number; newLimit: number; after429s: number; slowedWithinMs: number };
  budget: WorkersRow[];
  /** Per-call latency, one call at a time, local pacing against shared pacing (ms). */
  latency: { local: { p50: number; p99: number }; shared: { p50: number; p99: number } };
  /**
   * The Redis server stopped under a client (default store timeout): how long its next call took (paced by
   * its own memory once the store call timed out), and, once the server is back, how long until the client
   * paced through the store again (ms).
   */
  outage: { fallbackMs: number; backToSharedMs: number };
}

// ---- the worker ---------------------------------------------------------------------------------------------

async function work(task: Task): Promise<WorkerResult> {
  const redis = task.mode === 'shared' || task.budget === 'shared' ? await createClient({ url: task.redisUrl }).connect() : undefined;
  const store = redis && redisStore({ client: redis, account: task.account });
  const platform = new PlatformClient({
    baseUrl: task.baseUrl,
    token: 'bench-token',
    rateLimit: task.mode === 'off' ? false : undefined,
    retryBudget: task.budget === 'off' ? false : undefined,
    // The store counts what its mode shares: pacing, the budget, or both (a mode 'local' keeps its memory).
    limitStore: task.mode === 'shared' || task.budget === 'shared' ? store : undefined,
    maxRetries: 4,
  });
  // Loaded and connected: the orchestrator starts every worker's calls at once, on its clock.
  await new Promise<void>((resolve) => {
    process.once('message', () => {
      resolve();
    });
    process.send?.('ready');
  });
  const latencies: number[] = [];
  let failed = 0;
  // A dataset read (paced per dataset), or for the failing route a request-queue read (`queue:<id>`).
  const queue = task.dataset.startsWith('queue:') ? task.dataset.slice('queue:'.length) : undefined;
  const one = async (): Promise<void> => {
    const started = performance.now();
    try {
      await (queue === undefined ? platform.datasets.get(task.dataset) : platform.requestQueues.get(queue));
    } catch {
      failed++;
    }
    latencies.push(performance.now() - started);
  };
  if (task.sequential) for (let i = 0; i < task.calls; i++) await one();
  else await Promise.all(Array.from({ length: task.calls }, one));
  const errors = platform.rateLimit?.store().errors ?? 0;
  await redis?.close();
  return { failed, latencies, storeErrors: errors };
}

if (process.argv[2] === 'worker') {
  process.once('message', (task: Task) => {
    void work(task).then(
      (result) => {
        process.send?.(result, () => process.exit(0));
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

// ---- the server ---------------------------------------------------------------------------------------------

/** Per dataset: its limit, requests and 429s, and the times of the requests it admitted. */
interface Counts {
  limit: number;
  requests: number;
  rateLimited: number;
  /** Admitted in the last second (the sliding window). */
  window: number[];
  /** Every admission, for the lowered-limit case. */
  admitted: number[];
  /** 429s after the limit was lowered. */
  after429s: number;
  loweredAt: number | undefined;
}

function startLimitedServer(rate: number): Promise<{ baseUrl: string; counts: Map<string, Counts>; lower(dataset: string, limit: number): void; close(): Promise<void> }> {
  const counts = new Map<string, Counts>();
  const countsOf = (id: string): Counts => {
    let entry = counts.get(id);
    if (!entry) counts.set(id, (entry = { limit: id.startsWith('free') ? 1_000_000 : rate, requests: 0, rateLimited: 0, window: [], admitted: [], after429s: 0, loweredAt: undefined }));
    return entry;
  };
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const dataset = /^\/v2\/datasets\/([^/]+)$/.exec(path)?.[1];
    const queue = /^\/v2\/request-queues\/([^/]+)$/.exec(path)?.[1];
    if (dataset !== undefined) {
      const entry = countsOf(dataset);
      entry.requests++;
      const now = performance.now();
      while ((entry.window[0] ?? now) <= now - 1000) entry.window.shift();
      const headers = { 'content-type': 'application/json', 'x-ratelimit-limit': String(entry.limit) };
      if (entry.window.length >= entry.limit) {
        entry.rateLimited++;
        if (entry.loweredAt !== undefined) entry.after429s++;
        res.writeHead(429, headers).end('{"error":{"type":"rate-limit-exceeded","message":"Rate limit exceeded"}}');
        return;
      }
      entry.window.push(now);
      entry.admitted.push(now);
      res.writeHead(200, headers).end(`{"data":{"id":"${dataset}","name":null,"itemCount":0}}`);
      return;
    }
    if (queue !== undefined) {
      countsOf(queue).requests++;
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"type":"server-error","message":"unavailable"}}');
      return;
    }
    res.writeHead(404).end();
  };
  const server = createServer(handle);
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${String(port)}`,
        counts,
        lower: (dataset, limit) => {
          const entry = countsOf(dataset);
          entry.limit = limit;
          entry.loweredAt = performance.now();
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

// ---- the runs -----------------------------------------------------------------------------------------------

const WORKER = fileURLToPath(import.meta.url);

/** Runs `workers` worker processes on `task` (each its share of the calls); resolves with what each saw. `during` runs beside them from their start. */
async function runWorkers(workers: number, task: Omit<Task, 'calls'>, calls: number, scriptRuns: () => Promise<number>, during?: () => Promise<void>): Promise<{ results: WorkerResult[]; seconds: number; storeCalls: number }> {
  const before = await scriptRuns();
  const children = Array.from({ length: workers }, () => fork(WORKER, ['worker'], { execArgv: NODE_FLAGS, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  // Every worker has loaded its modules and connected before any starts: the clock measures the calls, not
  // Node's start (16 processes starting on 2 cores take seconds).
  const results = children.map(
    (child, index) =>
      new Promise<WorkerResult>((resolve, reject) => {
        child.on('message', (message) => {
          if (message !== 'ready') resolve(message as WorkerResult);
        });
        child.once('exit', (code) => {
          if (code !== 0) reject(new Error(`worker ${String(index)} exited with ${String(code)}`));
        });
      }),
  );
  await Promise.all(
    children.map((child, index) => {
      const ready = new Promise<void>((resolve) => {
        child.once('message', () => {
          resolve();
        });
      });
      child.send({ ...task, calls: Math.floor(calls / workers) + (index < calls % workers ? 1 : 0) });
      return ready;
    }),
  );
  const started = performance.now();
  const beside = during?.();
  for (const child of children) child.send('go');
  const outcomes = await Promise.all(results);
  const seconds = (performance.now() - started) / 1000;
  await beside;
  return { results: outcomes, seconds, storeCalls: (await scriptRuns()) - before };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const MODE_NAMES: Record<PacingMode, string> = { shared: 'shared through Redis', local: 'each process alone (the default)', off: 'none (rateLimit: false)' };
const BUDGET_NAMES: Record<PacingMode, string> = { shared: 'budget shared through Redis', local: 'a budget per process (the default)', off: 'no budget (retryBudget: false)' };

/** A Redis server, the limited server, and how to count script runs and make rows against them. */
async function startBench(rate: number, calls: number) {
  const redis = await startRedisServer();
  const server = await startLimitedServer(rate);
  // Store calls counted at the Redis server (script runs), whatever the client can report.
  const admin = await createClient({ url: redis.url }).connect();
  const scriptRuns = async (): Promise<number> => {
    const stats = await admin.info('commandstats');
    let runs = 0;
    for (const match of stats.matchAll(/cmdstat_(?:evalsha|eval):calls=(\d+)/g)) runs += Number(match[1]);
    return runs;
  };
  let run = 0;
  const base = (mode: PacingMode, budget: PacingMode, dataset: string): Omit<Task, 'calls'> => ({ baseUrl: server.baseUrl, redisUrl: redis.url, account: `bench-${String(run++)}`, mode, budget, dataset, sequential: false });
  const row = (name: string, count: number, dataset: string, outcome: { results: WorkerResult[]; seconds: number; storeCalls: number }, shared: boolean): WorkersRow => {
    const seen = server.counts.get(dataset);
    const storeCalls = outcome.storeCalls;
    return {
      name,
      workers: count,
      calls,
      requests: seen?.requests ?? 0,
      rateLimited: seen?.rateLimited ?? 0,
      failed: outcome.results.reduce((sum, r) => sum + r.failed, 0),
      seconds: outcome.seconds,
      storeCallsPerCall: shared ? storeCalls / calls : undefined,
      storeErrors: shared ? outcome.results.reduce((sum, r) => sum + r.storeErrors, 0) : undefined,
    };
  };
  /** Stalls Redis `stalls.count` times for `stalls.ms`, 500 ms apart, from the first request to `dataset` on. */
  const stall = async (stalls: Stalls, dataset: string): Promise<void> => {
    while ((server.counts.get(dataset)?.requests ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 0; i < stalls.count; i++) {
      await redisCommand(redis.port, `CLIENT PAUSE ${String(stalls.ms)} ALL`);
      await new Promise((resolve) => setTimeout(resolve, stalls.ms + 500));
    }
  };
  const close = async (): Promise<void> => {
    await admin.close();
    await server.close();
    await redis.close();
  };
  return { redis, server, scriptRuns, base, row, stall, close };
}

/** Shared pacing alone, `runs` times per worker count: each run's time against the ideal (calls / rate). */
export async function runSharedPacing(options: { workers: number[]; runs: number; calls: number; rate: number; log: (line: string) => void }): Promise<{ workers: number; ratios: number[]; rateLimited: number[] }[]> {
  const { workers, runs, calls, rate, log } = options;
  const bench = await startBench(rate, calls);
  try {
    const out: { workers: number; ratios: number[]; rateLimited: number[] }[] = [];
    for (const count of workers) {
      const entry = { workers: count, ratios: [] as number[], rateLimited: [] as number[] };
      for (let i = 0; i < runs; i++) {
        const dataset = `pace-${String(count)}-shared-${String(i)}`;
        const r = bench.row('', count, dataset, await runWorkers(count, bench.base('shared', 'local', dataset), calls, bench.scriptRuns), true);
        entry.ratios.push(r.seconds / (calls / rate));
        entry.rateLimited.push(r.rateLimited);
        log(`  ${String(count)} workers, shared pacing, run ${String(i + 1)}: ${fixed(r.seconds, 2)} s, ${fixed(r.seconds / (calls / rate))} x the ideal, ${String(r.rateLimited)} 429s, ${String(r.storeErrors)} store errors`);
      }
      out.push(entry);
    }
    return out;
  } finally {
    await bench.close();
  }
}

/** Runs the whole case. */
export async function runWorkersCase(options: { workers?: number[] | undefined; calls?: number | undefined; rate?: number | undefined; stalls?: Stalls | undefined; log?: (line: string) => void } = {}): Promise<WorkersResult> {
  const { workers = [4, 16], calls = 1_200, rate = 60, stalls, log = () => undefined } = options;
  const { server, scriptRuns, base, row, stall, close } = await startBench(rate, calls);
  try {
    const pacing: WorkersRow[] = [];
    for (const count of workers) {
      for (const mode of ['shared', 'local', 'off'] as const) {
        const dataset = `pace-${String(count)}-${mode}`;
        log(`  ${String(count)} workers, pacing ${MODE_NAMES[mode]}: ${String(calls)} calls…`);
        const outcome = await runWorkers(count, base(mode, 'local', dataset), calls, scriptRuns);
        const r = row(`${String(count)} workers, pacing ${MODE_NAMES[mode]}`, count, dataset, outcome, mode === 'shared');
        pacing.push(r);
        log(`    ${String(r.requests)} requests, ${String(r.rateLimited)} 429s, ${fixed(r.seconds, 1)} s`);
      }
    }

    // The server halves its limit a quarter into the run; every worker must follow within a second.
    const count = workers[0] ?? 4;
    const dataset = 'lowered';
    const newLimit = Math.max(1, Math.floor(rate / 2));
    const loweredAfterS = calls / rate / 4;
    log(`  ${String(count)} workers, shared pacing, the server lowering its limit to ${String(newLimit)}/s after ${fixed(loweredAfterS, 1)} s…`);
    const lowering = setTimeout(() => {
      server.lower(dataset, newLimit);
    }, loweredAfterS * 1000);
    const loweredOutcome = await runWorkers(count, base('shared', 'local', dataset), calls, scriptRuns);
    clearTimeout(lowering);
    const seen = server.counts.get(dataset);
    const at = seen?.loweredAt ?? 0;
    // How long after the change a second (starting at an admission) still held more than the new limit.
    const admitted = (seen?.admitted ?? []).filter((t) => t >= at);
    let lastOver = at;
    for (let i = 0; i < admitted.length; i++) {
      const start = admitted[i] ?? 0;
      let n = 0;
      for (let j = i; j < admitted.length && (admitted[j] ?? 0) < start + 1000; j++) n++;
      if (n > newLimit) lastOver = start;
    }
    const lowered = {
      row: row(`${String(count)} workers, shared, limit halved mid-run`, count, dataset, loweredOutcome, true),
      loweredAfterS,
      newLimit,
      after429s: seen?.after429s ?? 0,
      slowedWithinMs: lastOver - at,
    };
    log(`    ${String(lowered.row.rateLimited)} 429s (${String(lowered.after429s)} after the change), every second starting then or later under the new limit from ${fixed(lowered.slowedWithinMs / 1000, 2)} s after it`);

    const budget: WorkersRow[] = [];
    const failingCalls = Math.round(calls / 2);
    for (const count of workers) {
      for (const mode of ['shared', 'local', 'off'] as const) {
        const queue = `failing-${String(count)}-${mode}`;
        log(`  ${String(count)} workers against an always-503 route, ${BUDGET_NAMES[mode]}: ${String(failingCalls)} calls…`);
        const task = { ...base('off', mode, queue), dataset: queue };
        const outcome = await runWorkers(count, { ...task, dataset: `queue:${queue}` }, failingCalls, scriptRuns);
        const r = row(`${String(count)} workers, ${BUDGET_NAMES[mode]}`, count, queue, outcome, mode === 'shared');
        r.calls = failingCalls;
        r.storeCallsPerCall = mode === 'shared' ? outcome.storeCalls / failingCalls : undefined;
        budget.push(r);
        log(`    ${String(r.requests)} requests`);
      }
      if (stalls) {
        // The shared budget again, with store calls forced to time out: Redis paused longer than the store waits.
        const queue = `failing-${String(count)}-stalled`;
        const name = `${String(count)} workers, ${BUDGET_NAMES.shared}, Redis stalled ${String(stalls.count)} x ${fixed(stalls.ms / 1000, 1)} s`;
        log(`  ${name}: ${String(failingCalls)} calls…`);
        const outcome = await runWorkers(count, { ...base('off', 'shared', queue), dataset: `queue:${queue}` }, failingCalls, scriptRuns, () => stall(stalls, queue));
        const r = row(name, count, queue, outcome, true);
        r.calls = failingCalls;
        r.storeCallsPerCall = outcome.storeCalls / failingCalls;
        budget.push(r);
        log(`    ${String(r.requests)} requests, ${String(r.storeErrors)} store errors`);
      }
    }

    // What a store round trip adds: one worker, calls one at a time, to a resource under no limit.
    const latencyOf = async (mode: PacingMode): Promise<{ p50: number; p99: number }> => {
      const { results } = await runWorkers(1, { ...base(mode, 'local', `free-${mode}`), sequential: true }, 2_000, scriptRuns);
      const latencies = results.flatMap((r) => r.latencies).slice(200);
      return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    };
    log('  one worker, 2,000 calls one at a time, local then shared pacing…');
    const latency = { local: await latencyOf('local'), shared: await latencyOf('shared') };
    log('  the Redis server stopped under a client, then started again…');
    const outage = await measureOutage(server.baseUrl);
    return { rate, pacing, lowered, budget, latency, outage };
  } finally {
    await close();
  }
}

/** Stops a Redis server under a client of the default store timeout: the fallback time, and the time back to shared pacing once it restarts. */
async function measureOutage(baseUrl: string): Promise<{ fallbackMs: number; backToSharedMs: number }> {
  const redis = await startRedisServer();
  const connection = createClient({ url: redis.url, socket: { reconnectStrategy: () => 50 } });
  connection.on('error', () => undefined);
  await connection.connect();
  const platform = new PlatformClient({ baseUrl, token: 'bench-token', limitStore: redisStore({ client: connection, account: 'outage' }) });
  try {
    await platform.datasets.get('free-outage');
    await redis.stop();
    const stopped = performance.now();
    await platform.datasets.get('free-outage');
    const fallbackMs = performance.now() - stopped;
    await redis.start();
    const started = performance.now();
    while ((platform.rateLimit?.store().pacing !== 'shared' || (await connection.ping().catch(() => '')) !== 'PONG') && performance.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await platform.datasets.get('free-outage');
    }
    return { fallbackMs, backToSharedMs: performance.now() - started };
  } finally {
    await connection.close().catch(() => undefined);
    await redis.close();
  }
}

/** Prints the case's tables. */
export function printWorkers(result: WorkersResult): void {
  const { lowered } = result;
  // The lowered run's ideal: the first part at the full rate, the rest at the new one.
  const ideal = (r: WorkersRow): number => (r === lowered.row ? lowered.loweredAfterS + (r.calls - lowered.loweredAfterS * result.rate) / lowered.newLimit : r.calls / result.rate);
  console.log(`\nMany workers, one account: a server admitting ${String(result.rate)} calls/s per resource`);
  printTable([
    ['pacing', 'calls', 'requests', '429s', 'failed', 'seconds', 'time / limit allows', 'store calls per call', 'store errors'],
    ...[...result.pacing, result.lowered.row].map((r) => [r.name, String(r.calls), String(r.requests), String(r.rateLimited), String(r.failed), fixed(r.seconds, 1), fixed(r.seconds / ideal(r)), r.storeCallsPerCall === undefined ? '-' : fixed(r.storeCallsPerCall), r.storeErrors === undefined ? '-' : String(r.storeErrors)]),
  ]);
  console.log(
    `limit halved to ${String(result.lowered.newLimit)}/s after ${fixed(result.lowered.loweredAfterS, 1)} s: ${String(result.lowered.after429s)} 429s after the change; every second starting then or later under the new limit from ${fixed(result.lowered.slowedWithinMs / 1000, 2)} s after it`,
  );
  console.log('\nAn always-503 route (maxRetries 4)');
  printTable([
    ['retry budget', 'calls', 'requests at the server', 'seconds', 'store calls per call', 'store errors'],
    ...result.budget.map((r) => [r.name, String(r.calls), String(r.requests), fixed(r.seconds, 1), r.storeCallsPerCall === undefined ? '-' : fixed(r.storeCallsPerCall), r.storeErrors === undefined ? '-' : String(r.storeErrors)]),
  ]);
  const { local, shared } = result.latency;
  console.log(`\nThe Redis server stopped under a client: its next call took ${fixed(result.outage.fallbackMs, 0)} ms (as long as the store's timeout); shared again ${fixed(result.outage.backToSharedMs, 0)} ms after the server was back`);
  console.log(`\nA call, one at a time (p50 / p99 ms): local pacing ${fixed(local.p50)} / ${fixed(local.p99)}, shared ${fixed(shared.p50)} / ${fixed(shared.p99)}; the store adds ${fixed(shared.p50 - local.p50)} / ${fixed(shared.p99 - local.p99)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] !== 'worker') {
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const log = (line: string): void => {
    console.log(line);
  };
  const pacingRuns = arg('pacing-runs');
  if (pacingRuns === undefined) {
    const stalls = arg('stalls')?.split('x').map(Number);
    const result = await runWorkersCase({
      workers: arg('workers')?.split(',').map(Number),
      calls: arg('calls') === undefined ? undefined : Number(arg('calls')),
      rate: arg('rate') === undefined ? undefined : Number(arg('rate')),
      stalls: stalls && { count: stalls[0] ?? 3, ms: stalls[1] ?? 1_500 },
      log,
    });
    printWorkers(result);
  } else {
    const workers = arg('workers')?.split(',').map(Number) ?? [16];
    const rate = Number(arg('rate') ?? 60);
    for (const entry of await runSharedPacing({ workers, runs: Number(pacingRuns), calls: Number(arg('calls') ?? 1_200), rate, log })) {
      const within = entry.ratios.filter((r) => r <= 1.15).length;
      console.log(`${String(entry.workers)} workers, shared pacing: ${entry.ratios.map((r) => fixed(r)).join(', ')} x the ideal; ${String(within)} of ${String(entry.ratios.length)} within 1.15; ${String(entry.rateLimited.reduce((a, b) => a + b, 0))} 429s in all`);
    }
  }
}
