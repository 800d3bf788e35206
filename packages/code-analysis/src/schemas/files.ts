import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { cursorPagingQuery, repoParams, segmentSchema, sortDirectionSchema } from './common.js';

/** Query of the file list: paging, the branch, a path search, and the order. */
export const listFilesQuery = z.extend(cursorPagingQuery, {
  branch: z.optional(z.string()),
  search: z.optional(z.string()),
  sort: z.optional(openEnum(['filename', 'issues', 'grade', 'duplication', 'complexity', 'coverage'])),
  direction: sortDirectionSchema,
});

/** Path parameters of one file of a repository, by its numeric id. */
export const fileParams = z.extend(repoParams, { fileId: z.int() });

/** Path parameters of one file of a repository, by its path from the repository root (sent as one encoded segment). */
export const filePathParams = z.extend(repoParams, { filePath: segmentSchema });

/** The body of a file state change: the file's path from the repository root, and whether it is ignored. */
export const fileStateBody = z.object({ filepath: z.string(), ignored: z.boolean() });

/** Query of a file's content: the lines to read (first and last, inclusive) and the commit, branch or tag (HEAD by default). */
export const fileContentQuery = z.object({ startLine: z.optional(z.int()), endLine: z.optional(z.int()), commitRef: z.optional(z.string()) });

/** Query of the ignored files: the branch, a path search, and paging. */
export const listIgnoredFilesQuery = z.extend(cursorPagingQuery, { branch: z.optional(z.string()), search: z.optional(z.string()) });
