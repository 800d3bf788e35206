import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { patternCategories, repoParams, severityLevels } from './common.js';

/** The body of an issue search or count: filters by branch, pattern, language, category, level, tag or author. */
export const issueFiltersBody = z.object({
  branchName: z.optional(z.string()),
  patternIds: z.optional(z.array(z.string())),
  languages: z.optional(z.array(z.string())),
  // The known categories are offered; the API takes any other category name too.
  categories: z.optional(z.array(openEnum(patternCategories))),
  levels: z.optional(z.array(z.enum(severityLevels))),
  tags: z.optional(z.array(z.string())),
  authorEmails: z.optional(z.array(z.string())),
});

/** Path parameters of one issue of a repository, by its numeric id. */
export const issueParams = z.extend(repoParams, { issueId: z.int() });
