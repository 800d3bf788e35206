import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
type Exports = Record<string, string | Record<string, string>>;

describe.each(['core', 'platform', 'hosting', 'calendar', 'code-analysis', 'redis-store'])('the published manifest of %s', (pkg) => {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'packages', pkg, 'package.json'), 'utf8')) as { exports: Exports; publishConfig?: { exports?: Exports }; scripts?: Record<string, string> };

  it('exports what the workspace exports, without the typed-api-source condition (its src/ files are not in the tarball)', () => {
    const published = Object.fromEntries(
      Object.entries(manifest.exports).map(([path, target]) => [path, typeof target === 'string' ? target : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'typed-api-source'))]),
    );
    expect(manifest.publishConfig?.exports).toEqual(published);
    expect(JSON.stringify(manifest.publishConfig?.exports)).not.toContain('./src/');
  });

  it('is checked as packed, by the one shared script (pnpm pack, then publint and attw on the tarball)', () => {
    expect(manifest.scripts?.['check:package']).toBe('bash ../../scripts/check-package.sh');
  });
});
