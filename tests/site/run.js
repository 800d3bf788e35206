/* global process, console, URL, window, document, requestAnimationFrame */
// Checks the built documentation site (`pnpm run docs`, in docs/api/), whole, in two passes. Run by
// scripts/test-site.sh.
//
// 1. Every page, read in Node (./pages.js): every internal link resolves to a file of the site, every link
//    to an anchor finds that id or name on its page, every image, script and stylesheet resolves, and each
//    page has its main content; so do the entries of the navigation tree and of the search index, which
//    the pages draw by script from the same data. A few seconds for the whole site.
// 2. In headless Chromium, what a template cannot vouch for (./choose.js): the home page, every guide, every
//    package page, one reference page of each kind, and a sample of reference pages, fixed in size and
//    drawn anew on each run (the seed is printed; SITE_SEED=<seed> replays it). Each fails on a console
//    error, an uncaught exception, an answer of 400 or more, an image that does not load, or a link of the
//    drawn page (the navigation tree included) that does not resolve. The search must find a known class.
//    Screenshots of the home page and a reference page at a desktop and a phone width go into
//    test-results/site/; either overflowing horizontally fails.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { checkPages, checkTarget, readSite } from './pages.js';
import { choosePages } from './choose.js';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'docs/api');
const shots = join(root, 'test-results/site');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Pages open at once in Chromium. */
const TABS = 3;
/** Reference pages drawn at random for Chromium on each run, besides the fixed choice. */
const SAMPLE = 40;
/** The reference page photographed beside the home page, and the class the search must find. */
const REFERENCE_PAGE = 'classes/_typed-api_platform.index.PlatformClient.html';
const SEARCH = { query: 'PlatformClient', page: REFERENCE_PAGE };
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.md': 'text/markdown; charset=utf-8', '.woff2': 'font/woff2' };

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

/** Opens one page in Chromium: its problems, and the links of the page as drawn (with the navigation tree). */
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
    const found = await page.evaluate(() => ({
      links: [...new Set([...document.querySelectorAll('a[href]')].map((a) => a.href))],
      images: [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
      main: document.querySelector('.col-content')?.textContent?.trim().length ?? 0,
    }));
    for (const image of found.images) problems.push(`image did not load: ${image}`);
    if (found.main === 0) problems.push('no main content');
    return { links: found.links, problems };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
}

/** Opens the chosen pages, TABS at a time; returns their problems, links of the drawn pages included. */
async function openAll(browser, origin, index, chosen) {
  const problems = [];
  let links = 0;
  const queue = [...chosen];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await browser.newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const result = await visit(page, `${origin}/${path}`);
        for (const problem of result.problems) problems.push(`${path} (in Chromium): ${problem}`);
        for (const href of result.links) {
          const target = new URL(href);
          if (target.origin !== origin) continue;
          links++;
          const problem = checkTarget(index, decodeURIComponent(target.pathname).replace(/^\//, '') || 'index.html', decodeURIComponent(target.hash.slice(1)));
          if (problem) problems.push(`${path} (in Chromium): ${problem}`);
        }
      }
      await page.close();
    }),
  );
  return { problems, links };
}

/** Types a query into the search box of a page and checks that the results list the page it names. */
async function checkSearch(browser, origin) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/index.html`, { waitUntil: 'load' });
    await page.click('#tsd-search-trigger');
    await page.fill('#tsd-search-input', SEARCH.query);
    await page.waitForSelector('#tsd-search-results li a', { timeout: 15_000 });
    const hrefs = await page.$$eval('#tsd-search-results li a', (anchors) => anchors.map((a) => a.href));
    const wanted = `${origin}/${SEARCH.page}`;
    if (!hrefs.some((href) => href.split('#')[0] === wanted)) return [`search for "${SEARCH.query}" did not list ${SEARCH.page} (it listed ${hrefs.join(', ') || 'nothing'})`];
    return [];
  } catch (error) {
    return [`search for "${SEARCH.query}" showed no result: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  } finally {
    await page.close();
  }
}

/** Screenshots of the home page and the reference page at each width; a problem for each that overflows. */
async function photograph(browser, origin) {
  mkdirSync(shots, { recursive: true });
  const problems = [];
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
  return { problems, pictures };
}

/** The Chromium pass over the chosen pages: their problems, and what it looked at. */
async function inChromium(index, chosen) {
  const server = await serve(index.files);
  const origin = `http://127.0.0.1:${String(server.address().port)}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const opened = await openAll(browser, origin, index, chosen.pages);
    const search = await checkSearch(browser, origin);
    const shotsTaken = await photograph(browser, origin);
    return { problems: [...opened.problems, ...search, ...shotsTaken.problems], links: opened.links, pictures: shotsTaken.pictures };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const began = Date.now();
  const index = readSite(site);
  if (!index.pages.has('index.html')) throw new Error(`no site in ${site}: run pnpm run docs first`);
  const read = checkPages(index);
  console.log(
    `site, read in Node: ${String(index.pages.size)} pages, ${String(read.links)} internal links, ${String(read.anchors)} anchors, ` +
      `${String(read.resources)} images, scripts and stylesheets, ${String(read.entries)} navigation and search entries, in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  const seed = process.env.SITE_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.SITE_SEED);
  if (!Number.isInteger(seed)) throw new Error(`SITE_SEED must be an integer, not ${String(process.env.SITE_SEED)}`);
  const chosen = choosePages(index, { seed, sample: SAMPLE, always: [REFERENCE_PAGE] });
  console.log(`site, in Chromium: ${chosen.summary}; the sample of ${String(chosen.sampled.length)} reference pages (seed ${String(seed)}; SITE_SEED=${String(seed)} pnpm test:site replays it):`);
  for (const path of chosen.sampled) console.log(`  ${path}`);
  const openedAt = Date.now();
  const chrome = await inChromium(index, chosen);
  console.log(`site, in Chromium: ${String(chosen.pages.length)} pages opened, ${String(chrome.links)} links of the drawn pages checked, the search tried, in ${((Date.now() - openedAt) / 1000).toFixed(1)} s`);
  console.log(`screenshots: ${chrome.pictures.join(', ')}`);
  const problems = [...read.problems, ...chrome.problems];
  if (problems.length > 0) {
    console.error(`${String(problems.length)} problems:\n${problems.slice(0, 200).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`site: no broken link, missing anchor, console error, empty page, missing image or overflow (${((Date.now() - began) / 1000).toFixed(1)} s)`);
  }
}

await main();
