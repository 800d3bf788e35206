import * as z from 'zod/mini';
import { type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { offsetPage, pageLimit, pageOffset } from '../schemas/common.js';
import { storeActor, type StoreActor } from '../schemas/platform.js';
import type { OffsetPage } from '../schemas/common.js';

const listStore = defineOperation({
  id: 'store.list',
  method: 'GET',
  path: '/store',
  query: z.object({
    offset: pageOffset,
    limit: pageLimit,
    search: z.optional(z.string()),
    sortBy: z.optional(z.string()),
    category: z.optional(z.string()),
    username: z.optional(z.string()),
    pricingModel: z.optional(z.enum(['FREE', 'FLAT_PRICE_PER_MONTH', 'PRICE_PER_DATASET_ITEM', 'PAY_PER_EVENT'])),
    allowsAgenticUsers: z.optional(z.boolean()),
    includeUnrunnableActors: z.optional(z.boolean()),
    /** `full` (the default) for every field, or `agent` for a short set of fields meant for language models. */
    responseFormat: z.optional(z.enum(['full', 'agent'])),
  }),
  response: offsetPage(storeActor),
  list: offsetPages(),
  specIds: ['store_get'],
});

/** Every operation of the `store` namespace. */
export const storeOperations = [listStore] as const;

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
