import * as z from 'zod/mini';

/** A domain attached to a site. */
export const domainSchema = z.looseObject({
  id: z.number(),
  domainName: z.string(),
  created: z.optional(z.string()),
  primary: z.optional(z.boolean()),
  /** The subdomain part, e.g. `www`, or null. */
  name: z.optional(z.nullable(z.string())),
  healthy: z.optional(z.boolean()),
  dnsConfirmed: z.optional(z.boolean()),
  provisioned: z.optional(z.boolean()),
  type: z.optional(z.string()),
  displayType: z.optional(z.string()),
  ipAddresses: z.optional(z.array(z.string())),
  zoneId: z.optional(z.nullable(z.number())),
});
/** A domain attached to a site. */
export type Domain = z.infer<typeof domainSchema>;

/** The domains of a site. */
export const domainListSchema = z.array(domainSchema);

/** The edge cache state of a site. */
export const edgeCacheStatusSchema = z.looseObject({
  active: z.boolean(),
  defensive_mode: z.optional(z.looseObject({ active: z.boolean(), active_until: z.optional(z.nullable(z.number())) })),
});
/** The edge cache state of a site. */
export type EdgeCacheStatus = z.infer<typeof edgeCacheStatusSchema>;
