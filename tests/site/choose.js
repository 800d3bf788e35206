// Which pages of the site Chromium opens (./run.js): those a template cannot vouch for, and a sample of the
// reference pages, which share one template per kind and are all read in Node anyway.

/** The folders of TypeDoc's reference pages, one per kind. */
export const KINDS = ['classes', 'interfaces', 'functions', 'types', 'variables', 'modules', 'enums'];

/** A small seeded generator (mulberry32): the same seed draws the same sample. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `count` items of `items` drawn without repetition, in the order drawn. */
export function draw(items, count, seed) {
  const pool = [...items];
  const next = random(seed);
  const out = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
  return out;
}

/**
 * A package's own page: `modules/<package>.html`, where TypeDoc puts the package's README. Its entry points
 * are modules of their own, named after it with a dot (`modules/<package>.index.html`), and stay reference pages.
 */
function isPackagePage(path) {
  return /^modules\/[^./]+\.html$/.test(path);
}

/**
 * The pages to open: the top-level pages (the home page and the site's indexes), every guide (documents/),
 * every package page, the first reference page of each kind, the pages named in `always`, then `sample`
 * other reference pages drawn with `seed`.
 */
export function choosePages(index, { seed, sample, always }) {
  const paths = [...index.pages.keys()].sort();
  const top = paths.filter((path) => !path.includes('/'));
  const guides = paths.filter((path) => path.startsWith('documents/'));
  const packages = paths.filter(isPackagePage);
  const reference = paths.filter((path) => KINDS.includes(path.split('/')[0]) && !isPackagePage(path));
  const kinds = KINDS.map((kind) => reference.find((path) => path.startsWith(`${kind}/`))).filter((path) => path !== undefined);
  const fixed = [...new Set(['index.html', ...top, ...guides, ...packages, ...kinds, ...always.filter((path) => index.pages.has(path))])];
  const sampled = draw(
    reference.filter((path) => !fixed.includes(path)),
    sample,
    seed,
  );
  const summary =
    `${String(top.length)} top-level pages (the home page among them), ${String(guides.length)} guides, ${String(packages.length)} package pages, ` +
    `one reference page of each kind (${kinds.map((path) => path.split('/')[0]).join(', ')}), ${String(fixed.length - top.length - guides.length - packages.length - kinds.length)} more named, and a sample`;
  return { pages: [...fixed, ...sampled], fixed, sampled, summary };
}
