import * as z from 'zod/mini';
import { cursorPagingQuery, deltaStatusSchema, repoParams, segmentSchema } from './common.js';

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
