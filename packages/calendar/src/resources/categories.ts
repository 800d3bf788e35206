import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { paginateEnvelope, type CalendarPage } from '../pagination.js';
import { idParams } from '../schemas/common.js';
import {
  categoryCreateBody,
  categoryListQuery,
  categoryListSchema,
  categoryUpdateBody,
  termSchema,
  type CategoryCreate,
  type CategoryListQuery,
  type CategoryUpdate,
  type Term,
} from '../schemas/term.js';

const list = defineOperation({
  id: 'categories.list',
  method: 'GET',
  path: '/categories',
  query: categoryListQuery,
  response: categoryListSchema,
  specIds: ['GET /categories'],
});
const create = defineOperation({
  id: 'categories.create',
  method: 'POST',
  path: '/categories',
  body: categoryCreateBody,
  response: termSchema,
  specIds: [],
});
const get = defineOperation({
  id: 'categories.get',
  method: 'GET',
  path: '/categories/{id}',
  params: idParams,
  response: termSchema,
  specIds: ['GET /categories/{id}'],
});
const update = defineOperation({
  id: 'categories.update',
  method: 'POST',
  path: '/categories/{id}',
  params: idParams,
  body: categoryUpdateBody,
  response: termSchema,
  // Sending the same fields twice leaves the term as once: safe to retry.
  idempotent: true,
  specIds: ['POST /categories/{id}'],
});
const del = defineOperation({
  id: 'categories.delete',
  method: 'DELETE',
  path: '/categories/{id}',
  params: idParams,
  response: termSchema,
  specIds: ['DELETE /categories/{id}'],
});

/** Every category operation. */
export const categoryOperations = [list, create, get, update, del] as const;

/** Categories: the event categories (a tree: each may have a parent). Reads are public; writes need credentials. Terms have no slug routes. */
export class Categories {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists categories, page by page (`await` for the first page, `for await` for every one). Empty ones are hidden unless `hide_empty: false`. */
  list(query?: CategoryListQuery, options?: RequestOptions): Paginated<Term, CalendarPage<Term>> {
    return paginateEnvelope(
      query?.page,
      (page) => this.#http.call(list, { query: { ...query, page } }, options),
      (envelope) => envelope.categories,
    );
  }

  /** Reads one category by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(get, { params: { id } }, options);
  }

  /** Creates a category; `name` is required. */
  create(body: CategoryCreate, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(create, { body }, options);
  }

  /** Changes the given fields of a category. */
  update(id: number | string, body: CategoryUpdate, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(update, { params: { id }, body }, options);
  }

  /** Deletes a category (terms have no trash) and returns what it was. */
  delete(id: number | string, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(del, { params: { id } }, options);
  }
}
