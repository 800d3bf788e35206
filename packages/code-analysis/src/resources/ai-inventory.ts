import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  getAiInventoryProviderSummary,
  searchAiInventoryCategories,
  searchAiInventoryLocationSummaries,
  searchAiInventoryMarkerSummaries,
  searchAiInventoryProviderSummaries,
  searchAiInventoryRepositories,
  searchAiInventoryRepositorySummaries,
} from '../operations/ai-inventory.js';
import type {
  AiInventoryCategoryGroup,
  AiInventoryLocationSummary,
  AiInventoryMarkerSummary,
  AiInventoryProviderSummary,
  AiInventoryRepository,
  AiInventoryRepositorySummary,
} from '../responses/ai-inventory.js';
import type { aiInventoryFiltersBody, aiProviderSummaryBody } from '../schemas/ai-inventory.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';

/**
 * Filters of the AI inventory searches: item types, AI provider, segment ids, repository names, category
 * groups, categories and a marker. Each one left out matches everything.
 */
export type AiInventoryFilters = z.input<typeof aiInventoryFiltersBody>;

/** Options of the paged AI inventory searches: the filters, plus where to start and the page size. */
export interface AiInventorySearchOptions extends AiInventoryFilters {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
}

/** What {@link AiInventoryResource.getProviderSummary} sends: the AI provider (required) and the other filters. */
export type AiProviderSummaryFilters = z.input<typeof aiProviderSummaryBody>;

/** The AI inventory of an organization: where its code uses AI providers, models and libraries. */
export class AiInventoryResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Searches the repositories where AI usage was found, page by page. */
  searchRepositories(org: OrganizationRef, options: AiInventorySearchOptions = {}, requestOptions?: RequestOptions): Paginated<AiInventoryRepository, CursorPage<AiInventoryRepository>> {
    const { cursor, limit, ...filters } = options;
    return walkList(this.#http, searchAiInventoryRepositories, { params: org, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Searches the AI usage figures per repository (locations and references), page by page. */
  searchRepositorySummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryRepositorySummary, CursorPage<AiInventoryRepositorySummary>> {
    const { cursor, limit, ...filters } = options;
    return walkList(this.#http, searchAiInventoryRepositorySummaries, { params: org, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Lists the category groups and categories of the AI usage that matches the filters (one list, without paging). */
  searchCategories(org: OrganizationRef, filters: AiInventoryFilters = {}, requestOptions?: RequestOptions): ApiPromise<AiInventoryCategoryGroup[]> {
    return this.#http.call(searchAiInventoryCategories, { params: org, body: filters }, requestOptions);
  }

  /** Searches the places (files) where AI usage was found, with their regions, page by page. */
  searchLocationSummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryLocationSummary, CursorPage<AiInventoryLocationSummary>> {
    const { cursor, limit, ...filters } = options;
    return walkList(this.#http, searchAiInventoryLocationSummaries, { params: org, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Searches the AI usage figures per marker (references and repositories), page by page. */
  searchMarkerSummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryMarkerSummary, CursorPage<AiInventoryMarkerSummary>> {
    const { cursor, limit, ...filters } = options;
    return walkList(this.#http, searchAiInventoryMarkerSummaries, { params: org, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Searches the AI usage figures per AI provider, page by page. */
  searchProviderSummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryProviderSummary, CursorPage<AiInventoryProviderSummary>> {
    const { cursor, limit, ...filters } = options;
    return walkList(this.#http, searchAiInventoryProviderSummaries, { params: org, query: { cursor, limit }, body: filters }, requestOptions);
  }

  /** Reads the AI usage figures of one AI provider, with a breakdown by category group. */
  getProviderSummary(org: OrganizationRef, filters: AiProviderSummaryFilters, requestOptions?: RequestOptions): ApiPromise<AiInventoryProviderSummary> {
    return this.#http.call(getAiInventoryProviderSummary, { params: org, body: filters }, requestOptions);
  }
}
