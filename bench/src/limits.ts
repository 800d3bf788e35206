/**
 * The pacing and retry-budget cases: what a client does to a server that limits it, or fails.
 *
 * - pacing: 2,000 concurrent pushes to one dataset against the bench server, which admits 400 per second per
 *   dataset (the API's published rate for pushes) and answers the rest with 429. Counted at the server: the
 *   requests that reached it and the 429s it answered; at the client: the calls that failed and the time until
 *   all settled. Ours with pacing on (the default), ours with `rateLimit: false`, and the official client.
 * - budget: 1,000 concurrent reads against a route that always answers 503. Counted: the requests that reached
 *   the server, and the time until every call failed. Ours with the retry budget on (the default) and off, and
 *   the official client set to the same 4 retries.
 */
import { ApifyClient } from 'apify-client';
import { PlatformClient } from '@typed-api/platform';
import { BENCH_TOKEN } from './peers.ts';
import { fixed, printTable } from './stats.ts';

/** One contender's outcome in a case. */
export interface LimitRow {
  name: string;
  /** Calls made by the client. */
  calls: number;
  /** Requests that reached the server (first attempts and retries). */
  requests: number;
  /** 429 answers the server gave. */
  rateLimited: number;
  /** Calls that ended in an error. */
  failed: number;
  /** Calls still pending when the case's time limit ran out (they are left to finish in the background). */
  unfinished: number;
  /** Wall time until every call settled, in seconds. */
  seconds: number;
}

/** What both cases measured. */
export interface LimitsResult {
  pacing?: LimitRow[];
  budget?: LimitRow[];
}

const PUSHES = 2_000;
const FAILING_CALLS = 1_000;

async function counts(baseUrl: string, id: string): Promise<{ requests: number; rateLimited: number }> {
  const response = await fetch(`${baseUrl}/__counts/${id}`);
  return (await response.json()) as { requests: number; rateLimited: number };
}

/** How long one contender may take before the case moves on and reports the calls still pending. */
const TIME_LIMIT_MS = 60_000;

/**
 * The most calls the official client is given at once. Its HTTP agent (2.25.0: a proxy agent with 256
 * sockets) stalled here once more than 256 calls were queued: the first 256 were answered and the rest
 * never reached the server. So it gets 256 in flight at a time, which is its own ceiling anyway.
 */
const OFFICIAL_IN_FLIGHT = 256;

/** Runs `calls` calls with `call(i)`, at most `inFlight` at once; returns how many failed, how many were still pending at the time limit, and how long it took. */
async function burst(calls: number, call: (i: number) => Promise<unknown>, inFlight = calls): Promise<{ failed: number; unfinished: number; seconds: number }> {
  const started = performance.now();
  let failed = 0;
  let settled = 0;
  let finish: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (finish = resolve));
  let next = 0;
  const start = (): void => {
    const i = next++;
    if (i >= calls) return;
    call(i)
      .then(
        () => undefined,
        () => {
          failed++;
        },
      )
      .finally(() => {
        if (++settled === calls) finish();
        start();
      });
  };
  for (let k = 0; k < Math.min(inFlight, calls); k++) start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, TIME_LIMIT_MS)))]);
  clearTimeout(timer);
  return { failed, unfinished: calls - settled, seconds: (performance.now() - started) / 1000 };
}

