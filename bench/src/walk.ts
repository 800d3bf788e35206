/**
 * Case 3: walking a dataset of 1,000,000 small items in pages of 1,000. Each walk runs in a fresh Node
 * process (`node walk.ts <peer> <baseUrl> <total>`), so that one peer's heap growth cannot hide
 * another's; peers alternate round by round. A walk reports items per second and peak RSS growth
 * (process.memoryUsage().rss sampled every few milliseconds, minus the RSS right before the walk).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { expectedChecksum, walk, WALK_PEERS, type WalkPeerName } from './peers.ts';
import { runNode } from './processes.ts';
import { median, rotate, spread } from './stats.ts';

/** How the dataset walk runs. */
export interface WalkOptions {
  /** Items in the dataset. */
  total: number;
  /** Walks per peer (each in a fresh process). */
  rounds: number;
  /** Items walked once before measuring, in the same process. */
  warmupItems: number;
}

/** What one walk measured. */
export interface WalkSample {
  itemsPerSecond: number;
  peakRssGrowthMB: number;
  ms: number;
}

/** One peer's figures in the dataset walk. */
export interface WalkPeerResult {
  name: string;
  /** Median items per second. */
  itemsPerSecond: number;
  /** Median items per second divided by the plain fetch loop's. */
  ratioToFetchLoop: number;
  /** Median peak RSS growth, MB. */
  peakRssGrowthMB: number;
  /** Largest peak RSS growth of any round, MB. */
  maxPeakRssGrowthMB: number;
  spread: number;
  rounds: WalkSample[];
}

/** The outcome of the dataset walk. */
export interface WalkCaseResult {
  options: WalkOptions;
  peers: WalkPeerResult[];
}

const SAMPLE_EVERY_MS = 2;
const MB = 1e6;

/** Measures one walk in this process: warm-up, collect garbage, then walk while sampling RSS. */
export async function measureWalk(name: WalkPeerName, baseUrl: string, total: number, warmupItems: number): Promise<WalkSample> {
  if (warmupItems > 0) await walk(name, baseUrl, warmupItems);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_EVERY_MS);
  const start = performance.now();
  let result;
  try {
    result = await walk(name, baseUrl, total);
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - start;
  peak = Math.max(peak, process.memoryUsage().rss);
  if (result.items !== total || result.checksum !== expectedChecksum(total)) {
    throw new Error(`${name} walked ${String(result.items)} items (checksum ${String(result.checksum)}), expected ${String(total)}`);
  }
  return { itemsPerSecond: (total * 1000) / ms, peakRssGrowthMB: (peak - before) / MB, ms };
}

/** Runs the dataset walk for every peer, one fresh process per walk. */
export async function runWalks(baseUrl: string, options: WalkOptions, log: (line: string) => void = () => undefined): Promise<WalkCaseResult> {
  const self = fileURLToPath(import.meta.url);
  const samples = new Map<WalkPeerName, WalkSample[]>(WALK_PEERS.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const name of rotate(WALK_PEERS, round)) {
      const out = await runNode(['--expose-gc', self, name, baseUrl, String(options.total), String(options.warmupItems)]);
      samples.get(name)!.push(JSON.parse(out) as WalkSample);
    }
    log(`  round ${String(round + 1)}/${String(options.rounds)} done`);
  }
  const baseline = median(samples.get(WALK_PEERS[0])!.map((s) => s.itemsPerSecond));
  return {
    options,
    peers: WALK_PEERS.map((name) => {
      const rounds = samples.get(name)!;
      const rates = rounds.map((s) => s.itemsPerSecond);
      const rss = rounds.map((s) => s.peakRssGrowthMB);
      const rate = median(rates);
      return { name, itemsPerSecond: rate, ratioToFetchLoop: rate / baseline, peakRssGrowthMB: median(rss), maxPeakRssGrowthMB: Math.max(...rss), spread: spread(rates), rounds };
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, baseUrl, total, warmup] = process.argv.slice(2);
  if (!name || !(WALK_PEERS as readonly string[]).includes(name) || !baseUrl) {
    throw new Error(`usage: node walk.ts <${WALK_PEERS.join('|')}> <baseUrl> [total] [warmupItems]`);
  }
  const sample = await measureWalk(name as WalkPeerName, baseUrl, Number(total ?? 1_000_000), Number(warmup ?? 20_000));
  process.stdout.write(JSON.stringify(sample));
}
