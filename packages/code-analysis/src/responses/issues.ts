import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { countSchema, listEnvelope } from './common.js';

/** The pattern an issue breaks: its id, title, category and severity. */
const patternInfoSchema = z.looseObject({
  /** The pattern id, unique within its tool. */
  id: z.string(),
  /** The pattern title. */
  title: z.optional(z.string()),
  /** The pattern category, e.g. `Security`. */
  category: z.string(),
  /** A finer category, e.g. `XSS`; absent when the pattern has none. */
  subCategory: z.optional(z.string()),
  /** Deprecated by the API: read `severityLevel` instead. */
  level: z.string(),
  /** `Info`, `Warning`, `High` or `Error` (shown as Minor, Medium, High and Critical). */
  severityLevel: z.string(),
});

/** The tool that found an issue. */
const toolInfoSchema = z.looseObject({
  /** The tool's id. */
  uuid: z.string(),
  /** The tool's name. */
  name: z.string(),
});

/** An issue found by an analysis. */
export const issueSchema = z.looseObject({
  /** The issue id. */
  issueId: z.string(),
  /** A numeric id of the issue that does not change. */
  resultDataId: z.number(),
  /** Path of the file with the issue. */
  filePath: z.string(),
  /** The service's id of that file. */
  fileId: z.number(),
  /** The pattern the code breaks. */
  patternInfo: patternInfoSchema,
  /** The tool that reported the issue. */
  toolInfo: toolInfoSchema,
  /** The line the issue is on. */
  lineNumber: z.number(),
  /** What is wrong, in detail. */
  message: z.string(),
  /** A proposed fix, when the service has one. */
  suggestion: z.optional(z.string()),
  /** The language of the file. */
  language: z.string(),
  /** The text of the line the issue is on. */
  lineText: z.string(),
  /** The commit that introduced the issue. */
  commitInfo: z.optional(z.looseObject({})),
  /** How likely the issue is a false positive. */
  falsePositiveProbability: z.optional(z.number()),
  /** Why the issue may be a false positive. */
  falsePositiveReason: z.optional(z.string()),
  /** The threshold the service uses to flag likely false positives. */
  falsePositiveThreshold: z.number(),
});

/** A page of issues (of a repository's search, or of one file). */
export const issuePageSchema = listEnvelope(issueSchema);

/** An issue a commit or pull request added or fixed. */
export const deltaIssueSchema = z.looseObject({ commitIssue: issueSchema, deltaType: z.string() });

/** A page of the issues a commit or pull request added or fixed, with whether it was `analyzed`. */
export const deltaIssuePageSchema = z.extend(listEnvelope(deltaIssueSchema), { analyzed: z.boolean() });

/** Issue counts of a repository. */
export const issuesOverviewSchema = z.looseObject({
  /** The issue counts, grouped several ways. */
  counts: z.looseObject({
    /** Issues per category. */
    categories: z.array(countSchema),
    /** Issues per language. */
    languages: z.array(countSchema),
    /** Issues per severity level. */
    levels: z.array(countSchema),
    /** Counts per pattern tag. */
    tags: z.array(countSchema),
    /** Issues per pattern, with the pattern's id and title. */
    patterns: z.array(z.looseObject({ id: z.string(), title: z.optional(z.string()), total: z.number() })),
    /** Issues per commit author. */
    authors: z.array(countSchema),
  }),
});

/** An issue that was ignored, with who ignored it, when and why. */
export const ignoredIssueSchema = z.looseObject({
  /** The issue id. */
  issueId: z.string(),
  /** `AcceptedUse`, `FalsePositive`, `NotExploitable`, `TestCode` or `ExternalCode` (absent when none was given). */
  reason: z.optional(openEnum(['AcceptedUse', 'FalsePositive', 'NotExploitable', 'TestCode', 'ExternalCode'])),
  /** The note left when the issue was ignored, if any. */
  comment: z.optional(z.string()),
  /** The name of whoever ignored the issue. */
  ignoredByName: z.optional(z.string()),
  /** When the issue was ignored (ISO 8601 date-time). */
  ignoredTimestamp: z.string(),
  /** Path of the file with the issue. */
  filePath: z.string(),
  /** The service's id of that file. */
  fileId: z.optional(z.number()),
  /** The pattern the code breaks. */
  patternInfo: patternInfoSchema,
  /** The tool that reported the issue. */
  toolInfo: toolInfoSchema,
  /** The line the issue is on. */
  lineNumber: z.optional(z.number()),
  /** What is wrong, in detail. */
  message: z.string(),
  /** The language of the file. */
  language: z.string(),
  /** The text of the line the issue is on. */
  lineText: z.string(),
  /** The commit that introduced the issue; absent when the service did not analyse it. */
  commitInfo: z.optional(z.looseObject({ sha: z.string() })),
  /** How likely the issue is a false positive. */
  falsePositiveProbability: z.optional(z.number()),
  /** Why the issue may be a false positive. */
  falsePositiveReason: z.optional(z.string()),
  /** The threshold the service uses to flag likely false positives. */
  falsePositiveThreshold: z.optional(z.number()),
});

