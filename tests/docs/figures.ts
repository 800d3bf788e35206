/**
 * The figures the READMEs and guides state, each with the one generated source it comes from: bundle sizes
 * from the committed size report (`bench/results/sizes.json`, written by `pnpm size`), the number of
 * examples from the demo's list (`examples/run-demo.ts`). `tests/docs/figures.test.ts` fails when a
 * document disagrees with its source;
 *
 *   node tests/docs/figures.ts --write
 *
 * puts the sources' figures into the documents (after `pnpm build && pnpm size` has refreshed the report).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One bundle of the size report (`bench/src/size.ts`, `SizeReportEntry`). */
interface ReportedBundle {
  name: string;
  gzipBytes: number;
  lazyGzipBytes: number;
  budget: number | undefined;
}

/** One figure of one document: where it stands (the value is the pattern's second group) and what it must be. */
export interface Figure {
  /** The document, from the root. */
  file: string;
  /** What the figure is, for messages. */
  what: string;
  /** Three groups: the text before the figure, the figure, the text after it. */
  pattern: RegExp;
  /** The figure as the source gives it. */
  expected: string;
}

/** A figure that a document states otherwise than its source (or no longer states at all). */
export interface Mismatch {
  figure: Figure;
  /** What the document says; undefined when the pattern is not found. */
  found: string | undefined;
}

const API_PACKAGES = ['platform', 'hosting', 'calendar', 'code-analysis'] as const;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** Bytes as the documents write them: kB with one decimal. */
const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

/** A number as a word (up to twenty), as the README writes the count of examples. */
export function numberWord(n: number): string {
  const word = NUMBER_WORDS[n];
  if (word === undefined) throw new Error(`no word for ${String(n)}: write the figure as digits`);
  return word;
}

/** Reads the committed size report. */
export function readSizeReport(root = ROOT): ReportedBundle[] {
  const report = JSON.parse(readFileSync(join(root, 'bench/results/sizes.json'), 'utf8')) as { bundles: ReportedBundle[] };
  return report.bundles;
}

/** The number of examples the demo runs: the entries of `scenarios` in `examples/run-demo.ts`. */
export function countExamples(root = ROOT): number {
  const source = readFileSync(join(root, 'examples/run-demo.ts'), 'utf8');
  const list = /export const scenarios: Scenario\[\] = \[([^\]]*)\];/.exec(source)?.[1];
  if (list === undefined) throw new Error('examples/run-demo.ts: no `export const scenarios: Scenario[] = [ … ];` list to count');
  return list.split(',').filter((entry) => entry.trim() !== '').length;
}

/** Text as a regular expression that matches it literally. */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching `before`, a figure, then `after` (both given as regular-expression source). */
const around = (before: string, value: string, after: string): RegExp => new RegExp(`(${before})(${value})(${after})`);
const KB = '\\d+\\.\\d';

function bundle(report: readonly ReportedBundle[], name: string): ReportedBundle {
  const found = report.find((b) => b.name === name);
  if (!found) throw new Error(`bench/results/sizes.json has no bundle "${name}": run pnpm build && pnpm size`);
  return found;
}

/** The figures of the root README: each package's two bundles, the official client's, the number of examples. */
function readmeFigures(report: readonly ReportedBundle[], examples: number): Figure[] {
  const figures: Figure[] = API_PACKAGES.flatMap((name) => [
    { file: 'README.md', what: `${name}: full client, gzip kB`, pattern: around(`\\| \`@typed-api/${name}\` \\| `, KB, ' kB \\| '), expected: kB(bundle(report, `@typed-api/${name}`).gzipBytes) },
    { file: 'README.md', what: `${name}: createClient + one function, gzip kB`, pattern: around(`\\| \`@typed-api/${name}\` \\| ${KB} kB \\| `, KB, ' kB \\|'), expected: kB(bundle(report, `@typed-api/${name}/functions: one call`).gzipBytes) },
  ]);
  figures.push(
    { file: 'README.md', what: 'the official client, gzip kB', pattern: around('official client of the\\s+platform API is ', KB, ' kB'), expected: kB(bundle(report, 'official client (browser build)').gzipBytes) },
    { file: 'README.md', what: 'the examples the demo runs', pattern: around('builds the packages and runs ', '\\w+', ' examples'), expected: numberWord(examples) },
  );
  return figures;
}

/** The figures of a package README's bundle-size paragraph. */
function packageFigures(report: readonly ReportedBundle[], name: string): Figure[] {
  const file = `packages/${name}/README.md`;
  const functions = bundle(report, `@typed-api/${name}/functions: one call`);
  return [
    { file, what: 'full client, gzip kB', pattern: around('the full client with one call loads\\s+', KB, ' kB'), expected: kB(bundle(report, `@typed-api/${name}`).gzipBytes) },
    { file, what: 'createClient + one function, gzip kB', pattern: around('`createClient` and one standalone function ', KB, ' kB'), expected: kB(functions.gzipBytes) },
    { file, what: 'lazy chunks of a standalone call, gzip kB', pattern: around('response\\s+schemas \\(', KB, ' kB in all\\)'), expected: kB(functions.lazyGzipBytes) },
  ];
}

