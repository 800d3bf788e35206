import { ValidationError } from './errors.js';

/**
 * Resolves `path` under `baseUrl`, keeping any path the base URL has: `resolveUrl('https://h/api', '/v2/x')`
 * is `https://h/api/v2/x`. Absolute URLs are returned unchanged.
 */
export function resolveUrl(baseUrl: string, path: string): URL {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return new URL(path);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(path.replace(/^\/+/, ''), base);
}

/**
 * Fills `{name}` placeholders of a path template with encoded values. Every value is encoded as a
 * single segment, so `../`, `?`, `#` and `/` can never escape their place. A value of `.` or `..`
 * is refused: URL parsers treat it (even percent-encoded) as a step up the path.
 */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  const parts = templateParts(template);
  let path = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] ?? '';
    path += pathValue(name, params?.[name]) + (parts[i + 1] ?? '');
  }
  return path;
}

/** Templates split once into literal text and placeholder names (`['/a/', 'id', '/b']`), by template. */
const templates = new Map<string, string[]>();

function templateParts(template: string): string[] {
  let parts = templates.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    if (templates.size < 10_000) templates.set(template, parts);
  }
  return parts;
}

/** Text that needs no encoding as a path segment (and is not `.` or `..`). */
const PLAIN_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9._~-]+$/;

/** One path value, checked and encoded as a single segment. */
function pathValue(name: string, value: unknown): string {
  if (typeof value === 'string' && PLAIN_SEGMENT.test(value)) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return encodeSegment(value.toString());
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
