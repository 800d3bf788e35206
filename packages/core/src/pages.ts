import type { Page } from './pagination.js';
import { nextCursor, nextKey, nextLink, nextOffset } from './pagination.js';

/**
 * How one list walks its pages, as data on its operation (`list`): where the items sit in a body, which
 * query parameter carries the marker of a page (an offset, a key, a cursor, a page number; none when
 * the next page is a link), where the next marker is read, and where the walk ends. The core turns an
 * operation with a `list` into a {@link Paginated}; no list method restates this.
 *
 * `K` is the body field holding the items (`''` when the body is the bare array of items); `F` the
 * fields the style adds to each page (see `fields`); `B` the body a `reshape` makes, which the page is
 * typed from instead of the operation's result.
 */
export interface PageStyle<K extends string = string, F extends object = object, B = unknown> {
  /** The body field holding the page's items; `''` when the body is the array itself. */
  readonly items: K;
  /** Set to `body` when the page is the whole response body rather than the payload the dialect's envelope holds. */
  readonly payload?: 'body';
  /** The query parameter that carries the marker of a page; absent when the next page is a link to follow. */
  readonly param?: string;
  /** Where `param` travels: in the query (default), or as a field of the JSON request body (lists searched by POST). */
  readonly in?: 'query' | 'body';
  /** The marker of the first page, from the caller's query or body (by default the value of `param`). */
  readonly first?: (input: Readonly<Record<string, unknown>>) => unknown;
  /** Reshapes a body before the page is read from it (items nested deeper than the top level, say). */
  readonly reshape?: (body: unknown) => B;
  /** The marker of the page after `page` (fetched with `marker`), or undefined at the end. */
  readonly next: (page: Readonly<Record<string, unknown>> & Page<unknown>, marker: unknown) => unknown;
  /** Turns a marker into the value sent (e.g. a cursor encoded once more for one provider). */
  readonly send?: (marker: unknown, args: { readonly params?: unknown }) => unknown;
  /** Paging fields carried outside the body (in headers, say), added to the page; gets the marker the page was fetched with and its items. */
  readonly fields?: (response: Response, marker: unknown, items: readonly unknown[]) => F;
  /** True for an error that means "past the last page": the walk ends with an empty page instead. */
  readonly pastEnd?: (error: unknown) => boolean;
  /**
   * The parameter the API documents as the most items to return (`limit`), where it has one. On a walk
   * the caller's value caps the items yielded, and the engine sets it on each request to the items still
   * wanted, at most the API's largest page, so no request asks past the cap. Absent where the size
   * parameter is a page size by the API's own words (`per_page`): then the caller's value is sent as
   * given on every page.
   */
  readonly cap?: ItemCap;
}

/** The parameter of a list that caps the items returned (see {@link PageStyle.cap}). */
export interface ItemCap {
  /** The parameter's name, e.g. `limit`; it travels where the style's marker travels (`in`). */
  readonly param: string;
  /**
   * The most items the API returns in one page, where its description gives a number: a request asks
   * for at most this many. Without it, a request asks for everything still wanted. A server that
   * answers fewer is no problem: the walk goes on from the items it got.
   */
  readonly maxPage?: number;
}

/** The options of the offset and key styles, whose `limit` caps the items. */
export interface CapOptions {
  /** The API's largest page (see {@link ItemCap.maxPage}). */
  maxPage?: number;
}

/** The `limit` cap of a style made with `options`. */
function limitCap(options: CapOptions | undefined): ItemCap {
  const maxPage = options?.maxPage;
  return maxPage === undefined ? { param: 'limit' } : { param: 'limit', maxPage };
}

/** A page of a list whose body is `B` with its items under `K`: the items as `items`, every other field as it came. */
export type ListPage<B, K extends string> = unknown extends B
  ? Page<unknown> & Readonly<Record<string, unknown>>
  : K extends ''
  ? B extends readonly (infer I)[]
    ? Page<I>
    : never
  : B extends Partial<Readonly<Record<K, infer A>>>
    ? { [P in keyof B as P extends K ? never : P]: B[P] } & Page<NonNullable<A> extends readonly (infer I)[] ? I : never>
    : never;

/** The marker value of a query field, when it is set. */
const fromQuery =
  (param: string) =>
  (query: Readonly<Record<string, unknown>>): unknown =>
    query[param];

/**
 * An offset list (`offset` + `limit`, the page says `offset` and `total`): the next offset follows the
 * items actually returned; the walk ends on an empty page or at the total. `limit` caps the items of a
 * walk, each request asking for at most `maxPage`.
 */
