import * as z from 'zod/mini';
import { fileMetadataSchema, listEnvelope } from './common.js';

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
  file: fileMetadataSchema,
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

/** Where one copy of a duplicated block sits: the file and its lines. */
export const cloneOccurrenceSchema = z.looseObject({ path: z.string(), fileId: z.number(), fileDataId: z.number(), fromLine: z.number(), toLine: z.number() });

/** A duplicated code block of a file and every place it occurs. */
export const fileCloneSchema = z.looseObject({ id: z.number(), occurrences: z.array(cloneOccurrenceSchema) });
/** A duplicated block with its occurrences. */
export type FileClone = z.infer<typeof fileCloneSchema>;

/** A page of the duplicated blocks of a file. */
export const fileClonePageSchema = listEnvelope(fileCloneSchema);

/** One line of a file: its number and text. */
export const codeLineSchema = z.looseObject({ number: z.number(), content: z.string() });
/** A numbered line of source. */
export type CodeLine = z.infer<typeof codeLineSchema>;

/** Lines of a file's content. */
export const codeLinesSchema = z.array(codeLineSchema);

/** A file the analysis ignores, by its path from the repository root. */
export const ignoredFileSchema = z.looseObject({ filepath: z.string() });
/** An ignored file. */
export type IgnoredFile = z.infer<typeof ignoredFileSchema>;

/** A page of ignored files, with whether a configuration file in the repository decides which files are ignored. */
export const ignoredFilePageSchema = z.extend(listEnvelope(ignoredFileSchema), { hasCodacyConfigurationFile: z.boolean() });
