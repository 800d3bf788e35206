import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** A file with the figures of its latest analysis. */
export const fileSummarySchema = z.looseObject({
  fileId: z.number(),
  branchId: z.number(),
  path: z.string(),
  totalIssues: z.number(),
  complexity: z.optional(z.number()),
  grade: z.number(),
  gradeLetter: z.string(),
  coverage: z.optional(z.number()),
  coverageWithDecimals: z.optional(z.number()),
  duplication: z.optional(z.number()),
  linesOfCode: z.optional(z.number()),
  sourceLinesOfCode: z.optional(z.number()),
  numberOfMethods: z.number(),
  numberOfClones: z.optional(z.number()),
});
/** A file with grade, issues, complexity and coverage. */
export type FileSummary = z.infer<typeof fileSummarySchema>;

/** A page of a repository's analysed files. */
export const fileSummaryPageSchema = listEnvelope(fileSummarySchema);

/** One file's metadata, metrics, coverage and quality. */
export const fileWithAnalysisSchema = z.looseObject({
  file: z.looseObject({
    branchId: z.optional(z.number()),
    commitId: z.number(),
    commitSha: z.string(),
    fileId: z.number(),
    fileDataId: z.number(),
    path: z.string(),
    language: z.string(),
    gitProviderUrl: z.string(),
    ignored: z.boolean(),
  }),
  metrics: z.optional(z.looseObject({})),
  coverage: z.optional(z.looseObject({})),
  quality: z.optional(z.looseObject({})),
});
/** A file with its analysis. */
export type FileWithAnalysis = z.infer<typeof fileWithAnalysisSchema>;

/** How often one line was hit by tests. */
export const lineCoverageSchema = z.looseObject({ line: z.number(), hits: z.number() });
/** Test hits of one line. */
export type LineCoverage = z.infer<typeof lineCoverageSchema>;

/** The test hits of each coverable line of a file. */
export const lineCoveragesSchema = z.array(lineCoverageSchema);
