import * as z from 'zod/mini';

export { jsonObject } from '../schemas/common.js';

/** The offset list envelope around any item schema. */
export function offsetPage<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    total: z.number(),
    offset: z.number(),
    limit: z.number(),
    count: z.number(),
    desc: z.optional(z.boolean()),
    items: z.array(item),
  });
}

/** A list of items without paging (versions, env vars). */
export function plainList<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({ total: z.number(), items: z.array(item) });
}
