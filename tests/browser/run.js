/* global process, console, URL, window, navigator */
// Exercises the BUILT packages in headless Chromium: for each package, a tiny page script (bundled with
// esbuild as a user would) makes one call and one paginated walk against the package's fake, served
// over real HTTP on 127.0.0.1 from another origin than the page (so CORS is exercised too). The
// results are checked here, in Node. Exit code 0 only when every package passed.
// Run by scripts/test-browser.sh after the packages are built.
// tests/runtimes/run.js runs it too, with RUNTIME_CHECKS={ config, out }: then the one page is
// pages/runtimes.js, the runtime suite's five checks per package against that runner's fakes (`config`),
// and the results go to the file `out` for the runtime table.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deepStrictEqual } from 'node:assert/strict';
import { finish, withCors } from './support.js';
import { chromium } from 'playwright-core';
import { serveHandlers } from '../../packages/core/dist/testing/node.js';
import { createPlatformFake } from '../../packages/platform/dist/testing/index.js';
import { createHostingFake } from '../../packages/hosting/dist/testing/index.js';
import { createCalendarFake } from '../../packages/calendar/dist/testing/index.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/dist/testing/index.js';

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
  // The fakes, on one server; the pages on another (a different origin).
  const api = await serveHandlers([]);
  cleanups.push(() => api.close());
  const platform = createPlatformFake({ baseUrl: `${api.url}/platform`, token: 'browser-token' });
  const hosting = createHostingFake({ baseUrl: `${api.url}/hosting` });
  const calendar = createCalendarFake({ baseUrl: `${api.url}/wp-json` });
  const analysis = createCodeAnalysisFake({ baseUrl: `${api.url}/analysis` });
  // `limit` caps a walk's items, so the server sets the page size: short pages make the walks several pages.
  platform.state.settings.maxItemsPerPage = 10;
  analysis.state.maxPageSize = 1;
  api.use(withCors([...platform.handlers, ...hosting.handlers, ...calendar.handlers, ...analysis.handlers]));

  const cases = [
    {
      name: 'platform',
      config: { baseUrl: `${api.url}/platform`, token: 'browser-token' },
      expected: (r) => ({ call: { id: r.call.id, name: 'browser', same: true }, walk: Array.from({ length: 25 }, (_, n) => n) }),
    },
    {
      name: 'hosting',
      config: { baseUrl: `${api.url}/hosting`, clientId: 'test-client-id', clientSecret: 'test-client-secret' },
      expected: () => ({ call: { id: 1, name: 'main-site' }, walk: [1, 2, 3] }),
    },
    {
      name: 'calendar',
      config: { baseUrl: `${api.url}/wp-json`, username: calendar.credentials.username, password: calendar.credentials.applicationPassword },
      expected: () => ({ call: { title: 'Browser event 1' }, walk: [1, 2, 3, 4, 5].map((d) => `Browser event ${String(d)}`) }),
    },
    {
      name: 'code-analysis',
      config: { baseUrl: `${api.url}/analysis`, apiToken: 'test-token' },
      expected: () => ({ call: { version: '3.1.0-fake' }, walk: ['web', 'api', 'fresh', 'stuck'] }),
    },
  ];
  if (runtimeChecks) cases.splice(0, cases.length, { name: 'runtimes', config: runtimeChecks.config, out: runtimeChecks.out });

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
      if (c.out) {
        // The runtime suite judges the checks; this runner only hands their results over.
        writeFileSync(c.out, JSON.stringify(result));
        deepStrictEqual(errors, []);
        console.log(`ran the runtime checks in ${await page.evaluate(() => navigator.userAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium')}`);
        continue;
      }
      deepStrictEqual(result, c.expected(result));
      deepStrictEqual(errors, []);
      console.log(`✓ ${c.name}: one call and a ${String(result.walk.length)}-item paginated walk in ${await page.evaluate(() => navigator.userAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium')}`);
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
