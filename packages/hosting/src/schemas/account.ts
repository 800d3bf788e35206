import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { datacenterCodeSchema, phpVersionSchema } from './common.js';

/** Account defaults to change: the PHP version or the datacenter of new sites (null clears it). */
export const accountUpdateSchema = z.object({
  php_version: z.optional(phpVersionSchema),
  datacenter_code: z.optional(z.nullable(datacenterCodeSchema)),
});
/** One filter of the activity log search. */
export const activityFilterSchema = z.object({
  field: z.enum(['action', 'account_email', 'ip_address', 'source']),
  operator: z.enum(['equals', 'contains']),
  /** For `action`, one of the names from `account.actions()`. */
  value: z.string(),
});

/** Paging and filters of the activity log; at most 50 entries per page. */
export const activityLogQuerySchema = z.object({
  /** Page to start at (1-based). Default 1. */
  page: z.optional(z.int()),
  /** At most 50, the page size limit of activity logs. */
  per_page: z.optional(checked(z.int(), z.maximum(50))),
  filters: z.optional(z.array(activityFilterSchema)),
});
/** Sets the total quantity of one add-on (not an increment). */
export const addonQuantitySchema = z.object({ addon_id: z.int(), quantity: z.int() });