/** A page of a repository's ignored issues. */
export const ignoredIssuePageSchema = listEnvelope(ignoredIssueSchema);

/** Whether the service has quick fixes for a branch's issues (answered as the whole body). */
export const hasQuickfixSuggestionsSchema = z.looseObject({ hasSuggestions: z.boolean() });

/** The quick fixes of issues as one patch file. */
export const quickfixPatchSchema = z.looseObject({
  /** The patch, Base64-encoded (decode it to get a unified diff). */
  patch: z.string(),
});

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** An issue: where it is, which pattern and tool found it, and what it says. */
  Issue: typeof issueSchema;
  /** An issue with whether it was `Added` or `Fixed`. */
  DeltaIssue: typeof deltaIssueSchema;
  /** How a repository's issues split by category, language, level, tag, pattern and author. */
  IssuesOverview: typeof issuesOverviewSchema;
  /** An ignored issue: where it is, what it says, and who ignored it why. */
  IgnoredIssue: typeof ignoredIssueSchema;
  /** Whether quick fixes exist. */
  HasQuickfixSuggestions: typeof hasQuickfixSuggestionsSchema;
  /** Quick fixes as a Base64-encoded patch. */
  QuickfixPatch: typeof quickfixPatchSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { Count } from './common.js';

/** An issue: where it is, which pattern and tool found it, and what it says. */
export interface Issue {
  /**
   * The issue id.
   *
   * Text.
   */
  issueId: string;
  /**
   * A numeric id of the issue that does not change.
   *
   * A whole number.
   */
  resultDataId: number;
  /**
   * Path of the file with the issue.
   *
   * Text.
   */
  filePath: string;
  /**
   * The service's id of that file.
   *
   * A whole number.
   */
  fileId: number;
  /**
   * The pattern the code breaks.
   *
   * An object.
   */
  patternInfo: {
    /**
     * The pattern id, unique within its tool.
     *
     * Text.
     */
    id: string;
    /**
     * The pattern title.
     *
     * Text. Not always present.
     */
    title?: string | undefined;
    /**
     * The pattern category, e.g. `Security`.
     *
     * Text.
     */
    category: string;
    /**
     * A finer category, e.g. `XSS`; absent when the pattern has none.
     *
     * Text. Not always present.
     */
    subCategory?: string | undefined;
    /**
     * Deprecated by the API: read `severityLevel` instead.
     *
     * Text. The description lists `'Info'`, `'Warning'`, `'High'` or `'Error'`.
     */
    level: string;
    /**
     * `Info`, `Warning`, `High` or `Error` (shown as Minor, Medium, High and Critical).
     *
     * Text. The description lists `'Info'`, `'Warning'`, `'High'` or `'Error'`.
     */
    severityLevel: string;
  };
  /**
   * The tool that reported the issue.
   *
   * An object.
   */
  toolInfo: {
    /**
     * The tool's id.
     *
     * Text.
     */
    uuid: string;
    /**
     * The tool's name.
     *
     * Text.
     */
    name: string;
  };
  /**
   * The line the issue is on.
   *
   * A whole number.
   */
  lineNumber: number;
  /**
   * What is wrong, in detail.
   *
   * Text.
   */
  message: string;
  /**
   * A proposed fix, when the service has one.
   *
   * Text. Not always present.
   */
  suggestion?: string | undefined;
  /**
   * The language of the file.
   *
   * Text.
   */
  language: string;
  /**
   * The text of the line the issue is on.
   *
   * Text.
   */
  lineText: string;
  /**
   * The commit that introduced the issue.
   *
   * An object. Not always present.
   */
  commitInfo?: Record<string, unknown> | undefined;
  /**
   * How likely the issue is a false positive.
   *
   * A whole number. Not always present.
   */
  falsePositiveProbability?: number | undefined;
  /**
   * Why the issue may be a false positive.
   *
   * Text. Not always present.
   */
  falsePositiveReason?: string | undefined;
  /**
   * The threshold the service uses to flag likely false positives.
   *
   * A whole number.
   */
  falsePositiveThreshold: number;
}

/** An issue with whether it was `Added` or `Fixed`. */
export interface DeltaIssue {
  /** A `Issue`. */
  commitIssue: Issue;
  /** Text. */
  deltaType: string;
}

