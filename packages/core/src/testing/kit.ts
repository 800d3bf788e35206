import { fail } from './errors.js';

/** One page of a list as a fake cuts it: the items, where they start, how many were asked for, and the whole count. */
export interface Window<T> {
  /** The items of the page. */
  readonly items: T[];
  /** The index of the first item in the whole list. */
  readonly start: number;
  /** The page size used (the one asked for, clamped to the API's largest). */
  readonly size: number;
  /** The index the next page starts at, or undefined on the last page. */
  readonly next: number | undefined;
  /** How many items the whole list holds. */
  readonly total: number;
}

/**
 * Cuts a page out of a list: at most `size` items from `start` (the size clamped to `max`). Every paging
 * helper below is built on it; a fake's own page styles (a provider's cursor, say) should be too.
 */
export function windowOf<T>(items: readonly T[], start: number, size: number, max = Number.POSITIVE_INFINITY): Window<T> {
  const from = Math.max(0, start);
  const clamped = Math.max(0, Math.min(size, max));
  const page = items.slice(from, from + clamped);
  const end = from + page.length;
  return { items: page, start: from, size: clamped, next: end < items.length && clamped > 0 ? end : undefined, total: items.length };
}

/** The paging inputs and limits of {@link offsetWindow}. */
export interface OffsetPaging {
  /** The `offset` the caller gave (default 0). */
  readonly offset?: number | undefined;
  /** The `limit` the caller gave (default `defaultLimit`). */
  readonly limit?: number | undefined;
  /** The page size when the caller gives none. */
  readonly defaultLimit: number;
  /** The API's largest page. */
  readonly maxLimit: number;
}

/** A page of an offset list (`offsetPages`, `keyPages`): the caller's offset and limit, within the API's largest page. */
export function offsetWindow<T>(items: readonly T[], paging: OffsetPaging): Window<T> {
  return windowOf(items, paging.offset ?? 0, paging.limit ?? paging.defaultLimit, paging.maxLimit);
}

/** A page of a numbered list (`numberedPages`): page `page` (from 1) of `perPage` items, with the number of the last page. */
export function numberedWindow<T>(items: readonly T[], paging: { readonly page?: number | undefined; readonly perPage?: number | undefined; readonly defaultPerPage: number; readonly maxPerPage: number }): Window<T> & { readonly page: number; readonly lastPage: number } {
  const perPage = Math.max(1, Math.min(paging.perPage ?? paging.defaultPerPage, paging.maxPerPage));
  const page = Math.max(1, paging.page ?? 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return { ...windowOf(items, (page - 1) * perPage, perPage), page, lastPage };
}

/** How a fake writes and reads the cursors of a cursor list (`cursorPages`). */
export interface CursorCodec {
  /** The cursor handed out for the page starting at `offset`. */
  encode(offset: number): string;
  /** The offset a cursor stands for; call `fail()` for one the API would refuse. */
  decode(cursor: string): number;
}

/** The default cursor: the offset in base64, opaque enough that a client cannot build one. */
export const offsetCursor: CursorCodec = {
  encode: (offset) => btoa(`offset:${String(offset)}`),
  decode(cursor) {
    let text = '';
    try {
      text = atob(cursor);
    } catch {
      // an unreadable cursor is refused below
    }
    const offset = text.startsWith('offset:') ? Number(text.slice(7)) : Number.NaN;
    if (!Number.isInteger(offset) || offset < 0) fail(400, `The cursor "${cursor}" is not one this list handed out`);
    return offset;
  },
};

/** A page of a cursor list: the page the caller's cursor points at, and the cursor of the next one (undefined on the last page). */
export function cursorWindow<T>(items: readonly T[], paging: { readonly cursor?: string | undefined; readonly limit?: number | undefined; readonly defaultLimit: number; readonly maxLimit: number; readonly codec?: CursorCodec | undefined }): Window<T> & { readonly cursor: string | undefined } {
  const codec = paging.codec ?? offsetCursor;
  const start = paging.cursor === undefined || paging.cursor === '' ? 0 : codec.decode(paging.cursor);
  const window = windowOf(items, start, paging.limit ?? paging.defaultLimit, paging.maxLimit);
  return { ...window, cursor: window.next === undefined ? undefined : codec.encode(window.next) };
}

/**
 * The records of one kind in a fake, by key: a `Map` that also knows how the API says a key is unknown,
 * so that reading, changing and removing a record that must exist is one call.
 */
export class KeyedStore<K, V> extends Map<K, V> {
  /**
   * @param missing Stops with the API's error for an unknown key (`(id) => fail(404, \`Zone ${id} not found\`)`).
   * @param entries The first records.
   */
  constructor(
    private readonly missing: (key: K) => never,
    entries?: Iterable<readonly [K, V]>,
  ) {
    super(entries);
  }

  /** The record under `key`, or the API's not-found error. */
  require(key: K): V {
    const value = this.get(key);
    return value === undefined ? this.missing(key) : value;
  }

  /** Changes the record under `key` (which must exist) with `changes`, and returns it. */
  patch(key: K, changes: Partial<V>): V {
    const value = this.require(key);
    Object.assign(value as object, changes);
    return value;
  }

  /** Removes the record under `key` (which must exist), and returns it. */
  remove(key: K): V {
    const value = this.require(key);
    this.delete(key);
    return value;
  }

  /** The records, in the order they were added, as an array (to filter and page). */
  list(): V[] {
    return [...this.values()];
  }
}

/** A flag as APIs write it in queries and forms: `true` and `1` are true; anything else (or nothing) is false. */
export function flag(value: string | null | undefined): boolean {
  return value === 'true' || value === '1';
}

/** A whole number from a wire value (a string or a number), or undefined when there is none or it is not one. */
export function integer(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

/** A JSON value that must be an object of fields (not a list, not a scalar), or undefined when it is not one. */
export function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
