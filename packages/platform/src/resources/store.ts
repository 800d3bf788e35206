import type * as z from 'zod/mini';
import type { HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetPage } from '../schemas/common.js';
import type { StoreActor } from '../responses/platform.js';
import { listStore } from '../operations/store.js';

/** Options of {@link StoreResource.list}. */
export type ListStoreOptions = z.input<typeof listStore.query>;

/** The public catalogue of Actors. */
export class StoreResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Searches the public catalogue, page by page. Works without a token. */
  list(options?: ListStoreOptions, requestOptions?: RequestOptions): Paginated<StoreActor, OffsetPage<StoreActor>> {
    return walkList(this.#http, listStore, { query: options }, requestOptions);
  }
}
