import { cursorPages, keyPages, offsetPages } from '@typed-api/core/internal';

// Every list of the platform takes `limit`, which its description calls the "maximum number of items to
// return": on a walk it caps the items yielded. The largest page of each kind is the description's. Dataset items,
// paged by headers, are in item-pages.ts: a module a namespace's plans import reaches every bundle that sends one
// of them, and only datasets read the headers.

/** The offset lists (Actors, runs, builds, storages, webhooks…): `limit` caps the walk, at most 1000 a page ("the default value as well as the maximum is 1000"). */
export const listPages = offsetPages({ maxPage: 1000 });

/** The keys of a key-value store: `limit` caps the walk, at most 1000 a page (the description's maximum). */
export const keyListPages = keyPages({ maxPage: 1000 });

/** The requests of a queue: a cursor list whose next cursor is `nextCursor`; `limit` caps the walk, at most 10000 a page (the description's maximum). */
export const requestPages = cursorPages({ items: 'items', cursor: (page) => page.nextCursor, cap: { param: 'limit', maxPage: 10000 } });
