/**
 * A soak worker: `fork`ed by `soak/run.ts`, it receives its {@link WorkerTask} over IPC and runs
 * `concurrency` loops of mixed work against the proxy until told `{ stop: true }` (dataset pushes of one item
 * with a unique `uid`, record writes under a unique key, request-queue batch adds of 5 unique `uniqueKey`s,
 * walks of a 3,000-item dataset, Actor runs started and waited for); and gets of the failing route started
 * at a steady rate whether the earlier ones have ended or not (`failingPerS`, at most 100 in flight), so that
 * while the route fails their retries pile up against the retry budget as a real caller's would. Its client
 * paces and budgets its retries through Redis (`redisStore`, node-redis) under the account every worker shares.
 *
 * Every second it sends a {@link WorkerStatus}: its RSS, how its client paces, its counts, and the ids the
 * server confirmed since the last status (the orchestrator keeps them: a worker killed with SIGKILL loses at
 * most its last second's confirmations, which then count as stored but unconfirmed, never as lost).
 */
import { createClient } from 'redis';
import { PlatformClient, TypedApiError } from '@typed-api/platform';
import { redisStore } from '@typed-api/redis-store';
import { SOAK_TOKEN, WALK_ITEMS } from './constants.ts';
import type { SoakIds } from './server.ts';

/** What a worker is asked to do. */
export interface WorkerTask {
  baseUrl: string;
  redisUrl: string;
  account: string;
  ids: SoakIds;
  /** The worker's slot, and how many times the slot was started before (ids stay unique across restarts). */
  slot: number;
  generation: number;
  /** Loops of work in flight at once. */
  concurrency: number;
  /** Pause after each operation of a loop, in ms. */
  thinkMs: number;
  /** Calls to the failing route started each second (at most 100 in flight). */
  failingPerS: number;
  /** The client's timeout of one attempt, in ms. */
  timeoutMs: number;
  /** An operation not settled after this long is counted as hung. */
  hangMs: number;
  /**
   * How often to collect garbage (a full collection, `--expose-gc`) before a status, in seconds; 0 never.
   * So that RSS shows memory in use rather than how far V8 let its heap grow: left alone, a worker's heap
   * grows until its first full collection (some 40 s and 60 MB in), and in the hour a burst of garbage (110 MB
   * used before a collection brought it back to 39) left RSS 20 to 30 MB higher for good, with the memory in
   * use flat. Every second in the short form; every 10 s in longer runs (a collection takes tens of ms).
   */
  collectEveryS: number;
}

/**
 * The kinds of work of the mixed loops, by the weight each has. The failing route's calls (`failing`) are
 * started apart, at a steady rate, so that while it fails (its calls waiting out their retries) the rest goes on.
 */
export const MIX = { push: 35, record: 25, batch: 20, walk: 7, run: 13 } as const;
export type WorkKind = keyof typeof MIX | 'failing';

/** What a worker has counted since it started. */
export interface WorkerCounts {
  /** Operations started, by kind. */
  calls: Record<string, number>;
  ok: number;
  /** Failures by the typed error's class name (and its code when it has one). */
  typed: Record<string, number>;
  /** Failures that were not a TypedApiError, with the first few messages. */
  untyped: number;
  untypedSamples: string[];
  /** Operations that outlived `hangMs`. */
  hung: number;
  /** Walks that settled without every item. */
  shortWalks: number;
}

/** What a worker sends every second, and once more when it stops (`final`). */
export interface WorkerStatus {
  type: 'status';
  slot: number;
  generation: number;
  rss: number;
  /** The V8 heap in use (bytes), beside the RSS. */
  heapUsed: number;
  pacing: string;
  storeCalls: number;
  storeErrors: number;
  counts: WorkerCounts;
  /** Ids confirmed since the last status: `item:<uid>`, `record:<key>`, `request:<uniqueKey>`. */
  confirmed: string[];
  final: boolean;
}

