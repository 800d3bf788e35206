/**
 * Case 3: walking a dataset of 100,000 small items in pages of 1,000. Each peer walks in a fresh Node
 * process (`node walk.ts <peer> <baseUrl> <total>`), so that one peer's heap growth cannot hide
 * another's; peers alternate round by round. In that process the first walk is the cold one (modules
 * just loaded, nothing compiled yet); the median of three more walks, each after a GC, is the warm one. A walk reports items
 * per second and peak RSS growth (process.memoryUsage().rss sampled every few milliseconds, minus the RSS
 * right before the walk).
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
  /** Walks per peer (each in a fresh process: one cold walk, then one warm). */
  rounds: number;
}

/** What one walk measured. */
export interface WalkSample {
  itemsPerSecond: number;
  peakRssGrowthMB: number;
  ms: number;
}

/** The two walks of one process: the first (cold) and the next (warm). */
export interface WalkPair {
  cold: WalkSample;
  warm: WalkSample;
}

/** One peer's figures for cold or warm walks. */
export interface WalkFigures {
  /** Median items per second. */
  itemsPerSecond: number;
  /** Time of a walk divided by the plain fetch loop's (medians): 1.05 means 5% slower. */
  timeRatio: number;
  /** Median peak RSS growth, MB. */
  peakRssGrowthMB: number;
  /** Largest peak RSS growth of any round, MB. */
  maxPeakRssGrowthMB: number;
  spread: number;
}

/** One peer's figures in the dataset walk. */
export interface WalkPeerResult {
  name: string;
  cold: WalkFigures;
  warm: WalkFigures;
  rounds: WalkPair[];
}

/** The outcome of the dataset walk. */
export interface WalkCaseResult {
  options: WalkOptions;
  peers: WalkPeerResult[];
}

const SAMPLE_EVERY_MS = 2;
/** Warm walks per process; the median one is reported (with the largest RSS growth of them). */
const WARM_WALKS = 3;
const MB = 1e6;

/** Measures one walk in this process: collect garbage, then walk while sampling RSS. */
export async function measureWalk(name: WalkPeerName, baseUrl: string, total: number): Promise<WalkSample> {
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

/** Runs the dataset walk for every peer, one fresh process per round (a cold walk, then a warm one). */
export async function runWalks(baseUrl: string, options: WalkOptions, log: (line: string) => void = () => undefined): Promise<WalkCaseResult> {
  const self = fileURLToPath(import.meta.url);
  const samples = new Map<WalkPeerName, WalkPair[]>(WALK_PEERS.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const name of rotate(WALK_PEERS, round)) {
      const out = await runNode(['--expose-gc', self, name, baseUrl, String(options.total)]);
      samples.get(name)!.push(JSON.parse(out) as WalkPair);
    }
    log(`  round ${String(round + 1)}/${String(options.rounds)} done`);
  }
  const figures = (rounds: readonly WalkSample[], baseline: number): WalkFigures => {
    const rates = rounds.map((s) => s.itemsPerSecond);
    const rss = rounds.map((s) => s.peakRssGrowthMB);
    const rate = median(rates);
    return { itemsPerSecond: rate, timeRatio: baseline / rate, peakRssGrowthMB: median(rss), maxPeakRssGrowthMB: Math.max(...rss), spread: spread(rates) };
  };
  const raw = samples.get(WALK_PEERS[0])!;
  const coldBaseline = median(raw.map((r) => r.cold.itemsPerSecond));
  const warmBaseline = median(raw.map((r) => r.warm.itemsPerSecond));
  return {
    options,
    peers: WALK_PEERS.map((name) => {
      const rounds = samples.get(name)!;
      return { name, cold: figures(rounds.map((r) => r.cold), coldBaseline), warm: figures(rounds.map((r) => r.warm), warmBaseline), rounds };
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, baseUrl, total] = process.argv.slice(2);
  if (!name || !(WALK_PEERS as readonly string[]).includes(name) || !baseUrl) {
    throw new Error(`usage: node walk.ts <${WALK_PEERS.join('|')}> <baseUrl> [total]`);
  }
  const items = Number(total ?? 100_000);
  const cold = await measureWalk(name as WalkPeerName, baseUrl, items);
  // The warm figure is the median of three walks after it: one walk of 100 pages is short enough for a GC or a busy core to move it.
  const warmWalks: WalkSample[] = [];
  for (let i = 0; i < WARM_WALKS; i++) warmWalks.push(await measureWalk(name as WalkPeerName, baseUrl, items));
  const warm = [...warmWalks].sort((a, b) => a.itemsPerSecond - b.itemsPerSecond)[Math.floor(WARM_WALKS / 2)]!;
  process.stdout.write(JSON.stringify({ cold, warm: { ...warm, peakRssGrowthMB: Math.max(...warmWalks.map((w) => w.peakRssGrowthMB)) } } satisfies WalkPair));
}
