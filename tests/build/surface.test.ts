import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Operation } from '../../packages/core/src/internal.js';
import { renderAnswers } from '../../scripts/answers.js';
import { SURFACES } from '../../scripts/surface.config.js';
import { exportDocs, HEADER, methodsOf, readPackage, renderNamespaceTable, renderSurface, responseTypeNames, scalarType, TABLE_MARKERS, type PackageSource } from '../../scripts/surface.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** `pnpm generate` sets this: the files are written instead of compared. */
const UPDATE = process.env.UPDATE_GENERATED === '1';
/** The folders of `src/` the generator writes whole. */
const FOLDERS = ['functions', 'handles', 'plans'];
/** The files it writes in folders it shares with hand-written modules, or directly under `src/`. */
const FILES = ['on-demand.ts', 'resources.ts', 'responses/index.ts', 'testing/plans.ts'];

/** The files under a folder, its subfolders' included, as paths relative to it (`events/get.ts`). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts')).map((path) => path.split(sep).join('/'));
}

/**
 * The methods (`events.create`) the code blocks of the READMEs and the guides under `docs/` call on a client of
 * package `pkg`: every block of the package's README, and the blocks of the others that import the package.
 */
function documentedCalls(pkg: string): Set<string> {
  const own = join(ROOT, 'packages', pkg, 'README.md');
  const guides = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join(ROOT, 'docs', f));
  const calls = new Set<string>();
  for (const file of [own, join(ROOT, 'README.md'), ...guides]) {
    for (const [, block = ''] of readFileSync(file, 'utf8').matchAll(/```(?:ts|js)\n([\s\S]*?)```/g)) {
      if (file !== own && !block.includes(`@typed-api/${pkg}`)) continue;
      for (const [, namespace = '', method = ''] of block.matchAll(/\.(\w+)\.(\w+)\(/g)) calls.add(`${namespace}.${method}`);
    }
  }
  return calls;
}

/** `SURFACE_ONLY=hosting,calendar` limits the run to those packages (while another is being moved over). */
const ONLY = process.env.SURFACE_ONLY?.split(',');

