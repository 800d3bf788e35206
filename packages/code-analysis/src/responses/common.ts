import * as z from 'zod/mini';

/** Paging fields of a list response. */
export const paginationSchema = z.looseObject({
  cursor: z.optional(z.string()),
  limit: z.optional(z.number()),
  total: z.optional(z.number()),
});
/** Paging fields of a list response: the cursor of the next page (absent on the last one), the page size used, the total. */
export type Pagination = z.infer<typeof paginationSchema>;

/** The `{ data: [...], pagination }` envelope of list responses. */
export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({ data: z.array(item), pagination: z.optional(paginationSchema) });
}

/** An action the API suggests after an error or a repository problem. */
export const actionSchema = z.looseObject({ name: z.string(), url: z.string() });
/** A suggested action: a label and a link. */
export type Action = z.infer<typeof actionSchema>;

/** A name and how many items carry it (used by overviews). */
export const countSchema = z.looseObject({ name: z.string(), total: z.number() });
/** A name with a count. */
export type Count = z.infer<typeof countSchema>;

/** Whether the service could analyse something, and why not. */
export const analysisMetaSchema = z.looseObject({ analyzable: z.boolean(), reason: z.optional(z.string()) });

/** The git-provider integration settings (status checks, comments, summaries, AI features) of an organization or a repository. */
export const providerSettingsSchema = z.looseObject({
  commitStatus: z.boolean(),
  pullRequestComment: z.boolean(),
  pullRequestSummary: z.boolean(),
  coverageSummary: z.optional(z.boolean()),
  suggestions: z.optional(z.boolean()),
  aiEnhancedComments: z.boolean(),
  aiPullRequestReviewer: z.optional(z.boolean()),
  aiPullRequestReviewerAutomatic: z.optional(z.boolean()),
  pullRequestUnifiedSummary: z.optional(z.boolean()),
  availableSettings: z.array(z.string()),
});

/** A file of a commit: where it sits, its language, its link on the git provider, whether it is ignored. */
export const fileMetadataSchema = z.looseObject({
    branchId: z.optional(z.number()),
    commitId: z.number(),
    commitSha: z.string(),
    fileId: z.number(),
    fileDataId: z.number(),
    path: z.string(),
    language: z.string(),
    gitProviderUrl: z.string(),
    ignored: z.boolean(),
  });
