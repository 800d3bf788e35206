import { ApiPromise, type WithResponse } from './api-promise.js';
import { PaginationLoopError, ValidationError } from './errors.js';
import { Redactor } from './redact.js';

/** A page of any list: its items plus whatever paging fields the API returns. */
export interface Page<T> {
  /** The items of this page, in the order the API returned them. */
  items: T[];
}

/** How to walk a list: where to start, how to fetch a page, and how to find the next one. */
export interface PaginationStrategy<State, P> {
  /** The list's name in errors (an operation id); by default the id of the operation the first page came from. */
  name?: string | undefined;
  /** The state that fetches the first page (an offset, a key, a cursor, a page number, a URL...). */
  start: State;
  /**
   * The most items the caller asked the list for, in the list's own parameter (`limit` where the API
   * documents it as the maximum number of items): the walk yields no more, and stops asking once it has them.
   */
  cap?: number | undefined;
  /**
   * Fetches the page for a state; `signal` cancels a page fetched ahead that the walk no longer needs;
   * `wanted` is how many items the walk still wants (`Infinity` when it is not bounded), for a list
   * that can size its request.
   */
  fetchPage(state: State, signal?: AbortSignal, wanted?: number): ApiPromise<P>;
  /** The state of the next page, or undefined when the API signals the end. */
  next(page: P, state: State): State | undefined;
}

/** Bounds of one walk over a list. */
export interface WalkLimits {
  /**
   * Stop after this many items (the page holding the last one is the last fetched). Where the list's
   * API takes a most-items parameter (`limit`), the smaller of the two bounds the walk, and each
   * request asks only for the items still wanted.
   */
  maxItems?: number | undefined;
  /** Stop after this many pages. */
  maxPages?: number | undefined;
  /**
   * Fetch the next page while the current one is being consumed, so that the wire and your loop work
   * at the same time (default true). A walk that stops early cancels the page fetched ahead; set false
   * to send each request only when the previous page is used up (one request fewer when you `break`).
   */
  prefetch?: boolean | undefined;
}

/**
 * A paginated list. `await list` gives the first page; `for await (const item of list)` walks every item
 * lazily, fetching a page only when the previous one is used up; `list.pages()` walks pages.
 * One `Paginated` fetches its first page once; call the list method again for a fresh walk.
 *
 * Where the API documents a list parameter as the maximum number of items (`limit`), a walk yields at
 * most that many items and sizes its requests itself; a page size (`per_page`) stays a page size.
 * Every walk is guarded: when the server sends the walk back to a marker it already fetched (an
 * offset that does not advance, a page number, cursor or link seen before), it stops with a
 * {@link PaginationLoopError} instead of requesting forever. `limit({ maxItems, maxPages })` bounds it further.
 */
export class Paginated<T, P extends Page<T> = Page<T>> implements AsyncIterable<T>, PromiseLike<P> {
  /** How the list walks, or, for a list whose operation is still loading, the promise of it (replaced once it comes). */
  #strategy: PaginationStrategy<unknown, P> | Promise<PaginationStrategy<unknown, P>>;
  readonly #limits: WalkLimits;
  /** The list's name while its strategy is loading: the operation's id. */
  readonly #name: string | undefined;
  #first: ApiPromise<P> | undefined;

