// A TypeDoc plugin of ours: in the guides and READMEs the site renders, an inline code span that names a
// documented class, interface, function, type or method (`PlatformClient`, `isPlatformError`,
// `runs.waitForFinish(…)`) becomes a link to its reference page. The Markdown itself stays plain, as the
// registry and the repository show it; only the site links. A name that several reflections share and that
// its text does not narrow down (a bare `get`) stays unlinked rather than pointing at the wrong page.
// And a package README's absolute link to a guide of the repository (absolute so that it works on the
// registry's page and in node_modules) goes to that guide's page of the site instead.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { MarkdownEvent, ReflectionKind, RendererEvent, type Application, type Reflection } from 'typedoc';

/** The kinds a code span may link to. */
const LINKED = (ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.Function | ReflectionKind.TypeAlias | ReflectionKind.Method | ReflectionKind.Variable | ReflectionKind.Enum) as ReflectionKind;

/**
 * The name a code span stands for, and the name of its owner when it is written `owner.name`: the last two
 * identifiers of a dotted path, with at most one call after it (`client.runs.waitForFinish(id)` → `runs`,
 * `waitForFinish`). Undefined for anything else: an expression, a literal, a chain of calls
 * (`client.run(id).get()`, another client's style), a path with spaces.
 */
export function spanName(text: string): { name: string; owner: string | undefined } | undefined {
  const match = /^(?:new\s+)?((?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*)(?:\([^()]*\))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const parts = match[1].split('.');
  return { name: parts[parts.length - 1] ?? '', owner: parts.length > 1 ? parts[parts.length - 2] : undefined };
}

/** Kinds a bare name (no owner written) may link to: what a reader names on its own. */
const TOP_LEVEL = (ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.Function | ReflectionKind.TypeAlias | ReflectionKind.Variable | ReflectionKind.Enum) as ReflectionKind;

/**
 * The reflection a code span links to among those of its name. With an owner written (`runs.get`), the only
 * one whose parent's name (its last path segment, for a module) starts with the owner's, a namespace's method
 * before a standalone function; without one, the only one of a top-level kind. Else none: a wrong link is worse
 * than no link.
 */
export function pick<R extends { name: string; kindOf(kind: ReflectionKind): boolean; parent?: { name: string } | undefined }>(candidates: R[] | undefined, owner: string | undefined): R | undefined {
  if (!candidates) return undefined;
  const matching =
    owner === undefined
      ? candidates.filter((c) => c.kindOf(TOP_LEVEL))
      : candidates.filter((c) => (c.parent?.name.split('/').pop() ?? '').toLowerCase().startsWith(owner.toLowerCase()));
  if (matching.length === 1) return matching[0];
  // `platform.actors.start`: the namespace's method, rather than the standalone function of the same name.
  const methods = owner === undefined ? [] : matching.filter((c) => c.kindOf(ReflectionKind.Method));
  return methods.length === 1 ? methods[0] : undefined;
}

/**
 * The address under which the repository's host shows its files on the main branch, from a package's
 * `repository` field (`git+https://host/owner/name.git` → `https://host/owner/name/blob/main/`).
 */
export function repositoryFilesUrl(repository: string | { url: string }): string {
  const url = typeof repository === 'string' ? repository : repository.url;
  return `${url.replace(/^git\+/, '').replace(/\.git$/, '')}/blob/main/`;
}

/** The file of the repository (its path from the root) and the anchor an absolute link points at; undefined for another address. */
export function repositoryFile(href: string, filesUrl: string): { path: string; anchor: string } | undefined {
  if (!href.startsWith(filesUrl)) return undefined;
  const [path = '', anchor = ''] = href.slice(filesUrl.length).split(/(?=#)/);
  return path ? { path, anchor } : undefined;
}

/** The repository's files address, read from the core package's `repository` field. */
function filesUrlOfRepository(): string {
  const manifest = JSON.parse(readFileSync(new URL('../packages/core/package.json', import.meta.url), 'utf8')) as { repository: { url: string } };
  return repositoryFilesUrl(manifest.repository);
}

/** Sends absolute links to the repository's guides (`…/blob/main/docs/x.md#part`) to the guides' pages of the site. */
function linkGuidesToTheirPages(app: Application): void {
  const filesUrl = filesUrlOfRepository();
  const root = new URL('..', import.meta.url).pathname;
  let byPath = new Map<string, Reflection>();
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    byPath = new Map();
    for (const reflection of event.project.getReflectionsByKind(ReflectionKind.Document)) {
      const path = event.project.files.getReflectionPath(reflection);
      if (path !== undefined) byPath.set(relative(root, path), reflection);
    }
  });
  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    const router = app.renderer.router;
    if (!router) return;
    event.parsedText = event.parsedText.replace(/href="([^"]+)"/g, (whole: string, href: string) => {
      const file = repositoryFile(href, filesUrl);
      const target = file === undefined ? undefined : byPath.get(file.path);
      return file && target ? `href="${router.relativeUrl(event.page.model, target)}${file.anchor}"` : whole;
    });
  });
}

/** Registers the plugin: collects the linkable reflections when rendering begins, then links code spans. */
export function load(app: Application): void {
  linkGuidesToTheirPages(app);
  let byName = new Map<string, Reflection[]>();
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    byName = new Map();
    const router = app.renderer.router;
    for (const reflection of Object.values(event.project.reflections)) {
      if (!reflection.kindOf(LINKED) || !router?.hasUrl(reflection)) continue;
      const list = byName.get(reflection.name) ?? [];
      list.push(reflection);
      byName.set(reflection.name, list);
    }
  });
  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    const from = event.page.model;
    const router = app.renderer.router;
    if (!router) return;
    // Code blocks and existing links are left as they are; inline code elsewhere may become a link.
    event.parsedText = event.parsedText.replace(/(<pre[\s\S]*?<\/pre>|<a\s[\s\S]*?<\/a>)|<code>([^<]+)<\/code>/g, (whole: string, kept: string | undefined, code: string | undefined) => {
      if (kept !== undefined || code === undefined) return whole;
      const span = spanName(code.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
      const target = span && pick(byName.get(span.name), span.owner);
      return target ? `<a href="${router.relativeUrl(from, target)}"><code>${code}</code></a>` : whole;
    });
  });
}
