import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { pageLimit, pageOffset } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Searches the public catalogue, page by page. Works without a token. */
export const listStore = defineOperation({
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
  response: (r) => r.storeActorPage,
  list: listPages,
  specIds: ['store_get'],
});

/** Every operation of the `store` namespace. */
export const storeOperations = [listStore] as const;
