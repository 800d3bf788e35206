import * as z from 'zod/mini';

/** The query of the analysis reads: the branch to read, the repository's main branch when omitted. */
export const branchQuery = z.object({
  /** The branch to read; the repository's main branch when omitted. */
  branch: z.optional(z.string()),
});
