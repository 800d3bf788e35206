import * as z from 'zod/mini';
import { checked, related, rewritten } from '@typed-api/core/schema';
import { writeEventDates } from '../encoders.js';
import { dateInput, idOrSlug, idSchema, pageQuery } from './common.js';
import { organizerSchemas } from './organizer.js';
import { venueSchemas } from './venue.js';

/**
 * Filters of the event list. Arrays go out as `name[]=…` and booleans as `1`/`0` (see the client).
 * Date filters take a `Date` (sent as UTC wall-clock time) or a string the server reads in the site's zone.
 */
export const eventListQuery = related(
  z.object({
    ...pageQuery,
    /** Events that end on or after this date (the server's default: today). */
    start_date: z.optional(dateInput),
    /** Events that start on or before this date. */
    end_date: z.optional(dateInput),
    /** Events that start before this date. */
    starts_before: z.optional(dateInput),
    /** Events that start after this date. */
    starts_after: z.optional(dateInput),
    /** Events that end before this date. */
    ends_before: z.optional(dateInput),
    /** Events that end after this date. */
    ends_after: z.optional(dateInput),
    /**
     * Use the given times exactly instead of widening them to whole days. The site reads it as a
     * text flag (`1`/`0`, `true`/`false`, `yes`/`no`); a boolean is sent as `1`/`0`.
     */
    strict_dates: z.optional(z.union([z.boolean(), z.string()])),
    /** Text to find in the title or description. */
    search: z.optional(z.string()),
    /** Category ids or slugs (any of them). */
    categories: z.optional(z.array(idOrSlug)),
    /** Tag ids or slugs (any of them). */
    tags: z.optional(z.array(idOrSlug)),
    /** Venue ids (any of them). */
    venue: z.optional(z.array(idOrSlug)),
    /** Organizer ids (any of them). */
    organizer: z.optional(z.array(idOrSlug)),
    /** Only featured (true) or only non-featured (false) events. */
    featured: z.optional(z.boolean()),
    /** Post status filter (e.g. `publish`, `draft`); several are allowed for editors. */
    status: z.optional(z.union([z.string(), z.array(z.string())])),
    /** Only events whose venue has (true) or lacks (false) coordinates. Needs the extended edition. */
    geoloc: z.optional(z.boolean()),
    /** Latitude to search around (degrees, -90 to 90); give `geoloc_lng` too. Needs the extended edition. */
    geoloc_lat: z.optional(z.number()),
    /** Longitude to search around (degrees, -180 to 180); give `geoloc_lat` too. Needs the extended edition. */
    geoloc_lng: z.optional(z.number()),
    /** Only these event ids; date filters are then ignored. */
    include: z.optional(z.array(idSchema)),
    /** Only events whose parent post is this id. */
    post_parent: z.optional(idSchema),
    /** Only events with (true) or without (false) tickets. */
    ticketed: z.optional(z.boolean()),
  }),
  // A point to search around needs both coordinates.
  { both: [['geoloc_lat', 'geoloc_lng']] },
);
/** One venue of an event: the id of an existing venue, or the fields of a new one. */
const venueRef = z.union([idSchema, venueSchemas.createBody]);

const dateOrString = z.union([z.date(), checked(z.string(), z.minLength(1))], { error: 'must be a Date or a date string' });

const eventFields = {
  /** The event's title. */
  title: checked(z.string(), z.minLength(1)),
  /** Start: a `Date`, or a `YYYY-MM-DD HH:MM:SS` string in the event's zone. */
  start_date: dateOrString,
  /** End: a `Date`, or a `YYYY-MM-DD HH:MM:SS` string in the event's zone. */
  end_date: dateOrString,
  /** Author user id. */
  author: z.optional(z.int()),
  /** Publication date as a wall-clock string in the site's zone (give a `Date` as `date_utc` instead). */
  date: z.optional(z.string()),
  /** Publication date in UTC. */
  date_utc: z.optional(dateInput),
  /** The full description of the event. */
  description: z.optional(z.string()),
  /** A short summary of the event. */
  excerpt: z.optional(z.string()),
  /** The URL-friendly name; the site makes one from the title when omitted. */
  slug: z.optional(z.string()),
  /** Post status, e.g. `publish` or `draft`. */
  status: z.optional(z.string()),
  /** The event's IANA zone, e.g. `Europe/Paris`. Set to `UTC` for you when a date is given as a `Date` without it. */
  timezone: z.optional(z.string()),
  /** Whether the event spans whole days instead of set hours (the default is false). */
  all_day: z.optional(z.boolean()),
  /** Featured image: an attachment id or an image URL. */
  image: z.optional(z.union([z.string(), z.int()])),
  /** The cost, as text (e.g. `10`, `5 - 15`, `Free`). */
  cost: z.optional(z.union([z.string(), z.number()])),
  /** The web address to show for the event. */
  website: z.optional(z.string()),
  /** Whether the event page shows a map of the venue. */
  show_map: z.optional(z.boolean()),
  /** Whether the event page shows a link to the venue's map. */
  show_map_link: z.optional(z.boolean()),
  /** Whether to leave the event out of the calendar's lists. */
  hide_from_listings: z.optional(z.boolean()),
  /** Whether to pin the event in calendar views. */
  sticky: z.optional(z.boolean()),
  /** Whether to mark the event as featured. */
  featured: z.optional(z.boolean()),
  /** Category ids or names. */
  categories: z.optional(z.array(idOrSlug)),
  /** Tag ids or names. */
  tags: z.optional(z.array(idOrSlug)),
  /** The venue: an id or the fields of a new venue, alone or in a list (the site's own form is a list of ids). */
  venue: z.optional(z.union([venueRef, z.array(venueRef)])),
  /** The organizers: ids, or the fields of new organizers. */
  organizer: z.optional(z.array(z.union([idSchema, organizerSchemas.createBody]))),
};

/** Fields of a new event: `title`, `start_date` and `end_date` are required; `Date` values are written as `writeEventDates` says. */
export const eventCreateBody = rewritten('event-dates', z.object(eventFields), writeEventDates);
/** Fields to change on an event; none is required (a new title is not checked here: the site judges it). */
export const eventUpdateBody = rewritten('event-dates', z.partial(z.object({ ...eventFields, title: z.string() })), writeEventDates);
