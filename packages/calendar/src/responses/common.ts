import * as z from 'zod/mini';
import { keyed } from '../schemas/common.js';

/** A number or a numeric string: the server writes some integers as strings. */
export const numberLike = z.union([z.number(), z.string()]);

/** The parts of a wall-clock date as the API writes them (strings of digits on current servers). */
export const dateDetailsSchema = z.looseObject({
  /** The year, in four digits. */
  year: z.optional(numberLike),
  /** The month, 1 to 12 (two digits, zero-padded, when written as a string). */
  month: z.optional(numberLike),
  /** The day of the month, 1 to 31 (two digits, zero-padded, when written as a string). */
  day: z.optional(numberLike),
  /** The hour on a 24-hour clock, 0 to 23. */
  hour: z.optional(numberLike),
  /** The minute within the hour, 0 to 59. */
  minutes: z.optional(numberLike),
  /** The second within the minute, 0 to 59. */
  seconds: z.optional(numberLike),
});

/** One rendition of an image. */
export const imageSizeSchema = z.looseObject({
  /** Width of this rendition, in pixels. */
  width: z.optional(z.number()),
  /** Height of this rendition, in pixels. */
  height: z.optional(z.number()),
  /** The media type of this rendition, e.g. `image/jpeg`. */
  'mime-type': z.optional(z.string()),
  /** Where this rendition of the image can be downloaded. */
  url: z.optional(z.string()),
});

/** A featured image. */
export const imageSchema = z.looseObject({
  /** Where the full-size image can be downloaded. */
  url: z.optional(z.string()),
  /** The id of the image's attachment post on the site. */
  id: z.optional(z.number()),
  /** The file extension of the image, e.g. `jpg`. */
  extension: z.optional(z.string()),
  /** Width of the original image, in pixels. */
  width: z.optional(z.number()),
  /** Height of the original image, in pixels. */
  height: z.optional(z.number()),
  /** Size of the full-size image file, in bytes. */
  filesize: z.optional(z.number()),
  /** The smaller renditions the site made, keyed by size name (or, from some servers, as a list). */
  sizes: z.optional(z.union([z.record(z.string(), imageSizeSchema), z.array(imageSizeSchema)])),
});

/** The featured image, or `false` when none is set. */
export const maybeImage = z.union([z.literal(false), imageSchema]);

/** An empty array: what the server sends in place of a value it hides or does not have. */
export const emptyArray = z.tuple([]);

/** The fields every post-like record (event, venue, organizer) shares. */
export const postFields = {
  /** The record's numeric id on the site. */
  id: z.number(),
  /** An id that names the record beyond this site, made of the site host and the post id. */
  global_id: z.optional(z.string()),
  /** The global ids the record descends from; this list stays fixed once the record exists. */
  global_id_lineage: z.optional(z.array(z.string())),
  /** The id of the user who wrote the record (may come as a numeric string). */
  author: z.optional(numberLike),
  /** The post status, e.g. `publish` or `draft`. */
  status: z.optional(z.string()),
  /** Publication time as `YYYY-MM-DD HH:MM:SS` wall-clock text in the site's zone. */
  date: z.optional(z.string()),
  /** Publication time as `YYYY-MM-DD HH:MM:SS` wall-clock text in UTC. */
  date_utc: z.optional(z.string()),
  /** Time of the last change as `YYYY-MM-DD HH:MM:SS` wall-clock text in the site's zone. */
  modified: z.optional(z.string()),
  /** Time of the last change as `YYYY-MM-DD HH:MM:SS` wall-clock text in UTC. */
  modified_utc: z.optional(z.string()),
  /** The address of the record's public page on the site. */
  url: z.optional(z.string()),
  /** The full description text. */
  description: z.optional(z.string()),
  /** The short summary text. */
  excerpt: z.optional(z.string()),
  /** The URL-friendly name of the record. */
  slug: z.optional(z.string()),
  /** Structured data describing the record in JSON-LD form, as the site builds it. */
  json_ld: z.optional(z.unknown()),
};

