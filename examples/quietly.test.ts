import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runQuietly } from './quietly.ts';

// `pnpm demo` builds through examples/quietly.ts: the build's listings stay out of the demo's output, and a
// failed build shows all it printed and stops the demo.

const node = process.execPath;

describe('a quiet run', () => {
  test('holds back the output of a command that succeeds', () => {
    expect(runQuietly(node, ['-e', 'console.log("ESM dist/index.js 1 KB"); console.error("warming up")'])).toEqual({ status: 0, shown: '' });
  });

  test('shows what a failing command printed, and gives its exit code', () => {
    expect(runQuietly(node, ['-e', 'console.log("building"); console.error("error TS2322: bad type"); process.exit(3)'])).toEqual({ status: 3, shown: 'building\nerror TS2322: bad type\n' });
  });

  test('a command that cannot start fails with exit code 1 and says why', () => {
    const run = runQuietly('no-such-command-of-typed-api', []);
    expect(run.status).toBe(1);
    expect(run.shown).toMatch(/^no-such-command-of-typed-api: spawn\w* no-such-command-of-typed-api ENOENT\n$/);
  });

  test('as a script: nothing printed on success; on failure the output and the failed command on stderr, with its exit code', () => {
    const script = join(import.meta.dirname, 'quietly.ts');
    const ok = spawnSync(node, [script, node, '-e', 'console.log("noise")'], { encoding: 'utf8' });
    expect([ok.status, ok.stdout, ok.stderr]).toEqual([0, '', '']);
    const failed = spawnSync(node, [script, node, '-e', 'console.log("tsup output"); process.exit(2)'], { encoding: 'utf8' });
    expect(failed.status).toBe(2);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toContain('tsup output\n');
    expect(failed.stderr).toMatch(/ failed \(exit code 2\); its output is above\n$/);
  });
});
