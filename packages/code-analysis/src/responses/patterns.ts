import * as z from 'zod/mini';
import { countSchema } from './common.js';

/** Pattern counts of one tool on a repository. */
export const patternsOverviewSchema = z.looseObject({
  counts: z.looseObject({
    languages: z.array(countSchema),
    categories: z.array(countSchema),
    severities: z.array(countSchema),
    tags: z.array(countSchema),
    totalRecommended: z.number(),
    totalEnabled: z.number(),
  }),
});
/** How a tool's patterns split by language, category, severity and tag. */
export type PatternsOverview = z.infer<typeof patternsOverviewSchema>;

/** A pattern whose configuration differs between the repository and a coding standard. */
export const patternConflictSchema = z.looseObject({
  patternId: z.string(),
  conflicts: z.array(
    z.looseObject({
      standard: z.looseObject({ id: z.number(), name: z.string() }),
      parameters: z.array(z.looseObject({ name: z.string(), value: z.optional(z.string()) })),
    }),
  ),
});
/** A pattern and the standards it conflicts with. */
export type PatternConflict = z.infer<typeof patternConflictSchema>;

/** The patterns of a tool that conflict with a coding standard. */
export const patternConflictsSchema = z.array(patternConflictSchema);
