import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryFile, repositoryFilesUrl } from '../../scripts/typedoc-links.ts';

// A package README is read on the registry's page and in node_modules, where a relative link leads nowhere:
// its links are absolute, built from the `repository` field of the package.json, and the site maps the
// links to the repository's guides back to their pages (scripts/typedoc-links.ts).

const ROOT = join(import.meta.dirname, '../..');
const PACKAGES = readdirSync(join(ROOT, 'packages')).filter((dir) => existsSync(join(ROOT, 'packages', dir, 'package.json')));

interface Manifest {
  repository?: { type?: string; url?: string; directory?: string };
}

const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')) as Manifest;

/** The link targets of a Markdown text outside its code blocks and code spans: inline, reference and HTML links and images. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].flatMap((m) => m[1] ?? []);
  const reference = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].flatMap((m) => m[1] ?? []);
  const html = [...prose.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)].flatMap((m) => m[1] ?? []);
  return [...inline, ...reference, ...html];
}

/** True for a link that works wherever the README is read: an absolute address, an e-mail address, or an anchor of the page. */
const worksAnywhere = (target: string): boolean => /^(?:https?:|mailto:|#)/.test(target);

describe('package READMEs link absolutely', () => {
  test.each(PACKAGES)('packages/%s/package.json names the repository and the package folder in it', (dir) => {
    expect(manifest(dir).repository).toEqual({ type: 'git', url: manifest('core').repository?.url, directory: `packages/${dir}` });
    expect(manifest('core').repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
  });

  test.each(PACKAGES)('packages/%s/README.md has no relative link, and its links into the repository reach a file', (dir) => {
    const targets = linkTargets(readFileSync(join(ROOT, 'packages', dir, 'README.md'), 'utf8'));
    expect(targets.filter((target) => !worksAnywhere(target))).toEqual([]);
    const filesUrl = repositoryFilesUrl(manifest(dir).repository?.url ?? '');
    const missing = targets.flatMap((target) => repositoryFile(target, filesUrl) ?? []).filter(({ path }) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  test('finds the relative links of each form, and leaves code alone', () => {
    const text = [
      'See [the guide](../../docs/a.md), [that](<../b.md> "title") and ![a chart](chart.svg).',
      '[ref]: ./c.md',
      '<a href="d.md">d</a> <img src="e.png">',
      '[site](https://example.com/x) [mail](mailto:a@b.c) [part](#testing)',
      '`[not](a-link.md)`',
      '```md\n[not](a-link.md)\n```',
    ].join('\n');
    expect(linkTargets(text)).toEqual(['../../docs/a.md', '../b.md', 'chart.svg', 'https://example.com/x', 'mailto:a@b.c', '#testing', './c.md', 'd.md', 'e.png']);
    expect(linkTargets(text).filter((target) => !worksAnywhere(target))).toEqual(['../../docs/a.md', '../b.md', 'chart.svg', './c.md', 'd.md', 'e.png']);
  });

  test("reads the repository's files address from the repository field, and a link's file and anchor from it", () => {
    const filesUrl = repositoryFilesUrl({ url: 'git+https://github.com/typed-api/typed-api.git' });
    expect(filesUrl).toBe('https://github.com/typed-api/typed-api/blob/main/');
    expect(repositoryFilesUrl('https://git.example/o/n')).toBe('https://git.example/o/n/blob/main/');
    expect(repositoryFile(`${filesUrl}docs/idempotency.md#retries`, filesUrl)).toEqual({ path: 'docs/idempotency.md', anchor: '#retries' });
    expect(repositoryFile(`${filesUrl}docs/idempotency.md`, filesUrl)).toEqual({ path: 'docs/idempotency.md', anchor: '' });
    expect(repositoryFile(filesUrl, filesUrl)).toBeUndefined();
    expect(repositoryFile('https://example.com/docs/idempotency.md', filesUrl)).toBeUndefined();
  });
});
