/* global process, console, URL, setTimeout, clearTimeout */
// Runs the BUILT packages on every runtime a user may run them on: Node 22.12 (the engines floor), Node 22, Node 24,
// Bun, Deno, workerd (through miniflare), the edge runtime and headless Chromium (through the browser
// runner, tests/browser/run.js). On each, the check modules of tests/runtimes/checks (plain web
// JavaScript importing `@typed-api/<package>` by name, as an application would) make, for each of the
// four packages, one call, one paginated walk of three pages with `for await`, one typed error caught by
// code, one aborted call and one streamed download read to the end, against the packages' fakes served
// over real HTTP on 127.0.0.1 from this process. Before that, the built runtime entry points
// (packages/*/dist except dist/testing) are scanned for `node:` imports and Node-only globals.
// Then, on Node 20.9 (below the floor), each package's fake must refuse to start at once, naming the Node it needs.
// And on Node 22.12 (the floor), Node 22 and Node 24, a CommonJS file `require()`s each package by name, as a project
// made with `npm init` (no "type": "module") does: Node loads the ES modules with require() from 22.12 on.
// Prints one table at the end; exit code 1 when any check failed or any runtime could not start.
// Run by scripts/test-runtimes.sh (it installs the runtimes under .tools and passes their paths):
//   node tests/runtimes/run.js --node-floor <bin> --node-old <bin> --node24 <bin> --bun <bin> --deno <bin> --tools <dir> [--only name,name]
// (`--only` names runtimes, `node-old` and `require`: the checks of those alone)
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { http, HttpResponse } from 'msw';
import { finish, withCors } from '../browser/support.js';
import { serveHandlers } from '../../packages/core/dist/testing/node.js';
import { createPlatformFake } from '../../packages/platform/dist/testing/index.js';
import { createHostingFake } from '../../packages/hosting/dist/testing/index.js';
import { createCalendarFake } from '../../packages/calendar/dist/testing/index.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/dist/testing/index.js';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    'node-floor': { type: 'string' },
    'node-old': { type: 'string' },
    node24: { type: 'string' },
    bun: { type: 'string' },
    deno: { type: 'string' },
    tools: { type: 'string', default: join(root, '.tools/runtimes') },
    only: { type: 'string' },
  },
});
const tools = resolve(args.tools);
// The children run in the app's directory: the binaries' paths must not be relative.
for (const name of ['node-floor', 'node-old', 'node24', 'bun', 'deno']) if (args[name]) args[name] = resolve(args[name]);
const PACKAGES = ['platform', 'hosting', 'calendar', 'code-analysis'];
const CHECKS = ['call', 'walk', 'error', 'abort', 'stream'];
/** What a CommonJS `require()` of each package must give: its main export, a function (a class or a factory). */
const MAIN_EXPORTS = { core: 'HttpClient', platform: 'PlatformClient', hosting: 'HostingClient', calendar: 'CalendarClient', 'code-analysis': 'CodeAnalysisClient', 'redis-store': 'redisStore' };
/** A runtime's whole run (start, 20 checks, exit) must end within this. */
const RUN_TIMEOUT_MS = 90_000;
/** workerd refuses a compatibility date later than its own release; this one is older than every pinned workerd. */
const COMPATIBILITY_DATE = '2026-07-01';
/** How long the fake holds a request to the abort marker (the checks abort after 100 ms). */
const HOLD_MS = 3_000;

const esbuild = [join(root, 'node_modules/.bin/esbuild'), join(root, 'bench/node_modules/.bin/esbuild')].find((p) => existsSync(p));
const work = mkdtempSync(join(tmpdir(), 'typed-api-runtimes-'));
const cleanups = [() => rmSync(work, { recursive: true, force: true })];

// ---------------------------------------------------------------------------------------------------
// The scan of the runtime entry points

