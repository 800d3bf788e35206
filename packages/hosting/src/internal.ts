import { type ApiPromise, type Paginated } from '@typed-api/core';
import { nextPageNumber, paginate } from '@typed-api/core/internal';
import type { HostingPage, PageInfo } from './schemas/common.js';

/** The list envelope as the client receives it with `payload: 'body'`. */
interface ListEnvelope<T> {
  message: string;
  data: T[];
  page?: PageInfo | undefined;
}

/** Turns a list envelope into a page of items plus the API's paging fields. */
export function toPage<T>(envelope: ListEnvelope<T>): HostingPage<T> {
  return { items: envelope.data, page: envelope.page, message: envelope.message };
}

/**
 * A page-numbered list: starts at `start`, follows the server's `page.nextPage`, and stops when it is
 * null (or missing, or not beyond the current page).
 */
export function pageList<T>(start: number | undefined, fetchPage: (page: number) => ApiPromise<ListEnvelope<T>>): Paginated<T, HostingPage<T>> {
  return paginate<HostingPage<T>, number>({
    start: start ?? 1,
    fetchPage: (page) => fetchPage(page).map(toPage),
    next: (page) => (page.page ? nextPageNumber(page.page.currentPage, page.page.nextPage) : undefined),
  });
}
