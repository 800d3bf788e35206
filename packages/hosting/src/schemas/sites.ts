import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { datacenterCodeSchema, pagingFields, phpVersionSchema, wpEnvironmentTypeSchema } from './common.js';

/** Paging of the site list. */
export const siteListQuerySchema = z.object(pagingFields);
/** A filter of the site search: a key the API approves and the value to match. */
export const siteSearchFilterSchema = z.object({ key: z.string(), value: z.string() });
/** Filters and paging of the site search. */
export const siteSearchSchema = z.extend(z.object({ filters: z.optional(z.array(siteSearchFilterSchema)) }), pagingFields);
/** A new site. */
export const siteCreateSchema = z.object({
  /** The site name; the API judges it (see `sites.validateName`). */
  name: z.string(),
  php_version: z.optional(phpVersionSchema),
  staging: z.optional(z.boolean()),
  sandbox: z.optional(z.boolean()),
  duplikit: z.optional(z.boolean()),
  /** What to install, e.g. `wordpress` or `woocommerce`. */
  install: z.optional(z.string()),
  multisite_support: z.optional(z.boolean()),
  datacenter_code: z.optional(datacenterCodeSchema),
  wp_admin_username: z.optional(z.string()),
  wp_admin_email: z.optional(z.string()),
});
/** Site settings to change. */
export const siteUpdateSchema = z.object({
  name: z.optional(z.string()),
  php_version: z.optional(phpVersionSchema),
  wp_environment_type: z.optional(wpEnvironmentTypeSchema),
});
/** A copy of a site. */
export const siteCloneSchema = z.object({
  name: z.string(),
  staging: z.optional(z.boolean()),
  sandbox: z.optional(z.boolean()),
  duplikit: z.optional(z.boolean()),
  datacenter_code: z.optional(datacenterCodeSchema),
});
/** The site types a site can be converted to. */
export const conversionTargetSchema = z.enum(['sandbox', 'live', 'staging', 'duplikit']);
/** A site type a site can be converted to. */
export type ConversionTarget = z.infer<typeof conversionTargetSchema>;

/** Copies files and database from one site to another (overwriting the destination). */
export const dataTransferSchema = z.object({
  from_site_id: z.int(),
  to_site_id: z.int(),
  themes_directory: z.optional(z.boolean()),
  plugins_directory: z.optional(z.boolean()),
  /** Media only show when the database is transferred too. */
  uploads_directory: z.optional(z.boolean()),
  wp_content_directory: z.optional(z.boolean()),
  root_directory: z.optional(z.boolean()),
  skip_http_check: z.optional(z.boolean()),
  skip_robots_txt: z.optional(z.boolean()),
  /** Leaves the destination online during the copy; risky. */
  skip_maintenance_mode: z.optional(z.boolean()),
  preserve_jetpack_licenses: z.optional(z.boolean()),
  database: z.optional(z.boolean()),
  /** Default: the destination's current value. */
  wp_environment_type: z.optional(wpEnvironmentTypeSchema),
});
/** The WordPress version to run; without it the API toggles between the stable and the beta release. */
export const wordpressVersionSchema = z.object({ version: z.optional(z.string()) });

/** Tags to add: existing ones by `tag_id`, new ones by `name` (and `color`). */
export const tagsAddSchema = z.object({
  tags: checked(
    z.array(
      z.object({
        name: z.optional(z.string()),
        color: z.optional(z.string()),
        tag_id: z.optional(z.int()),
      }),
    ),
    z.minLength(1),
  ),
});
/** Tag ids to remove. */
export const tagsRemoveSchema = z.object({ tag_ids: checked(z.array(z.int()), z.minLength(1)) });
