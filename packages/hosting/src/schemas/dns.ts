import * as z from 'zod/mini';

/** A new DNS record. The public description lists the fields but no allowed types, so `type` is free text. */
export const zoneRecordCreateSchema = z.object({
  type: z.string(),
  name: z.string(),
  value: z.string(),
  /** Time to live in seconds. */
  ttl: z.optional(z.int()),
});
