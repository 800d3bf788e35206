import type { HttpClient } from '@typed-api/core';
import { categoryOperations } from '../operations/categories.js';
import type { Term } from '../responses/terms.js';
import type { CategoryCreate, CategoryListQuery, CategoryUpdate } from '../schemas/term.js';
import { RecordResource } from './records.js';

/**
 * Categories: the event categories, a tree (each may have a parent). Lists hide empty ones unless
 * `hide_empty: false`; deleting removes a category for good (terms have no trash, and no slug routes).
 * Reads are public; writes need credentials.
 */
export class Categories extends RecordResource<'categories', Term, CategoryCreate, CategoryUpdate, CategoryListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, { key: 'categories', operations: categoryOperations });
  }
}