describe.each(Object.keys(SURFACES).filter((pkg) => !ONLY || ONLY.includes(pkg)))('the generated surface of %s', (pkg) => {
  const src = join(ROOT, 'packages', pkg, 'src');
  // What the generator reads of the package (its inputs types are written with a TypeScript program, a few
  // seconds): read once for the tests below.
  let read: Promise<PackageSource> | undefined;
  const source = (): Promise<PackageSource> => (read ??= readPackage(join(ROOT, 'packages', pkg), SURFACES[pkg] ?? { client: '', options: '', dialect: '', namespaces: {} }));

  it('is written from the operation descriptions, and up to date', async () => {
    const files = renderSurface(await source());
    if (UPDATE) {
      // A folder is made again by the files written into it: a package without handles has no `handles/`.
      for (const folder of FOLDERS) if (existsSync(join(src, folder))) rmSync(join(src, folder), { recursive: true });
      for (const [file, text] of files) {
        mkdirSync(dirname(join(src, file)), { recursive: true });
        writeFileSync(join(src, file), text);
      }
    }
    const inFolders = FOLDERS.flatMap((folder) => (existsSync(join(src, folder)) ? filesUnder(join(src, folder)).map((f) => `${folder}/${f}`) : []));
    const onDisk = [...inFolders, ...FILES.filter((file) => existsSync(join(src, file)))].sort();
    expect(onDisk, 'run `pnpm generate`').toEqual([...files.keys()].sort());
    for (const [file, text] of files) expect(readFileSync(join(src, file), 'utf8'), `${file} is stale: run \`pnpm generate\``).toBe(text);
  }, 60_000);

  it('writes the answer types of its response modules from their schemas, and they are up to date', async () => {
    const written = (await renderAnswers(join(ROOT, 'packages', pkg))).files;
    expect(written.size, 'a package names its answers in `Answers` of its response modules').toBeGreaterThan(0);
    for (const [file, text] of written) {
      if (UPDATE) writeFileSync(join(src, file), text);
      expect(readFileSync(join(src, file), 'utf8'), `${file}: its answer types are stale: run \`pnpm generate\``).toBe(text);
    }
  }, 60_000);

  it('says in a sentence what each field means, for the answers and inputs of the calls its README and the guides make', async () => {
    const read = await source();
    const { bare } = await renderAnswers(join(ROOT, 'packages', pkg));
    const methods = [...methodsOf(read).values()].flat();
    const called = methods.filter((m) => documentedCalls(pkg).has(`${m.namespace}.${m.name}`));
    expect(called.length, 'the READMEs and guides call some of its methods').toBeGreaterThan(0);
    const unexplained = called.flatMap((m) => {
      const answers = (m.result.match(/\b[A-Z]\w*/g) ?? []).filter((name) => !['ApiPromise', 'Paginated'].includes(name));
      const inputs = m.inputs ? (read.inputTypes?.get(m.inputs.type)?.bare ?? []) : [];
      return [...inputs, ...bare.filter((path) => answers.includes(path.slice(0, path.indexOf('.'))))].map((path) => `${m.namespace}.${m.name}: ${path}`);
    });
    // Each is a field whose comment holds only the facts: write what it means on its schema's shape.
    expect([...new Set(unexplained)]).toEqual([]);
  }, 60_000);

  it("writes the README's table of namespaces, where the README has one, from the descriptions", async () => {
    const readme = join(ROOT, 'packages', pkg, 'README.md');
    const text = readFileSync(readme, 'utf8');
    const [start, end] = [text.indexOf(TABLE_MARKERS[0]), text.indexOf(TABLE_MARKERS[1])];
    if (start < 0) return;
    expect(end, `${readme}: the table's end marker`).toBeGreaterThan(start);
    const table = renderNamespaceTable(await source());
    const written = `${text.slice(0, start)}${table}${text.slice(end + TABLE_MARKERS[1].length)}`;
    if (UPDATE) writeFileSync(readme, written);
    expect(readFileSync(readme, 'utf8'), `packages/${pkg}/README.md: its table of namespaces is stale: run \`pnpm generate\``).toBe(written);
  }, 60_000);

  it('names each generated file as generated in its first line', () => {
    for (const folder of FOLDERS.filter((name) => existsSync(join(src, name)))) {
      for (const file of filesUnder(join(src, folder))) expect(readFileSync(join(src, folder, file), 'utf8').split('\n')[0], `${folder}/${file}`).toBe(HEADER);
    }
    for (const file of FILES) expect(readFileSync(join(src, file), 'utf8').split('\n')[0], file).toBe(HEADER);
  });

  it('has one function and one method per operation', async () => {
    const { operations } = (await import(join(src, 'operations/index.ts'))) as { operations: readonly Operation[] };
    const functions: string[] = [];
    for (const file of readdirSync(join(src, 'functions')).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(join(src, 'functions', file))) as Record<string, unknown>;
      // Each module exports its functions (and types, which are not there at run time).
      functions.push(...Object.keys(module).map((fn) => `${file.slice(0, -'.ts'.length)}.${fn}`));
    }
    // `runs.storages.dataset.get` is the function `storagesDatasetGet` of `functions/runs`.
    const names = [...new Set(operations)].map((op) => op.id.replace(/(?<=\..*)\.(\w)/g, (_, c: string) => c.toUpperCase()));
    expect(functions.sort()).toEqual(names.sort());
  });
});

