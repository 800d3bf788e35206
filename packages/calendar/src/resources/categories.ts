import type { HttpClient } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { categorySchemas, type CategoryCreate, type CategoryListQuery, type CategoryUpdate, type Term } from '../schemas/term.js';
import { recordKind, RecordResource } from './records.js';

const categories = recordKind('categories', categorySchemas);

/** Every category operation. */
export const categoryOperations: readonly Operation[] = Object.values<Operation>(categories.operations);

/**
 * Categories: the event categories, a tree (each may have a parent). Lists hide empty ones unless
 * `hide_empty: false`; deleting removes a category for good (terms have no trash, and no slug routes).
 * Reads are public; writes need credentials.
 */
export class Categories extends RecordResource<'categories', Term, CategoryCreate, CategoryUpdate, CategoryListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, categories);
  }
}
