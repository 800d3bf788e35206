import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { dateDetailsSchema, emptyArray, listEnvelope, maybeImage, numberLike, postFields } from './common.js';
import { organizerSchema } from './organizers.js';
import { termSchema } from './terms.js';
import { venueSchema } from './venues.js';

/** How the cost of an event breaks down. */
export const costDetailsSchema = z.looseObject({
  currency_symbol: z.optional(z.string()),
  currency_code: z.optional(z.string()),
  /** Where the symbol goes, `prefix` or `postfix` (an empty string when no cost is set). */
  currency_position: z.optional(openEnum(['prefix', 'postfix'])),
  /** The numeric values found in the cost, sorted. */
  values: z.optional(z.array(numberLike)),
});
/** How the cost of an event breaks down. */
export type CostDetails = z.infer<typeof costDetailsSchema>;

/** One extra field of an event, as the site defines it. */
export const customFieldSchema = z.looseObject({ label: z.optional(z.string()), value: z.optional(z.unknown()) });

/** An event. Date strings are wall-clock times: `start_date`/`end_date` in the event's zone, `utc_*` in UTC. */
export const eventSchema = z.looseObject({
  ...postFields,
  rest_url: z.optional(z.string()),
  title: z.string(),
  image: z.optional(maybeImage),
  /** Null when the server hides it (password-protected event). */
  all_day: z.optional(z.nullable(z.boolean())),
  start_date: z.string(),
  start_date_details: z.optional(dateDetailsSchema),
  end_date: z.string(),
  end_date_details: z.optional(dateDetailsSchema),
  utc_start_date: z.optional(z.string()),
  utc_start_date_details: z.optional(dateDetailsSchema),
  utc_end_date: z.optional(z.string()),
  utc_end_date_details: z.optional(dateDetailsSchema),
  /** The event's IANA zone (or a UTC offset such as `UTC+2`). */
  timezone: z.optional(z.string()),
  timezone_abbr: z.optional(z.string()),
  /** The cost as text, with its currency symbol. */
  cost: z.optional(z.string()),
  cost_details: z.optional(costDetailsSchema),
  website: z.optional(z.string()),
  show_map: z.optional(z.nullable(z.boolean())),
  show_map_link: z.optional(z.nullable(z.boolean())),
  hide_from_listings: z.optional(z.nullable(z.boolean())),
  sticky: z.optional(z.nullable(z.boolean())),
  featured: z.optional(z.nullable(z.boolean())),
  categories: z.optional(z.array(termSchema)),
  tags: z.optional(z.array(termSchema)),
  /** The venue, or an empty array when the event has none. */
  venue: z.optional(z.union([venueSchema, emptyArray])),
  /** The organizers (empty when none). */
  organizer: z.optional(z.array(organizerSchema)),
  /** Extra fields defined by the site, keyed by field name; an empty array when there are none. */
  custom_fields: z.optional(z.union([z.record(z.string(), customFieldSchema), z.array(z.unknown())])),
});
/** An event. */
export type Event = z.infer<typeof eventSchema>;

/** The list envelope of events. */
export const eventListSchema = listEnvelope('events', eventSchema);
