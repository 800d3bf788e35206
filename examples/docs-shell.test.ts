import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { findDocs } from './docs/blocks.js';

// The shell blocks of the docs (sh, bash, shell) are commands a reader pastes: every pnpm command uses the
// pnpm CI pins and a script the root package.json has, and every package a reader is told to install
// exists (a workspace package, or a peer dependency of one).

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
  (path) => JSON.parse(readFileSync(join(root, path), 'utf8')) as { name: string; peerDependencies?: Record<string, string> },
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

test.each(lines.filter((line) => /^npm (install|i) /.test(line.command)).map((line) => [line.location, line.command]))('%s installs packages that exist', (location, command) => {
  const names = command
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));
  expect(names.length, command).toBeGreaterThan(0);
  const readmeOf = /^packages\/([^/]+)\/README\.md/.exec(location)?.[1];
  for (const name of names) {
    const workspace = manifests.some((manifest) => manifest.name === name);
    const peer = manifests.some((manifest) => manifest.name === `@typed-api/${readmeOf ?? ''}` && manifest.peerDependencies?.[name] !== undefined);
    expect(workspace || peer, `${name} is a workspace package or a peer dependency of the package whose README names it`).toBe(true);
  }
});
