// A real Redis (or Valkey) server for the tests that need one: started on loopback on a free port, without
// persistence, and stopped by the test. CI installs the server when the machine lacks it (.ci/run); outside CI
// a missing binary makes those tests skip, with the command that installs it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server binaries tried, in order. */
const BINARIES = ['redis-server', 'valkey-server'];

/** How long a server may take to answer its first PING. */
const READY_WITHIN_MS = 10_000;

/** A running server: where it listens, and how to stop it or start it again on the same port. */
export interface RedisServer {
  readonly host: string;
  readonly port: number;
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** Stops the server (SIGTERM) and waits for it to exit; `start` brings it back. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is persisted), and waits until it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its working folder. */
  close(): Promise<void>;
}

/** The path of the first server binary on PATH, or undefined. */
export function redisBinary(): string | undefined {
  for (const name of BINARIES) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim();
  }
  return undefined;
}

/**
 * Why the Redis tests cannot run here, or undefined when they can. In CI a missing server is an error, not a
 * reason: the run must fail rather than skip them.
 */
export function redisUnavailable(): string | undefined {
  if (redisBinary() !== undefined) return undefined;
  const why = `no ${BINARIES.join(' or ')} on PATH (Debian/Ubuntu: apt-get install -y redis-server)`;
  if (process.env.CI) throw new Error(`the Redis tests need a server and CI installs one: ${why}`);
  return why;
}

/** A port nothing listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** Sends one command in Redis's inline form and resolves with the first line of the answer. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setEncoding('utf8');
    socket.once('error', reject);
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const end = answer.indexOf('\r\n');
      if (end >= 0) {
        socket.end();
        resolve(answer.slice(0, end));
      }
    });
    socket.write(`${command}\r\n`);
  });
}

/** Waits until the server on `port` answers PING, or fails after {@link READY_WITHIN_MS}. */
async function untilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${String(child.exitCode)}: ${output()}`);
    const reply = await redisCommand(port, 'PING').catch(() => undefined);
    if (reply === '+PONG') return;
    if (Date.now() > until) throw new Error(`redis-server did not answer PING on port ${String(port)} within ${String(READY_WITHIN_MS)} ms: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts a server on loopback on a free port: no RDB snapshots, no append-only file, its working folder a
 * fresh temporary one (removed on close). Throws when it does not come up.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisBinary();
  if (binary === undefined) throw new Error(redisUnavailable() ?? 'no redis-server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'typed-api-redis-'));
  let child: ChildProcess | undefined;
  const launch = async (): Promise<void> => {
    let output = '';
    const started = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await untilReady(port, started, () => output);
  };
  const halt = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running?.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => { resolve(); }));
    running.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    host: '127.0.0.1',
    port,
    url: `redis://127.0.0.1:${String(port)}`,
    stop: halt,
    start: launch,
    close: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
