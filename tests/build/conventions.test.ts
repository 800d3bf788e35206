// The naming conventions of the client surface (docs/architecture.md, "One vocabulary"), checked on
// declarations the compiler emits from the packages' sources (the names and parameters a user's editor
// shows), and on the names each package's main entry exports.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { SURFACES } from '../../scripts/surface.config.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Names that say "the inputs object" or "the request options" in another word: the conventions use `inputs` and `options`. */
const SYNONYMS = new Set(['query', 'body', 'fields', 'filters', 'input', 'changes', 'params', 'data', 'payload', 'requestOptions', 'waitOptions']);
/** Suffixes of the inputs types before the conventions: a type named so is refused. */
const INPUTS_SUFFIXES = /(Query|Body|Fields|Filters|Changes)$/;

/** One method or function of the surface, with its parameters as declared. */
interface Callable {
  where: string;
  name: string;
  params: { name: string; rest: boolean }[];
}

/** What a package's declarations expose: its classes (by file), their methods and its standalone functions. */
interface Surface {
  classes: { file: string; name: string; methods: number }[];
  callables: Callable[];
  types: string[];
}

/** A package's declarations, by file name under `src/`, and the names its main entry exports. */
interface Declarations {
  files: Map<string, string>;
  exported: Set<string>;
  /** The exported names that are types (type aliases, interfaces, classes). */
  types: string[];
}

/**
 * The declarations of the packages' classes and standalone functions (`src/functions/*`), as the compiler
 * emits them file by file (`transpileDeclaration`: the names and parameters are the emitted ones, without
 * checking the types the names stand for), and what each main entry exports, read from one TypeScript
 * program for the four packages. Emitting every declaration with a full check took 31 s as four programs
 * and 19 s as one; this takes about 5 s.
 */
function declarations(packages: readonly string[]): Map<string, Declarations> {
  // Every package has the same tsconfig.json.
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'packages', packages[0] ?? '', 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('cannot read the packages\' tsconfig.json');
  const options = { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false, sourceMap: false };
  const roots = packages.flatMap((pkg) => {
    const src = join(ROOT, 'packages', pkg, 'src');
    return [join(src, 'index.ts'), ...readdirSync(join(src, 'functions')).filter((name) => name.endsWith('.ts')).map((name) => join(src, 'functions', name))];
  });
  const program = ts.createProgram(roots, options);
  const checker = program.getTypeChecker();
  const out = new Map<string, Declarations>();
  for (const pkg of packages) {
    const src = join(ROOT, 'packages', pkg, 'src');
    const index = program.getSourceFile(join(src, 'index.ts'));
    const symbol = index && checker.getSymbolAtLocation(index);
    const exports = symbol ? checker.getExportsOfModule(symbol) : [];
    const isType = (s: ts.Symbol): boolean => ((s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Type) !== 0;
    const files = new Map<string, string>();
    const sources = program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(`${src}/`) && (file.fileName.startsWith(`${src}/functions/`) || file.statements.some((statement) => ts.isClassDeclaration(statement))));
    for (const file of sources) {
      const { outputText } = ts.transpileDeclaration(file.text, { compilerOptions: options, fileName: file.fileName });
      files.set(file.fileName.slice(src.length + 1).replace(/\.ts$/, '.d.ts'), outputText);
    }
    out.set(pkg, { files, exported: new Set(exports.map((s) => s.name)), types: exports.filter(isType).map((s) => s.name) });
  }
  return out;
}

/** Reads the classes, methods, functions and type names out of declaration texts. */
export function surfaceOf(files: Map<string, string>): Surface {
  const surface: Surface = { classes: [], callables: [], types: [] };
  const paramsOf = (node: ts.SignatureDeclarationBase, file: ts.SourceFile): Callable['params'] =>
    node.parameters.map((p) => ({ name: p.name.getText(file), rest: p.dotDotDotToken !== undefined }));
  for (const [name, text] of files) {
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    for (const statement of file.statements) {
      if (ts.isClassDeclaration(statement) && statement.name) {
        const methods = statement.members.filter(
          (m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && !m.modifiers?.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword || x.kind === ts.SyntaxKind.ProtectedKeyword),
        );
        surface.classes.push({ file: name, name: statement.name.text, methods: methods.length });
        for (const m of methods) surface.callables.push({ where: `${name}: ${statement.name.text}`, name: m.name.getText(file), params: paramsOf(m, file) });
      } else if (ts.isFunctionDeclaration(statement) && statement.name && name.startsWith('functions/')) {
        surface.callables.push({ where: name, name: statement.name.text, params: paramsOf(statement, file) });
      } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
        surface.types.push(statement.name.text);
      }
    }
  }
  return surface;
}

