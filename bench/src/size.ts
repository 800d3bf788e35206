/**
 * Case 5 and the size budget: bundles a minimal usage of each package (`src/size/<name>.ts`: one client,
 * one call) for the browser with esbuild, minified, and reports raw, gzip and brotli sizes, plus where
 * the bytes come from. The same for the official client's browser build and for openapi-fetch.
 *
 *   node bench/src/size.ts           prints the table; exits 1 when a package is over its gzip budget
 *   node bench/src/size.ts --json    the same as JSON on stdout
 *   node bench/src/size.ts --modules=hosting-functions.ts
 *                                    what loads at once of one bundle, module by module (minified bytes)
 *
 * The packages are bundled from their built `dist/` (what users install): run the package builds first.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { BENCH_DIR } from './processes.ts';
import { fixed, printTable, verdict, type Verdict } from './stats.ts';

/**
 * The size targets, in gzip bytes: a full client with one call (the platform's, which paces and compresses,
 * apart), and one standalone call (hosting's with its OAuth flow, the platform's with its pacing).
 */
export const FULL_TARGET_BYTES = 20_000;
export const PLATFORM_FULL_TARGET_BYTES = 24_000;
export const FUNCTIONS_TARGET_BYTES = 12_000;
export const FUNCTIONS_WITH_OAUTH_TARGET_BYTES = 13_000;
export const PLATFORM_FUNCTIONS_TARGET_BYTES = 15_000;

/**
 * What an error guard imported alone must never pull in: the engine and the auth strategies (the client), and
 * zod. Its bytes are the core modules that the lazy chunks share with it (esbuild loads a module that a
 * lazy chunk and the entry both reach with the entry, with everything the lazy chunk uses of it).
 */
const NOT_IN_A_GUARD = ['core/dist/client.js', 'core/dist/auth.js', 'node_modules/zod', '/zod/'];

/** Zod, which no client loads at once: it comes with the checks, when the client validates. */
const NO_ZOD = ['node_modules/zod', '/zod/'];

/**
 * The optional engine modules that a client of an API that publishes no rates and takes no compressed bodies
 * never loads at once: the local pacing, the shared store's pacing, and request compression (and zod).
 */
const NOT_IN_AN_UNPACED_CLIENT = [...NO_ZOD, 'core/dist/rate-limit.js', 'core/dist/pacing.js', 'core/dist/shared-limits.js', 'core/dist/compression.js'];

/**
 * The telemetry module and the OpenTelemetry API: in no module of a bundle (loaded at once or later) but the
 * one whose code imports `@typed-api/core/telemetry`. A client without telemetry is byte for byte the same.
 */
const TELEMETRY = ['core/dist/telemetry.js', 'node_modules/@opentelemetry/'];

/**
 * What is bundled: our packages and the peers (for comparison only). `budget` is the regression guard that
 * CI enforces: today's size plus 0.4 kB, so that growth fails the build; `target` is the goal the bench
 * reports PASS/FAIL against. Lowering a budget is how progress toward a target is locked in;
 * docs/architecture.md says where the bytes go.
 */
