import * as z from 'zod/mini';

/** The filters of every AI inventory search; each one left out matches everything. */
export const aiInventoryFiltersBody = z.object({
  /** Kinds of inventory items to include. */
  inventoryItemTypes: z.optional(z.array(z.string())),
  /** Only items of this AI provider. */
  aiProvider: z.optional(z.string()),
  /** Segment ids of repositories. */
  segments: z.optional(z.array(z.number())),
  /** Repository names. */
  repositories: z.optional(z.array(z.string())),
  /** Category groups. */
  categoryGroups: z.optional(z.array(z.string())),
  /** Categories. */
  categories: z.optional(z.array(z.string())),
  /** Only items found by this marker. */
  marker: z.optional(z.string()),
});

/** The body of the summary of one AI provider: the provider (required) and the other filters, without `marker`. */
export const aiProviderSummaryBody = z.object({
  aiProvider: z.string(),
  inventoryItemTypes: z.optional(z.array(z.string())),
  segments: z.optional(z.array(z.number())),
  repositories: z.optional(z.array(z.string())),
  categoryGroups: z.optional(z.array(z.string())),
  categories: z.optional(z.array(z.string())),
});