export function offsetPages(options?: CapOptions): PageStyle<'items'> {
  return {
    items: 'items',
    param: 'offset',
    cap: limitCap(options),
    first: (query) => query.offset ?? 0,
    next: (page) => {
      const { offset, total } = page;
      return typeof offset === 'number' && typeof total === 'number' ? nextOffset({ items: page.items, offset, total }) : undefined;
    },
  };
}

/**
 * A key list (`exclusiveStartKey`): the next key is `nextExclusiveStartKey` while `isTruncated` says
 * there is more. `limit` caps the items of a walk, each request asking for at most `maxPage`.
 */
export function keyPages(options?: CapOptions): PageStyle<'items'> {
  return {
    items: 'items',
    param: 'exclusiveStartKey',
    cap: limitCap(options),
    next: (page) => {
      const { isTruncated, nextExclusiveStartKey } = page;
      return nextKey({ isTruncated: isTruncated === true, nextExclusiveStartKey: typeof nextExclusiveStartKey === 'string' ? nextExclusiveStartKey : undefined });
    },
  };
}

/** A cursor list: the next cursor is read from the page by `cursor`; the walk ends on an empty page or without a cursor. */
export function cursorPages<K extends string>(options: {
  /** The body field holding the items. */
  items: K;
  /** Reads the next cursor from a page. */
  cursor: (page: Readonly<Record<string, unknown>>) => unknown;
  /** The query parameter carrying the cursor (default `cursor`). */
  param?: string;
  /** Turns a cursor into the value sent. */
  send?: PageStyle['send'];
  /** The parameter that caps the items of a walk and the API's largest page, where the list has one. */
  cap?: ItemCap;
}): PageStyle<K> {
  const { items, cursor, param = 'cursor', send, cap } = options;
  return {
    items,
    param,
    next: (page) => {
      const value = cursor(page);
      return nextCursor(page, typeof value === 'string' ? value : undefined);
    },
    ...(send ? { send } : {}),
    ...(cap ? { cap } : {}),
  };
}

/**
 * A page-numbered list (`page`, 1-based): `next` reads the next page number the page names. An empty
 * page, or no number, ends the walk; a number the walk has fetched already (a link back) stops it with
 * a `PaginationLoopError`.
 */
export function numberedPages<K extends string, F extends object = object>(options: {
  /** The body field holding the items. */
  items: K;
  /** Reads the next page number from a page fetched as page `current`. */
  next: (page: Readonly<Record<string, unknown>> & Page<unknown>, current: number) => number | null | undefined;
  /** The query parameter carrying the page number (default `page`). */
  param?: string;
  /** See {@link PageStyle.pastEnd}. */
  pastEnd?: PageStyle['pastEnd'];
  /** See {@link PageStyle.fields}. */
  fields?: PageStyle<K, F>['fields'];
}): PageStyle<K, F> {
  const { items, next, param = 'page', pastEnd, fields } = options;
  return {
    items,
    param,
    first: (query) => query[param] ?? 1,
    next: (page, marker) => {
      if (page.items.length === 0) return undefined;
      const number = next(page, typeof marker === 'number' ? marker : Number(marker));
      return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
    },
    ...(pastEnd ? { pastEnd } : {}),
    ...(fields ? { fields } : {}),
  };
}

/** A list whose pages link to the next one: `link` reads the URL from a page; it is followed on the same origin only. */
export function linkedPages<K extends string>(options: {
  /** The body field holding the items. */
  items: K;
  /** Reads the next page's URL from a page. */
  link: (page: Readonly<Record<string, unknown>>) => string | null | undefined;
}): PageStyle<K> {
  const { items, link } = options;
  return { items, next: (page) => nextLink(link(page)) };
}

/** The marker of the first page of a list with `style`, from the caller's query or body (where the style's marker travels). */
export function firstMarker(style: PageStyle, input: Readonly<Record<string, unknown>> | undefined): unknown {
  const read = style.first ?? (style.param === undefined ? undefined : fromQuery(style.param));
  return read?.(input ?? {});
}

/** Builds the page of a list from its body (and, for lists paged by headers, its response headers). */
export function toListPage(style: PageStyle, answer: unknown, response: Response, marker: unknown): Page<unknown> & Record<string, unknown> {
  const body = style.reshape && answer !== undefined ? style.reshape(answer) : answer;
  let items: unknown[];
  let rest: Record<string, unknown> = {};
  if (style.items === '') {
    items = Array.isArray(body) ? (body as unknown[]) : [];
  } else {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { [style.items]: found, ...others } = record;
    items = Array.isArray(found) ? (found as unknown[]) : [];
    rest = others;
  }
  return { ...rest, ...style.fields?.(response, marker, items), items };
}
