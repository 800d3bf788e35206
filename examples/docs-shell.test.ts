import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { extractBlocks, findDocs, importedPackages, packageOf } from './docs/blocks.js';

// The shell blocks of the docs (sh, bash, shell) are commands a reader pastes: every pnpm command uses the
// pnpm CI pins and a script the root package.json has, every package a reader is told to install exists (a
// workspace package, or a package the README's package depends on), and a package README's install lines
// install every package its code blocks import.

const root = join(import.meta.dirname, '..');

interface ShellLine {
  location: string;
  command: string;
}

/** Every command line of every sh/bash/shell block of the docs (comments and blank lines left out). */
function shellLines(): ShellLine[] {
  const lines: ShellLine[] = [];
  for (const doc of findDocs(root, ['README.md', 'CONTRIBUTING.md', 'examples/README.md', 'packages/*/README.md', 'docs/*.md'])) {
    const text = readFileSync(join(root, doc), 'utf8').split('\n');
    let inShell = false;
    text.forEach((line, i) => {
      const fence = /^\s*(```|~~~)\s*(\S*)/.exec(line);
      if (fence) {
        inShell = !inShell && ['sh', 'bash', 'shell'].includes(fence[2] ?? '');
        return;
      }
      if (inShell && line.trim() !== '' && !line.trim().startsWith('#')) lines.push({ location: `${doc}:${String(i + 1)}`, command: line.trim() });
    });
  }
  return lines;
}

const pinned = /pnpm@(\S+) "\$@"/.exec(readFileSync(join(root, '.ci', 'run'), 'utf8'))?.[1];
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
const manifests = findDocs(root, ['packages/*/package.json']).map(
  (path) => JSON.parse(readFileSync(join(root, path), 'utf8')) as { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> },
);
const lines = shellLines();

test('the docs have shell blocks, and CI pins one pnpm', () => {
  expect(lines.length).toBeGreaterThanOrEqual(5);
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
});

test.each(lines.filter((line) => line.command.includes('pnpm')).map((line) => [line.location, line.command]))('%s runs the pinned pnpm on a script that exists', (_, command) => {
  for (const [, version, script] of command.matchAll(/npx -y pnpm@(\S+) (\S+)/g)) {
    expect(version, command).toBe(pinned);
    expect(['install', ...scripts], command).toContain(script);
  }
  expect(command, 'every pnpm call goes through the pinned npx form').not.toMatch(/(^|[;&|]\s*)pnpm /);
});

/** The packages an `npm install` line names. */
function installed(command: string): string[] {
  return command
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));
}

const installLines = lines.filter((line) => /^npm (install|i) /.test(line.command));

test.each(installLines.map((line) => [line.location, line.command]))('%s installs packages that exist', (location, command) => {
  const names = installed(command);
  expect(names.length, command).toBeGreaterThan(0);
  const readmeOf = /^packages\/([^/]+)\/README\.md/.exec(location)?.[1];
  const own = manifests.find((manifest) => manifest.name === `@typed-api/${readmeOf ?? ''}`);
  // A peer of a workspace package the same line installs counts too (`npm install @typed-api/redis-store redis`).
  const alongside = manifests.filter((manifest) => manifest === own || names.includes(manifest.name));
  for (const name of names) {
    const workspace = manifests.some((manifest) => manifest.name === name);
    const dependency = alongside.some((manifest) => manifest.dependencies?.[name] !== undefined || manifest.peerDependencies?.[name] !== undefined);
    expect(workspace || dependency, `${name} is a workspace package, or a dependency (or peer) of the package whose README names it or of one the line installs`).toBe(true);
  }
});

const packageReadmes = findDocs(root, ['packages/*/README.md']);

test('the package READMEs have install lines and code blocks to check', () => {
  expect(packageReadmes.length).toBeGreaterThanOrEqual(5);
  for (const doc of packageReadmes) expect(installLines.some((line) => line.location.startsWith(`${doc}:`)), doc).toBe(true);
});

test.each(packageReadmes)("%s: its install lines install every package its code blocks import (a reader's project has nothing else)", (doc) => {
  const names = new Set(installLines.filter((line) => line.location.startsWith(`${doc}:`)).flatMap((line) => installed(line.command)));
  const missing = extractBlocks(doc, readFileSync(join(root, doc), 'utf8')).flatMap((block) =>
    [...new Set(importedPackages(block.code).map(packageOf))]
      .filter((name) => !names.has(name))
      .map((name) => `${block.location} imports ${name}`),
  );
  expect(missing).toEqual([]);
});