/** The pacing case: `pushes` concurrent pushes to one dataset per contender. */
export async function runPacing(baseUrl: string, pushes = PUSHES, log: (line: string) => void = () => undefined): Promise<LimitRow[]> {
  const contenders: [string, (datasetId: string) => (i: number) => Promise<unknown>][] = [
    ['ours (pacing on, the default)', (id) => { const c = new PlatformClient({ baseUrl, token: BENCH_TOKEN }); return (i) => c.datasets.pushItems(id, { items: { i } }); }],
    ['ours (rateLimit: false)', (id) => { const c = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false }); return (i) => c.datasets.pushItems(id, { items: { i } }); }],
    ['ours (rateLimit: false, retryBudget: false)', (id) => { const c = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, retryBudget: false }); return (i) => c.datasets.pushItems(id, { items: { i } }); }],
    // Its default of 8 retries with doubling waits can take minutes here: 4, as ours, keeps the case short.
    [`official client (maxRetries: 4, ${String(OFFICIAL_IN_FLIGHT)} in flight)`, (id) => { const c = new ApifyClient({ baseUrl, token: BENCH_TOKEN, maxRetries: 4 }); return (i) => c.dataset(id).pushItems({ i }); }],
  ];
  const rows: LimitRow[] = [];
  for (const [index, [name, make]] of contenders.entries()) {
    const id = `pace${String(index)}${String(Date.now())}`;
    log(`  ${name}: ${String(pushes)} pushes…`);
    const { failed, unfinished, seconds } = await burst(pushes, make(id), name.startsWith('official') ? OFFICIAL_IN_FLIGHT : pushes);
    const seen = await counts(baseUrl, id);
    rows.push({ name, calls: pushes, requests: seen.requests, rateLimited: seen.rateLimited, failed, unfinished, seconds });
    log(`    ${String(seen.requests)} requests, ${String(seen.rateLimited)} answered 429, ${String(failed)} failed, ${String(unfinished)} unfinished, ${seconds.toFixed(2)} s`);
  }
  return rows;
}

/** The retry-budget case: `calls` concurrent reads of an always-failing route per contender. */
export async function runBudget(baseUrl: string, calls = FAILING_CALLS, log: (line: string) => void = () => undefined): Promise<LimitRow[]> {
  const contenders: [string, (queueId: string) => () => Promise<unknown>][] = [
    ['ours (retry budget on, the default)', (id) => { const c = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false }); return () => c.requestQueues.get(id); }],
    ['ours (retryBudget: false)', (id) => { const c = new PlatformClient({ baseUrl, token: BENCH_TOKEN, rateLimit: false, retryBudget: false }); return () => c.requestQueues.get(id); }],
    [`official client (maxRetries: 4, ${String(OFFICIAL_IN_FLIGHT)} in flight)`, (id) => { const c = new ApifyClient({ baseUrl, token: BENCH_TOKEN, maxRetries: 4 }); return () => c.requestQueue(id).get(); }],
  ];
  const rows: LimitRow[] = [];
  for (const [index, [name, make]] of contenders.entries()) {
    const id = `failing${String(index)}${String(Date.now())}`;
    log(`  ${name}: ${String(calls)} calls…`);
    const { failed, unfinished, seconds } = await burst(calls, make(id), name.startsWith('official') ? OFFICIAL_IN_FLIGHT : calls);
    const seen = await counts(baseUrl, id);
    rows.push({ name, calls, requests: seen.requests, rateLimited: seen.rateLimited, failed, unfinished, seconds });
    log(`    ${String(seen.requests)} requests, ${String(failed)} failed, ${String(unfinished)} unfinished, ${seconds.toFixed(2)} s`);
  }
  return rows;
}

/** Prints one case's table. */
export function printLimits(title: string, rows: LimitRow[], ideal?: number): void {
  console.log(`\n${title}`);
  printTable([
    ['client', 'calls', 'requests at the server', '429s', '429s per call', 'failed calls', `unfinished after ${String(TIME_LIMIT_MS / 1000)} s`, 'seconds', ...(ideal === undefined ? [] : ['time / limit allows'])],
    ...rows.map((r) => [
      r.name,
      String(r.calls),
      String(r.requests),
      String(r.rateLimited),
      `${fixed((100 * r.rateLimited) / r.calls, 1)}%`,
      String(r.failed),
      String(r.unfinished),
      fixed(r.seconds, 2),
      ...(ideal === undefined ? [] : [fixed(r.seconds / ideal)]),
    ]),
  ]);
}

/** The time the server's limit allows for the pacing case: pushes / 400 per second. */
export function pacingIdealSeconds(pushes = PUSHES): number {
  return pushes / 400;
}
