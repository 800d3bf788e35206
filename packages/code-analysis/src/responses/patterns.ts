import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { patternCategories, severityLevels } from '../schemas/common.js';
import { countSchema, listEnvelope } from './common.js';

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

/** A parameter a pattern takes, with its default value. */
export const patternParameterSchema = z.looseObject({ name: z.string(), description: z.optional(z.string()), default: z.string() });
/** A pattern parameter: its name, what it does and its default value. */
export type PatternParameter = z.output<typeof patternParameterSchema>;

/** A pattern as a tool of the service's catalogue defines it. */
export const patternSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  category: openEnum(patternCategories),
  subCategory: z.optional(z.string()),
  /** Deprecated by the API: use `severityLevel`. */
  level: openEnum(severityLevels),
  severityLevel: openEnum(severityLevels),
  description: z.optional(z.string()),
  /** The full description, in CommonMark. */
  explanation: z.optional(z.string()),
  /** Whether the pattern is on by default for new repositories. */
  enabled: z.boolean(),
  languages: z.optional(z.array(z.string())),
  /** Average time to fix one of its issues, in minutes. */
  timeToFix: z.optional(z.number()),
  parameters: z.array(patternParameterSchema),
  rationale: z.optional(z.string()),
  solution: z.optional(z.string()),
  goodExamples: z.optional(z.array(z.string())),
  badExamples: z.optional(z.array(z.string())),
  tags: z.optional(z.array(z.string())),
});
/** A pattern of a tool: what it checks, its category and severity, and its parameters. */
export type Pattern = z.output<typeof patternSchema>;

/** A page of a tool's patterns. */
export const patternPageSchema = listEnvelope(patternSchema);
