import * as z from 'zod/mini';
import { pullRequestSchema } from './pull-requests.js';

/** A pull request with its coverage figures. */
export const pullRequestCoverageSchema = z.looseObject({ pullRequest: pullRequestSchema, coverage: z.looseObject({}) });
/** Coverage of a pull request. */
export type PullRequestCoverage = z.infer<typeof pullRequestCoverageSchema>;

/** Coverage of the changed lines of one file of a pull request. */
export const fileDiffCoverageSchema = z.looseObject({
  fileName: z.string(),
  coverage: z.number(),
  variation: z.optional(z.number()),
  diffLineHits: z.array(z.looseObject({})),
});
/** Coverage of one changed file. */
export type FileDiffCoverage = z.infer<typeof fileDiffCoverageSchema>;

/** The coverage of each file a pull request changes. */
export const fileDiffCoveragesSchema = z.array(fileDiffCoverageSchema);

/** Status of received coverage reports. */
export const coverageReportsSchema = z.looseObject({
  hasCoverageOverview: z.optional(z.boolean()),
  lastReports: z.optional(
    z.array(
      z.looseObject({
        targetCommitSha: z.string(),
        commit: z.optional(z.looseObject({})),
        language: z.optional(z.string()),
        createdAt: z.string(),
        status: z.string(),
      }),
    ),
  ),
});
/** The latest coverage reports and whether each was processed. */
export type CoverageReports = z.infer<typeof coverageReportsSchema>;
