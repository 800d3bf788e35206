import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FAKE_NODE_FLOOR } from '../../packages/core/src/testing/runtime.js';

// The Node range a package declares (`engines`) is the one its README states, and the runtime suite runs
// its floor: an install must not warn about a version the README says is fine, nor the README promise one
// the suite never ran.

const root = join(import.meta.dirname, '..', '..');
const packages = readdirSync(join(root, 'packages'));

describe.each(packages)('%s', (name) => {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const floor = /^>=(\d+(?:\.\d+)*)$/.exec(manifest.engines?.node ?? '')?.[1];

  test('declares a Node floor', () => {
    expect(floor, `packages/${name}/package.json engines.node`).toBeDefined();
  });

  test('its README states that floor and no other Node version as the minimum', () => {
    const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
    const stated = [...readme.matchAll(/Node (\d+(?:\.\d+)*)(?:\+| or newer)/g)].map((m) => m[1]);
    expect(stated.length, `packages/${name}/README.md says which Node it needs`).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([floor]));
  });
});

test('the runtime suite runs the declared floor', () => {
  const floors = new Set(packages.map((name) => (JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node.slice(2)));
  expect(floors.size).toBe(1);
  const script = readFileSync(join(root, 'scripts', 'test-runtimes.sh'), 'utf8');
  const [floor] = [...floors];
  const ran = /^NODE_FLOOR_VERSION=(\d+\.\d+)\.\d+$/m.exec(script)?.[1];
  expect(ran, 'scripts/test-runtimes.sh pins the Node it runs as the floor').toBe(floor);
});

test('the fakes refuse to start below the floor the packages declare', () => {
  const floor = (JSON.parse(readFileSync(join(root, 'packages', 'core', 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node.slice(2);
  expect(FAKE_NODE_FLOOR.startsWith(`${floor}.`)).toBe(true);
});
