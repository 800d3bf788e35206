import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The TypeScript a package declares (its optional `typescript` peer) is the one its README states, and the
// strict-consumer compile (scripts/test-consumers.sh) runs it as the oldest: an install must not warn about a
// version the README says is fine, nor the README promise one the compile never ran.

const root = join(import.meta.dirname, '..', '..');
const packages = readdirSync(join(root, 'packages'));
type Manifest = { peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }> };
const manifestOf = (name: string): Manifest => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as Manifest;
const floorOf = (name: string): string | undefined => /^>=(\d+\.\d+)$/.exec(manifestOf(name).peerDependencies?.typescript ?? '')?.[1];

describe.each(packages)('%s', (name) => {
  test('declares a TypeScript floor as an optional peer (JavaScript users need no TypeScript)', () => {
    expect(floorOf(name), `packages/${name}/package.json peerDependencies.typescript`).toBeDefined();
    expect(manifestOf(name).peerDependenciesMeta?.typescript?.optional).toBe(true);
  });

  test('its README states that floor and no other TypeScript version as the minimum', () => {
    const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
    const stated = [...readme.matchAll(/TypeScript (\d+(?:\.\d+)*)(?:\+| or newer)/g)].map((m) => m[1]);
    expect(stated.length, `packages/${name}/README.md says which TypeScript it needs`).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([floorOf(name)]));
  });
});

test('the strict-consumer compile runs the declared floor as its oldest TypeScript', () => {
  const floors = new Set(packages.map(floorOf));
  expect(floors.size).toBe(1);
  const script = readFileSync(join(root, 'scripts', 'test-consumers.sh'), 'utf8');
  const ran = /^ts_oldest="\$\{TS_OLDEST:-~(\d+\.\d+)\.0\}"$/m.exec(script)?.[1];
  expect(ran, 'scripts/test-consumers.sh compiles on the floor').toBe([...floors][0]);
});
