/** Child processes of the bench: the server, and fresh Node processes for cases that need a clean heap. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The bench folder (where `node_modules` resolves the peers). */
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Flags for Node children: no warning about type stripping mixed into their output. */
export const NODE_FLAGS = ['--disable-warning=ExperimentalWarning'];

/** A running server process and how to stop it. */
export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `server.ts` in its own process and waits for its address. */
export async function startServerProcess(): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], { execArgv: NODE_FLAGS, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => {
      resolve((message as { baseUrl: string }).baseUrl);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`bench server exited early (code ${String(code)})`));
    });
  });
  return {
    baseUrl,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    if (child.connected) child.disconnect();
    else child.kill('SIGTERM');
  });
}

/** Runs `node <args>` in `cwd` and resolves to its stdout; rejects on a non-zero exit with its stderr. */
export function runNode(args: readonly string[], cwd = BENCH_DIR, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`node ${args.join(' ').slice(0, 80)} exited with ${String(code)}: ${err.trim().slice(0, 2000)}`));
    });
  });
}
