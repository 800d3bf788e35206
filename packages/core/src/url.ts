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
 * single segment, so `../`, `?`, `#` and `/` can never escape their place.
 */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new ValidationError('Invalid path', [{ path: ['params', name], code: 'missing', message: 'is required and must not be empty' }]);
    }
    return encodeSegment(String(value as string | number));
  });
}

/** Percent-encodes one path segment; `.` and `..` are encoded too so they cannot walk up the path. */
export function encodeSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  if (encoded === '.') return '%2E';
  if (encoded === '..') return '%2E%2E';
  return encoded;
}