export const SIZE_ENTRIES: readonly SizeEntry[] = [
  { name: '@typed-api/core', file: 'core.ts', budget: 16_900, target: FULL_TARGET_BYTES },
  { name: '@typed-api/platform', file: 'platform.ts', budget: 35_200, target: PLATFORM_FULL_TARGET_BYTES, forbidden: NO_ZOD },
  { name: '@typed-api/hosting', file: 'hosting.ts', budget: 25_600, target: FULL_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  { name: '@typed-api/calendar', file: 'calendar.ts', budget: 21_200, target: FULL_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  { name: '@typed-api/code-analysis', file: 'code-analysis.ts', budget: 27_500, target: FULL_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  // The tree-shaken style: `createClient` and one standalone function from the package's `/functions` subpath.
  // The platform's client with OpenTelemetry (`withTelemetry`): what telemetry adds to it.
  { name: '@typed-api/platform: with telemetry', file: 'platform-telemetry.ts', budget: 41_400, telemetry: true, forbidden: NO_ZOD },
  { name: '@typed-api/platform/functions: one call', file: 'platform-functions.ts', budget: 20_200, target: PLATFORM_FUNCTIONS_TARGET_BYTES, forbidden: NO_ZOD },
  { name: '@typed-api/hosting/functions: one call', file: 'hosting-functions.ts', budget: 19_500, target: FUNCTIONS_WITH_OAUTH_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  { name: '@typed-api/calendar/functions: one call', file: 'calendar-functions.ts', budget: 18_700, target: FUNCTIONS_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  { name: '@typed-api/code-analysis/functions: one call', file: 'code-analysis-functions.ts', budget: 18_000, target: FUNCTIONS_TARGET_BYTES, forbidden: NOT_IN_AN_UNPACED_CLIENT },
  // One helper imported alone must not pull the client (nor zod): these guard tree-shaking.
  { name: '@typed-api/platform: error guard alone', file: 'platform-guard.ts', budget: 3_700, forbidden: NOT_IN_A_GUARD },
  { name: '@typed-api/hosting: error guard alone', file: 'hosting-guard.ts', budget: 3_400, forbidden: NOT_IN_A_GUARD },
  { name: '@typed-api/calendar: error guard alone', file: 'calendar-guard.ts', budget: 4_900, forbidden: NOT_IN_A_GUARD },
  { name: '@typed-api/code-analysis: error guard alone', file: 'code-analysis-guard.ts', budget: 3_800, forbidden: NOT_IN_A_GUARD },
  // Its exports map lists `import` before `browser`, so a bundler would take the Node build: point it at the browser build.
  { name: 'official client (browser build)', file: 'official-client.ts', budget: undefined, alias: { 'apify-client': 'apify-client/browser' } },
  { name: 'openapi-fetch', file: 'openapi-fetch.ts', budget: undefined },
];

/** One bundle to measure: a minimal-usage file under `src/size/`, its gzip budget (none for peers), module aliases. */
export interface SizeEntry {
  name: string;
  file: string;
  budget: number | undefined;
  /** The goal in gzip bytes, reported PASS/FAIL (none for peers and guards). */
  target?: number;
  alias?: Record<string, string>;
  /** Parts of module paths that must not be among what loads at once. */
  forbidden?: readonly string[];
  /** True for the bundle that imports `@typed-api/core/telemetry`: every other of ours must hold none of it. */
  telemetry?: boolean;
}

/** Size of one bundle: what loads at once (the entry chunk and the chunks it imports statically). */
export interface SizeResult {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Gzip bytes of the chunks loaded later with `import()` (the response schemas, when responses are validated). */
  lazyGzipBytes: number;
  /** The goal in gzip bytes, if any. */
  target: number | undefined;
  /** Gzip budget in bytes (the CI regression guard); undefined for peers. */
  budget: number | undefined;
  /** Within its target? Undefined without one. */
  verdict: Verdict | undefined;
  /** Within its budget? Undefined for peers. */
  withinBudget: boolean | undefined;
  /** Minified bytes by origin (the package itself, ky, zod, ...), largest first. */
  breakdown: Record<string, number>;
  /** Minified bytes by module (its path from the bench folder), largest first. */
  modules: Record<string, number>;
  /** The modules that load at once although the entry forbids them (empty when none does). */
  forbiddenFound: string[];
}

/** Groups a bundle's inputs by package: `ky`, `zod`, `@typed-api/core`, ... */
function origin(input: string): string {
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (inModules) return inModules[1]!;
  const inPackages = /packages\/([^/]+)\//.exec(input);
  if (inPackages) return `@typed-api/${inPackages[1]!}`;
  return 'entry';
}

function breakdown(outputs: readonly Metafile['outputs'][string][]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const output of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = origin(input);
      totals[key] = (totals[key] ?? 0) + bytesInOutput;
    }
  }
  return Object.fromEntries(Object.entries(totals).sort((a, b) => b[1] - a[1]));
}

/** A bundle's bytes by module, largest first. */
function byModule(outputs: readonly Metafile['outputs'][string][]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const output of outputs) for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) totals[input] = (totals[input] ?? 0) + bytesInOutput;
  return Object.fromEntries(Object.entries(totals).filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]));
}

