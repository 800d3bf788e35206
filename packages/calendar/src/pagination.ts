import { ApiPromise, type Page, type Paginated } from '@typed-api/core';
import { nextPageNumber, paginate } from '@typed-api/core/internal';
import { isPastLastPage } from './errors.js';

/** One page of a calendar list: its items and the envelope's paging fields. */
export interface CalendarPage<T> extends Page<T> {
  /** The page number (1-based). */
  page: number;
  /** Items in the whole list. */
  total: number;
  /** Pages in the whole list at this page size. */
  total_pages: number;
  /** The address of this page, as the server wrote it. */
  rest_url?: string | undefined;
  /** The address of the next page, present only when there is one. */
  next_rest_url?: string | undefined;
  /** The address of the previous page, present only when there is one. */
  previous_rest_url?: string | undefined;
}

interface Envelope {
  total: number;
  total_pages: number;
  rest_url?: string | undefined;
  next_rest_url?: string | undefined;
  previous_rest_url?: string | undefined;
}

/**
 * Walks a page-numbered list envelope. The next page exists while the server names one
 * (`next_rest_url`) or the page number is below `total_pages`, and the current page had items.
 * A 404 `*-archive-page-not-found` (asked past the end, or an empty list on some servers) is an
 * empty last page, not an error.
 */
export function paginateEnvelope<T, E extends Envelope>(
  startPage: number | undefined,
  fetch: (page: number) => ApiPromise<E>,
  items: (envelope: E) => T[] | undefined,
): Paginated<T, CalendarPage<T>> {
  const fetchPage = (page: number): ApiPromise<CalendarPage<T>> => {
    const call = fetch(page);
    return new ApiPromise<CalendarPage<T>>(
      call
        .withResponse()
        .then(
          ({ data, response }) => ({ data: toPage(page, data, items(data) ?? []), response }),
          (error: unknown) => {
            if (!isPastLastPage(error)) throw error;
            const headers = (error as { headers: Record<string, string> }).headers;
            const empty: CalendarPage<T> = { items: [], page, total: 0, total_pages: 0 };
            return { data: empty, response: new Response(null, { status: 404, headers }) };
          },
        ),
      call.operation,
    );
  };
  return paginate<CalendarPage<T>, number>({
    start: startPage ?? 1,
    fetchPage,
    next: (page, current) => {
      if (page.items.length === 0) return undefined;
      // The server's own link names the next page: follow its number, so that a link back to a page
      // already fetched is seen as the loop it is (the walk stops with a PaginationLoopError).
      const linked = page.next_rest_url === undefined ? undefined : pageOf(page.next_rest_url);
      if (linked !== undefined) return linked;
      const more = page.next_rest_url !== undefined || current < page.total_pages;
      return nextPageNumber(current, more ? current + 1 : undefined);
    },
  });
}

function toPage<T>(page: number, envelope: Envelope, items: T[]): CalendarPage<T> {
  return {
    items,
    page,
    total: envelope.total,
    total_pages: envelope.total_pages,
    rest_url: envelope.rest_url,
    next_rest_url: envelope.next_rest_url,
    previous_rest_url: envelope.previous_rest_url,
  };
}

/** The page number a list link asks for (`?page=N`), when it names one. */
function pageOf(link: string): number | undefined {
  let value: string | null;
  try {
    value = new URL(link, 'http://link.invalid').searchParams.get('page');
  } catch {
    return undefined;
  }
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}
