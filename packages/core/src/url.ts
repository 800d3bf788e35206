import type { HttpMethod } from './operation.js';
import type { PreparedRequest } from './config.js';
import { ValidationError } from './errors.js';

/**
 * Resolves `path` under `baseUrl`, keeping any path the base URL has: `resolveUrl('https://h/api', '/v2/x')`
 * is `https://h/api/v2/x`. Absolute URLs (with a scheme) are returned unchanged; leading slashes never lead
 * off the base URL (`//host/x` stays under it).
 */
export function resolveUrl(baseUrl: string, path: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(path.replace(/^\/+/, ''), base);
}

/**
 * Fills `{name}` placeholders of a path template with encoded values. Every value is encoded as a
 * single segment, so `../`, `?`, `#` and `/` can never escape their place. A value of `.` or `..`
 * is refused: URL parsers treat it (even percent-encoded) as a step up the path.
 */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  // Split on the placeholders: literal text at even places, a placeholder's name at odd ones.
  return template
    .split(/\{(\w+)\}/)
    .map((part, at) => (at % 2 === 0 ? part : pathValue(part, params?.[part])))
    .join('');
}

/**
 * The text every URL of a client starts with: its base URL, normalized and ending with a slash, without a
 * query or fragment (which a path resolved under it would drop). Made once per client.
 */
export function baseHref(baseUrl: string): string {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  base.search = '';
  base.hash = '';
  return base.href;
}

/**
 * The URL of `path` under a base made by {@link baseHref}, as text: the same as {@link resolveUrl} gives, without
 * parsing a URL when the path's literal text is plain (fetch parses the text itself). `literal` is the text
 * the path was made from (a prefix and a template), which decides whether it is plain.
 */
export function hrefUnder(base: string, literal: string, path: string): string {
  // Plain: no character a URL parser would encode or read as a scheme, query or fragment, and no `.` or `..`
  // segment. Path values never break it (each is percent-encoded, and `.` and `..` are refused), so only
  // the literal text of a prefix and template is checked.
  if (!/^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w\-.~!$&'()*+,;=@/{}]*$/.test(literal)) return resolveUrl(base, path).href;
  let from = 0;
  while (path.charCodeAt(from) === 47) from++;
  return base + path.slice(from);
}

/** One path value, checked and encoded as a single segment. */
function pathValue(name: string, value: unknown): string {
  if (Number.isFinite(value)) return encodeSegment(String(value));
  if (typeof value !== 'string' || value === '') {
    throw new ValidationError('Invalid path', [{ path: ['params', name], code: 'missing', message: 'is required and must be a non-empty string' }]);
  }
  if (value === '.' || value === '..') {
    throw new ValidationError('Invalid path', [{ path: ['params', name], code: 'invalid_value', message: `must not be '${value}'` }]);
  }
  // A lone surrogate (half of an emoji, say) has no UTF-8 form: encoding it would throw a URIError.
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    throw new ValidationError('Invalid path', [{ path: ['params', name], code: 'invalid_format', message: 'must be well-formed text (it holds a lone surrogate)' }]);
  }
  return encodeSegment(value);
}

/** Percent-encodes one path segment (everything but unreserved characters, so `/`, `?`, `#` and `%` stay inside it). */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

/**
 * A request about to be sent whose URL stays text until something reads it as a URL (a strategy putting a
 * credential in the query, a `prepare` hook, a redirect): most calls never parse it, since fetch parses the
 * text itself.
 */
export class OutgoingRequest implements PreparedRequest {
  method: HttpMethod;
  headers: Headers;
  #href: string;
  #url: URL | undefined;

  constructor(method: HttpMethod, href: string, headers: Headers) {
    this.method = method;
    this.#href = href;
    this.headers = headers;
  }

  /** The URL, parsed on first read; changes to it are what is sent. */
  get url(): URL {
    return (this.#url ??= new URL(this.#href));
  }

  set url(url: URL) {
    this.#url = url;
  }

  /** The URL as sent, as text. */
  get href(): string {
    return this.#url ? this.#url.href : this.#href;
  }
}

/**
 * The resource a request is paced by: the first two segments of its path below the API's prefix
 * (`/v2/datasets/abc/items` → `datasets/abc`; `/v2/datasets` → `datasets`).
 */
export function resourceOf(pathname: string, base: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  // The first part is the empty string before the leading slash.
  const [, first = '', second] = rest.split('/', 4);
  return second ? `${first}/${second}` : first;
}
