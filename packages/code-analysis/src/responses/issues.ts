import * as z from 'zod/mini';
import { countSchema, listEnvelope } from './common.js';

/** An issue found by an analysis. */
export const issueSchema = z.looseObject({
  issueId: z.string(),
  resultDataId: z.number(),
  filePath: z.string(),
  fileId: z.number(),
  patternInfo: z.looseObject({
    id: z.string(),
    title: z.optional(z.string()),
    category: z.string(),
    subCategory: z.optional(z.string()),
    level: z.string(),
    severityLevel: z.string(),
  }),
  toolInfo: z.looseObject({ uuid: z.string(), name: z.string() }),
  lineNumber: z.number(),
  message: z.string(),
  suggestion: z.optional(z.string()),
  language: z.string(),
  lineText: z.string(),
  commitInfo: z.optional(z.looseObject({})),
  falsePositiveProbability: z.optional(z.number()),
  falsePositiveReason: z.optional(z.string()),
  falsePositiveThreshold: z.number(),
});
/** An issue: where it is, which pattern and tool found it, and what it says. */
export type Issue = z.infer<typeof issueSchema>;

/** A page of issues (of a repository's search, or of one file). */
export const issuePageSchema = listEnvelope(issueSchema);

/** An issue a commit or pull request added or fixed. */
export const deltaIssueSchema = z.looseObject({ commitIssue: issueSchema, deltaType: z.string() });
/** An issue with whether it was `Added` or `Fixed`. */
export type DeltaIssue = z.infer<typeof deltaIssueSchema>;

/** A page of the issues a commit or pull request added or fixed, with whether it was `analyzed`. */
export const deltaIssuePageSchema = z.extend(listEnvelope(deltaIssueSchema), { analyzed: z.boolean() });

/** Issue counts of a repository. */
export const issuesOverviewSchema = z.looseObject({
  counts: z.looseObject({
    categories: z.array(countSchema),
    languages: z.array(countSchema),
    levels: z.array(countSchema),
    tags: z.array(countSchema),
    patterns: z.array(z.looseObject({ id: z.string(), title: z.optional(z.string()), total: z.number() })),
    authors: z.array(countSchema),
  }),
});
/** How a repository's issues split by category, language, level, tag, pattern and author. */
export type IssuesOverview = z.infer<typeof issuesOverviewSchema>;
