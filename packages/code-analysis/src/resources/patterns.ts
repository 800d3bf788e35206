import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { patternConflictSchema, patternsOverviewSchema, type PatternConflict, type PatternsOverview } from '../schemas/analysis.js';
import { commaList, patternCategories, severityLevels, toolParams, type RepositoryRef } from '../schemas/common.js';
import { ANALYSIS_REPO } from './paths.js';

const overviewQuery = z.object({
  languages: commaList(z.string()),
  categories: commaList(z.enum(patternCategories)),
  severityLevels: commaList(z.enum(severityLevels)),
  tags: commaList(z.string()),
  search: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
  recommended: z.optional(z.boolean()),
});
/**
 * Filters of {@link PatternsResource.overview}. Each list is an array (sent joined with commas) or a string
 * that already holds the comma-separated values.
 */
export type PatternFilters = z.input<typeof overviewQuery>;

const overviewOp = defineOperation({
  id: 'patterns.overview',
  method: 'GET',
  path: `${ANALYSIS_REPO}/tools/{toolUuid}/patterns/overview`,
  params: toolParams,
  query: overviewQuery,
  response: patternsOverviewSchema,
  specIds: ['toolPatternsOverview'],
});

const conflictsOp = defineOperation({
  id: 'patterns.conflicts',
  method: 'GET',
  path: `${ANALYSIS_REPO}/tools/{toolUuid}/conflicts`,
  params: toolParams,
  response: z.array(patternConflictSchema),
  specIds: ['listRepositoryToolPatternConflicts'],
});

/** The pattern operations of this resource. */
export const patternOperations = [overviewOp, conflictsOp] as const;

/** Patterns of one analysis tool on a repository. */
export class PatternsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Counts a tool's patterns by language, category, severity and tag, optionally filtered. */
  overview(repo: RepositoryRef, toolUuid: string, filters?: PatternFilters, requestOptions?: RequestOptions): ApiPromise<PatternsOverview> {
    return this.#http.call(overviewOp, { params: { ...repo, toolUuid }, query: filters }, requestOptions);
  }

  /** Lists a tool's patterns whose settings conflict with the coding standards applied to the repository. */
  conflicts(repo: RepositoryRef, toolUuid: string, requestOptions?: RequestOptions): ApiPromise<PatternConflict[]> {
    return this.#http.call(conflictsOp, { params: { ...repo, toolUuid } }, requestOptions);
  }
}
