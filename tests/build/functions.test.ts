import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../packages/core/src/internal.js';
import { operationModules, renderFunctions } from '../../scripts/functions.js';
import { SURFACES } from '../../scripts/surface.config.js';

/** The packages whose functions are still written by this generator (the others by `scripts/surface.ts`). */
const PACKAGES = ['platform', 'code-analysis'].filter((pkg) => !(pkg in SURFACES));

const ROOT = resolve(import.meta.dirname, '../..');
/** `pnpm generate` sets this: the files are written instead of compared. */
const UPDATE = process.env.UPDATE_GENERATED === '1';

async function generated(pkg: string): Promise<Map<string, string>> {
  const dir = join(ROOT, 'packages', pkg);
  const modules: Record<string, Record<string, unknown>> = {};
  for (const module of operationModules(dir)) modules[module] = (await import(join(dir, 'src/operations', `${module}.ts`))) as Record<string, unknown>;
  const { operations } = (await import(join(dir, 'src/operations/index.ts'))) as { operations: readonly Operation[] };
  return renderFunctions(modules, operations);
}

describe.each(PACKAGES)('standalone functions of %s', (pkg) => {
  const dir = join(ROOT, 'packages', pkg, 'src/functions');

  it('are generated from the operation descriptions, and up to date', async () => {
    const files = await generated(pkg);
    if (UPDATE) {
      if (existsSync(dir)) rmSync(dir, { recursive: true });
      mkdirSync(dir, { recursive: true });
      for (const [file, text] of files) writeFileSync(join(dir, file), text);
    }
    const onDisk = existsSync(dir) ? readdirSync(dir).sort() : [];
    expect(onDisk, 'run `pnpm generate`').toEqual([...files.keys()].sort());
    for (const [file, text] of files) expect(readFileSync(join(dir, file), 'utf8'), `${file} is stale: run \`pnpm generate\``).toBe(text);
  });

  it('cover every operation of the package once, one module per namespace', async () => {
    const { operations } = (await import(join(ROOT, 'packages', pkg, 'src/operations/index.ts'))) as { operations: readonly Operation[] };
    const index = (await import(join(dir, 'index.ts'))) as Record<string, unknown>;
    expect(Object.keys(index)).toEqual(['createClient']);
    const named: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f !== 'index.ts')) {
      const module = (await import(join(dir, file))) as Record<string, unknown>;
      named.push(...Object.keys(module).map((fn) => `${file.slice(0, -'.ts'.length)}.${fn}`));
    }
    expect(new Set(named).size).toBe(named.length);
    expect(named.length).toBe(new Set(operations).size);
  });
});

describe('renderFunctions', () => {
  const op = (id: string, extra: Partial<Operation> = {}): Operation => ({ id, method: 'GET', path: `/${id}`, ...extra });

  it('refuses an operation that no module exports by name', () => {
    expect(() => renderFunctions({ things: {} }, [op('things.get')])).toThrow(/not exported by name.*things\.get/);
  });

  it('refuses two operations that would share a function name', () => {
    const first = op('things.get');
    const second = op('things.get');
    expect(() => renderFunctions({ a: { first, second } }, [first, second])).toThrow(/two operations named things\.get/);
  });

  it('declares a function whose name is a reserved word under another local name, exported under its own', () => {
    const remove = op('things.delete', { method: 'DELETE' });
    const text = renderFunctions({ things: { remove } }, [remove]).get('things.ts') ?? '';
    expect(text).toContain('const delete_: OperationFunction<typeof thingsOperations.remove> = /* @__PURE__ */ operationFunction(thingsOperations.remove);');
    expect(text).toContain('export { delete_ as delete };');
  });
});
