import * as z from 'zod/mini';
import { dateInput, idSchema, pageQuery } from './common.js';

/** Filters of the venue and organizer lists (both take the same ones). */
const linkedPostQueryFields = {
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

/** The post fields a venue or organizer is written with, besides its name and its own fields. */
const postWriteFields = {
  /** Author user id. */
  author: z.optional(z.int()),
  /** Publication date as a wall-clock string in the site's zone (give a `Date` as `date_utc` instead). */
  date: z.optional(z.string()),
  /** Publication date in UTC: a `Date` or a `YYYY-MM-DD HH:MM:SS` string. */
  date_utc: z.optional(dateInput),
  /** The full description text. */
  description: z.optional(z.string()),
  /** Post status, e.g. `publish` or `draft`. */
  status: z.optional(z.string()),
};

/**
 * The request schemas of a kind of post that events link to (venues, organizers), built from what sets
 * the kind apart: `names`, the field holding its name (`venue`, `organizer`) as a new record and as a
 * change give it (required and non-empty on create, unchecked on update), and the fields of its own it
 * is written with. Both kinds share the post fields, the featured image and the list filters. (How such
 * a post reads is in `responses/`.)
 */
export function linkedPostSchemas<C extends z.core.$ZodShape, U extends z.core.$ZodShape, W extends z.core.$ZodShape>(names: { create: C; update: U }, writeFields: W) {
  const fields = {
    ...postWriteFields,
    ...writeFields,
    /** Featured image: an attachment id or an image URL. */
    image: z.optional(z.union([z.string(), z.int()])),
  };
  return {
    /** Filters of the list. */
    listQuery: z.object(linkedPostQueryFields),
    /** Fields of a new record: the name is required. */
    createBody: z.object({ ...names.create, ...fields }),
    /** Fields to change; none is required (the name is not checked here: the site judges it). */
    updateBody: z.object({ ...names.update, ...fields }),
  };
}
