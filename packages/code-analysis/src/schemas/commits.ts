import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { cursorPagingQuery, deltaStatusSchema, repoParams, segmentSchema, sortDirectionSchema } from './common.js';

/** Query of the commit list: paging and the branch (the main one by default). */
export const listCommitsQuery = z.extend(cursorPagingQuery, { branch: z.optional(z.string()) });

/** Query of a commit's delta issues: the commit to compare with, which issues, paging. */
export const commitDeltaIssuesQuery = z.extend(cursorPagingQuery, {
  targetCommitUuid: z.optional(z.string()),
  status: deltaStatusSchema,
  onlyPotential: z.optional(z.boolean()),
});

/** Path parameters of one commit of a repository. */
export const commitParams = z.extend(repoParams, { commitUuid: segmentSchema });

/** Path parameters of the delta issues of a commit (the API names the commit `srcCommitUuid` there). */
export const commitDeltaIssuesParams = z.extend(repoParams, { srcCommitUuid: segmentSchema });

/** Query of the daily commit statistics: the branch (the main one by default) and how many days with data, 1 to 365 (default 31). */
export const commitStatisticsQuery = z.object({
  branch: z.optional(z.string()),
  days: z.optional(z.int().check(z.minimum(1), z.maximum(365))),
});

/** Query of the duplicated blocks a commit or pull request added or removed: which ones (`new`, `fixed` or `all`), and paging. */
export const deltaClonesQuery = z.extend(cursorPagingQuery, { status: deltaStatusSchema, onlyPotential: z.optional(z.boolean()) });

/** The column the changed files of a commit or pull request are ordered by (`filename` by default). */
export const fileSortColumnSchema = z.optional(openEnum(['filename', 'totalCoverage', 'deltaCoverage']));

/**
 * Query of the files of a commit: the branch, `filter` (`withCoverageChanges` for files whose coverage
 * changed only), a path search, the order and paging.
 */
export const listCommitFilesQuery = z.extend(cursorPagingQuery, {
  branch: z.optional(z.string()),
  filter: z.optional(openEnum(['withCoverageChanges'])),
  search: z.optional(z.string()),
  sortColumn: fileSortColumnSchema,
  columnOrder: sortDirectionSchema,
});

/** Path parameters of a commit addressed by the service's numeric commit id alone. */
export const commitIdParams = z.object({ commitId: z.int() });
