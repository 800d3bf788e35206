import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { paginateEnvelope, type CalendarPage } from '../pagination.js';
import { idParams, slugParams } from '../schemas/common.js';
import {
  organizerCreateBody,
  organizerListQuery,
  organizerListSchema,
  organizerSchema,
  organizerUpdateBody,
  type Organizer,
  type OrganizerCreate,
  type OrganizerListQuery,
  type OrganizerUpdate,
} from '../schemas/organizer.js';

const list = defineOperation({
  id: 'organizers.list',
  method: 'GET',
  path: '/organizers',
  query: organizerListQuery,
  response: organizerListSchema,
  specIds: ['GET /organizers'],
});
const create = defineOperation({
  id: 'organizers.create',
  method: 'POST',
  path: '/organizers',
  body: organizerCreateBody,
  response: organizerSchema,
  specIds: [],
});
const get = defineOperation({
  id: 'organizers.get',
  method: 'GET',
  path: '/organizers/{id}',
  params: idParams,
  response: organizerSchema,
  specIds: ['GET /organizers/{id}'],
});
const update = defineOperation({
  id: 'organizers.update',
  method: 'POST',
  path: '/organizers/{id}',
  params: idParams,
  body: organizerUpdateBody,
  response: organizerSchema,
  // Sending the same fields twice leaves the record as once: safe to retry.
  idempotent: true,
  specIds: ['POST /organizers/{id}'],
});
const del = defineOperation({
  id: 'organizers.delete',
  method: 'DELETE',
  path: '/organizers/{id}',
  params: idParams,
  response: organizerSchema,
  specIds: ['DELETE /organizers/{id}'],
});
const getBySlug = defineOperation({
  id: 'organizers.getBySlug',
  method: 'GET',
  path: '/organizers/by-slug/{slug}',
  params: slugParams,
  response: organizerSchema,
  specIds: ['GET /organizers/by-slug/{slug}'],
});
const updateBySlug = defineOperation({
  id: 'organizers.updateBySlug',
  method: 'POST',
  path: '/organizers/by-slug/{slug}',
  params: slugParams,
  body: organizerUpdateBody,
  response: organizerSchema,
  idempotent: true,
  specIds: ['POST /organizers/by-slug/{slug}'],
});
const deleteBySlug = defineOperation({
  id: 'organizers.deleteBySlug',
  method: 'DELETE',
  path: '/organizers/by-slug/{slug}',
  params: slugParams,
  response: organizerSchema,
  specIds: ['DELETE /organizers/by-slug/{slug}'],
});

/** Every organizer operation. */
export const organizerOperations = [list, create, get, update, del, getBySlug, updateBySlug, deleteBySlug] as const;

/** Organizers: the people and groups that run events. Reads are public; writes need credentials. */
export class Organizers {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists organizers matching the filters, page by page (`await` for the first page, `for await` for every one). */
  list(query?: OrganizerListQuery, options?: RequestOptions): Paginated<Organizer, CalendarPage<Organizer>> {
    return paginateEnvelope(
      query?.page,
      (page) => this.#http.call(list, { query: { ...query, page } }, options),
      (envelope) => envelope.organizers,
    );
  }

  /** Reads one organizer by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(get, { params: { id } }, options);
  }

  /** Reads one organizer by slug. */
  getBySlug(slug: string, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(getBySlug, { params: { slug } }, options);
  }

  /** Creates an organizer; `organizer` (its name) is required. */
  create(body: OrganizerCreate, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(create, { body }, options);
  }

  /** Changes the given fields of an organizer. */
  update(id: number | string, body: OrganizerUpdate, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(update, { params: { id }, body }, options);
  }

  /** Changes the given fields of the organizer with this slug. */
  updateBySlug(slug: string, body: OrganizerUpdate, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(updateBySlug, { params: { slug }, body }, options);
  }

  /** Moves an organizer to the trash and returns it; trashing it again answers `organizer-is-in-trash` (410). */
  delete(id: number | string, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(del, { params: { id } }, options);
  }

  /** Moves the organizer with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<Organizer> {
    return this.#http.call(deleteBySlug, { params: { slug } }, options);
  }
}
