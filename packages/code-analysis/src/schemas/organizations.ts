import * as z from 'zod/mini';
import { commaList, cursorPagingQuery, limitSchema, segmentSchema } from './common.js';

/** Path parameters of the caller's organizations on one git provider. */
export const providerParams = z.object({ provider: segmentSchema });

/** Query of an organization's repositories: paging, a name search, which ones (`filter`), languages and segments. */
export const organizationRepositoriesQuery = z.extend(cursorPagingQuery, {
  search: z.optional(z.string()),
  filter: z.optional(z.enum(['Synced', 'NotSynced', 'AllSynced'])),
  languages: commaList(z.string()),
  segments: commaList(z.union([z.string(), z.number()])),
});

/** Query of an organization's latest pull requests: how many, a search, and which repositories. */
export const organizationPullRequestsQuery = z.object({ limit: limitSchema, search: z.optional(z.string()), repositories: commaList(z.string()) });