/** Paging fields of every list envelope. */
export const envelopeFields = {
  /** The address of this page, as the server wrote it. */
  rest_url: z.optional(z.string()),
  /** The address of the following page; absent on the last page. */
  next_rest_url: z.optional(z.string()),
  /** The address of the preceding page; absent on the first page. */
  previous_rest_url: z.optional(z.string()),
  /** How many items the whole list holds. */
  total: z.number(),
  /** How many pages the whole list fills at the page size asked for. */
  total_pages: z.number(),
};

/** The list envelope of one kind of record: the page's items under `key` (`events`, `venues`, `tags`…) and the paging fields. */
export function listEnvelope<K extends string, S extends z.ZodMiniType>(key: K, item: S) {
  return z.looseObject({ ...keyed(key, z.optional(z.array(item))), ...envelopeFields });
}

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** The parts of a wall-clock date. */
  DateDetails: typeof dateDetailsSchema;
  /** A featured image. */
  Image: typeof imageSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** The parts of a wall-clock date. */
export interface DateDetails {
  /**
   * The year, in four digits.
   *
   * A number or text. Not always present.
   */
  year?: string | number | undefined;
  /**
   * The month, 1 to 12 (two digits, zero-padded, when written as a string).
   *
   * A number or text. Not always present.
   */
  month?: string | number | undefined;
  /**
   * The day of the month, 1 to 31 (two digits, zero-padded, when written as a string).
   *
   * A number or text. Not always present.
   */
  day?: string | number | undefined;
  /**
   * The hour on a 24-hour clock, 0 to 23.
   *
   * A number or text. Not always present.
   */
  hour?: string | number | undefined;
  /**
   * The minute within the hour, 0 to 59.
   *
   * A number or text. Not always present.
   */
  minutes?: string | number | undefined;
  /**
   * The second within the minute, 0 to 59.
   *
   * A number or text. Not always present.
   */
  seconds?: string | number | undefined;
}

/** A featured image. */
export interface Image {
  /**
   * Where the full-size image can be downloaded.
   *
   * Text: an absolute web address. Not always present.
   */
  url?: string | undefined;
  /**
   * The id of the image's attachment post on the site.
   *
   * A number. Not always present.
   */
  id?: number | undefined;
  /**
   * The file extension of the image, e.g. `jpg`.
   *
   * Text. Not always present.
   */
  extension?: string | undefined;
  /**
   * Width of the original image, in pixels.
   *
   * A number. Not always present.
   */
  width?: number | undefined;
  /**
   * Height of the original image, in pixels.
   *
   * A number. Not always present.
   */
  height?: number | undefined;
  /**
   * Size of the full-size image file, in bytes.
   *
   * A number. Not always present.
   */
  filesize?: number | undefined;
  /**
   * The smaller renditions the site made, keyed by size name (or, from some servers, as a list).
   *
   * An object of values by key, each an object or a list, each an object. Not always present.
   */
  sizes?: Record<string, {
    /** Width of this rendition, in pixels. */
    width?: number | undefined;
    /** Height of this rendition, in pixels. */
    height?: number | undefined;
    /** The media type of this rendition, e.g. `image/jpeg`. */
    "mime-type"?: string | undefined;
    /** Where this rendition of the image can be downloaded. */
    url?: string | undefined;
  }> | {
    /**
     * Width of this rendition, in pixels.
     *
     * A number. Not always present.
     */
    width?: number | undefined;
    /**
     * Height of this rendition, in pixels.
     *
     * A number. Not always present.
     */
    height?: number | undefined;
    /**
     * The media type of this rendition, e.g. `image/jpeg`.
     *
     * Text. Not always present.
     */
    "mime-type"?: string | undefined;
    /**
     * Where this rendition of the image can be downloaded.
     *
     * Text: an absolute web address. Not always present.
     */
    url?: string | undefined;
  }[] | undefined;
}
// End of the generated answer types.
