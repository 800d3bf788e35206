import * as z from 'zod/mini';
import { commaList, patternCategories, severityLevels } from './common.js';

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