const gzip = (code: Uint8Array): number => gzipSync(code, { level: 9 }).length;

/**
 * Bundles one entry for the browser, minified, with code splitting (as an application's bundler does),
 * and measures what loads at once: the entry chunk and every chunk it imports statically. Chunks behind
 * `import()` are measured apart: they load only when used.
 */
export async function measureBundle(entry: SizeEntry): Promise<SizeResult> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./size/${entry.file}`, import.meta.url))],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: 'out',
    alias: entry.alias ?? {},
    // Aliases resolve from the working directory: the bench folder, where the peers are installed.
    absWorkingDir: BENCH_DIR,
  });
  const outputs = result.metafile.outputs;
  // Every module behind `import()` is an entry point of its own in the metafile: the bundle's is the size file.
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]!.entryPoint?.endsWith(`size/${entry.file}`))!;
  const eager = new Set<string>();
  const visit = (path: string): void => {
    if (eager.has(path)) return;
    eager.add(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryOutput);
  const contents = (path: string): Uint8Array => result.outputFiles.find((file) => file.path.endsWith(`/${path}`))!.contents;
  const code = Buffer.concat([...eager].map(contents));
  const lazy = Object.keys(outputs).filter((path) => !eager.has(path) && path.endsWith('.js'));
  const gzipBytes = gzip(code);
  const brotliBytes = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  return {
    name: entry.name,
    minifiedBytes: code.length,
    gzipBytes,
    brotliBytes,
    lazyGzipBytes: lazy.reduce((sum, path) => sum + gzip(contents(path)), 0),
    target: entry.target,
    budget: entry.budget,
    verdict: entry.target === undefined ? undefined : verdict(gzipBytes <= entry.target),
    withinBudget: entry.budget === undefined ? undefined : gzipBytes <= entry.budget,
    breakdown: breakdown([...eager].map((path) => outputs[path]!)),
    modules: byModule([...eager].map((path) => outputs[path]!)),
    forbiddenFound: [
      ...[...eager].flatMap((path) => Object.keys(outputs[path]!.inputs)).filter((input) => entry.forbidden?.some((part) => input.includes(part))),
      // Telemetry, loaded at once or later, in a bundle that does not ask for it.
      ...(entry.telemetry || entry.budget === undefined ? [] : Object.values(outputs).flatMap((output) => Object.keys(output.inputs)).filter((input) => TELEMETRY.some((part) => input.includes(part)))),
    ],
  };
}

/** Bundles and measures every entry. */
export async function runSizes(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const entry of SIZE_ENTRIES) results.push(await measureBundle(entry));
  return results;
}

const kB = (bytes: number): string => fixed(bytes / 1000, 1);

/** Prints the size table, with each bundle's biggest contributors. */
export function printSizes(results: readonly SizeResult[]): void {
  printTable([
    ['bundle (browser, minified; what loads at once)', 'min kB', 'gzip kB', 'brotli kB', 'target kB', 'CI budget kB', 'lazy gzip kB', 'largest parts (min kB)'],
    ...results.map((r) => [
      r.name,
      kB(r.minifiedBytes),
      kB(r.gzipBytes),
      kB(r.brotliBytes),
      r.target === undefined ? '-' : `${kB(r.target)} ${r.verdict ?? ''}`,
      r.budget === undefined ? '-' : `${kB(r.budget)} ${r.withinBudget ? 'ok' : 'OVER'}`,
      r.lazyGzipBytes ? kB(r.lazyGzipBytes) : '-',
      Object.entries(r.breakdown)
        .slice(0, 4)
        .map(([name, bytes]) => `${name} ${kB(bytes)}`)
        .join(', '),
    ]),
  ]);
  console.log('(lazy: chunks loaded with import() on first use, e.g. the response schemas when responses are validated)');
}

/** The committed size report: the one source of every bundle size the READMEs and guides state (tests/docs/figures.test.ts). */
export const SIZE_REPORT = fileURLToPath(new URL('../results/sizes.json', import.meta.url));

/** One bundle of the committed size report, in bytes. */
export interface SizeReportEntry {
  name: string;
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  lazyGzipBytes: number;
  budget: number | undefined;
  target: number | undefined;
}

/**
 * Writes the sizes of a run to `bench/results/sizes.json` (committed; no date or machine in it, so an
 * unchanged build writes the same file). `node tests/docs/figures.ts --write` then puts them in the docs.
 */
export function writeSizeReport(results: readonly SizeResult[]): void {
  const bundles: SizeReportEntry[] = results.map((r) => ({
    name: r.name,
    file: SIZE_ENTRIES.find((e) => e.name === r.name)?.file ?? '',
    minifiedBytes: r.minifiedBytes,
    gzipBytes: r.gzipBytes,
    brotliBytes: r.brotliBytes,
    lazyGzipBytes: r.lazyGzipBytes,
    budget: r.budget,
    target: r.target,
  }));
  mkdirSync(dirname(SIZE_REPORT), { recursive: true });
  writeFileSync(SIZE_REPORT, `${JSON.stringify({ about: 'Written by pnpm size (bench/src/size.ts): esbuild, browser, minified; bytes of what loads at once, gzip level 9.', bundles }, null, 2)}\n`);
}

function checkBuilt(): void {
  const missing = ['core', 'platform', 'hosting', 'calendar', 'code-analysis'].filter(
    (name) => !existsSync(fileURLToPath(new URL(`../../packages/${name}/dist/index.js`, import.meta.url))),
  );
  if (missing.length) throw new Error(`build the packages first (pnpm build): no dist/ in ${missing.join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkBuilt();
  const only = process.argv.find((arg) => arg.startsWith('--modules='))?.slice('--modules='.length);
  if (only !== undefined) {
    const entry = SIZE_ENTRIES.find((e) => e.file === only);
    if (!entry) throw new Error(`--modules: no bundle ${only}; one of ${SIZE_ENTRIES.map((e) => e.file).join(', ')}`);
    const result = await measureBundle(entry);
    printTable([['module (what loads at once)', 'min kB'], ...Object.entries(result.modules).map(([module, bytes]) => [module.replace(/.*node_modules\//, ''), kB(bytes)])]);
    console.log(`${result.name}: ${kB(result.minifiedBytes)} kB minified, ${kB(result.gzipBytes)} kB gzip`);
    process.exit(0);
  }
  const results = await runSizes();
  writeSizeReport(results);
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else printSizes(results);
  const missed = results.filter((r) => r.verdict === 'FAIL');
  if (missed.length) console.log(`\ntargets missed by: ${missed.map((r) => `${r.name} (${kB(r.gzipBytes)} kB > ${kB(r.target ?? 0)} kB)`).join(', ')}`);
  const pulled = results.filter((r) => r.forbiddenFound.length > 0);
  if (pulled.length) {
    console.error(`\nmodules that must not load at once: ${pulled.map((r) => `${r.name}: ${r.forbiddenFound.join(', ')}`).join('; ')}`);
    process.exitCode = 1;
  }
  const over = results.filter((r) => r.withinBudget === false);
  if (over.length) {
    console.error(`\nsize budget exceeded: ${over.map((r) => `${r.name} ${kB(r.gzipBytes)} kB gzip > ${kB(r.budget ?? 0)} kB`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('every package is within its CI size budget');
  }
}
