import * as z from 'zod/mini';
import { countSchema } from './common.js';

/** An analysis tool configured on a repository. */
export const toolSchema = z.looseObject({
  uuid: z.string(),
  name: z.string(),
  isClientSide: z.boolean(),
  settings: z.looseObject({
    name: z.optional(z.string()),
    isEnabled: z.boolean(),
    followsStandard: z.optional(z.boolean()),
    isCustom: z.optional(z.boolean()),
    hasConfigurationFile: z.optional(z.boolean()),
    usesConfigurationFile: z.optional(z.boolean()),
    enabledBy: z.optional(z.array(z.looseObject({ id: z.number(), name: z.string() }))),
  }),
});
/** An analysis tool and whether (and why) it runs on the repository. */
export type Tool = z.infer<typeof toolSchema>;

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

/** The id of an automatic configuration run, as its creation returns it. */
export const autoconfigRunSchema = z.looseObject({ analysisId: z.string() });
/** A started automatic configuration run. */
export type AutoconfigRun = z.infer<typeof autoconfigRunSchema>;

/** Status of an automatic configuration run. */
export type AutoconfigState = 'Requested' | 'Running' | 'Done' | 'Failed' | (string & {});

/** State of the latest automatic configuration run. */
export const autoconfigStatusSchema = z.looseObject({
  status: z.string(),
  transitionedAt: z.optional(z.string()),
  transitionReason: z.optional(z.nullable(z.string())),
  analysisId: z.string(),
});
/** State of an automatic configuration run, with when and why it last changed. */
export type AutoconfigStatus = Omit<z.infer<typeof autoconfigStatusSchema>, 'status'> & { status: AutoconfigState };
