import type { ApiPromise, WithResponse } from './api-promise.js';

/** A page of any list: its items plus whatever paging fields the API returns. */
export interface Page<T> {
  /** The items of this page, in the order the API returned them. */
  items: T[];
}

/** How to walk a list: where to start, how to fetch a page, and how to find the next one. */
export interface PaginationStrategy<State, P> {
  /** The state that fetches the first page (an offset, a key, a cursor, a page number, a URL...). */
  start: State;
  /** Fetches the page for a state. */
  fetchPage(state: State): ApiPromise<P>;
  /** The state of the next page, or undefined when the API signals the end. */
  next(page: P, state: State): State | undefined;
}

/**
 * A paginated list. `await list` gives the first page; `for await (const item of list)` walks every item
 * lazily, fetching a page only when the previous one is used up; `list.pages()` walks pages.
 * One `Paginated` fetches its first page once; call the list method again for a fresh walk.
 */
export class Paginated<T, P extends Page<T> = Page<T>> implements AsyncIterable<T>, PromiseLike<P> {
  readonly #strategy: PaginationStrategy<unknown, P>;
  #first: ApiPromise<P> | undefined;

  constructor(strategy: PaginationStrategy<unknown, P>) {
    this.#strategy = strategy;
  }

  #firstPage(): ApiPromise<P> {
    this.#first ??= this.#strategy.fetchPage(this.#strategy.start);
    return this.#first;
  }

  then<R1 = P, R2 = never>(
    onfulfilled?: ((value: P) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#firstPage().then(onfulfilled, onrejected);
  }

  /** The first page together with its raw response. */
  withResponse(): Promise<WithResponse<P>> {
    return this.#firstPage().withResponse();
  }

  /** Walks the pages one by one; each is fetched when the previous one has been consumed. */
  async *pages(): AsyncGenerator<P, void, undefined> {
    let state = this.#strategy.start;
    let page = await this.#firstPage();
    for (;;) {
      yield page;
      const next = this.#strategy.next(page, state);
      if (next === undefined) return;
      state = next;
      page = await this.#strategy.fetchPage(state);
    }
  }

  /** Walks every item of every page, fetching each page only when the previous one is used up. */
  /** Walks every item. Hand-written rather than a generator inside a generator: this runs once per item. */
  [Symbol.asyncIterator](): AsyncIterator<T, undefined> {
    const pages = this.pages();
    let items: T[] = [];
    let index = 0;
    return {
      next: async (): Promise<IteratorResult<T, undefined>> => {
        while (index >= items.length) {
          const page = await pages.next();
          if (page.done) return { done: true, value: undefined };
          items = page.value.items;
          index = 0;
        }
        return { done: false, value: items[index++] as T };
      },
      return: async (): Promise<IteratorResult<T, undefined>> => {
        await pages.return(undefined);
        return { done: true, value: undefined };
      },
    };
  }

  /** Collects every item into an array (convenient for short lists; prefer `for await` for long ones). */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}

/** Builds a {@link Paginated} from a strategy; the item type comes from the page type. */
export function paginate<P extends Page<unknown>, State>(strategy: PaginationStrategy<State, P>): Paginated<ItemOf<P>, P> {
  return new Paginated<ItemOf<P>, P>(strategy);
}

/** The item type of a page type. */
export type ItemOf<P extends Page<unknown>> = P['items'][number];

/** Paging fields of offset lists. */
export interface OffsetPageFields {
  /** Items skipped before this page, as the server reports it. */
  offset: number;
  /** Total items in the list at the time of this page. */
  total: number;
}

/**
 * Next offset of an offset list: continues after the items actually returned (not after the
 * requested limit, which the server may have lowered), and stops when a page is empty or the
 * returned total is reached.
 */
export function nextOffset<T>(page: Page<T> & OffsetPageFields): number | undefined {
  if (page.items.length === 0) return undefined;
  const next = page.offset + page.items.length;
  return next >= page.total ? undefined : next;
}

/** Next key of a key list: the server's `nextExclusiveStartKey` while it says the list is truncated. */
export function nextKey(page: { isTruncated: boolean; nextExclusiveStartKey?: string | null | undefined }): string | undefined {
  return page.isTruncated && page.nextExclusiveStartKey ? page.nextExclusiveStartKey : undefined;
}

/**
 * Next cursor of a cursor list: the returned cursor, unless the page was empty, the cursor is
 * missing, or the server repeated the cursor it was given (which would loop forever).
 */
export function nextCursor<T>(page: Page<T>, cursor: string | undefined, previous: string | undefined): string | undefined {
  if (page.items.length === 0 || !cursor || cursor === previous) return undefined;
  return cursor;
}

/** Next page number: the server's `nextPage` when present and beyond the current one. */
export function nextPageNumber(current: number, nextPage: number | null | undefined): number | undefined {
  return typeof nextPage === 'number' && nextPage > current ? nextPage : undefined;
}

/** Next link of a link-paginated list: the URL the server gives, unless it is missing or the one just fetched. */
export function nextLink(url: string | null | undefined, current: string | undefined): string | undefined {
  return url && url !== current ? url : undefined;
}

/** Reads an RFC 8288 `Link` header into a map of relation to URL, e.g. `{ next: 'https://…?page=3' }`. */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>(.*)/.exec(part.trim());
    if (!match) continue;
    const [, url = '', params = ''] = match;
    const rel = /;\s*rel="?([^";]+)"?/i.exec(params)?.[1];
    if (rel) for (const name of rel.split(/\s+/)) links[name.toLowerCase()] = url;
  }
  return links;
}
