import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';

/** Plugin slugs: lower-case letters, digits, dashes, underscores and dots. */
const slugSchema = checked(z.string(), z.regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be a plugin slug'));
/** An https address of a zip archive. */
const zipUrlSchema = checked(z.url({ protocol: /^https$/ }), z.regex(/\.zip(?:[?#].*)?$/i, 'must be an https URL of a .zip file'));
/** A version string such as `5.1` or `1.4.0-beta`. */
const versionSchema = z.string();

/** A plugin to install: a slug or an https URL of a zip file; the latest version without `version`. */
export const pluginInstallItemSchema = z.object({ path: z.union([slugSchema, zipUrlSchema]), version: z.optional(versionSchema) });
/** A plugin to update: its slug, and the version wanted (latest without). */
export const pluginUpdateItemSchema = z.object({ path: slugSchema, version: z.optional(versionSchema) });
/** A plugin to activate, deactivate or delete: its slug only. */
export const pluginSlugItemSchema = z.strictObject({
  /** The slug naming the plugin (or theme) on the site, as its list entry gives it in `name`. */
  path: slugSchema,
});

/** The body of an install. */
export const pluginInstallSchema = z.object({ plugins: checked(z.array(pluginInstallItemSchema), z.minLength(1)) });
/** The body of an update. */
export const pluginUpdateSchema = z.object({ plugins: checked(z.array(pluginUpdateItemSchema), z.minLength(1)) });
/** The body of activate, deactivate and delete. */
export const pluginSlugsSchema = z.object({
  /** The plugins to act on, one entry per plugin. */
  plugins: checked(z.array(pluginSlugItemSchema), z.minLength(1)),
});

/** The body of a theme install. */
export const themeInstallSchema = z.object({ themes: checked(z.array(pluginInstallItemSchema), z.minLength(1)) });
/** The body of a theme update. */
export const themeUpdateSchema = z.object({ themes: checked(z.array(pluginUpdateItemSchema), z.minLength(1)) });
/** The body of theme activation and deletion. */
export const themeSlugsSchema = z.object({ themes: checked(z.array(pluginSlugItemSchema), z.minLength(1)) });

/** A plugin to install. */
export type PluginInstallItem = z.input<typeof pluginInstallItemSchema>;
/** A plugin to update. */
export type PluginUpdateItem = z.input<typeof pluginUpdateItemSchema>;

/** A new must-use plugin: an https URL of one `.php` file, and where to install it. */
export const muPluginCreateSchema = z.object({
  path: checked(z.url({ protocol: /^https$/ }), z.regex(/^[^?#]+\.php(?:[?#].*)?$/i, 'must be an https URL of a .php file')),
  existing_sites: z.boolean(),
  future_sites: z.boolean(),
});
