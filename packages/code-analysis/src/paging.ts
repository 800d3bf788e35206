import { type ApiPromise, type Page, type Paginated } from '@typed-api/core';
import { nextCursor, paginate } from '@typed-api/core/internal';
import type { GitProvider, Pagination } from './schemas/common.js';

/** A page of a cursor list: its items, the paging fields, and any other field of the list body. */
export type CursorPage<T, Extra extends object = object> = Page<T> & Extra & { pagination: Pagination };

type ListBody = { data: unknown[]; pagination?: Pagination | undefined };
/** The item type of a list body. */
export type ItemOf<B extends ListBody> = B['data'][number];
/** The fields of a list body besides `data` and `pagination` (e.g. `analyzed`). */
export type ExtraOf<B> = { [K in keyof B as K extends 'data' | 'pagination' ? never : K]: B[K] };

/**
 * Cursors of the `bb` provider come straight from the git provider and must be percent-encoded once more
 * before they are sent back; other providers' cursors are sent as they came.
 */
export function encodeCursor(provider: GitProvider, cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  return provider === 'bb' ? encodeURIComponent(cursor) : cursor;
}

/** Turns a `{ data, pagination }` body into a page with `items`. */
export function toPage<B extends ListBody>(body: B): CursorPage<ItemOf<B>, ExtraOf<B>> {
  const { data, pagination, ...extra } = body;
  return { ...extra, items: data, pagination: pagination ?? {} } as unknown as CursorPage<ItemOf<B>, ExtraOf<B>>;
}

/**
 * A cursor list: `fetch` gets the cursor to send (already encoded for the provider); the walk stops when
 * a page is empty, has no cursor, or repeats the cursor it was fetched with.
 */
export function cursorList<B extends ListBody>(
  provider: GitProvider,
  start: string | undefined,
  fetch: (cursor: string | undefined) => ApiPromise<B>,
): Paginated<ItemOf<B>, CursorPage<ItemOf<B>, ExtraOf<B>>> {
  return paginate<CursorPage<ItemOf<B>, ExtraOf<B>>, string | undefined>({
    start,
    fetchPage: (cursor) => fetch(encodeCursor(provider, cursor)).map((body) => toPage(body)),
    next: (page) => nextCursor(page, page.pagination.cursor),
  });
}
