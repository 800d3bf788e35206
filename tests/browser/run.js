/* global process, console, URL, window, navigator */
// The Chromium row of the runtime matrix: tests/runtimes/run.js starts it with RUNTIME_CHECKS={ config, out }.
// It bundles pages/runtimes.js (the runtime suite's five checks per package, importing the BUILT packages by
// name) with esbuild as an application would, serves it over real HTTP on 127.0.0.1 from another origin than
// the runner's fakes (`config`; so CORS is exercised too), runs it in headless Chromium, and writes the
// checks' results to the file `out` for the runtime table. `pnpm test:browser` runs that row alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deepStrictEqual } from 'node:assert/strict';
import { finish } from './support.js';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runtimeChecks = process.env.RUNTIME_CHECKS ? JSON.parse(process.env.RUNTIME_CHECKS) : undefined;
const esbuild = [join(root, 'node_modules/.bin/esbuild'), join(root, 'bench/node_modules/.bin/esbuild')].find((p) => existsSync(p));
if (!esbuild) throw new Error('esbuild not found (node_modules/.bin or bench/node_modules/.bin): run pnpm install');

const work = mkdtempSync(join(tmpdir(), 'typed-api-browser-'));
const cleanups = [() => rmSync(work, { recursive: true, force: true })];

/** Bundles a page script the way an application would: bare package imports, browser platform. */
function bundle(name) {
  const out = join(work, `${name}.js`);
  execFileSync(esbuild, [join(root, `tests/browser/pages/${name}.js`), '--bundle', '--format=esm', '--platform=browser', '--target=es2022', `--outfile=${out}`, '--log-level=warning'], {
    // The page scripts import `@typed-api/*` by name; the examples workspace links all four packages.
    env: { ...process.env, NODE_PATH: join(root, 'examples/node_modules') },
    stdio: 'inherit',
  });
  return readFileSync(out, 'utf8');
}

async function main() {
  if (!runtimeChecks) throw new Error('RUNTIME_CHECKS is not set: this runner is started by tests/runtimes/run.js (pnpm test:browser runs its Chromium row)');
  const cases = [{ name: 'runtimes', config: runtimeChecks.config, out: runtimeChecks.out }];
  const pages = new Map();
  for (const c of cases) {
    const script = bundle(c.name);
    const html = `<!doctype html><meta charset="utf-8"><title>${c.name}</title><script>window.__config = ${JSON.stringify(c.config)};</script><script type="module" src="/${c.name}.js"></script>`;
    pages.set(`/${c.name}.html`, { type: 'text/html', body: html });
    pages.set(`/${c.name}.js`, { type: 'text/javascript', body: script });
    console.log(`bundled ${c.name}: ${String(Math.round(script.length / 1024))} KiB`);
  }
  const site = createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' });
    res.end(page?.body ?? 'not found');
  });
  await new Promise((ok) => site.listen(0, '127.0.0.1', ok));
  cleanups.push(() => new Promise((ok) => { site.close(() => ok()); site.closeAllConnections(); }));
  const siteUrl = `http://127.0.0.1:${String(site.address().port)}`;

  const profile = mkdtempSync(join(tmpdir(), 'typed-api-chromium-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  cleanups.push(() => context.close());

  let failures = 0;
  for (const c of cases) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${siteUrl}/${c.name}.html`);
      await page.waitForFunction(() => typeof window.__run === 'function', undefined, { timeout: 15_000 });
      const result = await page.evaluate(() => window.__run());
      // The runtime suite judges the checks; this runner only hands their results over.
      writeFileSync(c.out, JSON.stringify(result));
      deepStrictEqual(errors, []);
      console.log(`ran the runtime checks in ${await page.evaluate(() => navigator.userAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium')}`);
    } catch (error) {
      failures++;
      console.error(`✗ ${c.name}: ${error instanceof Error ? error.message : String(error)}${errors.length ? `\n  page errors: ${errors.join('; ')}` : ''}`);
    } finally {
      await page.close();
    }
  }
  return failures;
}

await finish(main, cleanups, 'browser run', 'package(s)');
