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
  /** PHP version the site runs; the account default applies when left out. */
  php_version: z.optional(phpVersionSchema),
  /** True to create a staging site. */
  staging: z.optional(z.boolean()),
  /** True to create a sandbox site. */
  sandbox: z.optional(z.boolean()),
  /** True to create the site as a reusable template. */
  duplikit: z.optional(z.boolean()),
  /** What to install, e.g. `wordpress` or `woocommerce`. */
  install: z.optional(z.string()),
  /** True to create the site with multisite support turned on. */
  multisite_support: z.optional(z.boolean()),
  /** Datacenter to host the site in; a default one is used when left out. */
  datacenter_code: z.optional(datacenterCodeSchema),
  /** User name of the admin user set up with the site. */
  wp_admin_username: z.optional(z.string()),
  /** Email address of the admin user set up with the site. */
  wp_admin_email: z.optional(z.string()),
});
/** Site settings to change. */
export const siteUpdateSchema = z.object({
  /** New display name of the site. */
  name: z.optional(z.string()),
  /** PHP version the site should run. */
  php_version: z.optional(phpVersionSchema),
  /** Environment type the site declares: `local`, `staging`, `development` or `production`. */
  wp_environment_type: z.optional(wpEnvironmentTypeSchema),
});
/** A copy of a site. */
export const siteCloneSchema = z.object({
  /** Name of the new site made by the copy. */
  name: z.string(),
  /** True to make the copy a staging site. */
  staging: z.optional(z.boolean()),
  /** True to make the copy a sandbox site. */
  sandbox: z.optional(z.boolean()),
  /** True to make the copy a reusable template. */
  duplikit: z.optional(z.boolean()),
  /** Datacenter to host the copy in. */
  datacenter_code: z.optional(datacenterCodeSchema),
});
/** The site types a site can be converted to. */
export const conversionTargetSchema = z.enum(['sandbox', 'live', 'staging', 'duplikit']);
/** A site type a site can be converted to. */
export type ConversionTarget = z.infer<typeof conversionTargetSchema>;

/** Copies files and database from one site to another (overwriting the destination). */
export const dataTransferSchema = z.object({
  /** Id of the source site whose data is copied. */
  from_site_id: z.int(),
  /** Id of the destination site, whose data gets overwritten. */
  to_site_id: z.int(),
  /** True to copy the themes directory. */
  themes_directory: z.optional(z.boolean()),
  /** True to copy the plugins directory. */
  plugins_directory: z.optional(z.boolean()),
  /** Media only show when the database is transferred too. */
  uploads_directory: z.optional(z.boolean()),
  /** True to copy the whole content directory (`wp-content`). */
  wp_content_directory: z.optional(z.boolean()),
  /** True to copy the site's root directory. */
  root_directory: z.optional(z.boolean()),
  skip_http_check: z.optional(z.boolean()),
  skip_robots_txt: z.optional(z.boolean()),
  /** Leaves the destination online during the copy; risky. */
  skip_maintenance_mode: z.optional(z.boolean()),
  /** True to keep the destination site's license (see `licenses.get`) through the transfer. */
  preserve_jetpack_licenses: z.optional(z.boolean()),
  /** True to copy the database as well. */
  database: z.optional(z.boolean()),
  /** Default: the destination's current value. */
  wp_environment_type: z.optional(wpEnvironmentTypeSchema),
});
/** The WordPress version to run; without it the API toggles between the stable and the beta release. */
export const wordpressVersionSchema = z.object({ version: z.optional(z.string()) });

/** Tags to add: existing ones by `tag_id`, new ones by `name` (and `color`). */
export const tagsAddSchema = z.object({
  /** The tags to add; at least one. */
  tags: checked(
    z.array(
      z.object({
        /** Name of a new tag to create and add. */
        name: z.optional(z.string()),
        /** Color of the new tag. */
        color: z.optional(z.string()),
        /** Id of an existing tag to add. */
        tag_id: z.optional(z.int()),
      }),
    ),
    z.minLength(1),
  ),
});
/** Tag ids to remove. */
export const tagsRemoveSchema = z.object({ tag_ids: checked(z.array(z.int()), z.minLength(1)) });
