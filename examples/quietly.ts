// Runs a command with its output held back: shown only when the command fails, so that `pnpm demo` prints
// the examples rather than the build's file listings, and a failed build still says why.
//
//   node examples/quietly.ts <command> [args…]     e.g. node examples/quietly.ts pnpm run build
//
// Exits with the command's exit code (1 when it could not start or ended by a signal).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a quiet run of a command left: its exit code, and the output to show (empty when it succeeded). */
export interface QuietRun {
  /** The command's exit code; 1 when it could not start or was ended by a signal. */
  status: number;
  /** Its standard output and error, in that order, when it failed; empty when it succeeded. */
  shown: string;
}

/** Runs `command` with `args`, holding its output back unless it fails. */
export function runQuietly(command: string, args: readonly string[]): QuietRun {
  // A shell on Windows, where pnpm is a .cmd script that spawn cannot start directly.
  const run = spawnSync(command, args, { encoding: 'utf8', shell: process.platform === 'win32', maxBuffer: 256 * 1024 * 1024 });
  const status = run.status ?? 1;
  if (status === 0 && !run.error) return { status: 0, shown: '' };
  const reason = run.error ? `${command}: ${run.error.message}\n` : run.signal ? `${command} ended by ${run.signal}\n` : '';
  // Both are null when the command could not start.
  const printed = [run.stdout as string | null, run.stderr as string | null].map((part) => part ?? '').join('');
  return { status: status === 0 ? 1 : status, shown: `${printed}${reason}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined) {
    console.error('usage: node examples/quietly.ts <command> [args…]');
    process.exit(2);
  }
  const { status, shown } = runQuietly(command, args);
  if (status !== 0) process.stderr.write(`${shown}\n${[command, ...args].join(' ')} failed (exit code ${String(status)}); its output is above\n`);
  process.exitCode = status;
}
