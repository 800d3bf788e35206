import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { countSchema, listEnvelope } from './common.js';

/** The pattern an issue breaks: its id, title, category and severity. */
const patternInfoSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  category: z.string(),
  subCategory: z.optional(z.string()),
  level: z.string(),
  severityLevel: z.string(),
});

/** The tool that found an issue. */
const toolInfoSchema = z.looseObject({ uuid: z.string(), name: z.string() });

/** An issue found by an analysis. */
export const issueSchema = z.looseObject({
  issueId: z.string(),
  resultDataId: z.number(),
  filePath: z.string(),
  fileId: z.number(),
  patternInfo: patternInfoSchema,
  toolInfo: toolInfoSchema,
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

/** An issue that was ignored, with who ignored it, when and why. */
export const ignoredIssueSchema = z.looseObject({
  issueId: z.string(),
  /** `AcceptedUse`, `FalsePositive`, `NotExploitable`, `TestCode` or `ExternalCode` (absent when none was given). */
  reason: z.optional(openEnum(['AcceptedUse', 'FalsePositive', 'NotExploitable', 'TestCode', 'ExternalCode'])),
  comment: z.optional(z.string()),
  ignoredByName: z.optional(z.string()),
  ignoredTimestamp: z.string(),
  filePath: z.string(),
  fileId: z.optional(z.number()),
  patternInfo: patternInfoSchema,
  toolInfo: toolInfoSchema,
  lineNumber: z.optional(z.number()),
  message: z.string(),
  language: z.string(),
  lineText: z.string(),
  /** The commit that introduced the issue; absent when the service did not analyse it. */
  commitInfo: z.optional(z.looseObject({ sha: z.string() })),
  falsePositiveProbability: z.optional(z.number()),
  falsePositiveReason: z.optional(z.string()),
  falsePositiveThreshold: z.optional(z.number()),
});
/** An ignored issue: where it is, what it says, and who ignored it why. */
export type IgnoredIssue = z.infer<typeof ignoredIssueSchema>;

/** A page of a repository's ignored issues. */
export const ignoredIssuePageSchema = listEnvelope(ignoredIssueSchema);

/** Whether the service has quick fixes for a branch's issues (answered as the whole body). */
export const hasQuickfixSuggestionsSchema = z.looseObject({ hasSuggestions: z.boolean() });
/** Whether quick fixes exist. */
export type HasQuickfixSuggestions = z.infer<typeof hasQuickfixSuggestionsSchema>;

/** The quick fixes of issues as one patch file. */
export const quickfixPatchSchema = z.looseObject({
  /** The patch, Base64-encoded (decode it to get a unified diff). */
  patch: z.string(),
});
/** Quick fixes as a Base64-encoded patch. */
export type QuickfixPatch = z.infer<typeof quickfixPatchSchema>;
