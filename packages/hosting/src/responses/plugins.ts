import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** A plugin installed on a site. */
export const pluginSchema = z.looseObject({
  /** The slug. */
  name: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  /** e.g. `active`, `inactive`, `dropin`. */
  status: z.string(),
  /** e.g. `none` or `available`. */
  update: z.optional(z.string()),
  version: z.optional(z.string()),
  update_version: z.optional(z.nullable(z.string())),
});
/** A plugin installed on a site. */
export type Plugin = z.infer<typeof pluginSchema>;

/** The plugins installed on a site. */
export const pluginListSchema = z.array(pluginSchema);

/** A theme installed on a site (same fields as a plugin). */
export const themeSchema = pluginSchema;
/** A theme installed on a site. */
export type Theme = z.infer<typeof themeSchema>;

/** The themes installed on a site. */
export const themeListSchema = z.array(themeSchema);

/** A known vulnerability of an installed plugin or theme. */
export const securityAlertSchema = z.looseObject({
  title: z.string(),
  description: z.optional(z.string()),
  severity: z.optional(z.nullable(z.string())),
  fixed_in: z.optional(z.nullable(z.string())),
  reference_urls: z.optional(z.array(z.string())),
});
/** A known vulnerability. */
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

/** An installed plugin or theme with its scan result. */
export const scannedExtensionSchema = z.looseObject({
  id: z.number(),
  site_id: z.number(),
  name: z.string(),
  version: z.optional(z.nullable(z.string())),
  status: z.optional(z.string()),
  active: z.optional(z.boolean()),
  update_available: z.optional(z.boolean()),
  update_version: z.optional(z.nullable(z.string())),
  /** True when a known vulnerability affects the installed version. */
  security_risk: z.boolean(),
  security_alerts: z.array(securityAlertSchema),
});
/** An installed plugin or theme with its scan result. */
export type ScannedExtension = z.infer<typeof scannedExtensionSchema>;

/** Scan results grouped by status (`active`, `inactive`, `must-use`, ...). Scans run weekly. */
export const securityAlertGroupsSchema = z.looseObject({
  active: z.optional(z.array(scannedExtensionSchema)),
  'active-network': z.optional(z.array(scannedExtensionSchema)),
  'drop-ins': z.optional(z.array(scannedExtensionSchema)),
  inactive: z.optional(z.array(scannedExtensionSchema)),
  'must-use': z.optional(z.array(scannedExtensionSchema)),
});
/** Scan results grouped by status. */
export type SecurityAlertGroups = z.infer<typeof securityAlertGroupsSchema>;

/** A must-use plugin of the account (a single PHP file loaded on its sites). */
export const muPluginSchema = z.looseObject({
  id: z.number(),
  created: z.optional(z.string()),
  /** List and get spell the flags in camel case... */
  existingSites: z.optional(z.boolean()),
  futureSites: z.optional(z.boolean()),
  /** ...create and refresh in snake case. */
  existing_sites: z.optional(z.boolean()),
  future_sites: z.optional(z.boolean()),
  /** Where the file is fetched from. */
  path: z.string(),
  /** The last segment of the path. */
  slug: z.optional(z.string()),
});
/** A must-use plugin. */
export type MuPlugin = z.infer<typeof muPluginSchema>;

/** One page of the account's must-use plugins, the whole envelope with its paging fields. */
export const muPluginPageSchema = listEnvelope(muPluginSchema);
