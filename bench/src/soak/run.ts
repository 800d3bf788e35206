/**
 * The soak (`pnpm bench --only=soak`, or this file alone): N worker processes of one account for M minutes
 * against the platform's fake enforcing the published rates (`soak/server.ts`, its own process), through a
 * fault proxy (`soak/proxy.ts`), pacing and budgeting retries through a real `redis-server`; faults on the
 * schedule of `soak/schedule.ts`; a sample every few seconds; at the end every confirmed id checked against
 * the fake's store. The report goes to `bench/results/soak.json`.
 *
 *   node bench/src/soak/run.ts [--minutes=60] [--workers=16]      (the short form: --minutes=1 --workers=4)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '../../../tests/support/redis-server.ts';
import { NODE_FLAGS } from '../processes.ts';
import { fixed, machineInfo, printTable } from '../stats.ts';
import { startProxy, type ProxyOptions } from './proxy.ts';
import { addCounts, apiCallsOf, budgetBound, checkIds, rateLimitedOutside, verdictsOf, type OutageResult, type SoakReport, type SoakSample } from './report.ts';
import { scheduleOf, type Fault } from './schedule.ts';
import type { ServerStats, SoakIds, StoredIds } from './server.ts';
import type { WorkerCounts, WorkerStatus, WorkerTask } from './worker.ts';

/** Settings of a soak run; the defaults are the issue's hour. */
export interface SoakOptions {
  minutes?: number | undefined;
  workers?: number | undefined;
  /** Loops of work in flight in each worker. Default 4 (2 in a run shorter than 5 minutes, the short form). */
  concurrency?: number | undefined;
  /** Pause after each operation of a loop, in ms. Default 10 (20 in the short form). */
  thinkMs?: number | undefined;
  /** Seconds between samples. Default 5 (10 from 10 minutes on). */
  sampleEveryS?: number | undefined;
  /** Where the report is written; default `bench/results/soak.json`; false: not written. */
  out?: string | false | undefined;
  log?: ((line: string) => void) | undefined;
}

