/** How arrays are written into a query string. */
export type ArrayFormat =
  /** `a=1&a=2` */
  | 'repeat'
  /** `a=1,2` */
  | 'comma'
  /** `a[]=1&a[]=2` (PHP and WordPress style) */
  | 'brackets';

/** How booleans are written into a query string. */
export type BooleanFormat = 'true-false' | '1-0';

/** The query encoding an API expects. */
export interface QueryEncoding {
  /** Default `repeat`. */
  arrays?: ArrayFormat;
  /** Default `true-false`. */
  booleans?: BooleanFormat;
}

/**
 * Appends query values to `params`: undefined and null are skipped, dates become ISO strings,
 * arrays and booleans follow `encoding`, objects are JSON.
 */
export function appendQuery(params: URLSearchParams, query: Record<string, unknown> | undefined, encoding: QueryEncoding = {}): void {
  if (!query) return;
  const scalar = (value: unknown): string => {
    if (typeof value === 'boolean') return encoding.booleans === '1-0' ? (value ? '1' : '0') : String(value);
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
    // A finite number (inputs are checked finite before) reads the same through JSON.stringify below; a bigint would throw there.
    if (typeof value === 'bigint') return value.toString();
    return JSON.stringify(value);
  };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const items = value.filter((v) => v !== undefined && v !== null);
      if (encoding.arrays === 'comma') {
        if (items.length) params.append(key, items.map(scalar).join(','));
      } else {
        const name = encoding.arrays === 'brackets' ? `${key}[]` : key;
        for (const item of items) params.append(name, scalar(item));
      }
    } else {
      params.append(key, scalar(value));
    }
  }
}