describe('the surface generator', () => {
  const op = (id: string, extra: Partial<Operation> = {}): Operation => ({ id, method: 'GET', path: `/${id}`, ...extra });
  const source = (modules: PackageSource['modules'], operations: Operation[]): PackageSource => ({
    modules,
    operations,
    docs: new Map(),
    responses: {},
    responseTypes: new Map(),
    composed: new Map(),
    config: { client: 'C', options: 'O', dialect: 'wire', namespaces: { things: { doc: 'Things.' } } },
    pageStyles: new Map(),
  });

  it('marks the plans whose JSON answer may be empty: no response schema, or one that takes nothing', () => {
    const none = op('things.list');
    const needed = op('things.get', { response: () => z.string() });
    const optional = op('things.peek', { response: () => z.optional(z.string()) });
    const bytes = op('things.download', { responseType: 'arrayBuffer' });
    const files = renderSurface(source({ things: { none, needed, optional, bytes } }, [none, needed, optional, bytes]));
    const text = files.get('plans/things.ts') ?? '';
    const marked = text.split('\n').filter((line) => line.includes('empty: true')).map((line) => /id: "([\w.]+)"/.exec(line)?.[1]);
    expect(marked.sort()).toEqual(['things.list', 'things.peek']);
  });

  it('refuses an operation that no module exports by name', () => {
    expect(() => methodsOf(source({ things: {} }, [op('things.get')]))).toThrow(/not exported by name.*things\.get/);
  });

  it('refuses two operations that would share a name', () => {
    const first = op('things.get');
    const second = op('things.get');
    expect(() => methodsOf(source({ a: { first, second } }, [first, second]))).toThrow(/two operations named things\.get/);
  });

  it('declares a function whose name is a reserved word under another local name, exported under its own', () => {
    const remove = op('things.delete', { method: 'DELETE', path: '/things/{thingId}' });
    const text = renderSurface(source({ things: { remove } }, [remove])).get('functions/things.ts') ?? '';
    expect(text).toContain("function delete_(client: HttpClient, thingId: PathParams<typeof thingsOperations.remove>['thingId'], options?: RequestOptions)");
    expect(text).toContain('export { delete_ as delete };');
    expect(text).toContain('return client.call(plans.delete, { params: { thingId } }, options);');
    // Its plan the same: declared as `delete_`, exported as `delete`.
    const plans = renderSurface(source({ things: { remove } }, [remove])).get('plans/things.ts') ?? '';
    expect(plans).toContain('const delete_: Plan<typeof thingsOperations.remove> = ');
    expect(plans).toContain('export { delete_ as delete };');
  });

  it('refuses a function whose name a name the module imports takes', () => {
    // The functions reach their plans as `plans.<name>`: an operation `things.plans` would shadow them.
    const plans = op('things.plans');
    expect(() => renderSurface(source({ things: { plans } }, [plans]))).toThrow(/functions\/things\.ts: the name plans is declared twice, or declared and imported/);
  });

  it('reads the doc comments of exported constants, and the named types of response schemas', () => {
    expect(exportDocs('/** First. */\nexport const a = 1;\nconst b = 2;\n/** Not exported. */\nconst c = 3;')).toEqual(new Map([['a', 'First.']]));
    const module = 'export type X = Y;\nexport type Answers = {\n  /** A site. */\n  Site: typeof siteSchema;\n  Zone: typeof zoneSchema;\n};\nconst other = { A: typeof b };';
    expect(responseTypeNames(module)).toEqual(new Map([['siteSchema', 'Site'], ['zoneSchema', 'Zone']]));
  });

  it('writes the type of a path identifier from its schema, and nothing for a shape it does not know', () => {
    expect(scalarType({ type: 'integer' })).toBe('number');
    expect(scalarType({ anyOf: [{ type: 'number' }, { type: 'string', minLength: 1 }] })).toBe('number | string');
    expect(scalarType({ enum: ['gh', 'gl'] })).toBe('"gh" | "gl"');
    expect(scalarType({ type: 'object' })).toBeUndefined();
    // An open list of names (known values beside any string) keeps the known ones in hovers.
    expect(scalarType({ anyOf: [{ enum: ['ZAP'] }, { type: 'string' }] })).toBe('"ZAP" | (string & {})');
    const get = op('things.get', { path: '/things/{thingId}', params: z.object({ thingId: z.int() }) });
    expect(renderSurface(source({ things: { get } }, [get])).get('functions/things.ts')).toContain('get(thingId: number, options?: RequestOptions)');
  });

  it('types a result by the named type of its schema, and a bare list of named items as an array of them', () => {
    const thing = z.object({ id: z.string() });
    const list = z.array(thing);
    const get = op('things.get', { response: (r: { thing: unknown }) => r.thing as z.ZodMiniType });
    const all = op('things.all', { response: (r: { list: unknown }) => r.list as z.ZodMiniType });
    const named = { ...source({ things: { get, all } }, [get, all]), responses: { thing, list }, responseTypes: new Map([[thing, { type: 'Thing', module: 'things' }]]) };
    const text = renderSurface(named).get('functions/things.ts') ?? '';
    expect(text).toContain('get(options?: RequestOptions): ApiPromise<Thing>');
    expect(text).toContain('all(options?: RequestOptions): ApiPromise<Thing[]>');
    expect(text).toContain("import type { Thing } from '../responses/things.js';");
  });

  it('types a scalar, any JSON or a list of them without a name, and refuses an object answer that has none', () => {
    const words = op('things.words', { response: () => z.array(z.string()) });
    const json = op('things.json', { response: () => z.record(z.string(), z.unknown()) });
    const written = renderSurface(source({ things: { words, json } }, [words, json])).get('functions/things.ts') ?? '';
    expect(written).toContain('words(options?: RequestOptions): ApiPromise<string[]>');
    expect(written).toContain('json(options?: RequestOptions): ApiPromise<Record<string, unknown>>');
    const object = op('things.get', { response: () => z.object({ id: z.string() }) });
    expect(() => renderSurface(source({ things: { object } }, [object]))).toThrow(/things\.get: its answer has no name; name its schema in `Answers`/);
  });

  it('refuses a namespace the configuration does not describe', () => {
    const get = op('others.get');
    expect(() => renderSurface(source({ others: { get } }, [get]))).toThrow(/no doc for the namespace others/);
  });
});