  /**
   * @param strategy How the list walks; a promise of it for a list whose operation loads on first use (a full
   *   client's first call of a namespace), named `name` meanwhile. Its failure is the first page's.
   */
  constructor(strategy: PaginationStrategy<unknown, P> | Promise<PaginationStrategy<unknown, P>>, limits: WalkLimits = {}, name?: string) {
    for (const key of ['maxItems', 'maxPages'] as const) {
      const value = limits[key];
      if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
        throw new ValidationError('Invalid list limits', [{ path: [key], code: 'invalid_option', message: `must be a whole number, at least 1 (got ${String(value)})` }]);
      }
    }
    if (limits.prefetch !== undefined && typeof limits.prefetch !== 'boolean') {
      throw new ValidationError('Invalid list limits', [{ path: ['prefetch'], code: 'invalid_option', message: `must be true or false (got ${typeof limits.prefetch})` }]);
    }
    this.#strategy = strategy;
    this.#limits = limits;
    this.#name = name;
    // Once loaded, the strategy is at hand for the bounds of every walk. A failure is reported to whoever
    // walks the list, not as an unhandled rejection now.
    if (strategy instanceof Promise) strategy.then((loaded) => (this.#strategy = loaded), () => undefined);
  }

  /** The same list, walked at most `maxItems` items or `maxPages` pages (a fresh walk: the first page is fetched again). */
  limit(limits: WalkLimits): Paginated<T, P> {
    return new Paginated<T, P>(this.#strategy, { ...this.#limits, ...limits }, this.#name);
  }

  /** The most items this walk yields: the list's own cap (`limit`) or `maxItems`, whichever is smaller. */
  #cap(strategy: PaginationStrategy<unknown, P>): number {
    return Math.min(strategy.cap ?? Infinity, this.#limits.maxItems ?? Infinity);
  }

  #firstPage(): ApiPromise<P> {
    const strategy = this.#strategy;
    if (!(strategy instanceof Promise)) this.#first ??= strategy.fetchPage(strategy.start, undefined, this.#cap(strategy));
    else this.#first ??= new ApiPromise(strategy.then((loaded) => loaded.fetchPage(loaded.start, undefined, this.#cap(loaded)).withResponse()), this.#name);
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

  /**
   * Walks the pages one by one. While you consume a page, the next one is already on its way (unless
   * `prefetch: false`); stopping early cancels it.
   */
  async *pages(): AsyncGenerator<P, void, undefined> {
    // A strategy still loading comes first: a failed load is then the walk's failure, with no first page left behind.
    const strategy = this.#strategy instanceof Promise ? await this.#strategy : this.#strategy;
    const first = this.#firstPage();
    const name = strategy.name ?? first.operation ?? '(unnamed list)';
    const { maxPages = Infinity, prefetch = true } = this.#limits;
    const cap = this.#cap(strategy);
    let state = strategy.start;
    // The page fetched ahead is cancelled when the walk stops before using it.
    const walk: PageWalk = { name, seen: new Set<string>([markerKey(state)]), ahead: prefetch ? new AbortController() : undefined };
    let page = await first;
    let items = 0;
    try {
      for (let count = 1; ; count++) {
        items += page.items.length;
        // Past either bound no next page is asked for: the cap never costs an extra request.
        const next = count >= maxPages || items >= cap ? undefined : strategy.next(page, state);
        const { loop, coming } = lookAhead(strategy, walk, next, count, cap - items);
        yield page;
        if (next === undefined) return;
        if (loop) throw loop;
        state = next;
        page = await (coming ?? strategy.fetchPage(state, undefined, cap - items));
      }
    } finally {
      walk.ahead?.abort();
    }
  }

  /** Walks every item. Hand-written rather than a generator inside a generator: this runs once per item. */
  [Symbol.asyncIterator](): AsyncIterator<T, undefined> {
    const pages = this.pages();
    // The walk's bound, known at once unless the list's strategy is still loading (then from its first page on).
    let maxItems = this.#strategy instanceof Promise ? Infinity : this.#cap(this.#strategy);
    let items: T[] = [];
    let index = 0;
    let yielded = 0;
    const finish = async (): Promise<IteratorResult<T, undefined>> => {
      await pages.return(undefined);
      return { done: true, value: undefined };
    };
    return {
      next: async (): Promise<IteratorResult<T, undefined>> => {
        if (yielded >= maxItems) return finish();
        while (index >= items.length) {
          const page = await pages.next();
          if (page.done) return { done: true, value: undefined };
          // By the first page the strategy has loaded.
          maxItems = this.#cap(this.#strategy as PaginationStrategy<unknown, P>);
          items = page.value.items;
          index = 0;
        }
        yielded++;
        return { done: false, value: items[index++] as T };
      },
      return: finish,
    };
  }

  /** Collects every item into an array (convenient for short lists; prefer `for await` for long ones). */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}

/** What one walk over a list's pages keeps from page to page. */
interface PageWalk {
  /** The list's name in errors. */
  readonly name: string;
  /** The marker of every page fetched or requested so far, as {@link markerKey} gives it. */
  readonly seen: Set<string>;
  /** Cancels the page fetched ahead; undefined when the walk does not fetch ahead. */
  readonly ahead: AbortController | undefined;
}

/**
 * Looks at the marker of the next page, if any. A marker seen before is a loop: the page in hand is
 * still given, then the walk stops with the error returned here. A new marker is remembered, and its
 * page (`wanted` items at most) requested now when the walk fetches ahead.
 */
function lookAhead<P>(strategy: PaginationStrategy<unknown, P>, walk: PageWalk, next: unknown, count: number, wanted: number): { loop?: PaginationLoopError; coming?: ApiPromise<P> } {
  if (next === undefined) return {};
  const key = markerKey(next);
  if (walk.seen.has(key)) return { loop: new PaginationLoopError(walk.name, showMarker(key), count) };
  walk.seen.add(key);
  if (!walk.ahead) return {};
  const coming = strategy.fetchPage(next, walk.ahead.signal, wanted);
  // Its failure is reported when the walk reaches it, not as an unhandled rejection now.
  coming.then(undefined, () => undefined);
  return { coming };
}

/** A comparable form of a page marker (numbers, strings, and anything JSON can show). */
function markerKey(state: unknown): string {
  if (typeof state === 'string') return `s:${state}`;
  // What JSON cannot show (undefined) reads `j:undefined`: JSON never writes that.
  return `j:${JSON.stringify(state)}`;
}

/** A marker for an error message: a number as it is, text quoted and short, credentials in a link's query hidden. */
function showMarker(key: string): string {
  const raw = key.slice(2);
  if (key.startsWith('j:')) return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
  const shown = /^https?:\/\//i.test(raw) ? new Redactor().url(raw) : raw;
  return JSON.stringify(shown.length > 200 ? `${shown.slice(0, 200)}…` : shown);
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
 * Next cursor of a cursor list: the returned cursor, unless the page was empty or the cursor is
 * missing. A cursor the walk has already used makes the walk stop
 * with a {@link PaginationLoopError}.
 */
export function nextCursor<T>(page: Page<T>, cursor: string | undefined): string | undefined {
  if (page.items.length === 0 || !cursor) return undefined;
  return cursor;
}

/**
 * Next page number: the server's `nextPage` when present and beyond the current one. A page number
 * the walk has already fetched makes the walk stop with a {@link PaginationLoopError}.
 */
export function nextPageNumber(current: number, nextPage: number | null | undefined): number | undefined {
  return typeof nextPage === 'number' && nextPage > current ? nextPage : undefined;
}

/**
 * Next link of a link-paginated list: the URL the server gives, unless it is missing. A link the walk
 * has already fetched makes the walk stop with a {@link PaginationLoopError}.
 */
export function nextLink(url: string | null | undefined): string | undefined {
  return url === null || url === '' ? undefined : url;
}

/** Reads an RFC 8288 `Link` header into a map of relation to URL, e.g. `{ next: 'https://…?page=3' }`. */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>(.*)/.exec(part.trim());
    if (!match) continue;
    // Both groups always match (perhaps empty).
    const rel = /;\s*rel="?([^";]+)"?/i.exec(String(match[2]))?.[1];
    if (rel) for (const name of rel.split(/\s+/)) links[name.toLowerCase()] = String(match[1]);
  }
  return links;
}