const PROXY: Omit<ProxyOptions, 'targetPort'> = { latencyMs: 2, jitterMs: 8, resetShare: 0.05, resetAfterBytes: [100, 4_000] };
const TIMEOUT_MS = 5_000;
const HANG_MS = 30_000;
const ACCOUNT = 'soak';
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** Starts the server process; resolves with its address and the resources' ids. */
async function startServer(): Promise<{ child: ChildProcess; baseUrl: string; ids: SoakIds }> {
  const child = fork(here('./server.ts'), [], { execArgv: NODE_FLAGS, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { baseUrl, ids } = await new Promise<{ baseUrl: string; ids: SoakIds }>((resolve, reject) => {
    child.once('message', (message) => {
      resolve(message as { baseUrl: string; ids: SoakIds });
    });
    child.once('exit', (code) => {
      reject(new Error(`soak server exited early (code ${String(code)})`));
    });
  });
  return { child, baseUrl, ids };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as T;
}

/** The running workers: one slot each, restarted under a new generation after a kill. */
class Pool {
  readonly statuses = new Map<string, WorkerStatus>();
  readonly confirmed = new Set<string>();
  readonly children = new Map<number, ChildProcess>();
  readonly generations = new Map<number, number>();
  /** When each slot's current worker started (seconds from the run's start). */
  readonly startedAt = new Map<number, number>();
  /** RSS per slot and generation over time: [seconds, bytes]. */
  readonly rss = new Map<string, [number, number][]>();
  crashed = 0;
  onStatus: (status: WorkerStatus) => void = () => undefined;

  readonly #task: Omit<WorkerTask, 'slot' | 'generation'>;
  readonly #clock: () => number;

  constructor(task: Omit<WorkerTask, 'slot' | 'generation'>, clock: () => number) {
    this.#task = task;
    this.#clock = clock;
  }

  start(slot: number): void {
    const generation = (this.generations.get(slot) ?? -1) + 1;
    this.generations.set(slot, generation);
    this.startedAt.set(slot, this.#clock());
    const child = fork(here('./worker.ts'), [], { execArgv: this.#task.collectEveryS > 0 ? [...NODE_FLAGS, '--expose-gc'] : NODE_FLAGS, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.children.set(slot, child);
    child.on('message', (message: WorkerStatus) => {
      const key = `${String(slot)}/${String(generation)}`;
      this.statuses.set(key, message);
      for (const id of message.confirmed) this.confirmed.add(id);
      const series = this.rss.get(key) ?? [];
      series.push([this.#clock(), message.rss]);
      this.rss.set(key, series);
      this.onStatus(message);
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) this.crashed++;
    });
    child.send({ ...this.#task, slot, generation } satisfies WorkerTask);
  }

  /** Kills a slot's worker with SIGKILL and starts it again. */
  kill(slot: number): void {
    this.children.get(slot)?.kill('SIGKILL');
    this.start(slot);
  }

  /** Asks every worker to stop; resolves with how many did not stop (and were killed) within the hang bound. */
  async stop(): Promise<number> {
    let stuck = 0;
    await Promise.all(
      [...this.children.values()].map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<boolean>((resolve) => child.once('exit', () => { resolve(true); }));
        child.send({ stop: true });
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => { resolve(false); }, HANG_MS + 5_000)));
        const inTime = await Promise.race([exited, late]);
        clearTimeout(timer);
        if (!inTime) {
          stuck++;
          child.kill('SIGKILL');
          await exited;
        }
      }),
    );
    return stuck;
  }

  /** Every worker's counts, all generations added. */
  totals(): WorkerCounts {
    const total: WorkerCounts = { calls: {}, ok: 0, typed: {}, untyped: 0, untypedSamples: [], hung: 0, shortWalks: 0 };
    for (const status of this.statuses.values()) addCounts(total, status.counts);
    return total;
  }

  /** The latest status of each slot's current worker. */
  current(): WorkerStatus[] {
    return [...this.generations].map(([slot, generation]) => this.statuses.get(`${String(slot)}/${String(generation)}`)).filter((s) => s !== undefined);
  }
}

/** The orchestrator's own client of the Redis server: a command gives up after a second (a stopped server never answers). */
function adminClient(url: string) {
  const client = createClient({ url, socket: { reconnectStrategy: () => 200, connectTimeout: 1_000 }, commandOptions: { timeout: 1_000 } });
  client.on('error', () => undefined);
  return client;
}

/** The process id of the Redis server (to stop it with SIGSTOP, its data kept). */
async function redisPid(redis: RedisServer): Promise<number> {
  const admin = await createClient({ url: redis.url }).connect();
  const info = await admin.info('server');
  await admin.close();
  return Number(/process_id:(\d+)/.exec(info)?.[1]);
}

/** Runs the soak and returns its report (also written to `bench/results/soak.json` unless `out` is false). */
export async function runSoak(options: SoakOptions = {}): Promise<SoakReport> {
  const { minutes = 60, workers = 16, log = () => undefined } = options;
  const short = minutes < 5;
  const { concurrency = short ? 2 : 4, thinkMs = short ? 20 : 10 } = options;
  // Calls to the failing route: 40 a second in all, a tenth of the 400 a second its resource admits.
  const failingPerS = Math.max(1, 40 / workers);
  const sampleEveryS = options.sampleEveryS ?? (minutes >= 10 ? 10 : 5);
  const faults = scheduleOf(minutes, workers);
  const redis = await startRedisServer();
  const server = await startServer();
  const proxy = await startProxy({ ...PROXY, targetPort: Number(new URL(server.baseUrl).port) });
  const admin = adminClient(redis.url);
  await admin.connect();
  let pid = await redisPid(redis);
  // Whether Redis is stopped with SIGSTOP now (a sample does not ask it then; the end sends SIGCONT).
  const redisState = { paused: false };
  log(`  set up: Redis on ${redis.url}, the server on ${server.baseUrl}, the proxy on ${String(proxy.port)}`);
  const began = performance.now();
  const clock = (): number => (performance.now() - began) / 1000;
  const pool = new Pool({ baseUrl: `http://127.0.0.1:${String(proxy.port)}`, redisUrl: redis.url, account: ACCOUNT, ids: server.ids, concurrency, thinkMs, failingPerS, timeoutMs: TIMEOUT_MS, hangMs: HANG_MS, collectEveryS: short ? 1 : 10 }, clock);
  const outages: (OutageResult & { endedAt: number; waiting: Set<number> })[] = [];
  pool.onStatus = (status) => {
    for (const outage of outages) {
      if (outage.sharedAgainMs !== null || clock() < outage.endedAt) continue;
      if (status.pacing === 'shared' && status.generation === pool.generations.get(status.slot)) outage.waiting.delete(status.slot);
      if (outage.waiting.size === 0) outage.sharedAgainMs = Math.round((clock() - outage.endedAt) * 1000);
    }
  };
  const timers: NodeJS.Timeout[] = [];
  const samples: SoakSample[] = [];
  try {
    for (let slot = 0; slot < workers; slot++) pool.start(slot);
    const apply = async (fault: Fault): Promise<void> => {
      log(`  ${clock().toFixed(0)} s: ${fault.kind}${fault.forS ? ` for ${String(fault.forS)} s` : ''}${fault.slot === undefined ? '' : ` (worker ${String(fault.slot)})`}`);
      if (fault.kind === 'kill') {
        pool.kill(fault.slot ?? 0);
        return;
      }
      if (fault.kind === 'failing') {
        server.child.send({ failing: true });
        timers.push(setTimeout(() => server.child.send({ failing: false }), fault.forS * 1000));
        return;
      }
      if (fault.kind === 'redis-stop') {
        process.kill(pid, 'SIGSTOP');
        redisState.paused = true;
        await sleep(fault.forS * 1000);
        process.kill(pid, 'SIGCONT');
        redisState.paused = false;
      } else {
        await redis.stop();
        await sleep(fault.forS * 1000);
        await redis.start();
        pid = await redisPid(redis);
      }
      log(`  ${clock().toFixed(0)} s: Redis back`);
      outages.push({ kind: fault.kind, atS: fault.atS, forS: fault.forS, sharedAgainMs: null, endedAt: clock(), waiting: new Set(pool.generations.keys()) });
    };
    for (const fault of faults) timers.push(setTimeout(() => void apply(fault), fault.atS * 1000));
    const none: ServerStats = { requests: 0, byStatus: {}, failingRequests: 0, failing503: 0, rateLimitedBy: {} };
    let last: { t: number; calls: number; stats: ServerStats; resets: number } = { t: 0, calls: 0, stats: none, resets: 0 };
    const sample = async (): Promise<void> => {
      const stats = await getJson<ServerStats>(`${server.baseUrl}/__soak/stats`);
      const keys = redisState.paused ? null : await admin.dbSize().catch(() => null);
      const t = clock();
      const totals = pool.totals();
      const calls = Object.values(totals.calls).reduce((a, b) => a + b, 0);
      const dt = t - last.t;
      const current = pool.current();
      samples.push({
        t: Math.round(t * 10) / 10,
        callsPerS: Math.round((calls - last.calls) / dt),
        requestsPerS: Math.round((stats.requests - last.stats.requests) / dt),
        rateLimited: (stats.byStatus['429'] ?? 0) - (last.stats.byStatus['429'] ?? 0),
        failingRequests: stats.failingRequests - last.stats.failingRequests,
        failingTotal: stats.failingRequests,
        failingCallsTotal: totals.calls.failing ?? 0,
        apiCallsTotal: apiCallsOf(totals),
        resets: proxy.counts.resets - last.resets,
        rssMB: [...pool.generations.keys()].sort((a, b) => a - b).map((slot) => Math.round((current.find((s) => s.slot === slot)?.rss ?? 0) / 1e5) / 10),
        heapMB: [...pool.generations.keys()].sort((a, b) => a - b).map((slot) => Math.round((current.find((s) => s.slot === slot)?.heapUsed ?? 0) / 1e5) / 10),
        keys,
        shared: current.filter((s) => s.pacing === 'shared').length,
      });
      last = { t, calls, stats, resets: proxy.counts.resets };
      const s = samples[samples.length - 1];
      if (s) log(`  ${s.t.toFixed(0)} s: ${String(s.callsPerS)} ops/s, ${String(s.requestsPerS)} requests/s, ${String(s.rateLimited)} 429s, ${String(s.failingRequests)} to the failing route, ${String(s.resets)} resets, keys ${String(s.keys)}, ${String(s.shared)}/${String(workers)} sharing, RSS ${s.rssMB.join('/')} MB, heap ${s.heapMB.join('/')} MB`);
    };
    // Samples on a fixed grid (every `sampleEveryS` from the start), whatever a slow sample took.
    const grid = Array.from({ length: Math.ceil((minutes * 60) / sampleEveryS) }, (_, i) => Math.min(minutes * 60, (i + 1) * sampleEveryS));
    for (const at of grid) {
      await sleep(Math.max(0, at - clock()) * 1000);
      await sample();
    }
    for (const timer of timers) clearTimeout(timer);
    server.child.send({ failing: false });
    if (redisState.paused) process.kill(pid, 'SIGCONT');
    const stuck = await pool.stop();
    const seconds = clock();
    log(`  ${seconds.toFixed(0)} s: workers stopped; checking the store`);
    const stored = await getJson<StoredIds>(`${server.baseUrl}/__soak/store`);
    const stats = await getJson<ServerStats>(`${server.baseUrl}/__soak/stats`);
    const keys = await accountKeys(admin);
    const counts = pool.totals();
    const apiCalls = apiCallsOf(counts);
    const failingCalls = counts.calls.failing ?? 0;
    // Minute 5 (the issue's); in a shorter run a third in (the short form's workers collect garbage before
    // each report: see WorkerTask.collectEveryS).
    const rssAtS = minutes >= 10 ? 300 : (minutes * 60) / 3;
    const partial: Omit<SoakReport, 'verdicts'> = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      settings: { minutes, workers, concurrency, thinkMs, failingPerS, sampleEveryS, proxy: { latencyMs: PROXY.latencyMs, jitterMs: PROXY.jitterMs, resetShare: PROXY.resetShare } },
      seconds,
      faults,
      samples,
      outages: outages.map(({ kind, atS, forS, sharedAgainMs }) => ({ kind, atS, forS, sharedAgainMs })),
      counts,
      apiCalls,
      server: stats,
      proxy: { ...proxy.counts },
      ids: checkIds(pool.confirmed, stored),
      rateLimited: rateLimitedOutside(samples, faults, sampleEveryS),
      budget: { failingCalls, failingRequests: stats.failingRequests, retries: stats.failingRequests - failingCalls, bound: budgetBound(apiCalls, seconds) },
      rss: { atS: rssAtS, rows: rssRows(pool, rssAtS, seconds) },
      keys: { max: Math.max(0, ...samples.map((s) => s.keys ?? 0)), end: keys.count, withoutExpiry: keys.withoutExpiry, leftAfterS: keys.maxTtlS, byKind: keys.byKind },
      stuck,
      crashed: pool.crashed,
    };
    const report: SoakReport = { ...partial, verdicts: verdictsOf(partial) };
    log(`  ${clock().toFixed(0)} s: checked`);
    if (options.out !== false) {
      const out = options.out ?? here('../../results/soak.json');
      await mkdir(new URL('.', `file://${out}`), { recursive: true });
      await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
      log(`  written to ${out}`);
    }
    return report;
  } finally {
    for (const timer of timers) clearTimeout(timer);
    for (const child of pool.children.values()) child.kill('SIGKILL');
    if (redisState.paused) process.kill(pid, 'SIGCONT');
    await admin.close().catch(() => undefined);
    await proxy.close();
    server.child.disconnect();
    await redis.close();
  }
}

/** The median of some numbers (0 for none). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * RSS of each worker that ran from the start to the end: at `atS` and at the end, each the median of the
 * worker's reports over 5 s (one report a second), so that one collection does not decide.
 */
function rssRows(pool: Pool, atS: number, endS: number): SoakReport['rss']['rows'] {
  const rows: SoakReport['rss']['rows'] = [];
  for (const [key, series] of pool.rss) {
    const [slot = 0, generation] = key.split('/').map(Number);
    if (generation !== 0 || pool.generations.get(slot) !== 0) continue;
    const at = median(series.filter(([t]) => t >= atS && t < atS + 5).map(([, rss]) => rss));
    const end = median(series.filter(([t]) => t >= endS - 5).map(([, rss]) => rss));
    if (at === 0 || end === 0) continue;
    rows.push({ slot, atMB: Math.round(at / 1e5) / 10, endMB: Math.round(end / 1e5) / 10, change: Math.round(((end - at) / at) * 1000) / 1000 });
  }
  return rows.sort((a, b) => a.slot - b.slot);
}

/**
 * The account's keys once the workers stopped: how many, how many have no expiry, the longest time to live
 * left (s), and the same by kind (the letter after the account: `b` buckets, `l` limits the server announced…).
 */
async function accountKeys(admin: ReturnType<typeof adminClient>): Promise<{ count: number | null; withoutExpiry: number; maxTtlS: number | null; byKind: Record<string, { count: number; maxTtlS: number }> }> {
  try {
    let withoutExpiry = 0;
    let count = 0;
    const byKind: Record<string, { count: number; maxTtlS: number }> = {};
    for await (const batch of admin.scanIterator({ MATCH: `*{${ACCOUNT}}*`, COUNT: 500 })) {
      for (const key of batch) {
        count++;
        const ttl = await admin.pTTL(key);
        if (ttl === -1) withoutExpiry++;
        const kind = /\}:([^:]+)/.exec(key)?.[1] ?? '?';
        const entry = (byKind[kind] ??= { count: 0, maxTtlS: 0 });
        entry.count++;
        entry.maxTtlS = Math.max(entry.maxTtlS, Math.round(ttl / 100) / 10);
      }
    }
    return { count, withoutExpiry, maxTtlS: Math.max(0, ...Object.values(byKind).map((k) => k.maxTtlS)), byKind };
  } catch {
    return { count: null, withoutExpiry: 0, maxTtlS: null, byKind: {} };
  }
}

/** The rows of the soak's verdict table: what the issue asks, what the run measured, PASS or FAIL. */
export function soakRows(report: SoakReport): [string, string, boolean][] {
  const { ids, rateLimited, budget, rss, keys, counts, verdicts } = report;
  const typed = Object.entries(counts.typed).map(([name, n]) => `${String(n)} ${name}`).join(', ') || 'none';
  return [
    ['every confirmed id stored', `${String(ids.found)} of ${String(ids.confirmed)} found (${String(ids.storedUnconfirmed)} stored unconfirmed)`, verdicts.noItemLost],
    ['no id stored twice', `${String(ids.twice.length)} twice`, verdicts.noItemTwice],
    ['every failure a TypedApiError', `${String(counts.untyped)} untyped, ${String(report.crashed)} workers crashed; typed: ${typed}`, verdicts.everyFailureTyped],
    ['no call hung past its bound', `${String(counts.hung)} hung, ${String(report.stuck)} workers stuck at the end`, verdicts.noneHung],
    ['429s <= 0.5% outside the Redis outages', `${String(rateLimited.outsideOutages)} of ${String(rateLimited.requestsOutsideOutages)} (${fixed(rateLimited.share * 100, 3)}%)`, verdicts.rateLimitedWithin],
    ['retries to the failing route within the budget', `${String(budget.retries)} (${String(budget.failingRequests)} requests for ${String(budget.failingCalls)} calls); bound ${String(budget.bound)}`, verdicts.failingWithinBudget],
    [`RSS at the end within 10% of ${String(rss.atS)} s`, rss.rows.map((r) => `${fixed(r.atMB, 0)}→${fixed(r.endMB, 0)} MB`).join(', '), verdicts.rssFlat],
    ['Redis keys expire', `${String(keys.end)} at the end (most ${String(keys.max)}), ${String(keys.withoutExpiry)} without expiry, all gone within ${String(keys.leftAfterS)} s`, verdicts.keysBounded],
  ];
}

/** Prints the soak's outages and verdicts. */
export function printSoak(report: SoakReport): void {
  console.log(`\nSoak: ${String(report.settings.workers)} workers, ${fixed(report.seconds, 0)} s, ${String(report.apiCalls)}+ API calls, ${String(report.server.requests)} requests, ${String(report.proxy.resets)} connections reset by the proxy`);
  for (const o of report.outages) console.log(`  ${o.kind} at ${String(o.atS)} s for ${String(o.forS)} s: every worker shared again ${o.sharedAgainMs === null ? 'never' : `${String(o.sharedAgainMs)} ms`} after`);
  printTable([['assertion', 'measured', 'verdict'], ...soakRows(report).map(([what, measured, ok]) => [what, measured, ok ? 'PASS' : 'FAIL'])]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string): number | undefined => {
    const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
    return value === undefined ? undefined : Number(value);
  };
  printSoak(await runSoak({ minutes: arg('minutes'), workers: arg('workers'), log: (line) => { console.log(line); } }));
}
