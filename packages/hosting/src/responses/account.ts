import * as z from 'zod/mini';
import { listEnvelope, pageViewsSchema } from './common.js';

/** The account behind the credentials. */
export const accountSchema = z.looseObject({
  affiliate: z.optional(z.boolean()),
  collaboratorCount: z.optional(z.number()),
  email: z.string(),
  gravatar: z.optional(z.string()),
  name: z.optional(z.string()),
  organization: z.optional(z.nullable(z.string())),
  phoneNumber: z.optional(z.nullable(z.string())),
  preview: z.optional(z.boolean()),
  productName: z.optional(z.string()),
  /** PHP version new sites get. */
  defaultPhpVersion: z.optional(z.nullable(z.string())),
  /** Datacenter new sites get, or null for none. */
  defaultDatacenter: z.optional(z.nullable(z.string())),
  maxSites: z.optional(z.number()),
  sitesCount: z.optional(z.number()),
  recent_activity: z.optional(z.array(z.unknown())),
  pageViews: z.optional(pageViewsSchema),
  capacity: z.optional(
    z.looseObject({
      sites: z.looseObject({ maxBillable: z.number(), maxStaging: z.number(), billable: z.number(), staging: z.number(), total: z.number() }),
    }),
  ),
});
/** The account behind the credentials. */
export type Account = z.infer<typeof accountSchema>;

/** One entry of the account's activity log. */
export const activityLogEntrySchema = z.looseObject({
  id: z.number(),
  timestamp: z.string(),
  accountEmail: z.optional(z.nullable(z.string())),
  ipAddress: z.optional(z.nullable(z.string())),
  userAgent: z.optional(z.nullable(z.string())),
  /** The action code (see `account.actions()`). */
  name: z.string(),
  description: z.optional(z.string()),
  /** Where the action came from: `ui`, `api.v1` or `systems`. */
  source: z.optional(z.string()),
  message: z.optional(z.nullable(z.string())),
});
/** One entry of the account's activity log. */
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** One page of an activity log (the account's or a site's), the whole envelope with its paging fields. */
export const activityLogPageSchema = listEnvelope(activityLogEntrySchema);

/** An action code that activity log filters accept. */
export const accountActionSchema = z.looseObject({ name: z.string(), description: z.string() });
/** An action code with its description. */
export type AccountAction = z.infer<typeof accountActionSchema>;

/** The action codes of an activity log (the account's or a site's). */
export const accountActionListSchema = z.array(accountActionSchema);

/** An add-on the account can buy. */
export const availableAddonSchema = z.looseObject({ id: z.number(), name: z.string(), unitAllocation: z.number(), priceInCents: z.number() });
/** An add-on the account can buy. */
export type AvailableAddon = z.infer<typeof availableAddonSchema>;

/** The add-ons the account can buy. */
export const availableAddonListSchema = z.array(availableAddonSchema);

/** An add-on attached to the account, with its quantity. */
export const attachedAddonSchema = z.looseObject({ name: z.string(), quantity: z.number() });
/** An add-on attached to the account. */
export type AttachedAddon = z.infer<typeof attachedAddonSchema>;

/** The add-ons attached to the account. */
export const attachedAddonListSchema = z.array(attachedAddonSchema);
