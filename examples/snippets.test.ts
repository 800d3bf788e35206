import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

// Every TypeScript block of the READMEs has a file under snippets/ whose `#region readme` holds the same
// code, so that `tsc` and ESLint check the README code against the real signatures.

const root = join(import.meta.dirname, '..');
const readmes = ['README.md', ...readdirSync(join(root, 'packages')).map((p) => join('packages', p, 'README.md'))].filter((path) => {
  try {
    readFileSync(join(root, path));
    return true;
  } catch {
    return false;
  }
});

/** The ```ts blocks of a Markdown file. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1] ?? '');
}

/** The README regions of every snippet file, by path. */
function snippetRegions(): Map<string, string> {
  const regions = new Map<string, string>();
  const dir = join(import.meta.dirname, 'snippets');
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const text = readFileSync(join(dir, entry), 'utf8');
    const match = /^\/\/ #region readme\n([\s\S]*?)^\/\/ #endregion$/m.exec(text);
    if (match) regions.set(relative(root, join(dir, entry)), match[1] ?? '');
  }
  return regions;
}

test('every README code block is a type-checked snippet, and every snippet is still in a README', () => {
  const regions = snippetRegions();
  const unused = new Set(regions.keys());
  const missing: string[] = [];
  for (const readme of readmes) {
    for (const block of tsBlocks(readFileSync(join(root, readme), 'utf8'))) {
      const found = [...regions].find(([, region]) => region === block);
      if (found) unused.delete(found[0]);
      else missing.push(`${readme}: ${block.split('\n')[0] ?? ''}…`);
    }
  }
  expect(readmes.length).toBeGreaterThanOrEqual(6);
  expect(missing, 'README blocks without an identical snippet file (update examples/snippets)').toEqual([]);
  expect([...unused], 'snippet files whose code is in no README any more').toEqual([]);
});
