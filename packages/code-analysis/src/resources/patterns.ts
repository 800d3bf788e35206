import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import type * as z from 'zod/mini';
import { listRepositoryToolPatternConflicts, toolPatternsOverview } from '../operations/patterns.js';
import type { PatternConflict, PatternsOverview } from '../responses/patterns.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { patternFiltersQuery } from '../schemas/patterns.js';

/**
 * Filters of {@link PatternsResource.overview}. Each list is an array (sent joined with commas) or a string
 * that already holds the comma-separated values.
 */
export type PatternFilters = z.input<typeof patternFiltersQuery>;

/** Patterns of one analysis tool on a repository. */
export class PatternsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Counts a tool's patterns by language, category, severity and tag, optionally filtered. */
  overview(repo: RepositoryRef, toolUuid: string, filters?: PatternFilters, requestOptions?: RequestOptions): ApiPromise<PatternsOverview> {
    return this.#http.call(toolPatternsOverview, { params: { ...repo, toolUuid }, query: filters }, requestOptions);
  }

  /** Lists a tool's patterns whose settings conflict with the coding standards applied to the repository. */
  conflicts(repo: RepositoryRef, toolUuid: string, requestOptions?: RequestOptions): ApiPromise<PatternConflict[]> {
    return this.#http.call(listRepositoryToolPatternConflicts, { params: { ...repo, toolUuid } }, requestOptions);
  }
}
