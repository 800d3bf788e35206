import * as z from 'zod/mini';
import { checked, encoded } from '@typed-api/core/schema';
import { calendarDate } from '../encoders.js';

const ID_MESSAGE = 'must be a numeric id (digits only)';
/** A numeric id of a post or term: a non-negative integer, or a string of digits. */
export const idSchema = z.union([checked(z.int({ error: ID_MESSAGE }), z.nonnegative({ error: ID_MESSAGE })), checked(z.string(), z.regex(/^\d+$/, { error: ID_MESSAGE }))], {
  error: ID_MESSAGE,
});

/** Path parameters of the `{id}` routes. */
export const idParams = z.object({ id: idSchema });

/** Path parameters of the `by-slug/{slug}` routes. */
export const slugParams = z.object({ slug: checked(z.string(), z.minLength(1)) });

/** An id or a slug, as the list filters accept them. */
export const idOrSlug = z.union([checked(z.int(), z.nonnegative()), checked(z.string(), z.minLength(1))]);

/** A date input: a `Date` (written as UTC wall-clock time) or a string the API parses as it is. */
export const dateInput = encoded('date-time', z.union([z.date(), checked(z.string(), z.minLength(1))], { error: 'must be a Date or a date string' }), calendarDate);

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

/** An object of one property, `{ [key]: value }`, whose type keeps the key's literal name (for shapes keyed by a record kind). */
export function keyed<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** Query of the single routes of events: the password of a protected event. */
export const passwordQuery = z.object({
  /** The event's password, needed only when the event is password-protected. */
  password: z.optional(z.string()),
});
