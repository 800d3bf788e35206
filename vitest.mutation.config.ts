import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import base, { testDefaults } from './vitest.config.js';

// The suite as the mutation run (stryker.config.js) uses it. Stryker copies the project into a sandbox
// and mutates the copy; the packages' own `@typed-api/*` links (pnpm workspace symlinks) would lead back
// to the unmutated tree, so every package name is aliased here to its source in THIS tree (read from the
// `typed-api-source` condition of its exports map). Type tests and the docs and conformance suites, which
// exercise no promise of the core's engine, are left out; each mutant runs only the tests that reach it.

const root = import.meta.dirname;

/** `@typed-api/<pkg>[/<subpath>]` → the source file its exports map names for the `typed-api-source` condition. */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | Record<string, string>> };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const source = typeof target === 'object' ? target['typed-api-source'] : undefined;
      if (source === undefined) continue;
      const name = `${manifest.name}${subpath.slice(1)}`;
      const file = join(root, 'packages', dir, source);
      if (name.includes('*')) {
        const [prefix, suffix] = name.split('*') as [string, string];
        aliases.push({ find: new RegExp(`^${escape(prefix)}([\\w-]+)${escape(suffix)}$`), replacement: file.replace('*', '$1') });
      } else {
        aliases.push({ find: new RegExp(`^${escape(name)}$`), replacement: file });
      }
    }
  }
  return aliases;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export default defineConfig({
  ...base,
  resolve: { ...base.resolve, alias: sourceAliases() },
  test: {
    ...testDefaults,
    include: ['packages/core/test/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/properties/**/*.test.ts'],
    typecheck: { enabled: false },
    reporters: ['default'],
  },
});
