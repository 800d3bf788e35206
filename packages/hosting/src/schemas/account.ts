import * as z from 'zod/mini';
import { datacenterCodeSchema, pageViewsSchema, pagingFields, phpVersionSchema } from './common.js';

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

/** Account defaults to change: the PHP version or the datacenter of new sites (null clears it). */
export const accountUpdateSchema = z.object({
  php_version: z.optional(phpVersionSchema),
  datacenter_code: z.optional(z.nullable(datacenterCodeSchema)),
});
/** Account defaults to change. */
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** One filter of the activity log search. */
export const activityFilterSchema = z.object({
  field: z.enum(['action', 'account_email', 'ip_address', 'source']),
  operator: z.enum(['equals', 'contains']),
  /** For `action`, one of the names from `account.actions()`. */
  value: z.string(),
});

/** Paging and filters of the activity log; at most 50 entries per page. */
export const activityLogQuerySchema = z.object({
  page: pagingFields.page,
  /** At most 50, the page size limit of activity logs. */
  per_page: z.optional(z.int().check(z.maximum(50))),
  filters: z.optional(z.array(activityFilterSchema)),
});
/** Paging and filters of the activity log. */
export type ActivityLogQuery = z.input<typeof activityLogQuerySchema>;

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

/** An action code that activity log filters accept. */
export const accountActionSchema = z.looseObject({ name: z.string(), description: z.string() });
/** An action code with its description. */
export type AccountAction = z.infer<typeof accountActionSchema>;

/** An add-on the account can buy. */
export const availableAddonSchema = z.looseObject({ id: z.number(), name: z.string(), unitAllocation: z.number(), priceInCents: z.number() });
/** An add-on the account can buy. */
export type AvailableAddon = z.infer<typeof availableAddonSchema>;

/** An add-on attached to the account, with its quantity. */
export const attachedAddonSchema = z.looseObject({ name: z.string(), quantity: z.number() });
/** An add-on attached to the account. */
export type AttachedAddon = z.infer<typeof attachedAddonSchema>;

/** Sets the total quantity of one add-on (not an increment). */
export const addonQuantitySchema = z.object({ addon_id: z.int(), quantity: z.int() });
