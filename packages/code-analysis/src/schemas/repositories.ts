import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commaList, cursorPagingQuery, sortDirectionSchema } from './common.js';

/** Query of an organization's repositories with analysis: paging, a search, repository names and segment ids. */
export const listRepositoriesQuery = z.extend(cursorPagingQuery, {
  search: z.optional(z.string()),
  repositories: commaList(z.string()),
  segments: commaList(z.union([z.string(), z.number()])),
});

/**
 * The body of a repository search by name. `names` may be left out as the API describes it; `search`
 * always sends the names asked for.
 */
export const searchRepositoriesBody = z.object({ names: z.optional(z.array(z.string())) });

/** Query of one repository with analysis: the branch whose figures to read. */
export const getRepositoryQuery = z.object({ branch: z.optional(z.string()) });

/** Query of a repository's branches: paging, enabled state, a name search, and the order. */
export const listBranchesQuery = z.extend(cursorPagingQuery, {
  enabled: z.optional(z.boolean()),
  search: z.optional(z.string()),
  /** What to order the branches by: `name` or `last-updated`. */
  sort: z.optional(openEnum(['name', 'last-updated'])),
  /** `asc` or `desc`. */
  direction: sortDirectionSchema,
});

/** The body of adding a repository: the git provider and the repository's full path. */
export const addRepositoryBody = z.object({ provider: z.string(), repositoryFullPath: z.string() });
