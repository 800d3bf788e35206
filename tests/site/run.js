/* global process, console, URL, window, document, requestAnimationFrame */
// Checks the built documentation site (`pnpm run docs`, in docs/api/) in headless Chromium: serves it on
// 127.0.0.1, opens every page, and fails on a broken internal link, a link to an anchor its page lacks, a
// console error or an uncaught exception, a page without its main content, or an image that does not load.
// Then it takes screenshots of the home page and one reference page at a desktop and a phone width (into
// test-results/site/) and fails when either overflows horizontally. Run by scripts/test-site.sh.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'docs/api');
const shots = join(root, 'test-results/site');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Pages open at once. */
const TABS = 3;
/** The reference page photographed beside the home page. */
const REFERENCE_PAGE = 'classes/_typed-api_platform.index.PlatformClient.html';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.md': 'text/markdown; charset=utf-8', '.woff2': 'font/woff2' };

/** Every file of the site, by its path under the site (with `/`). */
function files(dir, out = new Set()) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else out.add(relative(site, path).split(sep).join('/'));
  }
  return out;
}

/** Serves the site's files as they are; anything else is a 404. */
function serve(all) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname).replace(/^\//, '') || 'index.html';
    // A browser asks every site for an icon; this one has none, and that is no broken link of its own.
    if (path === 'favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (!all.has(path)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(join(site, path)));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** What one page holds: its anchors, its links, and its problems. */
async function visit(page, url) {
  const problems = [];
  const onConsole = (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onError = (error) => problems.push(`uncaught: ${error.message}`);
  const onResponse = (response) => {
    if (response.status() >= 400) problems.push(`${response.url()} answered ${String(response.status())}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) problems.push(`status ${String(response?.status())}`);
    const found = await page.evaluate((withNavigation) => ({
      ids: [...document.querySelectorAll('[id], a[name]')].map((el) => el.id || el.getAttribute('name') || ''),
      // The site's navigation tree (the same on every page, drawn by script) is checked on the home page only.
      links: [...new Set([...document.querySelectorAll(withNavigation ? 'a[href]' : 'a[href]:not(#tsd-nav-container a)')].map((a) => a.href))],
      images: [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
      main: document.querySelector('.col-content')?.textContent?.trim().length ?? 0,
    }), url.endsWith('/index.html'));
    for (const image of found.images) problems.push(`image did not load: ${image}`);
    if (found.main === 0) problems.push('no main content');
    return { ids: new Set(found.ids), links: found.links, problems };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
}

async function main() {
  const all = files(site);
  // SITE_PAGES=n opens only the first n pages (a quick look while editing the checker; CI opens them all).
  if (!all.has('index.html')) throw new Error(`no site in ${site}: run pnpm run docs first`);
  const pages = ['index.html', ...[...all].filter((path) => path.endsWith('.html') && path !== 'index.html').sort()].slice(0, Number(process.env.SITE_PAGES ?? Infinity));
  const server = await serve(all);
  const origin = `http://127.0.0.1:${String(server.address().port)}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const started = Date.now();
  /** @type {Map<string, { ids: Set<string>, links: string[], problems: string[] }>} */
  const seen = new Map();
  try {
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await browser.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          seen.set(path, await visit(page, `${origin}/${path}`));
          if (seen.size % 250 === 0) console.log(`  ${String(seen.size)} of ${String(pages.length)} pages, ${((Date.now() - started) / 1000).toFixed(0)} s`);
        }
        await page.close();
      }),
    );
    const problems = [];
    let links = 0;
    let anchors = 0;
    for (const [path, result] of seen) {
      for (const problem of result.problems) problems.push(`${path}: ${problem}`);
      for (const href of result.links) {
        const target = new URL(href);
        if (target.origin !== origin) continue;
        links++;
        const file = decodeURIComponent(target.pathname).replace(/^\//, '') || 'index.html';
        if (!all.has(file)) {
          problems.push(`${path}: broken link to ${file}`);
          continue;
        }
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (anchor === '' || !file.endsWith('.html')) continue;
        const ids = seen.get(file)?.ids;
        // Only with SITE_PAGES is a page left unopened: its anchors are not known then.
        if (ids === undefined) continue;
        anchors++;
        if (!ids.has(anchor)) problems.push(`${path}: ${file} has no anchor #${anchor}`);
      }
    }
    mkdirSync(shots, { recursive: true });
    const pictures = [];
    for (const { name, width, height } of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height } });
      for (const [label, path] of [['home', 'index.html'], ['reference', REFERENCE_PAGE]]) {
        await page.goto(`${origin}/${path}`, { waitUntil: 'load' });
        // Measured once the fonts are in and two frames are drawn: the layout the reader sees.
        const overflow = await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
        });
        if (overflow > 0) problems.push(`${path} at ${name} width (${String(width)} px): overflows horizontally by ${String(overflow)} px`);
        const file = join(shots, `${label}-${name}.png`);
        await page.screenshot({ path: file, fullPage: false });
        pictures.push(relative(root, file));
      }
      await page.close();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`site: ${String(pages.length)} pages opened in Chromium, ${String(links)} internal links and ${String(anchors)} anchors checked in ${seconds} s`);
    console.log(`screenshots: ${pictures.join(', ')}`);
    if (problems.length > 0) {
      console.error(`${String(problems.length)} problems:\n${problems.slice(0, 200).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('site: no broken link, missing anchor, console error, empty page, missing image or overflow');
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
