import * as z from 'zod/mini';
import { commaList, cursorPagingQuery, orgParams, patternCategories, segmentSchema, severityLevels } from './common.js';

/** Query of a tool's pattern overview: filters by language, category, severity, tag, name, state and recommendation. */
export const patternFiltersQuery = z.object({
  languages: commaList(z.string()),
  categories: commaList(z.enum(patternCategories)),
  severityLevels: commaList(z.enum(severityLevels)),
  tags: commaList(z.string()),
  search: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
  recommended: z.optional(z.boolean()),
});

/** Path parameters of one tool of the service's catalogue. */
export const catalogToolParams = z.object({ toolUuid: segmentSchema });

/** Path parameters of one pattern of a tool of the service's catalogue. */
export const catalogPatternParams = z.extend(catalogToolParams, { patternId: segmentSchema });

/** Path parameters of feedback on a pattern, given for an organization. */
export const patternFeedbackParams = z.extend(orgParams, { toolUuid: segmentSchema, patternId: segmentSchema });

/** Query of a tool's pattern catalogue: paging, and only the patterns on (or off) by default. */
export const listPatternsQuery = z.extend(cursorPagingQuery, { enabled: z.optional(z.boolean()) });

/** The body of feedback on a pattern's enriched description: whether it helped, and why not. */
export const patternFeedbackBody = z.object({ reactionFeedback: z.boolean(), feedback: z.optional(z.string()) });
