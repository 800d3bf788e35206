import * as z from 'zod/mini';
import { keyed } from '../schemas/common.js';

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

/** The list envelope of one kind of record: the page's items under `key` (`events`, `venues`, `tags`…) and the paging fields. */
export function listEnvelope<K extends string, S extends z.ZodMiniType>(key: K, item: S) {
  return z.looseObject({ ...keyed(key, z.optional(z.array(item))), ...envelopeFields });
}
