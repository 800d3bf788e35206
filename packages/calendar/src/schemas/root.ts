import * as z from 'zod/mini';

/** Query of the route index. */
export const routeIndexQuery = z.object({
  /** The namespace to describe (the server's default is this one). */
  namespace: z.optional(z.string()),
  /** How much to describe: `view` (default) or `help`. */
  context: z.optional(z.enum(['view', 'help'])),
});
