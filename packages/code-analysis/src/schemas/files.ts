import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { cursorPagingQuery, repoParams, sortDirectionSchema } from './common.js';

/** Query of the file list: paging, the branch, a path search, and the order. */
export const listFilesQuery = z.extend(cursorPagingQuery, {
  branch: z.optional(z.string()),
  search: z.optional(z.string()),
  sort: z.optional(openEnum(['filename', 'issues', 'grade', 'duplication', 'complexity', 'coverage'])),
  direction: sortDirectionSchema,
});

/** Path parameters of one file of a repository, by its numeric id. */
export const fileParams = z.extend(repoParams, { fileId: z.int() });
