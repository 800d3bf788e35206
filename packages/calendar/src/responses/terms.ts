import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** An event category or tag. */
export const termSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  taxonomy: z.optional(z.string()),
  description: z.optional(z.string()),
  parent: z.optional(z.number()),
  count: z.optional(z.number()),
  url: z.optional(z.string()),
  /** Links to the term itself, its collection and its parent (an object on current servers). */
  urls: z.optional(z.union([z.record(z.string(), z.string()), z.array(z.string())])),
});
/** An event category or tag. */
export type Term = z.infer<typeof termSchema>;

/** The envelope `GET /categories` answers. */
export const categoryListSchema = listEnvelope('categories', termSchema);

/** The envelope `GET /tags` answers. */
export const tagListSchema = listEnvelope('tags', termSchema);