/** The rows of the size table in docs/architecture.md: gzip, lazy and CI budget of each bundle. */
function architectureFigures(report: readonly ReportedBundle[]): Figure[] {
  const rows: [string, string][] = [
    ['core: `HttpClient`, one request', '@typed-api/core'],
    ['platform: `new PlatformClient(…)`, one call', '@typed-api/platform'],
    ['hosting: full client, one call', '@typed-api/hosting'],
    ['calendar: full client, one call', '@typed-api/calendar'],
    ['code-analysis: full client, one call (275 operations)', '@typed-api/code-analysis'],
    ...API_PACKAGES.map((name): [string, string] => [`${name}: \`createClient\` + one standalone function${name === 'hosting' ? ' (OAuth)' : ''}`, `@typed-api/${name}/functions: one call`]),
  ];
  const file = 'docs/architecture.md';
  const cell = `${KB}|–`;
  const figures = rows.flatMap(([label, name]) => {
    const b = bundle(report, name);
    const row = `\\| ${escapeRegExp(label)} \\| `;
    return [
      { file, what: `${name}: gzip kB`, pattern: around(row, KB, ' \\| '), expected: kB(b.gzipBytes) },
      { file, what: `${name}: lazy kB`, pattern: around(`${row}${KB} \\| `, cell, ' \\| '), expected: b.lazyGzipBytes ? kB(b.lazyGzipBytes) : '–' },
      { file, what: `${name}: CI budget kB`, pattern: around(`${row}${KB} \\| (?:${cell}) \\| (?:\\d+|–) \\| `, cell, ' \\|'), expected: b.budget === undefined ? '–' : kB(b.budget) },
    ];
  });
  const peers: [string, string][] = [
    ['for comparison: openapi-fetch, one call', 'openapi-fetch'],
    ['for comparison: the official platform client (browser build)', 'official client (browser build)'],
  ];
  const guards = report.filter((b) => b.name.endsWith(': error guard alone'));
  const range = (values: number[]): string => `${kB(Math.min(...values))}–${kB(Math.max(...values))}`;
  const guardRow = '\\| one error guard alone \\(each package\\) \\| ';
  return [
    ...figures,
    { file, what: 'error guards: gzip kB', pattern: around(guardRow, `${KB}–${KB}`, ' \\| '), expected: range(guards.map((g) => g.gzipBytes)) },
    { file, what: 'error guards: CI budget kB', pattern: around(`${guardRow}${KB}–${KB} \\| – \\| – \\| `, `${KB}–${KB}`, ' \\|'), expected: range(guards.map((g) => g.budget ?? 0)) },
    ...peers.map(([label, name]): Figure => ({ file, what: `${name}: gzip kB`, pattern: around(`\\| ${escapeRegExp(label)} \\| `, KB, ' \\| '), expected: kB(bundle(report, name).gzipBytes) })),
  ];
}

/** Every figure of the documents with its source. */
export function allFigures(root = ROOT): Figure[] {
  const report = readSizeReport(root);
  return [...readmeFigures(report, countExamples(root)), ...API_PACKAGES.flatMap((name) => packageFigures(report, name)), ...architectureFigures(report)];
}

/** The figures that a document states otherwise than its source. */
export function mismatches(figures: readonly Figure[], read: (file: string) => string): Mismatch[] {
  return figures.flatMap((figure) => {
    const found = figure.pattern.exec(read(figure.file))?.[2];
    return found === figure.expected ? [] : [{ figure, found }];
  });
}

/** Puts the sources' figures into the documents; throws when a figure is no longer where its pattern looks. */
export function writeFigures(root = ROOT): string[] {
  const figures = allFigures(root);
  const texts = new Map<string, string>();
  const read = (file: string): string => texts.get(file) ?? readFileSync(join(root, file), 'utf8');
  for (const figure of figures) {
    const text = read(figure.file);
    if (!figure.pattern.test(text)) throw new Error(`${figure.file}: ${figure.what} not found (${String(figure.pattern)})`);
    texts.set(figure.file, text.replace(figure.pattern, (_all, before: string, _value: string, after: string) => `${before}${figure.expected}${after}`));
  }
  const changed = [...texts].filter(([file, text]) => readFileSync(join(root, file), 'utf8') !== text);
  for (const [file, text] of changed) writeFileSync(join(root, file), text);
  return changed.map(([file]) => file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    const changed = writeFigures();
    console.log(changed.length ? `updated: ${changed.join(', ')}` : 'every document states its sources\u2019 figures');
  } else {
    const found = mismatches(allFigures(), (file) => readFileSync(join(ROOT, file), 'utf8'));
    for (const { figure, found: value } of found) console.error(`${figure.file}: ${figure.what} is ${value ?? '(not found)'}, the source says ${figure.expected}`);
    process.exitCode = found.length ? 1 : 0;
  }
}
