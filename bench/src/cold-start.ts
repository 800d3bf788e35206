/**
 * Case 4: cold start. A fresh Node process per try imports one package and makes a first call to the
 * local server; it reports the time to import and the time of the first call (client construction
 * included). Targets alternate try by try; the median of the tries is reported.
 */
import { runNode } from './processes.ts';
import { BENCH_TOKEN, QUEUE_ID, REQUEST_ID } from './peers.ts';
import { median, rotate } from './stats.ts';

/** One cold-start target: what to import and how to make the first call, as module source text. */
interface ColdTarget {
  name: string;
  /** The module to import, or undefined for raw fetch (nothing to import). */
  module: string | undefined;
  /** Source of an async function body with `m` (the module) and `baseUrl` in scope. */
  firstCall: string;
}

const TARGETS: ColdTarget[] = [
  {
    name: 'raw fetch',
    module: undefined,
    firstCall: `const r = await fetch(baseUrl + '/v2/request-queues/${QUEUE_ID}/requests/${REQUEST_ID}', { headers: { authorization: 'Bearer ${BENCH_TOKEN}' } }); return (await r.json()).data;`,
  },
  {
    name: '@typed-api/platform',
    module: '@typed-api/platform',
    firstCall: `return new m.PlatformClient({ baseUrl, token: '${BENCH_TOKEN}' }).requestQueues.getRequest('${QUEUE_ID}', '${REQUEST_ID}');`,
  },
  { name: '@typed-api/hosting', module: '@typed-api/hosting', firstCall: `return new m.HostingClient({ baseUrl, accessToken: '${BENCH_TOKEN}' }).account.get();` },
  { name: '@typed-api/calendar', module: '@typed-api/calendar', firstCall: `return new m.CalendarClient({ baseUrl }).events.get(1);` },
  { name: '@typed-api/code-analysis', module: '@typed-api/code-analysis', firstCall: `return new m.CodeAnalysisClient({ baseUrl }).version.get();` },
  {
    name: 'official client',
    module: 'apify-client',
    firstCall: `return new m.ApifyClient({ baseUrl, token: '${BENCH_TOKEN}' }).requestQueue('${QUEUE_ID}').getRequest('${REQUEST_ID}');`,
  },
  {
    name: 'openapi-fetch',
    module: 'openapi-fetch',
    firstCall: `const c = m.default({ baseUrl, headers: { authorization: 'Bearer ${BENCH_TOKEN}' } }); return (await c.GET('/v2/request-queues/{queueId}/requests/{requestId}', { params: { path: { queueId: '${QUEUE_ID}', requestId: '${REQUEST_ID}' } } })).data;`,
  },
];

/** What one cold start measured, in milliseconds. */
export interface ColdSample {
  /** From process start to the first line of the script (Node's own start-up). */
  bootMs: number;
  importMs: number;
  firstCallMs: number;
  /** From process start to the end of the first call. */
  totalMs: number;
}

/** One target's medians. */
export interface ColdTargetResult {
  name: string;
  importMs: number;
  firstCallMs: number;
  /** Import plus first call. */
  importAndCallMs: number;
  totalMs: number;
  rounds: ColdSample[];
}

/** The outcome of the cold-start case. */
export interface ColdStartResult {
  tries: number;
  targets: ColdTargetResult[];
}

function script(target: ColdTarget, baseUrl: string): string {
  return [
    'const t0 = performance.now();',
    target.module ? `const m = await import(${JSON.stringify(target.module)});` : 'const m = undefined;',
    'const t1 = performance.now();',
    `const baseUrl = ${JSON.stringify(baseUrl)};`,
    `const result = await (async () => { ${target.firstCall} })();`,
    'const t2 = performance.now();',
    "if (result === undefined || result === null) throw new Error('first call returned nothing');",
    'process.stdout.write(JSON.stringify({ bootMs: t0, importMs: t1 - t0, firstCallMs: t2 - t1, totalMs: t2 }));',
  ].join('\n');
}

/** Runs every cold-start target `tries` times, interleaved, each in a fresh process. */
export async function runColdStart(baseUrl: string, tries: number, log: (line: string) => void = () => undefined): Promise<ColdStartResult> {
  const samples = new Map<string, ColdSample[]>(TARGETS.map((t) => [t.name, []]));
  for (let round = 0; round < tries; round++) {
    for (const target of rotate(TARGETS, round)) {
      const out = await runNode(['--input-type=module', '-e', script(target, baseUrl)]);
      samples.get(target.name)!.push(JSON.parse(out) as ColdSample);
    }
  }
  log(`  ${String(tries)} tries of ${String(TARGETS.length)} targets done`);
  return {
    tries,
    targets: TARGETS.map(({ name }) => {
      const rounds = samples.get(name)!;
      return {
        name,
        importMs: median(rounds.map((s) => s.importMs)),
        firstCallMs: median(rounds.map((s) => s.firstCallMs)),
        importAndCallMs: median(rounds.map((s) => s.importMs + s.firstCallMs)),
        totalMs: median(rounds.map((s) => s.totalMs)),
        rounds,
      };
    }),
  };
}