/** How a repository's issues split by category, language, level, tag, pattern and author. */
export interface IssuesOverview {
  /**
   * The issue counts, grouped several ways.
   *
   * An object.
   */
  counts: {
    /**
     * Issues per category.
     *
     * A list, each a `Count`.
     */
    categories: Count[];
    /**
     * Issues per language.
     *
     * A list, each a `Count`.
     */
    languages: Count[];
    /**
     * Issues per severity level.
     *
     * A list, each a `Count`.
     */
    levels: Count[];
    /**
     * Counts per pattern tag.
     *
     * A list, each a `Count`.
     */
    tags: Count[];
    /**
     * Issues per pattern, with the pattern's id and title.
     *
     * A list, each an object.
     */
    patterns: {
      /** Text. */
      id: string;
      /** Text. Not always present. */
      title?: string | undefined;
      /** A whole number. */
      total: number;
    }[];
    /**
     * Issues per commit author.
     *
     * A list, each a `Count`.
     */
    authors: Count[];
  };
}

/** An ignored issue: where it is, what it says, and who ignored it why. */
export interface IgnoredIssue {
  /**
   * The issue id.
   *
   * Text.
   */
  issueId: string;
  /**
   * `AcceptedUse`, `FalsePositive`, `NotExploitable`, `TestCode` or `ExternalCode` (absent when none was given).
   *
   * One of `'AcceptedUse'`, `'FalsePositive'`, `'NotExploitable'`, `'TestCode'` or `'ExternalCode'`, or another value the API adds later. Not always present.
   */
  reason?: 'AcceptedUse' | 'FalsePositive' | 'NotExploitable' | 'TestCode' | 'ExternalCode' | (string & {}) | undefined;
  /**
   * The note left when the issue was ignored, if any.
   *
   * Text. Not always present.
   */
  comment?: string | undefined;
  /**
   * The name of whoever ignored the issue.
   *
   * Text. Not always present.
   */
  ignoredByName?: string | undefined;
  /**
   * When the issue was ignored (ISO 8601 date-time).
   *
   * Text.
   */
  ignoredTimestamp: string;
  /**
   * Path of the file with the issue.
   *
   * Text.
   */
  filePath: string;
  /**
   * The service's id of that file.
   *
   * A number. Not always present.
   */
  fileId?: number | undefined;
  /**
   * The pattern the code breaks.
   *
   * An object.
   */
  patternInfo: {
    /**
     * The pattern id, unique within its tool.
     *
     * Text.
     */
    id: string;
    /**
     * The pattern title.
     *
     * Text. Not always present.
     */
    title?: string | undefined;
    /**
     * The pattern category, e.g. `Security`.
     *
     * Text.
     */
    category: string;
    /**
     * A finer category, e.g. `XSS`; absent when the pattern has none.
     *
     * Text. Not always present.
     */
    subCategory?: string | undefined;
    /**
     * Deprecated by the API: read `severityLevel` instead.
     *
     * Text.
     */
    level: string;
    /**
     * `Info`, `Warning`, `High` or `Error` (shown as Minor, Medium, High and Critical).
     *
     * Text.
     */
    severityLevel: string;
  };
  /**
   * The tool that reported the issue.
   *
   * An object.
   */
  toolInfo: {
    /**
     * The tool's id.
     *
     * Text.
     */
    uuid: string;
    /**
     * The tool's name.
     *
     * Text.
     */
    name: string;
  };
  /**
   * The line the issue is on.
   *
   * A number. Not always present.
   */
  lineNumber?: number | undefined;
  /**
   * What is wrong, in detail.
   *
   * Text.
   */
  message: string;
  /**
   * The language of the file.
   *
   * Text.
   */
  language: string;
  /**
   * The text of the line the issue is on.
   *
   * Text.
   */
  lineText: string;
  /**
   * The commit that introduced the issue; absent when the service did not analyse it.
   *
   * An object. Not always present.
   */
  commitInfo?: {
    /** Text. */
    sha: string;
  } | undefined;
  /**
   * How likely the issue is a false positive.
   *
   * A number. Not always present.
   */
  falsePositiveProbability?: number | undefined;
  /**
   * Why the issue may be a false positive.
   *
   * Text. Not always present.
   */
  falsePositiveReason?: string | undefined;
  /**
   * The threshold the service uses to flag likely false positives.
   *
   * A number. Not always present.
   */
  falsePositiveThreshold?: number | undefined;
}

/** Whether quick fixes exist. */
export interface HasQuickfixSuggestions {
  /** `true` or `false`. */
  hasSuggestions: boolean;
}

/** Quick fixes as a Base64-encoded patch. */
export interface QuickfixPatch {
  /**
   * The patch, Base64-encoded (decode it to get a unified diff).
   *
   * Text.
   */
  patch: string;
}
// End of the generated answer types.
