import * as z from 'zod/mini';

/** Plugin slugs: lower-case letters, digits, dashes, underscores and dots. */
const slugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be a plugin slug'));
/** An https address of a zip archive. */
const zipUrlSchema = z.url({ protocol: /^https$/ }).check(z.regex(/\.zip(?:[?#].*)?$/i, 'must be an https URL of a .zip file'));
/** A version string such as `5.1` or `1.4.0-beta`. */
const versionSchema = z.string();

/** A plugin to install: a slug or an https URL of a zip file; the latest version without `version`. */
export const pluginInstallItemSchema = z.object({ path: z.union([slugSchema, zipUrlSchema]), version: z.optional(versionSchema) });
/** A plugin to update: its slug, and the version wanted (latest without). */
export const pluginUpdateItemSchema = z.object({ path: slugSchema, version: z.optional(versionSchema) });
/** A plugin to activate, deactivate or delete: its slug only. */
export const pluginSlugItemSchema = z.strictObject({ path: slugSchema });

/** The body of an install. */
export const pluginInstallSchema = z.object({ plugins: z.array(pluginInstallItemSchema).check(z.minLength(1)) });
/** The body of an update. */
export const pluginUpdateSchema = z.object({ plugins: z.array(pluginUpdateItemSchema).check(z.minLength(1)) });
/** The body of activate, deactivate and delete. */
export const pluginSlugsSchema = z.object({ plugins: z.array(pluginSlugItemSchema).check(z.minLength(1)) });

/** A plugin to install. */
export type PluginInstallItem = z.input<typeof pluginInstallItemSchema>;
/** A plugin to update. */
export type PluginUpdateItem = z.input<typeof pluginUpdateItemSchema>;

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

/** A new must-use plugin: an https URL of one `.php` file, and where to install it. */
export const muPluginCreateSchema = z.object({
  path: z.url({ protocol: /^https$/ }).check(z.regex(/^[^?#]+\.php(?:[?#].*)?$/i, 'must be an https URL of a .php file')),
  existing_sites: z.boolean(),
  future_sites: z.boolean(),
});
/** A new must-use plugin. */
export type MuPluginCreate = z.input<typeof muPluginCreateSchema>;
