import * as z from 'zod/mini';
import { descFlag, pageLimit, pageOffset } from './common.js';

const commaList = z.optional(z.pipe(z.union([z.string(), z.array(z.string())]), z.transform((v) => (Array.isArray(v) ? v.join(',') : v))));

/** Output shaping of dataset items shared by every format. */
export const itemShapeFields = {
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
  /** A view of the dataset defined by its schema. */
  view: z.optional(z.string()),
};

/** Query of the JSON item list. */
export const itemsQuery = z.object({
  offset: pageOffset,
  limit: pageLimit(),
  desc: descFlag,
  ...itemShapeFields,
});
/** Options of the JSON item list: paging plus output shaping. */
export type ListItemsOptions = z.input<typeof itemsQuery>;

/** Export formats other than JSON. */
export const exportFormat = z.enum(['json', 'jsonl', 'csv', 'xlsx', 'xml', 'html', 'rss']);
/** Export format of dataset items. */
export type ExportFormat = z.infer<typeof exportFormat>;

/** Query of an item export in any format. */
export const exportQuery = z.object({
  format: exportFormat,
  offset: pageOffset,
  limit: pageLimit(),
  desc: descFlag,
  ...itemShapeFields,
  attachment: z.optional(z.boolean()),
  delimiter: z.optional(z.string()),
  bom: z.optional(z.boolean()),
  xmlRoot: z.optional(z.string()),
  xmlRow: z.optional(z.string()),
  skipHeaderRow: z.optional(z.boolean()),
});
/** Options of an item export: the format plus paging and shaping. */
export type ExportItemsOptions = z.input<typeof exportQuery>;

/** Items to push: one object or an array of objects. */
export const pushItemsBody = z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]);
