import * as z from 'zod/mini';
import { listEnvelope } from './common.js';
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

/** A coverage report uploaded for a commit (one per language and upload). */
export const coverageReportEntrySchema = z.looseObject({
  repositoryId: z.number(),
  commitSha: z.string(),
  reportId: z.string(),
  language: z.optional(z.string()),
  isFinal: z.boolean(),
  processed: z.boolean(),
  createdAt: z.string(),
});
/** A coverage report of a commit: its id, language, whether it is final and whether it was processed. */
export type CoverageReportEntry = z.infer<typeof coverageReportEntrySchema>;

/** A page of the coverage reports of a commit. */
export const coverageReportEntryPageSchema = listEnvelope(coverageReportEntrySchema);

/** A coverage report with its content: the hits of each line, per file. */
export const coverageReportContentSchema = z.extend(coverageReportEntrySchema, {
  content: z.array(z.looseObject({ fileName: z.string(), coverage: z.record(z.string(), z.number()) })),
});
/** A coverage report and, per file, the test hits by line number. */
export type CoverageReportContent = z.infer<typeof coverageReportContentSchema>;
