import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** One account deleted as dormant. */
export const dormantAccountSchema = z.looseObject({ email: z.string() });
/** A deleted dormant account, by e-mail address. */
export type DormantAccount = z.infer<typeof dormantAccountSchema>;

/** The accounts a dormant-account deletion removed. */
export const dormantAccountsSchema = z.array(dormantAccountSchema);

/** The license key generated for a self-hosted installation. */
export const licenseKeySchema = z.string();

/** The matches of an admin search in one group of entities. */
export const adminSearchGroupSchema = z.looseObject({ slug: z.string(), items: z.array(z.unknown()) });
/** Matches of an admin search in one entity group (`slug`), as the server describes them. */
export type AdminSearchGroup = z.infer<typeof adminSearchGroupSchema>;

/** The matches of an admin search, by entity group. */
export const adminSearchSchema = z.array(adminSearchGroupSchema);

/** An entity of the admin area (a user, an organization, …). */
export const adminEntitySchema = z.looseObject({
  id: z.number(),
  groupSlug: z.string(),
  displayName: z.string(),
  details: z.optional(z.record(z.string(), z.unknown())),
  relatedEntities: z.optional(z.array(z.record(z.string(), z.unknown()))),
  availableResources: z.optional(z.array(z.string())),
});
/** An admin entity: id, group, the name shown, its details, related entities and the resources that can be listed for it. */
export type AdminEntity = z.infer<typeof adminEntitySchema>;

/** One record of a resource of an admin entity. */
export const adminEntityResourceSchema = z.looseObject({
  details: z.optional(z.record(z.string(), z.unknown())),
  entityIdentification: z.optional(z.record(z.string(), z.unknown())),
});
/** A record of an admin entity's resource: its details and how to address it as an entity of its own. */
export type AdminEntityResource = z.infer<typeof adminEntityResourceSchema>;

/** A page of the records of an admin entity's resource. */
export const adminEntityResourcePageSchema = listEnvelope(adminEntityResourceSchema);
