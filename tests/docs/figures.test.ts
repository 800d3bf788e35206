import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allFigures, countExamples, mismatches, numberWord, ROOT, type Figure } from './figures.ts';

// Every figure a README or guide states comes from one generated source: bundle sizes from the committed
// size report (bench/results/sizes.json, written by `pnpm size`), the number of examples from the demo's
// list. When this fails: `pnpm build && pnpm size`, then `node tests/docs/figures.ts --write`.

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('the documents state the figures of their sources', () => {
  const figures = allFigures();

  test.each(figures.map((figure): [string, Figure] => [`${figure.file}: ${figure.what}`, figure]))('%s', (_name, figure) => {
    const found = figure.pattern.exec(read(figure.file))?.[2];
    expect(found, `${figure.file}: ${figure.what} (fix: node tests/docs/figures.ts --write)`).toBe(figure.expected);
  });

  test('the demo runs the examples its list names, and the README counts them', () => {
    expect(countExamples()).toBe(13);
    expect(read('README.md')).toContain(`runs ${numberWord(countExamples())} examples`);
  });

  test('a document that states another figure than its source is found, and one that lost the figure too', () => {
    const figure: Figure = { file: 'README.md', what: 'x', pattern: /(runs )(\w+)( examples)/, expected: 'thirteen' };
    expect(mismatches([figure], () => 'the demo runs twelve examples')).toEqual([{ figure, found: 'twelve' }]);
    expect(mismatches([figure], () => 'the demo runs examples')).toEqual([{ figure, found: undefined }]);
    expect(mismatches([figure], () => 'the demo runs thirteen examples')).toEqual([]);
  });
});
