import { aiInventoryFiltersBody, aiProviderSummaryBody } from '../schemas/ai-inventory.js';
import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Searches the repositories where AI usage was found, page by page. */
export const searchAiInventoryRepositories = defineOperation({
  id: 'aiInventory.searchRepositories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/repositories/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryRepositoryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (repositories with AI usage, filters in the body)',
  specIds: ['searchAiInventoryRepositories'],
});

/** Searches the AI usage figures per repository (locations and references), page by page. */
export const searchAiInventoryRepositorySummaries = defineOperation({
  id: 'aiInventory.searchRepositorySummaries',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/repositories/summaries/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryRepositorySummaryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (AI usage figures per repository, filters in the body)',
  specIds: ['searchAiInventoryRepositorySummaries'],
});

/**
 * Lists the category groups and categories of the AI usage that matches the filters (one list, without
 * paging).
 */
export const searchAiInventoryCategories = defineOperation({
  id: 'aiInventory.searchCategories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/categories/search',
  params: orgParams,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryCategoriesSchema,
  idempotent: 'a POST that only reads (categories of the AI usage found, filters in the body)',
  specIds: ['searchAiInventoryCategories'],
});

/** Searches the places (files) where AI usage was found, with their regions, page by page. */
export const searchAiInventoryLocationSummaries = defineOperation({
  id: 'aiInventory.searchLocationSummaries',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/locations/summaries/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryLocationSummaryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (files where AI usage was found, filters in the body)',
  specIds: ['searchAiInventoryLocationSummaries'],
});

/** Searches the AI usage figures per marker (references and repositories), page by page. */
export const searchAiInventoryMarkerSummaries = defineOperation({
  id: 'aiInventory.searchMarkerSummaries',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/markers/summaries/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryMarkerSummaryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (AI usage figures per marker, filters in the body)',
  specIds: ['searchAiInventoryMarkerSummaries'],
});

/** Searches the AI usage figures per AI provider, page by page. */
export const searchAiInventoryProviderSummaries = defineOperation({
  id: 'aiInventory.searchProviderSummaries',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/providers/summaries/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: aiInventoryFiltersBody,
  response: (r) => r.aiInventoryProviderSummaryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (AI usage figures per AI provider, filters in the body)',
  specIds: ['searchAiInventoryProviderSummaries'],
});

/** Reads the AI usage figures of one AI provider, with a breakdown by category group. */
export const getAiInventoryProviderSummary = defineOperation({
  id: 'aiInventory.getProviderSummary',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/ai-inventory/providers/summary',
  params: orgParams,
  body: aiProviderSummaryBody,
  response: (r) => r.aiInventoryProviderSummarySchema,
  idempotent: 'a POST that only reads (the AI usage figures of one AI provider)',
  specIds: ['getAiInventoryProviderSummary'],
});