function pick(): WorkKind {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of Object.entries(MIX) as [keyof typeof MIX, number][]) {
    if ((r -= weight) < 0) return kind;
  }
  return 'push';
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function work(task: WorkerTask): Promise<void> {
  const redis = createClient({ url: task.redisUrl, socket: { reconnectStrategy: () => 200, connectTimeout: 1_000 } });
  redis.on('error', () => undefined);
  await redis.connect();
  // Each attempt within `timeoutMs`; each call, its waits for tokens and retries included, within 5 s less than
  // the time after which an operation counts as hung, so that a hang is a call that outlived its own bound.
  const platform = new PlatformClient({ baseUrl: task.baseUrl, token: SOAK_TOKEN, timeoutMs: task.timeoutMs, totalTimeoutMs: task.hangMs - 5_000, maxRetries: 4, limitStore: redisStore({ client: redis, account: task.account }) });
  const { ids } = task;
  const counts: WorkerCounts = { calls: {}, ok: 0, typed: {}, untyped: 0, untypedSamples: [], hung: 0, shortWalks: 0 };
  let confirmed: string[] = [];
  let seq = 0;
  const uid = (): string => `w${String(task.slot)}g${String(task.generation)}n${String(seq++)}`;
  const operations: Record<WorkKind, () => Promise<void>> = {
    push: async () => {
      const id = uid();
      await platform.datasets.pushItems(ids.dataset, { items: [{ uid: id, url: `https://example.com/${id}` }] });
      confirmed.push(`item:${id}`);
    },
    record: async () => {
      const key = uid();
      await platform.keyValueStores.setRecord(ids.store, key, { value: { key } });
      confirmed.push(`record:${key}`);
    },
    batch: async () => {
      const requests = Array.from({ length: 5 }, () => {
        const key = uid();
        return { url: `https://example.com/${key}`, uniqueKey: key };
      });
      const added = await platform.requestQueues.batchAddRequests(ids.queue, { requests });
      for (const r of added.processedRequests) confirmed.push(`request:${r.uniqueKey}`);
    },
    walk: async () => {
      let n = 0;
      for await (const item of platform.datasets.listItems<{ n: number }>(ids.walk)) if (typeof item.n === 'number') n++;
      if (n !== WALK_ITEMS) counts.shortWalks++;
    },
    run: async () => {
      const run = await platform.actors.start(ids.actor, {});
      await platform.runs.waitForFinish(run.id, { timeoutMs: task.hangMs / 2 });
    },
    failing: async () => {
      await platform.requestQueues.getRequest(ids.failing, ids.failingRequest);
    },
  };
  const once = async (kind: WorkKind): Promise<void> => {
    counts.calls[kind] = (counts.calls[kind] ?? 0) + 1;
    let settled = false;
    const hang = setTimeout(() => {
      if (!settled) counts.hung++;
    }, task.hangMs);
    try {
      await operations[kind]();
      counts.ok++;
    } catch (error) {
      if (error instanceof TypedApiError) {
        const code = (error as { code?: unknown }).code;
        const name = typeof code === 'string' ? `${error.name} ${code}` : error.name;
        counts.typed[name] = (counts.typed[name] ?? 0) + 1;
      } else {
        counts.untyped++;
        if (counts.untypedSamples.length < 5) counts.untypedSamples.push(`${kind}: ${String(error)}`.slice(0, 300));
      }
    } finally {
      settled = true;
      clearTimeout(hang);
    }
  };
  let stopping = false;
  let collectedAt = performance.now();
  const status = (final: boolean): WorkerStatus => {
    if (task.collectEveryS > 0 && performance.now() - collectedAt >= task.collectEveryS * 1000 - 100) {
      (globalThis as { gc?: () => void }).gc?.();
      collectedAt = performance.now();
    }
    const view = platform.rateLimit?.store();
    const message: WorkerStatus = { type: 'status', slot: task.slot, generation: task.generation, rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed, pacing: view?.pacing ?? 'none', storeCalls: view?.storeCalls ?? 0, storeErrors: view?.errors ?? 0, counts, confirmed, final };
    confirmed = [];
    return message;
  };
  const ticker = setInterval(() => {
    process.send?.(status(false));
  }, 1_000);
  process.on('message', (message: { stop?: boolean }) => {
    if (message.stop) stopping = true;
  });
  const loop = async (kind?: WorkKind): Promise<void> => {
    while (!stopping) {
      await once(kind ?? pick());
      if (task.thinkMs > 0) await sleep(task.thinkMs);
    }
  };
  // The failing route's calls: started on a clock, not one after the other.
  const failing = new Set<Promise<void>>();
  const starter = setInterval(() => {
    if (stopping || failing.size >= 100) return;
    const call = once('failing').finally(() => failing.delete(call));
    failing.add(call);
  }, 1000 / task.failingPerS);
  await Promise.all(Array.from({ length: task.concurrency }, () => loop()));
  clearInterval(starter);
  await Promise.all(failing);
  clearInterval(ticker);
  process.send?.(status(true), () => {
    void redis.close().finally(() => process.exit(0));
  });
}

// A worker whose orchestrator is gone (stopped by a signal) ends too.
process.once('disconnect', () => {
  process.exit(1);
});
process.once('message', (task: WorkerTask) => {
  work(task).catch((error: unknown) => {
    console.error('soak worker failed to start:', error);
    process.exit(1);
  });
});
