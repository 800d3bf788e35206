import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** A repository where AI usage was found. */
export const aiInventoryRepositorySchema = z.looseObject({ name: z.string(), owner: z.string() });
/** A repository of the AI inventory: its name and owner. */
export type AiInventoryRepository = z.infer<typeof aiInventoryRepositorySchema>;

/** A page of AI inventory repositories. */
export const aiInventoryRepositoryPageSchema = listEnvelope(aiInventoryRepositorySchema);

/** How much AI usage one repository has. */
export const aiInventoryRepositorySummarySchema = z.looseObject({
  repositoryName: z.string(),
  locationsCount: z.optional(z.number()),
  referencesCount: z.optional(z.number()),
});
/** AI usage of a repository: in how many locations (files), and how many references. */
export type AiInventoryRepositorySummary = z.infer<typeof aiInventoryRepositorySummarySchema>;

/** A page of AI inventory repository summaries. */
export const aiInventoryRepositorySummaryPageSchema = listEnvelope(aiInventoryRepositorySummarySchema);

/** A category group of the AI inventory and its categories. */
export const aiInventoryCategoryGroupSchema = z.looseObject({ categoryGroup: z.string(), categories: z.array(z.string()) });
/** A category group (e.g. `LLM`) with the categories found in it. */
export type AiInventoryCategoryGroup = z.infer<typeof aiInventoryCategoryGroupSchema>;

/** The category groups and categories that match a search (one list, without paging). */
export const aiInventoryCategoriesSchema = z.array(aiInventoryCategoryGroupSchema);

/** A place where AI usage was found, and its regions. */
export const aiInventoryLocationSummarySchema = z.looseObject({ location: z.string(), regions: z.optional(z.array(z.string())) });
/** A location (a file path) with AI usage, and the regions (lines) where it occurs. */
export type AiInventoryLocationSummary = z.infer<typeof aiInventoryLocationSummarySchema>;

/** A page of AI inventory location summaries. */
export const aiInventoryLocationSummaryPageSchema = listEnvelope(aiInventoryLocationSummarySchema);

/** How often one marker of AI usage was found. */
export const aiInventoryMarkerSummarySchema = z.looseObject({
  categoryGroup: z.optional(z.string()),
  category: z.optional(z.string()),
  marker: z.string(),
  referencesCount: z.optional(z.number()),
  repositoriesCount: z.optional(z.number()),
});
/** A marker (an import, a package, an endpoint...) with its category, and how many references and repositories have it. */
export type AiInventoryMarkerSummary = z.infer<typeof aiInventoryMarkerSummarySchema>;

/** A page of AI inventory marker summaries. */
export const aiInventoryMarkerSummaryPageSchema = listEnvelope(aiInventoryMarkerSummarySchema);

/** How much one AI provider is used. */
export const aiInventoryProviderSummarySchema = z.looseObject({
  aiProvider: z.string(),
  resourcesCount: z.optional(z.number()),
  referencesCount: z.optional(z.number()),
  repositoriesCount: z.optional(z.number()),
  categoryGroupBreakdown: z.optional(z.array(z.looseObject({}))),
});
/** An AI provider's usage: resources, references and repositories, and a breakdown by category group. */
export type AiInventoryProviderSummary = z.infer<typeof aiInventoryProviderSummarySchema>;

/** A page of AI inventory provider summaries. */
export const aiInventoryProviderSummaryPageSchema = listEnvelope(aiInventoryProviderSummarySchema);
