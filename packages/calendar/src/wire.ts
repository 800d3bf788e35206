import type { Dialect, ListPage } from '@typed-api/core';
import { numberedPages, type PageStyle, type ParsedError } from '@typed-api/core/internal';
import { isPastLastPage } from './errors.js';
import { SDK } from './sdk.js';
import { calendarEncoders } from './encoders.js';

/** The package's response-schema module: what operations read their response schemas from. */
export type Responses = typeof import('./responses/index.js');


/** The path of the calendar namespace under the site's REST root. */
export const CALENDAR_PREFIX = '/calendar/events/v1';

/** Reads the site's error body `{code, message, data: {status, ...}}`; a 401 also says how to authenticate. */
function parseError(body: unknown, response: Response): ParsedError {
  if (typeof body !== 'object' || body === null) return {};
  const { code, message, data } = body as Record<string, unknown>;
  const hint = response.status === 401 ? ' (writes need a logged-in user: pass `auth: basicAuth(user, applicationPassword)` or `cookieNonceAuth(cookie, nonce)`)' : '';
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? `${message}${hint}` : undefined,
    details: typeof data === 'object' && data !== null ? { data } : undefined,
  };
}

/**
 * How the calendar API speaks: paths under the site's REST root plus `/calendar/events/v1`, bare bodies
 * (lists in their own envelopes), the site's error body `{ code, message, data }`. The server is PHP:
 * `name[]=a&name[]=b` is the one array form every parameter parses, and booleans go as 1/0 because some
 * filters cast with PHP truthiness, where the text "false" counts as true. The response schemas are
 * loaded on first use, when a response is validated.
 */
export const calendarWire: Dialect = {
  api: 'calendar',
  sdk: SDK,
  prefix: CALENDAR_PREFIX,
  parseError,
  queryEncoding: { arrays: 'brackets', booleans: '1-0' },
  encoders: calendarEncoders,
  responses: () => import('./responses/index.js'),
};

/**
 * What a calendar list envelope holds beside its items: the paging fields (any other field the server adds
 * is kept as it came, untyped).
 */
export interface CalendarPaging {
  /** Items in the whole list. */
  total: number;
  /** Pages in the whole list at this page size. */
  total_pages: number;
  /** The address of this page, as the server wrote it (its `page` parameter is this page's number). */
  rest_url?: string | undefined;
  /** The address of the next page, present only when there is one. */
  next_rest_url?: string | undefined;
  /** The address of the previous page, present only when there is one. */
  previous_rest_url?: string | undefined;
}

/** The body of a calendar list as the server sends it: one page of items under `K` (`events`, `venues`, `tags`…) and the paging fields. */
export type CalendarEnvelope<K extends string, T> = Partial<Record<K, T[] | undefined>> & CalendarPaging;

/**
 * One page of a calendar list: its number (`page`), the envelope with its items as `items` and every
 * other field as the server sent it (`total`, `total_pages`, `rest_url`, `next_rest_url`,
 * `previous_rest_url`…). A page asked past the end of the list comes back empty, with `total` and
 * `total_pages` 0.
 */
export type CalendarPage<T> = ListPage<CalendarEnvelope<'items', T>, 'items'> & {
  /** The number of this page (1-based). */
  page: number;
};

/** The page number a list link asks for (`?page=N`, page 1 when it names none), or undefined for a link that cannot be read. */
function linkedPage(link: string): number | undefined {
  let value: string | null;
  try {
    value = new URL(link, 'http://link.invalid').searchParams.get('page');
  } catch {
    return undefined;
  }
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}

/**
 * The number of the page after a calendar page fetched as page `current`. A `next_rest_url` the number
 * can be read from is followed as it is, even back to an earlier page (the core's loop guard then stops
 * the walk). Otherwise the list goes on to `current + 1` while the server gives a next link or
 * `current` is below `total_pages`.
 */
function nextCalendarPage(page: Readonly<Record<string, unknown>>, current: number): number | undefined {
  const { next_rest_url: link, total_pages: totalPages } = page;
  const linked = typeof link === 'string' ? linkedPage(link) : undefined;
  if (linked !== undefined) return linked;
  return link !== undefined || (typeof totalPages === 'number' && current < totalPages) ? current + 1 : undefined;
}

/**
 * How every calendar list walks, `items` being the envelope field that holds a page's items (`events`,
 * `venues`, `organizers`, `categories`, `tags`): numbered pages in the `page` parameter, from the
 * caller's `page` (1 by default), the next one read by the rules of the envelope's paging fields, the
 * 404 `*-archive-page-not-found` the server answers past the end read as an empty last page. Each page
 * carries its own number as `page`.
 */
export function calendarPages<K extends string>(items: K): PageStyle<K, { page: number }> {
  return numberedPages({
    items,
    next: nextCalendarPage,
    pastEnd: isPastLastPage,
    // The empty page past the end has no envelope: it counts nothing.
    fields: (response, marker) => (response.status === 404 ? { page: Number(marker), total: 0, total_pages: 0 } : { page: Number(marker) }),
  });
}

/** The envelope fields that hold the items of the calendar's lists. */
export type CalendarListKey = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/**
 * The page style of each calendar list, one export each (made once here, so that the operations and their
 * generated plans share them): a bundle that sends one plan keeps that plan and its style alone.
 */
export const eventsPages = calendarPages('events');
/** The page style of the venues list (see {@link eventsPages}). */
export const venuesPages = calendarPages('venues');
/** The page style of the organizers list (see {@link eventsPages}). */
export const organizersPages = calendarPages('organizers');
/** The page style of the categories list (see {@link eventsPages}). */
export const categoriesPages = calendarPages('categories');
/** The page style of the tags list (see {@link eventsPages}). */
export const tagsPages = calendarPages('tags');

