import { cursorPages, keyPages, nextOffset, offsetPages, type PageStyle } from '@typed-api/core/internal';
import { readPagingHeaders } from './internal.js';

// Every list of the platform takes `limit`, which its description calls the "maximum number of items to
// return": on a walk it caps the items yielded. The largest page of each kind is the description's.

/** The offset lists (Actors, runs, builds, storages, webhooks…): `limit` caps the walk, at most 1000 a page ("the default value as well as the maximum is 1000"). */
export const listPages = offsetPages({ maxPage: 1000 });

/** The keys of a key-value store: `limit` caps the walk, at most 1000 a page (the description's maximum). */
export const keyListPages = keyPages({ maxPage: 1000 });

/**
 * Dataset items: the body is the bare array of items, and the paging facts come in headers. The next
 * offset follows the items returned; without a total in the headers, the page fetched is the last.
 * `limit` caps the walk; the description gives no largest page ("by default there is no limit"), so a
 * request asks for everything still wanted and the walk goes on from what the server returned.
 */
export const itemPages: PageStyle<''> = {
  items: '',
  payload: 'body',
  param: 'offset',
  cap: { param: 'limit' },
  first: (query) => query.offset ?? 0,
  fields: (response, marker, items) => {
    const paging = readPagingHeaders(response.headers);
    const offset = paging.offset ?? (typeof marker === 'number' ? marker : 0);
    return { offset, limit: paging.limit ?? items.length, count: paging.count ?? items.length, total: paging.total ?? offset + items.length };
  },
  next: (page) => {
    const { offset, total } = page;
    return typeof offset === 'number' && typeof total === 'number' ? nextOffset({ items: page.items, offset, total }) : undefined;
  },
};

/** The requests of a queue: a cursor list whose next cursor is `nextCursor`; `limit` caps the walk, at most 10000 a page (the description's maximum). */
export const requestPages = cursorPages({ items: 'items', cursor: (page) => page.nextCursor, cap: { param: 'limit', maxPage: 10000 } });
