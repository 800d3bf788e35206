import * as z from 'zod/mini';

/** A domain name to add (the API judges its form). */
export const domainCreateSchema = z.object({ name: z.string() });

/** How long defensive mode stays on (a duration the API accepts, e.g. `1h`). */
export const defensiveModeSchema = z.object({ duration: z.string() });
