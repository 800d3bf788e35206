import * as z from 'zod/mini';
import { toCalendarDateTime } from '../dates.js';

/** A numeric id of a post or term: a non-negative integer, or a string of digits. */
const ID_MESSAGE = 'must be a numeric id (digits only)';
export const idSchema = z.union([z.int({ error: ID_MESSAGE }).check(z.nonnegative({ error: ID_MESSAGE })), z.string().check(z.regex(/^\d+$/, { error: ID_MESSAGE }))], {
  error: ID_MESSAGE,
});

/** Path parameters of the `{id}` routes. */
export const idParams = z.object({ id: idSchema });

/** Path parameters of the `by-slug/{slug}` routes. */
export const slugParams = z.object({ slug: z.string().check(z.minLength(1)) });

/** An id or a slug, as the list filters accept them. */
export const idOrSlug = z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))]);

/** A date input: a `Date` (written as UTC wall-clock time) or a string the API parses as it is. */
export const dateInput = z.pipe(
  z.union([z.date(), z.string().check(z.minLength(1))], { error: 'must be a Date or a date string' }),
  z.transform((value: Date | string) => (typeof value === 'string' ? value : toCalendarDateTime(value))),
);

/**
 * Paging fields shared by every list query. No bounds are checked here: the site refuses a page or
 * page size below 1 with a 400 `rest_invalid_param`, and serves at most 50 items whatever `per_page` asks.
 */
export const pageQuery = {
  /** The page to start from (1-based). Iteration continues from there. */
  page: z.optional(z.int()),
  /** Items per page; the site serves at most 50 (a larger value is lowered, not refused). */
  per_page: z.optional(z.int()),
};

/** A number or a numeric string: the server writes some integers as strings. */
export const numberLike = z.union([z.number(), z.string()]);

/** The parts of a wall-clock date as the API writes them (strings of digits on current servers). */
export const dateDetailsSchema = z.looseObject({
  year: z.optional(numberLike),
  month: z.optional(numberLike),
  day: z.optional(numberLike),
  hour: z.optional(numberLike),
  minutes: z.optional(numberLike),
  seconds: z.optional(numberLike),
});
/** The parts of a wall-clock date. */
export type DateDetails = z.infer<typeof dateDetailsSchema>;

/** One rendition of an image. */
export const imageSizeSchema = z.looseObject({
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  'mime-type': z.optional(z.string()),
  url: z.optional(z.string()),
});

/** A featured image. */
export const imageSchema = z.looseObject({
  url: z.optional(z.string()),
  id: z.optional(z.number()),
  extension: z.optional(z.string()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  filesize: z.optional(z.number()),
  sizes: z.optional(z.union([z.record(z.string(), imageSizeSchema), z.array(imageSizeSchema)])),
});
/** A featured image. */
export type Image = z.infer<typeof imageSchema>;

/** The featured image, or `false` when none is set. */
export const maybeImage = z.union([z.literal(false), imageSchema]);

/** An empty array: what the server sends in place of a value it hides or does not have. */
export const emptyArray = z.tuple([]);

/** The fields every post-like record (event, venue, organizer) shares. */
export const postFields = {
  id: z.number(),
  global_id: z.optional(z.string()),
  global_id_lineage: z.optional(z.array(z.string())),
  author: z.optional(numberLike),
  status: z.optional(z.string()),
  date: z.optional(z.string()),
  date_utc: z.optional(z.string()),
  modified: z.optional(z.string()),
  modified_utc: z.optional(z.string()),
  url: z.optional(z.string()),
  description: z.optional(z.string()),
  excerpt: z.optional(z.string()),
  slug: z.optional(z.string()),
  json_ld: z.optional(z.unknown()),
};

/** Paging fields of every list envelope. */
export const envelopeFields = {
  rest_url: z.optional(z.string()),
  next_rest_url: z.optional(z.string()),
  previous_rest_url: z.optional(z.string()),
  total: z.number(),
  total_pages: z.number(),
};

/** An object of one property, `{ [key]: value }`, whose type keeps the key's literal name (for shapes keyed by a record kind). */
export function keyed<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** The list envelope of one kind of record: the page's items under `key` (`events`, `venues`, `tags`…) and the paging fields. */
export function listEnvelope<K extends string, S extends z.ZodMiniType>(key: K, item: S) {
  return z.looseObject({ ...keyed(key, z.optional(z.array(item))), ...envelopeFields });
}

/** Query of the single routes of events: the password of a protected event. */
export const passwordQuery = z.object({ password: z.optional(z.string()) });
