import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { http, passthrough } from 'msw';
import { vi } from 'vitest';
import { importedPackages } from './blocks.js';
import { hostBlocks, unhostBlocks } from './msw.js';
import { createWorld, type World } from './world.js';

/** The fake clock's start while a block runs: fixed, so that what a block prints never depends on the day of the run. */
export const FAKE_NOW = new Date('2030-05-20T09:00:00.000Z');

/** Fake time advanced per step while a block runs. */
const STEP_MS = 1_000;

/** How long a block may take before it fails as stuck. */
export interface RunLimits {
  /** The most fake time: past it, the block is a wait with no end. Default two hours. */
  fakeMs: number;
  /** The most real time with no timer to advance and nothing settled: a promise that never settles. Default 10 s. */
  idleRealMs: number;
}

const DEFAULT_LIMITS: RunLimits = { fakeMs: 2 * 60 * 60_000, idleRealMs: 10_000 };

/** How long a request in flight may hold the fake clock still (real time), so that an answer is not overtaken by a timeout. */
const MAX_HOLD_REAL_MS = 1_000;

/** Console methods whose output is captured while a block runs. */
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const;

/** Environment-variable prefixes of the four APIs: such variables of the machine are hidden while a block runs. */
const API_ENV_PREFIXES = ['PLATFORM_', 'HOSTING_', 'CALENDAR_', 'CODE_ANALYSIS_'];

/** What a block's run gave. */
export interface BlockRun {
  /** The console output of the block, one entry per call (other methods than `log` prefixed with theirs). */
  readonly output: readonly string[];
  /** The world the block ran in. */
  readonly world: World;
}

/** Each distinct line once, with `(×n)` after the repeated ones (a retried request, say). */
function counted(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (×${String(n)})` : line));
}

/**
 * Runs one block's file by importing it, in a fresh world: the fakes mounted with MSW (unknown requests
 * are errors; loopback addresses pass, for blocks that serve a fake over local HTTP themselves), the
 * API variables in `process.env`, fake timers advanced until the import settles, the console captured.
 * Throws an error that starts with the block's location when the block throws, never ends (`limits`), or
 * sends a request no fake answers.
 */
export async function runBlock(file: string, code: string, location: string, limits: Partial<RunLimits> = {}): Promise<BlockRun> {
  const { fakeMs, idleRealMs } = { ...DEFAULT_LIMITS, ...limits };
  // A block that talks to a real server over TCP (Redis: REDIS_URL) runs on real time: that server's clock and
  // answers do not follow a fake one.
  const realTime = /\bREDIS_URL\b/.test(code);
  // Load what the block imports first, with real time, so that module loading never races the fake clock.
  for (const specifier of importedPackages(code)) await import(/* @vite-ignore */ specifier).catch(() => undefined);
  const { setupServer } = await vi.importActual<typeof import('msw/node')>('msw/node');

  if (!realTime) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: FAKE_NOW });
  const world = createWorld();
  for (const name of Object.keys(process.env)) if (API_ENV_PREFIXES.some((prefix) => name.startsWith(prefix))) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(world.env)) vi.stubEnv(name, value);
  const handlers = [http.all(/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//, () => passthrough()), ...world.handlers];
  const server = setupServer(...handlers);
  const unhandled: string[] = [];
  const inFlight = new Set<string>();
  server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => inFlight.delete(requestId));
  server.events.on('request:unhandled', ({ request, requestId }) => {
    inFlight.delete(requestId);
    unhandled.push(`${request.method} ${request.url}`);
  });
  const output: string[] = [];
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output.push(method === 'log' ? format(...args) : `[${method}] ${format(...args)}`);
    });
  }
  server.listen({ onUnhandledFrame: 'error' });
  hostBlocks(server, handlers);
  try {
    let outcome: { ok: true } | { ok: false; error: unknown } | undefined;
    void import(/* @vite-ignore */ pathToFileURL(file).href).then(
      () => (outcome = { ok: true }),
      (error: unknown) => (outcome = { ok: false, error }),
    );
    let fakeElapsed = 0;
    let lastMove = performance.now();
    while (realTime && outcome === undefined && performance.now() - lastMove < idleRealMs) await new Promise((resolve) => setTimeout(resolve, 10));
    while (!realTime && outcome === undefined && fakeElapsed <= fakeMs) {
      // A real turn of the event loop (setImmediate is not faked) lets I/O in flight go on.
      await new Promise((resolve) => setImmediate(resolve));
      const still = performance.now() - lastMove;
      if (inFlight.size > 0 && still < MAX_HOLD_REAL_MS) continue;
      if (vi.getTimerCount() === 0) {
        if (still > idleRealMs) break;
        continue;
      }
      await vi.advanceTimersByTimeAsync(STEP_MS);
      fakeElapsed += STEP_MS;
      lastMove = performance.now();
    }
    const detail = (): string =>
      [unhandled.length ? `\nrequests no fake answers:\n  ${counted(unhandled).join('\n  ')}` : '', output.length ? `\nconsole output (last 20 lines):\n  ${output.slice(-20).join('\n  ')}` : ''].join('');
    if (outcome === undefined) {
      const why = fakeElapsed > fakeMs ? `${String(fakeMs / 60_000)} min of fake time` : `${String(idleRealMs / 1000)} s with no timer pending (a promise that never settles)`;
      throw new Error(`${location}: did not finish within ${why}${detail()}`);
    }
    if (!outcome.ok) {
      const { error } = outcome;
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`${location}: ${message}${detail()}`, { cause: error });
    }
    if (unhandled.length) throw new Error(`${location}: finished, but sent requests no fake answers${detail()}`);
    return { output, world };
  } finally {
    unhostBlocks();
    server.close();
    const { platform, hosting, calendar, codeAnalysis } = world.fakes;
    for (const fake of [platform, hosting, calendar, codeAnalysis]) fake.close();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  }
}
