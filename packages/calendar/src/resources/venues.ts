import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { paginateEnvelope, type CalendarPage } from '../pagination.js';
import { idParams, slugParams } from '../schemas/common.js';
import {
  venueCreateBody,
  venueListQuery,
  venueListSchema,
  venueSchema,
  venueUpdateBody,
  type Venue,
  type VenueCreate,
  type VenueListQuery,
  type VenueUpdate,
} from '../schemas/venue.js';

const list = defineOperation({
  id: 'venues.list',
  method: 'GET',
  path: '/venues',
  query: venueListQuery,
  response: venueListSchema,
  specIds: ['GET /venues'],
});
const create = defineOperation({
  id: 'venues.create',
  method: 'POST',
  path: '/venues',
  body: venueCreateBody,
  response: venueSchema,
  specIds: [],
});
const get = defineOperation({
  id: 'venues.get',
  method: 'GET',
  path: '/venues/{id}',
  params: idParams,
  response: venueSchema,
  specIds: ['GET /venues/{id}'],
});
const update = defineOperation({
  id: 'venues.update',
  method: 'POST',
  path: '/venues/{id}',
  params: idParams,
  body: venueUpdateBody,
  response: venueSchema,
  // Sending the same fields twice leaves the record as once: safe to retry.
  idempotent: true,
  specIds: ['POST /venues/{id}'],
});
const del = defineOperation({
  id: 'venues.delete',
  method: 'DELETE',
  path: '/venues/{id}',
  params: idParams,
  response: venueSchema,
  specIds: ['DELETE /venues/{id}'],
});
const getBySlug = defineOperation({
  id: 'venues.getBySlug',
  method: 'GET',
  path: '/venues/by-slug/{slug}',
  params: slugParams,
  response: venueSchema,
  specIds: ['GET /venues/by-slug/{slug}'],
});
const updateBySlug = defineOperation({
  id: 'venues.updateBySlug',
  method: 'POST',
  path: '/venues/by-slug/{slug}',
  params: slugParams,
  body: venueUpdateBody,
  response: venueSchema,
  idempotent: true,
  specIds: ['POST /venues/by-slug/{slug}'],
});
const deleteBySlug = defineOperation({
  id: 'venues.deleteBySlug',
  method: 'DELETE',
  path: '/venues/by-slug/{slug}',
  params: slugParams,
  response: venueSchema,
  specIds: ['DELETE /venues/by-slug/{slug}'],
});

/** Every venue operation. */
export const venueOperations = [list, create, get, update, del, getBySlug, updateBySlug, deleteBySlug] as const;

/** Venues: the places where events happen. Reads are public; writes need credentials. */
export class Venues {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists venues matching the filters, page by page (`await` for the first page, `for await` for every one). */
  list(query?: VenueListQuery, options?: RequestOptions): Paginated<Venue, CalendarPage<Venue>> {
    return paginateEnvelope(
      query?.page,
      (page) => this.#http.call(list, { query: { ...query, page } }, options),
      (envelope) => envelope.venues,
    );
  }

  /** Reads one venue by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(get, { params: { id } }, options);
  }

  /** Reads one venue by slug. */
  getBySlug(slug: string, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(getBySlug, { params: { slug } }, options);
  }

  /** Creates a venue; `venue` (its name) is required. */
  create(body: VenueCreate, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(create, { body }, options);
  }

  /** Changes the given fields of a venue. */
  update(id: number | string, body: VenueUpdate, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(update, { params: { id }, body }, options);
  }

  /** Changes the given fields of the venue with this slug. */
  updateBySlug(slug: string, body: VenueUpdate, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(updateBySlug, { params: { slug }, body }, options);
  }

  /** Moves a venue to the trash and returns it; trashing it again answers `venue-is-in-trash` (410). */
  delete(id: number | string, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(del, { params: { id } }, options);
  }

  /** Moves the venue with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<Venue> {
    return this.#http.call(deleteBySlug, { params: { slug } }, options);
  }
}
