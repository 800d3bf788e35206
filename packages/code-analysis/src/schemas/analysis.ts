import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commaList, limitSchema, patternCategories, segmentSchema, severityLevels, sortDirectionSchema, toolParams } from './common.js';

/** The query of the analysis reads: the branch to read, the repository's main branch when omitted. */
export const branchQuery = z.object({
  /** The branch to read; the repository's main branch when omitted. */
  branch: z.optional(z.string()),
});

/** Path parameters of one pattern of a repository's tool. */
export const toolPatternParams = z.extend(toolParams, { patternId: segmentSchema });

/** A parameter value set on a pattern. */
const configuredParameterSchema = z.object({
  /** The parameter's name. */
  name: z.string(),
  /** The value to use. */
  value: z.string(),
});

/** The body of a tool configuration: the tool's state, its use of a configuration file, and patterns to switch. */
export const configureToolBody = z.object({
  enabled: z.optional(z.boolean()),
  useConfigurationFile: z.optional(z.boolean()),
  patterns: z.optional(
    z.array(
      z.object({
        id: z.string(),
        enabled: z.boolean(),
        parameters: z.optional(z.array(configuredParameterSchema)),
      }),
    ),
  ),
});

/**
 * Filters that pick patterns of a tool: languages, categories, severity levels and tags (arrays or
 * comma-separated strings), a text search and whether the service recommends them.
 */
export const toolPatternFiltersQuery = z.object({
  languages: commaList(z.string()),
  // The known categories are offered; the API takes any other category name too.
  categories: commaList(openEnum(patternCategories)),
  severityLevels: commaList(z.enum(severityLevels)),
  tags: commaList(z.string()),
  search: z.optional(z.string()),
  recommended: z.optional(z.boolean()),
});

/** Query of the configured patterns of a tool: the filters, the enabled state, the order and paging. */
export const listToolPatternsQuery = z.extend(toolPatternFiltersQuery, {
  enabled: z.optional(z.boolean()),
  sort: z.optional(openEnum(['category', 'recommended', 'severity'])),
  direction: sortDirectionSchema,
  cursor: z.optional(z.string()),
  limit: limitSchema,
});

/** The body of a bulk pattern update: enable or disable every pattern the filters pick. */
export const updateToolPatternsBody = z.object({ enabled: z.boolean() });
