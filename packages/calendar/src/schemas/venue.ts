import * as z from 'zod/mini';
import { dateInput, emptyArray, envelopeFields, idSchema, maybeImage, pageQuery, postFields } from './common.js';

/** A place where events happen. */
export const venueSchema = z.looseObject({
  ...postFields,
  /** The venue's name; an empty array when the server hides it (password-protected venue). */
  venue: z.optional(z.union([z.string(), emptyArray])),
  image: z.optional(maybeImage),
  show_map: z.optional(z.nullable(z.boolean())),
  show_map_link: z.optional(z.nullable(z.boolean())),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  province: z.optional(z.string()),
  state: z.optional(z.string()),
  zip: z.optional(z.string()),
  phone: z.optional(z.string()),
  website: z.optional(z.string()),
  stateprovince: z.optional(z.string()),
  geo_lat: z.optional(z.number()),
  geo_lng: z.optional(z.number()),
});
/** A place where events happen. */
export type Venue = z.infer<typeof venueSchema>;

/** The list envelope of venues. */
export const venueListSchema = z.looseObject({ venues: z.optional(z.array(venueSchema)), ...envelopeFields });

/** Filters shared by the venue and organizer lists. */
export const linkedPostQueryFields = {
  ...pageQuery,
  /** Only records whose text contains this. */
  search: z.optional(z.string()),
  /** Only records linked to this event id. */
  event: z.optional(idSchema),
  /** Only records with (true) or without (false) events. */
  has_events: z.optional(z.boolean()),
  /** Only records with events still to come. */
  only_with_upcoming: z.optional(z.boolean()),
  /** Post status filter (e.g. `publish`, `draft`); several are allowed for editors. */
  status: z.optional(z.union([z.string(), z.array(z.string())])),
};

/** Filters of the venue list. */
export const venueListQuery = z.object(linkedPostQueryFields);
/** Filters of the venue list. */
export type VenueListQuery = z.input<typeof venueListQuery>;

const venueFields = {
  /** Author user id. */
  author: z.optional(z.int()),
  /** Publication date as a wall-clock string in the site's zone (give a `Date` as `date_utc` instead). */
  date: z.optional(z.string()),
  /** Publication date in UTC: a `Date` or a `YYYY-MM-DD HH:MM:SS` string. */
  date_utc: z.optional(dateInput),
  description: z.optional(z.string()),
  /** Post status, e.g. `publish` or `draft`. */
  status: z.optional(z.string()),
  /** Whether events here show a map (sent as the server expects, a string). */
  show_map: z.optional(z.union([z.string(), z.boolean()])),
  /** Whether events here show a map link. */
  show_map_link: z.optional(z.union([z.string(), z.boolean()])),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  province: z.optional(z.string()),
  state: z.optional(z.string()),
  zip: z.optional(z.string()),
  phone: z.optional(z.string()),
  stateprovince: z.optional(z.string()),
  website: z.optional(z.string()),
  /** Featured image: an attachment id or an image URL. */
  image: z.optional(z.union([z.string(), z.int()])),
};

/** Fields of a new venue. */
export const venueCreateBody = z.object({
  /** The venue's name. */
  venue: z.string().check(z.minLength(1)),
  ...venueFields,
});
/** Fields of a new venue. */
export type VenueCreate = z.input<typeof venueCreateBody>;

/** Fields to change on a venue; none is required (the name is not checked here: the site judges it). */
export const venueUpdateBody = z.object({
  /** The venue's new name. */
  venue: z.optional(z.string()),
  ...venueFields,
});
/** Fields to change on a venue. */
export type VenueUpdate = z.input<typeof venueUpdateBody>;
