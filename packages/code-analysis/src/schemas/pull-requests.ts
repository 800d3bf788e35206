import * as z from 'zod/mini';
import { fileSortColumnSchema } from './commits.js';
import { cursorPagingQuery, deltaStatusSchema, repoParams, sortDirectionSchema } from './common.js';

/** Query of the pull request list: paging, a title search, and whether to include pull requests not analysed yet. */
export const listPullRequestsQuery = z.extend(cursorPagingQuery, {
  /** Only pull requests that match this search text. */
  search: z.optional(z.string()),
  /** Whether to list the pull requests the service has not analysed as well; left out, only analysed ones are listed. */
  includeNotAnalyzed: z.optional(z.boolean()),
});

/** Query of a pull request's issues: which ones (`new`, `fixed` or `all`), and paging. */
export const pullRequestIssuesQuery = z.extend(cursorPagingQuery, { status: deltaStatusSchema, onlyPotential: z.optional(z.boolean()) });

/** Path parameters of one pull request of a repository, by number. */
export const pullRequestParams = z.extend(repoParams, { pullRequestNumber: z.int().check(z.minimum(1)) });

/** Query of the files a pull request changes: the order (`sortColumn`, `columnOrder`) and paging. */
export const listPullRequestFilesQuery = z.extend(cursorPagingQuery, { sortColumn: fileSortColumnSchema, columnOrder: sortDirectionSchema });
