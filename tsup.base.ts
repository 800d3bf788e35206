import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from 'tsup';

/** The package build options: entry points of the type declarations, and the pure calls to annotate. */
export interface PackageBuild {
  /** The package's entry points (`index`, `testing`, …), for the bundled type declarations. */
  entry: Record<string, string>;
  /**
   * Functions of the package that build values without side effects (schema and description helpers),
   * besides the zod calls and `defineOperation`: their calls are marked pure in the output.
   */
  pure?: readonly string[];
}

/** Functions whose calls every package makes at module level to build values, and that do nothing else. */
const PURE_EVERYWHERE = ['errorGuard', 'defineOperation', 'offsetPages', 'keyPages', 'cursorPages', 'numberedPages', 'linkedPages', 'openEnum', 'checked', 'encoded', 'rewritten'];

/**
 * Marks calls of zod and of the given functions `/* @__PURE__ *\/`: a module's schemas and operation
 * descriptions are built by calls at its top level, and a bundler keeps every call it cannot prove free
 * of side effects. With the mark, an application that uses one operation of a module drops the others.
 */
export function annotatePure(source: string, names: readonly string[]): string {
  const callee = `z\\.\\w+|${names.map((name) => name.replace(/[$]/g, '\\$&')).join('|')}`;
  const call = new RegExp(`(?<!function )(?<![\\w$.])(${callee})\\(`, 'g');
  // Comments and string literals are left as they are: a mark inside a block comment would end it.
  return source
    .split(/(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(call, '/* @__PURE__ */ $1(')))
    .join('');
}

/**
 * The constants a package's code reads about itself (its `src/sdk.ts`): its name and version, from the
 * package.json in `dir`, so that the version is written once, where releases bump it. The build puts them
 * in with esbuild's `define`; the test config does the same for the sources (vitest.config.ts).
 */
export function packageDefines(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  return { __TYPED_API_PACKAGE__: JSON.stringify(manifest.name), __TYPED_API_VERSION__: JSON.stringify(manifest.version) };
}

/**
 * The one build setup of every publishable package: ESM for any runtime (no Node built-ins assumed),
 * one output module per source module (so that, with `sideEffects: false`, a bundler keeps only the
 * modules an application reaches: importing one helper does not pull the whole client), module-level
 * calls that build schemas and descriptions marked pure (so that it drops the unused ones of a module too),
 * type declarations bundled per entry point, source maps, and the package's name and version written
 * into its code ({@link packageDefines}).
 */
export function packageBuild({ entry, pure = [] }: PackageBuild): Options {
  const names = [...PURE_EVERYWHERE, ...pure];
  // Each module of standalone functions is an entry point of its own (`<package>/functions/<namespace>`).
  const functions = existsSync('src/functions')
    ? Object.fromEntries(readdirSync('src/functions').filter((f) => f.endsWith('.ts')).map((f) => [`functions/${f.slice(0, -3)}`, `src/functions/${f}`]))
    : {};
  return {
    entry: ['src/**/*.ts'],
    bundle: false,
    format: ['esm'],
    dts: { entry: { ...entry, ...functions } },
    clean: true,
    sourcemap: true,
    target: 'es2023',
    platform: 'neutral',
    define: packageDefines('.'),
    esbuildPlugins: [
      {
        name: 'pure-calls',
        setup(build) {
          build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({ contents: annotatePure(await readFile(path, 'utf8'), names), loader: 'ts' }));
        },
      },
    ],
  };
}
