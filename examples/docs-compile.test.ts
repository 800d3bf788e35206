import { join } from 'node:path';
import { expect, test } from 'vitest';
import { collectBlocks } from './docs/blocks.js';
import { BLOCKS_DIR, compileBlocks, parseDiagnostics, writeBlocks, type WrittenBlock } from './docs/compile.js';

// Every code block of the documentation (the blocks docs.test.ts runs) is written, byte for byte, to
// examples/.docs/tsc/ and compiled by one strict tsc run, in a child process; a problem is reported at its
// Markdown line. Apart from docs.test.ts, so that the compile and the runs go on side by side.

const root = join(import.meta.dirname, '..');
const written = writeBlocks(root, collectBlocks(root), 'tsc');

test('every documentation block compiles under strict tsc, as written', { timeout: 180_000 }, async () => {
  const { diagnostics, durationMs, exitCode } = await compileBlocks(root, written, 'tsc');
  const took = `tsc over ${String(written.length)} blocks took ${(durationMs / 1000).toFixed(1)} s`;
  console.info(took);
  if (diagnostics.length) {
    throw new Error(`${took} and found ${String(diagnostics.length)} problems in the documentation's code blocks:\n${diagnostics.map((d) => `${d.where ? `${d.where} ` : ''}${d.message}`).join('\n')}`);
  }
  expect(exitCode).toBe(0);
});

test("maps tsc's diagnostics to the Markdown line and column, continuation lines included", () => {
  const block: WrittenBlock = { doc: 'X.md', line: 10, location: 'X.md:10', language: 'ts', flags: [], code: '', indent: 2, file: join(root, BLOCKS_DIR, 'tsc', 'x-01.ts') };
  const output = [
    `${BLOCKS_DIR}/tsc/x-01.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.`,
    "  Type 'a' is not 'b'.",
    "packages/core/src/x.ts(1,1): error TS1005: ';' expected.",
    'error TS5083: Cannot read file.',
  ].join('\n');
  expect(parseDiagnostics(output, root, [block]).map(({ where, message }) => `${where} ${message}`)).toEqual([
    "X.md:13:9 TS2322: Type 'string' is not assignable to type 'number'.\nType 'a' is not 'b'.",
    "packages/core/src/x.ts:1:1 TS1005: ';' expected.",
    ' TS5083: Cannot read file.',
  ]);
});
