import * as z from 'zod/mini';

/** A DNS zone of the account (one per domain the account's DNS serves). */
export const zoneSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
});
/** A DNS zone. */
export type Zone = z.infer<typeof zoneSchema>;

/** The account's zones (without their records). */
export const zoneListSchema = z.array(zoneSchema);

/** A record of a DNS zone; `siteId` is set when the record points at one of the account's sites. */
export const zoneRecordSchema = z.looseObject({
  id: z.number(),
  zoneId: z.optional(z.number()),
  primary: z.optional(z.boolean()),
  /** Record type as the API spells it, e.g. `A`, `CNAME`, `TXT`. */
  type: z.string(),
  name: z.string(),
  value: z.string(),
  priority: z.optional(z.nullable(z.number())),
  weight: z.optional(z.nullable(z.number())),
  port: z.optional(z.nullable(z.number())),
  ttl: z.optional(z.nullable(z.number())),
  siteId: z.optional(z.nullable(z.number())),
  created: z.optional(z.string()),
});
/** A DNS record. */
export type ZoneRecord = z.infer<typeof zoneRecordSchema>;

/** A zone together with all its records: what record reads and changes answer with. */
export const zoneWithRecordsSchema = z.looseObject({
  ...zoneSchema.shape,
  records: z.array(zoneRecordSchema),
});
/** A zone with its records. */
export type ZoneWithRecords = z.infer<typeof zoneWithRecordsSchema>;

/**
 * Certificate details of an A record. The public description shows no successful example, so the
 * object is kept loose: every field the API sends is kept, none is promised.
 */
export const certificateDetailsSchema = z.nullable(z.looseObject({}));
/** Certificate details of an A record (fields not published). */
export type CertificateDetails = z.infer<typeof certificateDetailsSchema>;

/** A share link through which a domain's owner points the domain at a site. */
export const domainSetupLinkSchema = z.looseObject({
  sharable_link: z.string(),
  job_id: z.optional(z.string()),
  /** E.g. `link_created`. */
  status: z.optional(z.string()),
  created_at: z.optional(z.string()),
});
/** A domain setup share link. */
export type DomainSetupLink = z.infer<typeof domainSetupLinkSchema>;
