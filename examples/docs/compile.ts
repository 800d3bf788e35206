import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { DocBlock } from './blocks.js';

/**
 * Where the blocks are written, relative to the repository root (git-ignored): `run/` for docs.test.ts,
 * which runs them, and `tsc/` for docs-compile.test.ts, which compiles them; the two test files run side
 * by side, and each wipes only its own folder.
 */
export const BLOCKS_DIR = 'examples/.docs';

/** A block written to its own file. */
export interface WrittenBlock extends DocBlock {
  /** Absolute path of the block's file. */
  readonly file: string;
}

/** `docs/migration-from-official-client.md` → `docs-migration-from-official-client`. */
function slug(doc: string): string {
  return doc
    .replace(/\.md$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Empties `folder` (under {@link BLOCKS_DIR}) and writes each block, exactly as written, to
 * `<doc-slug>-<nn>.ts` (or `.js`), numbered from 01 in each document, plus the tsconfig that compiles them all.
 */
export function writeBlocks(root: string, blocks: readonly DocBlock[], folder: 'run' | 'tsc'): WrittenBlock[] {
  const dir = join(root, BLOCKS_DIR, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const counts = new Map<string, number>();
  const written = blocks.map((block) => {
    const n = (counts.get(block.doc) ?? 0) + 1;
    counts.set(block.doc, n);
    const file = join(dir, `${slug(block.doc)}-${String(n).padStart(2, '0')}.${block.language}`);
    writeFileSync(file, block.code);
    return { ...block, file };
  });
  const tsconfig = {
    // The workspace's settings (strict and the same strictness flags, NodeNext, the DOM lib, node types,
    // the `typed-api-source` condition that resolves the packages to their sources), and: every block a
    // module without adding `export {}` to it, JavaScript blocks checked too, nothing written.
    extends: relative(dir, join(root, 'tsconfig.base.json')),
    compilerOptions: {
      noEmit: true,
      incremental: false,
      skipLibCheck: true,
      moduleDetection: 'force',
      allowJs: true,
      checkJs: true,
      declaration: false,
      declarationMap: false,
      sourceMap: false,
    },
    files: written.map((block) => relative(dir, block.file)),
  };
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  return written;
}

/** One compiler diagnostic, placed in its Markdown file when it is in a block. */
export interface DocDiagnostic {
  /** `<markdown file>:<line>:<column>`, or the file tsc named when it is not a block (or nothing, for a global one). */
  readonly where: string;
  /** The block it belongs to, if any. */
  readonly block: WrittenBlock | undefined;
  /** `TS2304: Cannot find name 'x'.` with any continuation lines. */
  readonly message: string;
}

/** The outcome of the one tsc run. */
export interface CompileResult {
  /** Every diagnostic. */
  readonly diagnostics: readonly DocDiagnostic[];
  /** How long tsc took, in milliseconds. */
  readonly durationMs: number;
  /** tsc's exit code. */
  readonly exitCode: number;
}

/**
 * Runs tsc once over the blocks written to `folder` and maps each diagnostic back to its Markdown line. The
 * compiler is the newest TypeScript the packages support (7, the native one, pinned as `typescript-newest`,
 * the same as the strict-consumers check's): the blocks import the packages' sources, some 2,300 files, which
 * the workspace's TypeScript 6 checked in 16.2 s and 7 checks in 4.8 s.
 */
export async function compileBlocks(root: string, blocks: readonly WrittenBlock[], folder: 'run' | 'tsc'): Promise<CompileResult> {
  // Its package exports no `bin/tsc`: the file is taken where the workspace installs it.
  const tsc = join(root, 'node_modules/typescript-newest/bin/tsc');
  const started = performance.now();
  const { stdout, exitCode } = await new Promise<{ stdout: string; exitCode: number }>((done) => {
    execFile(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', join(BLOCKS_DIR, folder, 'tsconfig.json')], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      done({ stdout: `${out}${err}`, exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0 });
    });
  });
  const durationMs = performance.now() - started;
  return { diagnostics: parseDiagnostics(stdout, root, blocks), durationMs, exitCode };
}

/** Reads tsc's plain output (`--pretty false`): one diagnostic per located line, continuation lines indented under it. */
export function parseDiagnostics(output: string, root: string, blocks: readonly WrittenBlock[]): DocDiagnostic[] {
  const byFile = new Map(blocks.map((block) => [resolve(block.file), block]));
  const diagnostics: DocDiagnostic[] = [];
  let current: { where: string; block: WrittenBlock | undefined; lines: string[] } | undefined;
  const flush = (): void => {
    if (current) diagnostics.push({ where: current.where, block: current.block, message: current.lines.join('\n') });
    current = undefined;
  };
  for (const line of output.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const located = /^(.+)\((\d+),(\d+)\): (?:error|warning) (TS\d+: .*)$/.exec(line);
    const global = /^(?:error|warning) (TS\d+: .*)$/.exec(line);
    if (located) {
      flush();
      const [, path = '', row = '0', column = '0', message = ''] = located;
      const block = byFile.get(resolve(root, path));
      const where = block ? `${block.doc}:${String(block.line + Number(row))}:${String(block.indent + Number(column))}` : `${path}:${row}:${column}`;
      current = { where, block, lines: [message] };
    } else if (global) {
      flush();
      current = { where: '', block: undefined, lines: [global[1] ?? ''] };
    } else if (current && /^\s/.test(line)) {
      current.lines.push(line.trim());
    } else {
      flush();
      current = { where: '', block: undefined, lines: [line] };
    }
  }
  flush();
  return diagnostics;
}
