import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';

/** Paging fields the API adds to paged lists. */
export const pageInfoSchema = z.looseObject({
  currentPage: z.number(),
  /** The next page number, or null on the last page. */
  nextPage: z.nullable(z.number()),
  lastPage: z.number(),
  perPage: z.number(),
  totalItems: z.number(),
});
/** Paging fields of a paged list. */
export type PageInfo = z.infer<typeof pageInfoSchema>;

/**
 * The body of a paged list as the API sends it: the items in `data`, the envelope's `message` and
 * `errors`, and the paging fields in `page` (absent when the list came whole).
 */
export interface HostingList<T> {
  /** The envelope's message (usually `Success`). */
  message: string;
  /** The items of this page. */
  data: T[];
  /** Error texts the envelope may carry next to the data. */
  errors?: string[] | null | undefined;
  /** Paging fields as the API returned them; absent when it sent none (the list is complete). */
  page?: PageInfo | undefined;
}

/**
 * One page of a paged list: the body of {@link HostingList} with its `data` handed over as `items`,
 * and `message`, `page` and every other field kept as they came.
 */
export type HostingPage<T> = ListPage<HostingList<T>, 'data'>;

/** The whole envelope of a list response, read without unwrapping so that `page` is kept. */
export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    message: z.string(),
    data: z.array(item),
    errors: z.optional(z.nullable(z.array(z.string()))),
    page: z.optional(pageInfoSchema),
  });
}

/**
 * The answer to a request the API queues (plugin changes, toggles, restores, transfers): the envelope
 * itself, since `data` is null and the `message` is all there is to read.
 */
export const acknowledgementSchema = z.looseObject({
  /** The API's message, e.g. `Success` or a count of scheduled jobs. */
  message: z.string(),
  data: z.optional(z.nullable(z.unknown())),
  errors: z.optional(z.nullable(z.array(z.string()))),
});
/** The envelope of an acknowledged request: the result arrives later (webhook or polling). */
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** Page views of one period. */
export const viewCountSchema = z.looseObject({ people: z.number(), views: z.number() });

/** Page-view statistics per period. */
export const pageViewsSchema = z.looseObject({
  allTime: z.optional(viewCountSchema),
  lastTwoYearsIsAllTime: z.optional(viewCountSchema),
  currentMonth: z.optional(viewCountSchema),
  lastMonth: z.optional(viewCountSchema),
  today: z.optional(viewCountSchema),
  twoMonthsAgo: z.optional(viewCountSchema),
  yesterday: z.optional(viewCountSchema),
});
/** Page-view statistics per period. */
export type PageViews = z.infer<typeof pageViewsSchema>;

/** An answer that is one string (a generated password, a short-lived URL). */
export const stringSchema = z.string();

/** An answer that is a list of strings (branch names, PHP versions, install options). */
export const stringListSchema = z.array(z.string());
