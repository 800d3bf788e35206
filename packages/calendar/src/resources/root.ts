import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { apiDocSchema, routeIndexQuery, routeIndexSchema, type ApiDoc, type RouteIndex, type RouteIndexQuery } from '../schemas/root.js';

const index = defineOperation({
  id: 'root.index',
  method: 'GET',
  path: '',
  query: routeIndexQuery,
  response: routeIndexSchema,
  specIds: [],
});
const doc = defineOperation({
  id: 'root.doc',
  method: 'GET',
  path: '/doc',
  response: apiDocSchema,
  specIds: ['GET /doc'],
});

/** Every operation on the namespace itself. */
export const rootOperations = [index, doc] as const;

/** The namespace's own routes: its route index and its interface description. */
export class Root {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the routes of the namespace. */
  index(query?: RouteIndexQuery, options?: RequestOptions): ApiPromise<RouteIndex> {
    return this.#http.call(index, { query }, options);
  }

  /** Fetches the interface description the server generates. */
  doc(options?: RequestOptions): ApiPromise<ApiDoc> {
    return this.#http.call(doc, {}, options);
  }
}
