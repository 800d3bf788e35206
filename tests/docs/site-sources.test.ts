import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { findDocs } from '../../examples/docs/blocks.ts';

// The code blocks on the documentation site are the blocks the docs test compiles and runs: every Markdown
// file the site renders (the home page, the guides, each package's README) is one the docs test reads.

const root = join(import.meta.dirname, '../..');

test('every page of the site written in Markdown is read by the docs test', () => {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { readme: string; projectDocuments: string[]; entryPoints: string[] };
  const rendered = [config.readme, ...config.projectDocuments, ...config.entryPoints.map((pkg) => `${pkg}/README.md`)];
  expect(config.projectDocuments.length).toBeGreaterThanOrEqual(4);
  expect(findDocs(root)).toEqual(expect.arrayContaining(rendered));
});
