import { nextOffset, type PageStyle } from '@typed-api/core/internal';
import { readPagingHeaders } from './internal.js';

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
