import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
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

/**
 * Inputs of the paged AI inventory searches: the {@link AiInventoryFilters} (sent in the body) and the
 * paging, `cursor` (where to start) and `limit` (1 to 100), sent in the query.
 */
export type AiInventorySearchOptions = Inputs<typeof searchAiInventoryRepositories>;

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
    return walkList(this.#http, searchAiInventoryRepositories, { params: org, input: options }, requestOptions);
  }

  /** Searches the AI usage figures per repository (locations and references), page by page. */
  searchRepositorySummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryRepositorySummary, CursorPage<AiInventoryRepositorySummary>> {
    return walkList(this.#http, searchAiInventoryRepositorySummaries, { params: org, input: options }, requestOptions);
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
    return walkList(this.#http, searchAiInventoryLocationSummaries, { params: org, input: options }, requestOptions);
  }

  /** Searches the AI usage figures per marker (references and repositories), page by page. */
  searchMarkerSummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryMarkerSummary, CursorPage<AiInventoryMarkerSummary>> {
    return walkList(this.#http, searchAiInventoryMarkerSummaries, { params: org, input: options }, requestOptions);
  }

  /** Searches the AI usage figures per AI provider, page by page. */
  searchProviderSummaries(
    org: OrganizationRef,
    options: AiInventorySearchOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AiInventoryProviderSummary, CursorPage<AiInventoryProviderSummary>> {
    return walkList(this.#http, searchAiInventoryProviderSummaries, { params: org, input: options }, requestOptions);
  }

  /** Reads the AI usage figures of one AI provider, with a breakdown by category group. */
  getProviderSummary(org: OrganizationRef, filters: AiProviderSummaryFilters, requestOptions?: RequestOptions): ApiPromise<AiInventoryProviderSummary> {
    return this.#http.call(getAiInventoryProviderSummary, { params: org, body: filters }, requestOptions);
  }
}
