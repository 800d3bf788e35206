import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { addPatternFeedback, getPattern, listPatterns, listRepositoryToolPatternConflicts, toolPatternsOverview } from '../operations/patterns.js';
import type { Pattern, PatternConflict, PatternsOverview } from '../responses/patterns.js';
import type { OrganizationRef, RepositoryRef } from '../schemas/common.js';
import type { listPatternsQuery, patternFeedbackBody, patternFiltersQuery } from '../schemas/patterns.js';
import type { CursorPage } from '../wire.js';

/**
 * Filters of {@link PatternsResource.overview}. Each list is an array (sent joined with commas) or a string
 * that already holds the comma-separated values.
 */
export type PatternFilters = z.input<typeof patternFiltersQuery>;

/** Options of {@link PatternsResource.list}: only the patterns on (or off) by default, where to start and the page size (1 to 100). */
export type ListPatternsOptions = z.input<typeof listPatternsQuery>;

/** What {@link PatternsResource.addFeedback} takes: whether the pattern's enriched description helped (`reactionFeedback`), and why not (`feedback`). */
export type PatternFeedbackInput = z.input<typeof patternFeedbackBody>;

/** Patterns: those of a tool on a repository, and the patterns each tool of the service's catalogue defines. */
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

  /** Lists the patterns a tool of the service's catalogue defines, page by page (no key needed). */
  list(toolUuid: string, options: ListPatternsOptions = {}, requestOptions?: RequestOptions): Paginated<Pattern, CursorPage<Pattern>> {
    return walkList(this.#http, listPatterns, { params: { toolUuid }, query: options }, requestOptions);
  }

  /** Reads one pattern of a tool of the service's catalogue (no key needed). */
  get(toolUuid: string, patternId: string, requestOptions?: RequestOptions): ApiPromise<Pattern> {
    return this.#http.call(getPattern, { params: { toolUuid, patternId } }, requestOptions);
  }

  /** Tells the service, for an organization, whether a pattern's enriched description helped. */
  addFeedback(org: OrganizationRef, toolUuid: string, patternId: string, input: PatternFeedbackInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(addPatternFeedback, { params: { ...org, toolUuid, patternId }, body: input }, requestOptions);
  }
}
