/* global Buffer, URL */
// The site read in Node: every page of docs/api parsed with htmlparser2 (a maintained parser: TypeDoc's
// pages are HTML, and a regular expression would misread attributes quoted otherwise or entities), and
// checked without a browser. Used by ./run.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** A base for resolving a page's relative URLs; any origin would do. */
const ORIGIN = 'http://site.invalid';
/** Elements whose attribute names a file the page loads (the rest of the tags carry none). */
const RESOURCES = { img: 'src', script: 'src', iframe: 'src', source: 'src', video: 'src', audio: 'src', link: 'href' };

/** Every file of the site, by its path under the site (with `/`). */
function files(site, dir = site, out = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(site, path, out);
    else out.add(relative(site, path).split(sep).join('/'));
  }
  return out;
}

/**
 * One page's HTML: the ids and names it defines, the URLs of its links (`a`/`area` href) and of what it
 * loads (img, script, stylesheet…), and the length of the text of its main content (`.col-content`).
 */
export function parsePage(html) {
  const page = { ids: new Set(), links: [], resources: [], main: 0 };
  let depth = 0;
  let mainDepth = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (attributes.id) page.ids.add(attributes.id);
        if (name === 'a' && attributes.name) page.ids.add(attributes.name);
        if ((name === 'a' || name === 'area') && attributes.href !== undefined) page.links.push(attributes.href);
        const loads = RESOURCES[name];
        // A <link> that loads nothing (rel=canonical, alternate…) is a link to a page, not a resource.
        if (loads && attributes[loads] && (name !== 'link' || /\b(?:stylesheet|icon|preload|modulepreload)\b/.test(attributes.rel ?? ''))) page.resources.push(attributes[loads]);
        if (mainDepth < 0 && (attributes.class ?? '').split(/\s+/).includes('col-content')) mainDepth = depth;
      },
      ontext(text) {
        if (mainDepth >= 0) page.main += text.trim().length;
      },
      onclosetag() {
        if (depth === mainDepth) mainDepth = -2; // the first .col-content only; -2: seen, not again
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return page;
}

/** The JSON that TypeDoc's navigation and search scripts carry (`window.x = "<base64 of deflated JSON>"`), or undefined. */
function embeddedData(site, path, variable) {
  let text;
  try {
    text = readFileSync(join(site, path), 'utf8');
  } catch {
    return undefined;
  }
  const match = new RegExp(`window\\.${variable}\\s*=\\s*"([^"]*)"`).exec(text);
  if (!match) throw new Error(`${path}: no window.${variable} found; has TypeDoc changed how it writes it?`);
  return JSON.parse(inflateSync(Buffer.from(match[1], 'base64')).toString('utf8'));
}

/** The paths (with any anchor) of the navigation tree's entries, which every page draws from assets/navigation.js. */
function navigationPaths(nodes, out = []) {
  for (const node of nodes ?? []) {
    if (node.path) out.push(node.path);
    navigationPaths(node.children, out);
  }
  return out;
}

/** Reads the whole site: its files, and each page parsed. */
export function readSite(site) {
  const all = files(site);
  const pages = new Map();
  for (const path of all) if (path.endsWith('.html')) pages.set(path, parsePage(readFileSync(join(site, path), 'utf8')));
  const navigation = embeddedData(site, 'assets/navigation.js', 'navigationData');
  const search = embeddedData(site, 'assets/search.js', 'searchData');
  const entries = [...navigationPaths(navigation).map((path) => ['navigation', path]), ...(search?.rows ?? []).map((row) => ['search', row.url])];
  return { files: all, pages, entries };
}

/** The problem with a link to `file#anchor` (a path under the site), or undefined when it resolves. */
export function checkTarget(index, file, anchor) {
  const target = file === '' || file.endsWith('/') ? `${file}index.html` : file;
  if (!index.files.has(target)) return `broken link to ${target}`;
  if (anchor === '' || !target.endsWith('.html')) return undefined;
  if (!index.pages.get(target).ids.has(anchor)) return `${target} has no anchor #${anchor}`;
  return undefined;
}

/** Where `url`, found on page `from`, points inside the site: `{ file, anchor }`, or undefined for another site. */
function resolveUrl(from, url) {
  const target = new URL(url, `${ORIGIN}/${from}`);
  if (target.origin !== ORIGIN) return undefined;
  return { file: decodeURIComponent(target.pathname).replace(/^\//, ''), anchor: decodeURIComponent(target.hash.slice(1)) };
}

/** Checks every page read: its links, anchors, resources and main content; then the navigation and search entries. */
export function checkPages(index) {
  const problems = [];
  const counts = { links: 0, anchors: 0, resources: 0, entries: index.entries.length };
  const check = (from, url, kind) => {
    const target = resolveUrl(from, url);
    if (target === undefined) return;
    if (kind === 'resource') counts.resources++;
    else counts.links++;
    if (target.anchor !== '' && kind !== 'resource') counts.anchors++;
    const problem = checkTarget(index, target.file, kind === 'resource' ? '' : target.anchor);
    if (problem) problems.push(`${from}: ${kind === 'resource' ? problem.replace('broken link to', 'missing file') : problem}`);
  };
  for (const [path, page] of index.pages) {
    if (page.main === 0) problems.push(`${path}: no main content`);
    for (const href of page.links) check(path, href, 'link');
    for (const src of page.resources) check(path, src, 'resource');
  }
  for (const [where, url] of index.entries) {
    const target = resolveUrl('index.html', url);
    const problem = target && checkTarget(index, target.file, target.anchor);
    if (problem) problems.push(`${where} entry: ${problem}`);
  }
  return { problems, ...counts };
}
