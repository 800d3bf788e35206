import * as z from 'zod/mini';
import { configuredPatternSchema } from './coding-standards.js';

/** One step of a repository's first analysis. */
export const progressStepSchema = z.looseObject({ action: z.string(), complete: z.boolean() });
/** A step (`clone`, `createTasks`, `runMetrics`, `runPatterns`, `createOverviews`, ...) and whether it is done. */
export type ProgressStep = z.infer<typeof progressStepSchema>;

/** Progress of the first analysis: the steps, and whether the server considers it stuck. */
export const analysisProgressSchema = z.looseObject({
  data: z.array(progressStepSchema),
  isStuck: z.optional(z.boolean()),
});
/** Progress of a repository's first analysis. */
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** A category's share of a repository's issues. */
export const categoryOverviewSchema = z.looseObject({
  commitId: z.number(),
  category: z.looseObject({ categoryType: z.string(), name: z.string() }),
  percentage: z.number(),
  totalResults: z.number(),
});
/** Issue figures of one category. */
export type CategoryOverview = z.infer<typeof categoryOverviewSchema>;

/** The issue figures of a repository, one entry per category. */
export const categoryOverviewsSchema = z.array(categoryOverviewSchema);

/**
 * One pattern of a repository's tool with its configuration there (by the coding standard that applies,
 * else by the repository): the same shape as a coding standard's configured pattern.
 */
export const toolPatternSchema = configuredPatternSchema;