/** Node's builtin modules by their bare names (`fs`, `stream`…), which a web runtime does not have either. */
const BARE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_') && !name.includes('/')));
const NODE_ONLY = [
  { what: '`node:` import', pattern: /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"]node:[\w/]+['"]/g },
  { what: 'Node builtin import', pattern: /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"]([\w/]+)['"]/g, keep: (m) => BARE_BUILTINS.has(m[1].split('/')[0]) },
  { what: '`process` global', pattern: /(?<![\w$.])process\s*[.[]|\bglobalThis\s*\.\s*process\b/g },
  { what: '`Buffer` global', pattern: /(?<![\w$.])Buffer\b/g },
  { what: 'Node-only global', pattern: /(?<![\w$.])(?:__dirname|__filename|setImmediate|clearImmediate)\b/g },
  { what: '`require` call', pattern: /(?<![\w$.])require\s*\(/g },
];

/** Every .js file under `dir`, `dist/testing` left out (the fakes are Node-only and say so). */
function distFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(entry.name === 'testing' && dir.endsWith('dist'))) out.push(...distFiles(path));
    } else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

/** Finds Node-only code in the built entry points (comments are blanked first: only code counts). */
function scanDist() {
  const found = [];
  let files = 0;
  for (const pkg of ['core', ...PACKAGES]) {
    const dist = join(root, 'packages', pkg, 'dist');
    if (!existsSync(dist)) {
      found.push(`packages/${pkg}/dist is missing: build the packages first`);
      continue;
    }
    for (const file of distFiles(dist)) {
      files++;
      const source = readFileSync(file, 'utf8');
      const code = blankComments(source);
      for (const { what, pattern, keep } of NODE_ONLY) {
        for (const m of code.matchAll(pattern)) {
          if (keep && !keep(m)) continue;
          const line = code.slice(0, m.index).split('\n').length;
          found.push(`${relative(root, file)}:${String(line)}: ${what}: ${source.split('\n')[line - 1].trim().slice(0, 120)}`);
        }
      }
    }
  }
  return { files, found };
}

/** The source with block and line comments replaced by spaces (line numbers kept); strings and templates are left alone. */
function blankComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

// ---------------------------------------------------------------------------------------------------
// The fakes


/** Holds any request to the abort marker (`slow-abort`, or id 424242) for {@link HOLD_MS}, then answers 404. */
const holdAbortMarker = http.all('*', async ({ request }) => {
  if (!/\/(?:slow-abort|424242)(?:\/|$)/.test(new URL(request.url).pathname)) return undefined;
  await new Promise((ok) => setTimeout(ok, HOLD_MS).unref());
  return HttpResponse.json({ error: 'held for the abort check' }, { status: 404 });
});

