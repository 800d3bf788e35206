import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The Markdown files whose code blocks are checked, as globs relative to the repository root (`*` is one path segment). */
export const DOC_GLOBS = ['README.md', 'examples/README.md', 'packages/*/README.md', 'docs/*.md', 'SECURITY.md'] as const;

/** Fence languages whose blocks are compiled and run. */
const LANGUAGES: Readonly<Record<string, 'ts' | 'js'>> = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js' };

/** One fenced code block of a Markdown file. */
export interface DocBlock {
  /** The Markdown file, relative to the repository root, with `/` separators. */
  readonly doc: string;
  /** Line of the opening fence (1-based). */
  readonly line: number;
  /** `<doc>:<line>`: how tests and diagnostics name the block. */
  readonly location: string;
  /** `ts` or `js`, from the fence's language. */
  readonly language: 'ts' | 'js';
  /** The words of the info string after the language (e.g. `title="app.ts"`); every block runs, whatever they say. */
  readonly flags: readonly string[];
  /** The block's text, byte for byte (lines joined with `\n`, ending with one). */
  readonly code: string;
  /** Columns of indentation the fence had: removed from each line of the block, as Markdown renders it. */
  readonly indent: number;
}

/** Expands {@link DOC_GLOBS} (or other one-segment globs) under `root`: the files that exist, sorted. */
export function findDocs(root: string, globs: readonly string[] = DOC_GLOBS): string[] {
  const found = new Set<string>();
  for (const glob of globs) {
    let paths = [''];
    for (const segment of glob.split('/')) {
      const pattern = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      paths = paths.flatMap((dir) => {
        const here = join(root, dir);
        let names: string[];
        try {
          names = readdirSync(here);
        } catch {
          return [];
        }
        return names.filter((name) => pattern.test(name) && !name.startsWith('.')).map((name) => (dir ? `${dir}/${name}` : name));
      });
    }
    for (const path of paths) if (statSync(join(root, path)).isFile()) found.add(path);
  }
  return [...found].sort();
}

/**
 * The fenced blocks of a Markdown text whose language is ts, typescript, js or javascript (``` or ~~~
 * fences, any indentation; a block left open runs to the end of the file, as Markdown has it).
 */
export function extractBlocks(doc: string, markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const fence = open[2] ?? '```';
    const [language = '', ...flags] = (open[3] ?? '').trim().split(/\s+/).filter(Boolean);
    const body: string[] = [];
    let end = i + 1;
    for (; end < lines.length; end++) {
      const line = lines[end] ?? '';
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1] ?? '';
      if (closing.startsWith(fence.charAt(0)) && closing.length >= fence.length) break;
      body.push(line.slice(Math.min(indent, /^\s*/.exec(line)?.[0].length ?? 0)));
    }
    const kind = LANGUAGES[language.toLowerCase()];
    if (kind) {
      const location = `${doc}:${String(i + 1)}`;
      blocks.push({ doc, line: i + 1, location, language: kind, flags, code: body.length ? `${body.join('\n')}\n` : '', indent });
    }
    i = end;
  }
  return blocks;
}

/** Every checked block of every documentation file under `root`, in file order. */
export function collectBlocks(root: string): DocBlock[] {
  return findDocs(root).flatMap((doc) => extractBlocks(doc, readFileSync(join(root, doc), 'utf8')));
}

/** The package specifiers a block imports (bare ones, with their subpath; relative imports and `node:` builtins left out). */
export function importedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^'"]*?(?:\bfrom\s*)?['"]([^'"]+)['"]/gm)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:')) found.add(specifier);
  }
  return [...found];
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
