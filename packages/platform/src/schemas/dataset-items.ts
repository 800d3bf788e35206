// Queries are combined with `z.extend` rather than object spreads, so that a bundler can drop those an
// application does not use.
import * as z from 'zod/mini';
import { encoded, jsonText, openEnum } from '@typed-api/core/schema';
import { commaJoined } from '../encoders.js';
import { descFlag, pageLimit, pageOffset } from './common.js';

const commaList = z.optional(encoded('comma-list', z.union([z.string(), z.array(z.string())]), commaJoined));

/** Output shaping of dataset items, and how they are served, shared by every format. */
export const itemShapeFields = {
  /** Ask the server to mark the answer as a download (`Content-Disposition: attachment`). */
  attachment: z.optional(z.boolean()),
  /** Skip hidden fields and empty items. */
  clean: z.optional(z.boolean()),
  /** Only these fields (a list or comma-separated). */
  fields: commaList,
  /** Fields in this order in the output. */
  outputFields: commaList,
  /** Leave out these fields. */
  omit: commaList,
  /** Fields whose array values become separate items. */
  unwind: commaList,
  /** Fields whose objects are flattened to dotted keys. */
  flatten: commaList,
  /** Leave out fields starting with `#`. */
  skipHidden: z.optional(z.boolean()),
  /** Leave out empty items. */
  skipEmpty: z.optional(z.boolean()),
  /** Leave out items of failed pages. */
  skipFailedPages: z.optional(z.boolean()),
  /** A legacy shortcut that picks and unwinds the fields of old crawler results; not for new code. */
  simplified: z.optional(z.boolean()),
  /** A view of the dataset defined by its schema. */
  view: z.optional(z.string()),
};

/** Paging of dataset items. */
export const itemPagingFields = {
  /** How many items to skip before the first one returned; 0 when left out. */
  offset: pageOffset,
  /** The most items to return; left out, there is no limit. */
  limit: pageLimit,
  /** Return the items in reverse order, the last stored first; stored order when left out. */
  desc: descFlag,
};

/** A signature that grants read access to the dataset without a token. */
const signature = z.optional(z.string());

/** Query of the JSON item list. */
export const itemsQuery = z.extend(z.extend(z.object(itemPagingFields), itemShapeFields), {
  /** The signature of a shared URL of the dataset's items, which lets the call read them without an API token. */
  signature,
});
/** The export formats of dataset items. */
const EXPORT_FORMATS = ['json', 'jsonl', 'csv', 'xlsx', 'xml', 'html', 'rss'] as const;
/** A known export format of dataset items. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Options of an export that depend on its format. */
export const exportFormatFields = {
  /** The format, `json` unless given: one of the known ones (any other string is passed to the server as is). */
  format: z.optional(openEnum(EXPORT_FORMATS)),
  /** Field separator of `csv`. */
  delimiter: z.optional(z.string()),
  /** Start text formats with a byte order mark (or not). */
  bom: z.optional(z.boolean()),
  /** Name of the root element of `xml`. */
  xmlRoot: z.optional(z.string()),
  /** Name of the element around each item of `xml`. */
  xmlRow: z.optional(z.string()),
  /** Leave out the header row of `csv`. */
  skipHeaderRow: z.optional(z.boolean()),
  /** Title of the `rss` channel, in place of the one the server makes up. */
  feedTitle: z.optional(z.string()),
  /** Description of the `rss` channel, in place of the one the server makes up. */
  feedDescription: z.optional(z.string()),
};

/** Query of an item export in any format. */
export const exportQuery = z.extend(z.extend(z.extend(z.object(itemPagingFields), itemShapeFields), exportFormatFields), {
  /** The signature of a shared URL of the dataset's items, which lets the call read them without an API token. */
  signature,
});
/**
 * Items to push: one object or an array of objects, or JSON text of either (a string is sent as it is,
 * not encoded a second time).
 */
export const pushItemsBody = z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown())), jsonText()]);
