import * as z from 'zod/mini';
import { maybeImage, postFields } from './common.js';

/**
 * One record of a kind of post that events link to (venues, organizers), as the site answers it:
 * the post frame, its name in the one field of `nameField` (`venue`, `organizer`; an empty array when
 * the server hides it on a password-protected post), the featured image, and the kind's own `readFields`.
 */
export function linkedPostRecord<N extends z.core.$ZodShape, R extends z.core.$ZodShape>(nameField: N, readFields: R) {
  return z.looseObject({
    ...postFields,
    // The name is an empty array when the server hides it (a password-protected post).
    ...nameField,
    /** The featured image, or `false` when none is set. */
    image: z.optional(maybeImage),
    ...readFields,
  });
}
