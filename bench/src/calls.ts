/**
 * Cases 1 and 2: one small JSON call (get a request-queue request), over and over, sequentially or with
 * many calls in flight. Peers run interleaved: every round gives each peer an equal slice of the calls,
 * in a rotated order, and the reported figure is the median of the rounds.
 */
import { performance } from 'node:perf_hooks';
import { callPeers, REQUEST_ID, type CallPeer } from './peers.ts';
import { median, rotate, spread } from './stats.ts';

/** How a small-call case runs. */
export interface CallsOptions {
  /** Calls per peer, warm-up excluded. */
  calls: number;
  /** Rounds the calls are split into (the median of the rounds is reported). */
  rounds: number;
  /** Calls per peer before measuring, to let the JIT and connection pools settle. */
  warmup: number;
  /** Calls in flight at once (1 = sequential). */
  concurrency: number;
}

/** One peer's figures in a small-call case. */
export interface CallsPeerResult {
  name: string;
  /** Median over rounds of wall time per call, in microseconds (with concurrency, wall time / calls). */
  usPerCall: number;
  /** Calls per second at the median. */
  callsPerSecond: number;
  /** Time per call divided by raw fetch's. */
  ratioToRawFetch: number;
  /** Median over rounds of this process's CPU time (user + system) per call, in microseconds: less sensitive to a busy machine than wall time. */
  cpuUsPerCall: number;
  /** CPU time per call divided by raw fetch's. */
  cpuRatioToRawFetch: number;
  /** (max − min) / median of the rounds. */
  spread: number;
  /** Every round's time per call, in microseconds. */
  rounds: number[];
}

/** The outcome of a small-call case. */
export interface CallsResult {
  options: CallsOptions;
  peers: CallsPeerResult[];
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Runs `count` calls of one peer with `concurrency` in flight; resolves when all are done. */
async function drive(peer: CallPeer, count: number, concurrency: number): Promise<void> {
  let started = 0;
  const worker = async (): Promise<void> => {
    while (started < count) {
      started++;
      await peer.call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Fails loudly when a peer does not read the request back, so that no peer is timed doing something else. */
async function checkPeer(peer: CallPeer): Promise<void> {
  const result = (await peer.call()) as { id?: unknown } | undefined;
  if (result?.id !== REQUEST_ID) throw new Error(`${peer.name} did not read the request back: ${JSON.stringify(result)}`);
}

/** Runs one small-call case against the server at `baseUrl`. */
export async function runCalls(baseUrl: string, options: CallsOptions, log: (line: string) => void = () => undefined): Promise<CallsResult> {
  const peers = callPeers(baseUrl);
  for (const peer of peers) await checkPeer(peer);
  for (const peer of peers) await drive(peer, options.warmup, options.concurrency);

  const perRound = Math.ceil(options.calls / options.rounds);
  const samples = new Map<string, number[]>(peers.map((p) => [p.name, []]));
  const cpuSamples = new Map<string, number[]>(peers.map((p) => [p.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const peer of rotate(peers, round)) {
      gc?.();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await drive(peer, perRound, options.concurrency);
      const elapsedMs = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      samples.get(peer.name)!.push((elapsedMs * 1000) / perRound);
      cpuSamples.get(peer.name)!.push((cpu.user + cpu.system) / perRound);
    }
    log(`  round ${String(round + 1)}/${String(options.rounds)} done`);
  }

  const rawUs = median(samples.get(peers[0]!.name)!);
  const rawCpuUs = median(cpuSamples.get(peers[0]!.name)!);
  return {
    options,
    peers: peers.map((peer) => {
      const rounds = samples.get(peer.name)!;
      const us = median(rounds);
      const cpuUs = median(cpuSamples.get(peer.name)!);
      return {
        name: peer.name,
        usPerCall: us,
        callsPerSecond: 1e6 / us,
        ratioToRawFetch: us / rawUs,
        cpuUsPerCall: cpuUs,
        cpuRatioToRawFetch: cpuUs / rawCpuUs,
        spread: spread(rounds),
        rounds,
      };
    }),
  };
}
