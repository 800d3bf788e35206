import * as z from 'zod/mini';
import { dateInput, emptyArray, envelopeFields, maybeImage, postFields } from './common.js';
import { linkedPostQueryFields } from './venue.js';

/** A person or group that runs events. */
export const organizerSchema = z.looseObject({
  ...postFields,
  /** The organizer's name; an empty array when the server hides it (password-protected organizer). */
  organizer: z.optional(z.union([z.string(), emptyArray])),
  image: z.optional(maybeImage),
  phone: z.optional(z.string()),
  website: z.optional(z.string()),
  email: z.optional(z.string()),
});
/** A person or group that runs events. */
export type Organizer = z.infer<typeof organizerSchema>;

/** The list envelope of organizers. */
export const organizerListSchema = z.looseObject({ organizers: z.optional(z.array(organizerSchema)), ...envelopeFields });

/** Filters of the organizer list. */
export const organizerListQuery = z.object(linkedPostQueryFields);
/** Filters of the organizer list. */
export type OrganizerListQuery = z.input<typeof organizerListQuery>;

const organizerFields = {
  /** Author user id. */
  author: z.optional(z.int()),
  /** Publication date as a wall-clock string in the site's zone (give a `Date` as `date_utc` instead). */
  date: z.optional(z.string()),
  /** Publication date in UTC: a `Date` or a `YYYY-MM-DD HH:MM:SS` string. */
  date_utc: z.optional(dateInput),
  description: z.optional(z.string()),
  /** Post status, e.g. `publish` or `draft`. */
  status: z.optional(z.string()),
  phone: z.optional(z.string()),
  website: z.optional(z.string()),
  email: z.optional(z.string()),
  /** Featured image: an attachment id or an image URL. */
  image: z.optional(z.union([z.string(), z.int()])),
};

/** Fields of a new organizer. */
export const organizerCreateBody = z.object({
  /** The organizer's name. */
  organizer: z.string().check(z.minLength(1)),
  ...organizerFields,
});
/** Fields of a new organizer. */
export type OrganizerCreate = z.input<typeof organizerCreateBody>;

/** Fields to change on an organizer; none is required (the name is not checked here: the site judges it). */
export const organizerUpdateBody = z.object({
  /** The organizer's new name. */
  organizer: z.optional(z.string()),
  ...organizerFields,
});
/** Fields to change on an organizer. */
export type OrganizerUpdate = z.input<typeof organizerUpdateBody>;