/** Every break of the conventions in a surface, one line each; types are checked when the package exports them (`exported`). */
export function breaches(surface: Surface, exported?: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const { file, name, methods } of surface.classes) {
    if (file.startsWith('resources/') && methods > 0 && !/(Resource|Resources|Handle)$/.test(name)) found.push(`${file}: class ${name} is not named …Resource (or …Handle)`);
  }
  for (const { where, name, params } of surface.callables) {
    const at = `${where}.${name}(${params.map((p) => (p.rest ? `...${p.name}` : p.name)).join(', ')})`;
    const names = params.map((p) => p.name).filter((p, i) => !(i === 0 && where.startsWith('functions/') && p === 'client'));
    if (params.some((p) => p.rest || /^args(_\d+)?$/.test(p.name))) found.push(`${at}: a rest or unnamed parameter`);
    for (const p of names) if (SYNONYMS.has(p)) found.push(`${at}: \`${p}\` where the conventions say \`inputs\` or \`options\``);
    const inputs = names.indexOf('inputs');
    const options = names.indexOf('options');
    if (options !== -1 && options !== names.length - 1) found.push(`${at}: \`options\` is not last`);
    if (inputs !== -1 && names.slice(inputs + 1).some((p) => p !== 'options')) found.push(`${at}: only \`options\` may follow \`inputs\``);
    if (name.startsWith('wait') && !/^waitFor[A-Z]/.test(name)) found.push(`${at}: a wait is named waitFor…`);
  }
  for (const type of surface.types) if (INPUTS_SUFFIXES.test(type) && (!exported || exported.has(type))) found.push(`type ${type}: an inputs type is named …Inputs`);
  return found;
}

describe('the declarations of each package', () => {
  let built: Map<string, Declarations>;
  // About 5 s alone on 2 cores, more on a shared machine.
  beforeAll(() => {
    built = declarations(Object.keys(SURFACES));
  }, 120_000);

  it.each(Object.keys(SURFACES))('%s follows the conventions: path identifiers, then `inputs`, then `options`; …Resource classes; …Inputs types; waitFor… waits', (pkg) => {
    const { files, exported, types } = built.get(pkg) ?? { files: new Map<string, string>(), exported: new Set<string>(), types: [] };
    const surface = surfaceOf(files);
    surface.types.push(...types);
    expect(surface.callables.length).toBeGreaterThan(10);
    expect(exported.size).toBeGreaterThan(10);
    expect(breaches(surface, exported)).toEqual([]);
  });
});

describe('the conventions check', () => {
  const check = (text: string, file = 'resources/things.d.ts'): string[] => breaches(surfaceOf(new Map([[file, text]])));

  it('accepts path identifiers, then inputs, then options', () => {
    expect(check('export declare class ThingsResource { get(siteId: number, inputs?: X, options?: RequestOptions): P; }')).toEqual([]);
    expect(check('export declare function get(client: HttpClient, siteId: number, options?: RequestOptions): P;', 'functions/things.d.ts')).toEqual([]);
  });

  it('refuses rest tuples, unnamed parameters, synonyms of inputs and options, and options before inputs', () => {
    expect(check('export declare class ThingsResource { get(...args: A): P; }')).toEqual([expect.stringMatching(/rest or unnamed/)]);
    expect(check('export declare function get(client: C, args_0: string): P;', 'functions/things.d.ts')).toEqual([expect.stringMatching(/rest or unnamed/)]);
    expect(check('export declare class ThingsResource { list(query?: Q, requestOptions?: R): P; }')).toEqual([expect.stringMatching(/`query`/), expect.stringMatching(/`requestOptions`/)]);
    expect(check('export declare class ThingsResource { get(options?: R, inputs?: X): P; }')).toEqual([expect.stringMatching(/`options` is not last/)]);
    expect(check('export declare class ThingsResource { get(inputs: X, siteId: number): P; }')).toEqual([expect.stringMatching(/only `options` may follow/)]);
  });

  it('refuses a resource class without the suffix, a wait named otherwise, and an inputs type with an old suffix', () => {
    expect(check('export declare class Things { get(options?: R): P; }')).toEqual([expect.stringMatching(/not named …Resource/)]);
    expect(check('export declare class ThingHandle { get(options?: R): P; }', 'composed/things.d.ts')).toEqual([]);
    expect(check('export declare class ThingsResource { waitUntilDone(id: string, options?: W): P; }')).toEqual([expect.stringMatching(/waitFor…/)]);
    expect(check('export type ThingListQuery = { a?: string };')).toEqual([expect.stringMatching(/named …Inputs/)]);
    expect(breaches(surfaceOf(new Map([['schemas/things.d.ts', 'export type ThingListQuery = { a?: string };']])), new Set(['Other']))).toEqual([]);
  });
});
