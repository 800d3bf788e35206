import { openEnum } from '@typed-api/core/internal';
import * as z from 'zod/mini';

/** Git provider ids the service knows (`gh`, `gl`, `bb`), plus any id a newer server may add. */
export type GitProvider = 'gh' | 'gl' | 'bb' | (string & {});

/** An organization on a git provider, as the API addresses it. */
export interface OrganizationRef {
  /** Git provider id, e.g. `gh`. */
  provider: GitProvider;
  /** The organization's name on the git provider. */
  organization: string;
}

/** A repository on a git provider, as the API addresses it. */
export interface RepositoryRef extends OrganizationRef {
  /** The repository's name on the git provider. */
  repository: string;
}

const segment = z.string().check(z.minLength(1));

/** Path parameters of organization-level operations. */
export const orgParams = z.object({ provider: segment, organization: segment });

/** Path parameters of repository-level operations. */
export const repoParams = z.object({ provider: segment, organization: segment, repository: segment });

/** Path parameters of operations on one tool of a repository. */
export const toolParams = z.extend(repoParams, { toolUuid: segment });

/** Page size accepted by every list: 1 to 100 (the server's default is 100). */
export const limitSchema = z.optional(z.int().check(z.minimum(1), z.maximum(100)));

/** Query fields every cursor list takes. */
export const cursorQuery = { cursor: z.optional(z.string()), limit: limitSchema };

/**
 * A query filter that takes several values: either an array, which the client joins with commas, or the
 * list already written as one comma-separated string (the form the API itself describes).
 */
export function commaList<T extends z.ZodMiniType>(item: T) {
  return z.optional(z.union([z.array(item), z.string()]));
}

/** Sort direction of the lists that can be ordered: `asc` or `desc` (other strings are passed on as given). */
export const sortDirectionSchema = z.optional(openEnum(['asc', 'desc']));

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

/** Severity levels of patterns and issues. */
export const severityLevels = ['Error', 'High', 'Warning', 'Info'] as const;
/** Severity level of a pattern or issue. */
export type SeverityLevel = (typeof severityLevels)[number];

/** Pattern categories. */
export const patternCategories = [
  'Security',
  'ErrorProne',
  'CodeStyle',
  'Compatibility',
  'UnusedCode',
  'Complexity',
  'Comprehensibility',
  'Documentation',
  'BestPractice',
  'Performance',
] as const;
/** Category of a pattern or issue. */
export type PatternCategory = (typeof patternCategories)[number];

/** A name and how many items carry it (used by overviews). */
export const countSchema = z.looseObject({ name: z.string(), total: z.number() });
/** A name with a count. */
export type Count = z.infer<typeof countSchema>;