/** Serves the four fakes on one server, seeded so that each check finds what it expects; returns the checks' config. */
async function startFakes() {
  const api = await serveHandlers([]);
  cleanups.push(() => api.close());
  const platform = createPlatformFake({ baseUrl: `${api.url}/platform`, token: 'runtime-token' });
  const dataset = platform.state.createDataset('runtime-checks');
  dataset.items.push(...Array.from({ length: 25 }, (_, n) => ({ n })));
  dataset.meta.itemCount = dataset.items.length;
  dataset.meta.cleanItemCount = dataset.items.length;
  // `limit` caps a walk's items, so the page size is the server's: pages of 10 make the walk three pages.
  platform.state.settings.maxItemsPerPage = 10;

  // Three sites (1, 2, 3) to start with; a scheduled backup 101 of site 1 to download.
  const hosting = createHostingFake({ baseUrl: `${api.url}/hosting`, downloadBytes: 256 * 1024 });

  const calendar = createCalendarFake({ baseUrl: `${api.url}/wp-json` });
  for (const day of [1, 2, 3]) {
    calendar.state.addEvent({ title: `Runtime event ${String(day)}`, start_date: `2030-03-0${String(day)} 10:00:00`, end_date: `2030-03-0${String(day)} 11:00:00` });
  }

  const analysis = createCodeAnalysisFake({ baseUrl: `${api.url}/analysis`, apiToken: 'runtime-token' });
  for (const repository of ['r1', 'r2', 'r3']) analysis.addRepository({ provider: 'gh', organization: 'runtimes', repository });
  analysis.state.maxPageSize = 1; // three repositories, three pages


  api.use(withCors([holdAbortMarker, ...platform.handlers, ...hosting.handlers, ...calendar.handlers, ...analysis.handlers]));
  return {
    url: api.url,
    config: {
      platform: { baseUrl: `${api.url}/platform`, token: 'runtime-token' },
      hosting: { baseUrl: `${api.url}/hosting`, clientId: 'test-client-id', clientSecret: 'test-client-secret' },
      calendar: { baseUrl: `${api.url}/wp-json`, username: calendar.credentials.username, password: calendar.credentials.applicationPassword },
      'code-analysis': { baseUrl: `${api.url}/analysis`, apiToken: 'runtime-token' },
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The application the runtimes load

/**
 * A directory laid out as an application that installed the packages: the check modules, two entry
 * scripts, a package.json and an import map (for Deno), and node_modules/@typed-api/* linked to
 * the workspace packages (whose own node_modules hold their dependencies, as pnpm installed them).
 */
function makeApp() {
  const app = join(work, 'app');
  cpSync(join(root, 'tests/runtimes/checks'), join(app, 'checks'), { recursive: true });
  mkdirSync(join(app, 'node_modules/@typed-api'), { recursive: true });
  const dependencies = {};
  for (const pkg of ['core', ...PACKAGES]) {
    symlinkSync(join(root, 'packages', pkg), join(app, 'node_modules/@typed-api', pkg), 'dir');
    dependencies[`@typed-api/${pkg}`] = '*';
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'runtime-checks', private: true, type: 'module', dependencies }, null, 2));
  // Deno: a local import map names where each package's entry points are, from the packages' own exports
  // maps (the `default` condition: the built files). Their dependencies (zod) resolve from node_modules.
  const imports = {};
  for (const pkg of ['core', ...PACKAGES]) {
    const { exports } = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(exports)) {
      if (typeof target !== 'object' || subpath.includes('*') || typeof target.default !== 'string') continue;
      imports[`@typed-api/${pkg}${subpath.slice(1)}`] = `./node_modules/@typed-api/${pkg}/${target.default.replace(/^\.\//, '')}`;
    }
  }
  writeFileSync(join(app, 'import_map.json'), JSON.stringify({ imports }, null, 2));
  // Node, Bun, Deno: the config comes as the first argument, the result goes to stdout after a marker.
  writeFileSync(
    join(app, 'cli.js'),
    [
      "import { runChecks } from './checks/all.js';",
      'const argv = globalThis.Deno ? globalThis.Deno.args : globalThis.process.argv.slice(2);',
      'const results = await runChecks(JSON.parse(argv[0]));',
      "console.log('RESULT ' + JSON.stringify(results));",
      '',
    ].join('\n'),
  );
  // workerd: a module worker whose fetch handler runs the checks against the config it is posted.
  writeFileSync(
    join(app, 'worker.js'),
    [
      "import { runChecks } from './checks/all.js';",
      'export default {',
      '  async fetch(request) {',
      '    return Response.json(await runChecks(await request.json()));',
      '  },',
      '};',
      '',
    ].join('\n'),
  );
  // CommonJS: each package (and its main export) through require(), the result after the same marker.
  symlinkSync(join(root, 'packages/redis-store'), join(app, 'node_modules/@typed-api/redis-store'), 'dir');
  writeFileSync(
    join(app, 'require.cjs'),
    [
      `const expected = ${JSON.stringify(MAIN_EXPORTS)};`,
      'const out = {};',
      'for (const [pkg, name] of Object.entries(expected)) {',
      '  try {',
      "    const loaded = require('@typed-api/' + pkg);",
      "    out[pkg] = typeof loaded[name] === 'function' ? 'ok: ' + name : 'no function ' + name + ' among ' + Object.keys(loaded).slice(0, 5).join(', ');",
      '  } catch (error) {',
      "    out[pkg] = (error && error.code ? error.code + ': ' : '') + String(error && error.message ? error.message : error).split('\\n')[0];",
      '  }',
      '}',
      "console.log('RESULT ' + JSON.stringify(out));",
      '',
    ].join('\n'),
  );
  return app;
}

/** Bundles an entry of the app as a bundler of that platform would (bare imports resolved from the app's node_modules). */
function bundle(app, entry, out, flags) {
  if (!esbuild) throw new Error('esbuild not found (node_modules/.bin or bench/node_modules/.bin): run pnpm install');
  const outfile = join(work, out);
  execFileSync(esbuild, [join(app, entry), '--bundle', '--target=es2022', `--outfile=${outfile}`, '--log-level=warning', ...flags], { stdio: 'inherit' });
  return readFileSync(outfile, 'utf8');
}

// ---------------------------------------------------------------------------------------------------
// The runtimes

