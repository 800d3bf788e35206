import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { paginateEnvelope, type CalendarPage } from '../pagination.js';
import { idParams } from '../schemas/common.js';
import {
  tagCreateBody,
  tagListQuery,
  tagListSchema,
  tagUpdateBody,
  termSchema,
  type TagCreate,
  type TagListQuery,
  type TagUpdate,
  type Term,
} from '../schemas/term.js';

const list = defineOperation({
  id: 'tags.list',
  method: 'GET',
  path: '/tags',
  query: tagListQuery,
  response: tagListSchema,
  specIds: ['GET /tags'],
});
const create = defineOperation({
  id: 'tags.create',
  method: 'POST',
  path: '/tags',
  body: tagCreateBody,
  response: termSchema,
  specIds: [],
});
const get = defineOperation({
  id: 'tags.get',
  method: 'GET',
  path: '/tags/{id}',
  params: idParams,
  response: termSchema,
  specIds: ['GET /tags/{id}'],
});
const update = defineOperation({
  id: 'tags.update',
  method: 'POST',
  path: '/tags/{id}',
  params: idParams,
  body: tagUpdateBody,
  response: termSchema,
  // Sending the same fields twice leaves the term as once: safe to retry.
  idempotent: true,
  specIds: ['POST /tags/{id}'],
});
const del = defineOperation({
  id: 'tags.delete',
  method: 'DELETE',
  path: '/tags/{id}',
  params: idParams,
  response: termSchema,
  specIds: ['DELETE /tags/{id}'],
});

/** Every tag operation. */
export const tagOperations = [list, create, get, update, del] as const;

/** Tags: the event tags (flat). Reads are public; writes need credentials. Terms have no slug routes. */
export class Tags {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists tags, page by page (`await` for the first page, `for await` for every one). Empty ones are hidden unless `hide_empty: false`. */
  list(query?: TagListQuery, options?: RequestOptions): Paginated<Term, CalendarPage<Term>> {
    return paginateEnvelope(
      query?.page,
      (page) => this.#http.call(list, { query: { ...query, page } }, options),
      (envelope) => envelope.tags,
    );
  }

  /** Reads one tag by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(get, { params: { id } }, options);
  }

  /** Creates a tag; `name` is required. */
  create(body: TagCreate, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(create, { body }, options);
  }

  /** Changes the given fields of a tag. */
  update(id: number | string, body: TagUpdate, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(update, { params: { id }, body }, options);
  }

  /** Deletes a tag (terms have no trash) and returns what it was. */
  delete(id: number | string, options?: RequestOptions): ApiPromise<Term> {
    return this.#http.call(del, { params: { id } }, options);
  }
}
