import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { patternCategories, repoParams, segmentSchema, severityLevels } from './common.js';
import { ignoreReasons } from '../constants.js';
export { ignoreReasons, type IgnoreReason } from '../constants.js';

/** The body of an issue search or count: filters by branch, pattern, language, category, level, tag or author. */
export const issueFiltersBody = z.object({
  /** The branch whose issues to read; the repository's main branch when omitted. */
  branchName: z.optional(z.string()),
  /** Only issues of these patterns, by pattern id (as the pattern lists give it). */
  patternIds: z.optional(z.array(z.string())),
  /** Only issues in these languages, by language name written without spaces (e.g. `ObjectiveC`). */
  languages: z.optional(z.array(z.string())),
  // The known categories are offered; the API takes any other category name too.
  /** Only issues whose pattern belongs to one of these categories. */
  categories: z.optional(z.array(openEnum(patternCategories))),
  /** Only issues of these severity levels. */
  levels: z.optional(z.array(z.enum(severityLevels))),
  /** Only issues whose pattern carries one of these tags. */
  tags: z.optional(z.array(z.string())),
  /** Only issues from commits by these authors, by email address. */
  authorEmails: z.optional(z.array(z.string())),
  // Filters of the API's newer release.
  /** Only issues found by these tools, by tool id (the `toolInfo.uuid` of an issue). */
  toolUuids: z.optional(z.array(z.string())),
  /** Filters the issues by whether the service flags them as possible false positives. */
  potentialFalsePositives: z.optional(z.boolean()),
});

/** Path parameters of one issue of a repository, by its numeric id. */
export const issueParams = z.extend(repoParams, { issueId: z.int() });


/** The body of an ignored-issue search: the issue filters, plus the reasons the issues were ignored for. */
export const ignoredIssueFiltersBody = z.extend(issueFiltersBody, { ignoreReasons: z.optional(z.array(openEnum(ignoreReasons))) });

/** Path parameters of one issue addressed by its `issueId` (text), as the write operations take it. */
export const issueIdParams = z.extend(repoParams, { issueId: segmentSchema });

/** The body of an issue state change: ignored or not, and why. */
export const issueStateBody = z.object({
  ignored: z.boolean(),
  reason: z.optional(openEnum(ignoreReasons)),
  comment: z.optional(z.string()),
});

/** The body of a bulk ignore: up to 50 issue ids, with an optional reason and comment. */
export const bulkIgnoreIssuesBody = z.object({
  issueIds: z.array(z.string()).check(z.maxLength(50)),
  reason: z.optional(openEnum(ignoreReasons)),
  comment: z.optional(z.string()),
});
