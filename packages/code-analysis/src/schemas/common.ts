import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
export { severityLevels, type SeverityLevel, patternCategories, type PatternCategory } from '../constants.js';

/** Git provider ids the service knows (`gh`, `gl`, `bb`), plus any id a newer server may add. */
export type GitProvider = 'gh' | 'gl' | 'bb' | (string & {});

/** One path segment (a name or an id given as text): never empty. */
export const segmentSchema = z.string().check(z.minLength(1));

/** Path parameters of organization-level operations. */
export const orgParams = z.object({ provider: segmentSchema, organization: segmentSchema });

/** Path parameters of repository-level operations. */
export const repoParams = z.object({ provider: segmentSchema, organization: segmentSchema, repository: segmentSchema });

/** Path parameters of operations on one tool of a repository. */
export const toolParams = z.extend(repoParams, { toolUuid: segmentSchema });

/** Page size accepted by every list: 1 to 100 (the server's default is 100). */
export const limitSchema = z.optional(z.int().check(z.minimum(1), z.maximum(100)));

/**
 * The query fields every cursor list takes: the cursor of the page to read and the page size. Lists with
 * more query fields extend it (`z.extend`, a call the build marks pure, where a spread is not).
 */
export const cursorPagingQuery = z.object({
  /**
   * Where the walk starts: the `pagination.cursor` an earlier page returned; left out, it starts at the first
   * item. The list method follows the next cursors itself.
   */
  cursor: z.optional(z.string()),
  /**
   * The most items the walk yields in all (and the size of the one page that awaiting the list gives); left
   * out, the walk goes to the end of the list.
   */
  limit: limitSchema,
});

/**
 * A query filter that takes several values: either an array, which the client joins with commas, or the
 * list already written as one comma-separated string (the form the API itself describes).
 */
export function commaList<T extends z.ZodMiniType>(item: T) {
  return z.optional(z.union([z.array(item), z.string()]));
}

/** Sort direction of the lists that can be ordered: `asc` or `desc` (other strings are passed on as given). */
export const sortDirectionSchema = z.optional(openEnum(['asc', 'desc']));

/** Which delta issues to list: the `new` ones, the `fixed` ones, or `all`. */
export const deltaStatusSchema = z.optional(z.enum(['all', 'new', 'fixed']));

/** Git-provider integration settings to change, of an organization (its defaults) or of one repository: any of them. */
export const providerSettingsBody = z.object({
  commitStatus: z.optional(z.boolean()),
  pullRequestComment: z.optional(z.boolean()),
  pullRequestSummary: z.optional(z.boolean()),
  coverageSummary: z.optional(z.boolean()),
  suggestions: z.optional(z.boolean()),
  aiEnhancedComments: z.optional(z.boolean()),
  aiPullRequestReviewer: z.optional(z.boolean()),
  aiPullRequestReviewerAutomatic: z.optional(z.boolean()),
  pullRequestUnifiedSummary: z.optional(z.boolean()),
});
