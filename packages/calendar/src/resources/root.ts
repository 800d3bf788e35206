import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { getApiDoc, getRouteIndex } from '../operations/root.js';
import type { ApiDoc, RouteIndex } from '../responses/root.js';
import type { RouteIndexQuery } from '../schemas/root.js';

/** The namespace's own routes: its route index and its interface description. */
export class Root {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the routes of the namespace. */
  index(inputs?: RouteIndexQuery, options?: RequestOptions): ApiPromise<RouteIndex> {
    return this.#http.call(getRouteIndex, { query: inputs }, options);
  }

  /** Fetches the interface description the server generates. */
  doc(options?: RequestOptions): ApiPromise<ApiDoc> {
    return this.#http.call(getApiDoc, {}, options);
  }
}
