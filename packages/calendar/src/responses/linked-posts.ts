import * as z from 'zod/mini';
import { keyed } from '../schemas/common.js';
import { emptyArray, maybeImage, postFields } from './common.js';

/**
 * One record of a kind of post that events link to (venues, organizers), as the site answers it:
 * the post frame, its name in the field `name` (`venue`, `organizer`; an empty array when the server
 * hides it on a password-protected post), the featured image, and the kind's own `readFields`.
 */
export function linkedPostRecord<N extends string, R extends z.core.$ZodShape>(name: N, readFields: R) {
  return z.looseObject({
    ...postFields,
    // The name is an empty array when the server hides it (a password-protected post).
    ...keyed(name, z.optional(z.union([z.string(), emptyArray]))),
    /** The featured image, or `false` when none is set. */
    image: z.optional(maybeImage),
    ...readFields,
  });
}