/** Runs a command with a time limit; resolves with its output (never rejects). */
function run(command, argv, options = {}) {
  return new Promise((done) => {
    execFile(command, argv, { timeout: RUN_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, killSignal: 'SIGKILL', ...options }, (error, stdout, stderr) => {
      done({ error, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** The checks' results out of a child's output (the line after `RESULT `). */
function resultsOf({ error, stdout, stderr }) {
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (line) return JSON.parse(line.slice('RESULT '.length));
  const why = error?.killed ? `killed after ${String(RUN_TIMEOUT_MS / 1000)} s` : (error?.message ?? 'no result printed');
  throw new Error(`${why}\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-15).join('\n')}`);
}

/** Runs a binary's `--version` (first line). */
function versionOf(command, flag = '--version') {
  return execFileSync(command, [flag], { encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n')[0];
}

/** The version field of an installed npm package under the tools directory. */
function toolVersion(name) {
  return JSON.parse(readFileSync(join(tools, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Each runtime: how to learn its version, and how to run the checks on it with `config`. */
function runtimes(app, fakes) {
  const needs = (path, what) => {
    if (!path || !existsSync(path)) throw new Error(`${what} not found${path ? ` at ${path}` : ''}: run scripts/test-runtimes.sh, which installs it`);
    return path;
  };
  const cli = (bin, argv, env = {}) => run(bin, [...argv, join(app, 'cli.js'), JSON.stringify(fakes.config)], { cwd: app, env: { ...process.env, ...env } }).then(resultsOf);
  return [
    {
      name: 'node-floor',
      version: () => `Node ${versionOf(needs(args['node-floor'], 'Node 22.12'))}`,
      run: () => cli(needs(args['node-floor'], 'Node 22.12'), []),
    },
    {
      name: 'node22',
      version: () => `Node ${process.version}`,
      run: () => cli(process.execPath, []),
    },
    {
      name: 'node24',
      version: () => `Node ${versionOf(needs(args.node24, 'Node 24'))}`,
      run: () => cli(needs(args.node24, 'Node 24'), []),
    },
    {
      name: 'bun',
      version: () => `Bun ${versionOf(needs(args.bun, 'bun'))}`,
      run: () => cli(needs(args.bun, 'bun'), ['run', '--no-install'], { BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0', DO_NOT_TRACK: '1' }),
    },
    {
      name: 'deno',
      version: () => versionOf(needs(args.deno, 'deno')),
      run: () =>
        cli(needs(args.deno, 'deno'), ['run', '--allow-net', '--allow-read', '--allow-env', '--import-map=import_map.json', '--node-modules-dir=manual', '--no-lock', '--no-prompt'], {
          // Deno's caches stay with the tools (CI caches them), nothing goes to $HOME.
          DENO_DIR: join(tools, 'deno-dir'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        }),
    },
    {
      name: 'workerd',
      version: () => `workerd ${toolVersion('workerd')} (miniflare ${toolVersion('miniflare')}, compat ${COMPATIBILITY_DATE})`,
      run: () => runWorkerd(app, fakes),
    },
    {
      name: 'edge-runtime',
      version: () => `edge-runtime ${toolVersion('edge-runtime')} (@edge-runtime/vm ${toolVersion('@edge-runtime/vm')})`,
      run: () => runEdge(app, fakes),
    },
    {
      name: 'chromium',
      version: () => /^Chromium [\d.]+/.exec(versionOf(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))?.[0] ?? 'Chromium',
      run: () => runChromium(fakes),
    },
  ];
}

/** Loads a module of the installed tools (resolved from their own package.json). */
async function importTool(name) {
  return import(pathToFileURL(createRequire(join(tools, 'package.json')).resolve(name)).href);
}

/**
 * workerd: the app bundled as a module worker (as wrangler bundles one), run by miniflare, checks posted to it.
 * The worker's fetch() reaches the fake on 127.0.0.1 through workerd's own network stack: workerd alone lets a
 * worker reach public addresses only, and miniflare's `internet` service allows `public` and `private` (a
 * superset of loopback), so no `outboundService` (which would send the requests through Node instead) is needed.
 */
async function runWorkerd(app, fakes) {
  const script = bundle(app, 'worker.js', 'worker.mjs', ['--format=esm', '--platform=browser', '--conditions=workerd,worker,browser']);
  const { Miniflare } = await importTool('miniflare');
  const mf = new Miniflare({ modules: true, script, compatibilityDate: COMPATIBILITY_DATE, compatibilityFlags: [] });
  try {
    const response = await withTimeout(mf.dispatchFetch('http://runtime.test/', { method: 'POST', body: JSON.stringify(fakes.config) }), 'the worker');
    const text = await response.text();
    if (response.status !== 200) throw new Error(`the worker answered ${String(response.status)}: ${text.slice(0, 500)}`);
    return JSON.parse(text);
  } finally {
    await mf.dispose();
  }
}

/** The edge runtime: the checks bundled as a script (the way an edge function is bundled), evaluated in an EdgeRuntime VM. */
async function runEdge(app, fakes) {
  const initialCode = bundle(app, 'checks/all.js', 'edge.js', ['--format=iife', '--global-name=RuntimeChecks', '--platform=browser', '--conditions=edge-light,worker,browser']);
  const { EdgeRuntime } = await importTool('edge-runtime');
  const runtime = new EdgeRuntime({ initialCode });
  // JSON across the VM boundary, so that no object of the VM's realm leaks out.
  const json = await withTimeout(runtime.evaluate(`RuntimeChecks.runChecks(${JSON.stringify(fakes.config)}).then((r) => JSON.stringify(r))`), 'the edge runtime');
  return JSON.parse(json);
}

/** Chromium: the browser runner (tests/browser/run.js) runs the same checks in a page and writes their results to a file. */
async function runChromium(fakes) {
  const out = join(work, 'chromium.json');
  const child = await run(process.execPath, [join(root, 'tests/browser/run.js')], {
    cwd: root,
    env: { ...process.env, RUNTIME_CHECKS: JSON.stringify({ config: fakes.config, out }) },
  });
  if (!existsSync(out)) resultsOf(child);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/**
 * On each Node the packages claim (22.12, the workspace's 22, 24): `require()` of every package from a CommonJS
 * file of the app, as a project made with `npm init` loads them. Returns one line per Node and package.
 */
async function checkRequire(app) {
  const nodes = [
    ['Node 22.12', args['node-floor']],
    ['Node 22', process.execPath],
    ['Node 24', args.node24],
  ];
  const lines = [];
  for (const [what, bin] of nodes) {
    if (!bin || !existsSync(bin)) {
      lines.push(...Object.keys(MAIN_EXPORTS).map((pkg) => ({ pkg, ok: false, detail: `${what} not found${bin ? ` at ${bin}` : ''}: run scripts/test-runtimes.sh` })));
      continue;
    }
    const version = versionOf(bin);
    let results;
    try {
      results = resultsOf(await run(bin, ['--disable-warning=ExperimentalWarning', join(app, 'require.cjs')], { cwd: app }));
    } catch (error) {
      results = Object.fromEntries(Object.keys(MAIN_EXPORTS).map((pkg) => [pkg, error instanceof Error ? error.message : String(error)]));
    }
    for (const pkg of Object.keys(MAIN_EXPORTS)) {
      const message = results[pkg] ?? 'no result';
      lines.push({ pkg, ok: message.startsWith('ok: '), detail: `${version}: ${message}` });
    }
  }
  return lines;
}

/**
 * Below the engines floor (Node 20.9): each package's fake must refuse to start, synchronously and with a
 * message naming the Node it needs, instead of failing every call later inside msw. Returns one line per package.
 */
async function checkOldNode() {
  const bin = args['node-old'];
  if (!bin || !existsSync(bin)) return PACKAGES.map((pkg) => ({ pkg, ok: false, detail: `Node 20.9 not found${bin ? ` at ${bin}` : ''}: run scripts/test-runtimes.sh` }));
  const script = join(work, 'old-node.mjs');
  const factories = { platform: 'createPlatformFake', hosting: 'createHostingFake', calendar: 'createCalendarFake', 'code-analysis': 'createCodeAnalysisFake' };
  writeFileSync(
    script,
    [
      'const out = {};',
      ...PACKAGES.map((pkg) =>
        [
          `try {`,
          `  const { ${factories[pkg]} } = await import(${JSON.stringify(pathToFileURL(join(root, 'packages', pkg, 'dist/testing/index.js')).href)});`,
          `  ${factories[pkg]}({ baseUrl: 'http://old-node.test' });`,
          `  out[${JSON.stringify(pkg)}] = 'started';`,
          `} catch (error) { out[${JSON.stringify(pkg)}] = String(error?.message ?? error); }`,
        ].join('\n'),
      ),
      "console.log('RESULT ' + JSON.stringify(out));",
      '',
    ].join('\n'),
  );
  const results = resultsOf(await run(bin, [script]));
  const version = versionOf(bin);
  return PACKAGES.map((pkg) => {
    const message = results[pkg] ?? 'no result';
    const ok = message.includes('need Node 22.12.0 or newer') && message.includes(`this is Node ${version.slice(1)}`);
    return { pkg, ok, detail: `${version}: ${message}` };
  });
}

function withTimeout(promise, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${what} did not answer within ${String(RUN_TIMEOUT_MS / 1000)} s`)), RUN_TIMEOUT_MS);
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// The table

function printTable(rows, scan) {
  const cell = (r) => (r?.ok ? 'pass' : 'FAIL');
  const header = ['runtime', 'package', ...CHECKS];
  // A runtime that did not run (not installed, did not start, timed out) fails every check: `no run`.
  const lines = rows.flatMap(({ runtime, results, failure }) => PACKAGES.map((pkg) => [runtime, pkg, ...CHECKS.map((c) => (failure ? 'no run' : cell(results?.[pkg]?.[c])))]));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nRuntimes (versions the checks ran on):');
  for (const { runtime, version, environment } of rows) console.log(`  ${runtime.padEnd(13)} ${version}${environment ? ` (inside: ${environment})` : ''}`);
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(format(l));
  console.log(`\nentry points free of Node-only code (${String(scan.files)} files of packages/*/dist, dist/testing excluded): ${scan.found.length ? `FAIL, ${String(scan.found.length)} found` : 'pass'}`);
}

async function main() {
  const scan = scanDist();
  for (const line of scan.found) console.error(`✗ Node-only code in a runtime entry point: ${line}`);
  const fakes = await startFakes();
  const app = makeApp();
  const only = args.only ? new Set(args.only.split(',')) : undefined;
  const rows = [];
  // One runtime at a time: the machine has 2 cores, and each run is short (its startup dominates).
  for (const runtime of runtimes(app, fakes)) {
    if (only && !only.has(runtime.name)) continue;
    const began = Date.now();
    const row = { runtime: runtime.name, version: '?', environment: undefined, results: undefined, failure: undefined };
    try {
      row.version = runtime.version();
      ({ environment: row.environment, results: row.results } = await runtime.run());
    } catch (error) {
      row.failure = error instanceof Error ? error.message : String(error);
    }
    rows.push(row);
    const failed = PACKAGES.flatMap((pkg) => CHECKS.filter((c) => !row.results?.[pkg]?.[c]?.ok).map((c) => `${pkg}.${c}`));
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    if (row.failure) console.error(`✗ ${runtime.name} (${row.version}) could not run the checks (${seconds} s): ${row.failure}`);
    else console.log(`${failed.length ? '✗' : '✓'} ${runtime.name} (${row.version}): ${String(PACKAGES.length * CHECKS.length - failed.length)}/${String(PACKAGES.length * CHECKS.length)} checks in ${seconds} s`);
    for (const pkg of PACKAGES) {
      for (const c of CHECKS) {
        const r = row.results?.[pkg]?.[c];
        if (r) console.log(`    ${r.ok ? '✓' : '✗'} ${pkg} ${c}: ${r.detail}`);
      }
    }
  }
  const refusals = only && !only.has('node-old') ? [] : await checkOldNode();
  const requires = only && !only.has('require') ? [] : await checkRequire(app);
  printTable(rows, scan);
  for (const { pkg, ok, detail } of refusals) console.log(`${ok ? '✓' : '✗'} ${pkg} fake below the engines floor refuses to start at once: ${detail}`);
  for (const { pkg, ok, detail } of requires) console.log(`${ok ? '✓' : '✗'} require('@typed-api/${pkg}') from CommonJS: ${detail}`);
  const failures =
    rows.filter((r) => r.failure || PACKAGES.some((pkg) => CHECKS.some((c) => !r.results?.[pkg]?.[c]?.ok))).length +
    (scan.found.length ? 1 : 0) +
    refusals.filter((r) => !r.ok).length +
    requires.filter((r) => !r.ok).length;
  return failures;
}

await finish(main, cleanups, '\nruntimes run', 'problem(s)');
