import * as z from 'zod/mini';
import { datacenterCodeSchema, pageViewsSchema, pagingFields, phpVersionSchema, wpEnvironmentTypeSchema } from './common.js';

/** A tag on a site. */
export const siteTagSchema = z.looseObject({ id: z.number(), name: z.string() });

/** A person with access to a site, as the site view lists them. */
export const siteCollaboratorSummarySchema = z.looseObject({
  id: z.number(),
  created: z.optional(z.string()),
  email: z.string(),
  gravatar: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  wpUsername: z.optional(z.nullable(z.string())),
  username: z.optional(z.nullable(z.string())),
});

/**
 * A hosted site. Which fields are present depends on the view (lists, search and collaborator views
 * leave some out), so most are optional.
 */
export const siteSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  /** `live`, `deploying`, `cloning`, `disabled` and others. */
  state: z.string(),
  accountId: z.optional(z.number()),
  clonedFromId: z.optional(z.nullable(z.number())),
  collaboratorsCount: z.optional(z.number()),
  domainsCount: z.optional(z.number()),
  created: z.optional(z.string()),
  datacenterCode: z.optional(z.string()),
  datacenterName: z.optional(z.string()),
  displayName: z.optional(z.string()),
  url: z.optional(z.string()),
  wordpressLoginUrl: z.optional(z.string()),
  sftpDomain: z.optional(z.string()),
  ecommerce: z.optional(z.boolean()),
  favorite: z.optional(z.boolean()),
  /** True for staging sites. */
  staging: z.optional(z.boolean()),
  /** True for sandbox sites. */
  sandbox: z.optional(z.boolean()),
  /** True when the site is a reusable template. */
  duplikit: z.optional(z.boolean()),
  lightWeight404: z.optional(z.boolean()),
  multisiteSupport: z.optional(z.boolean()),
  edgeCache: z.optional(z.string()),
  edgeCacheDefensiveMode: z.optional(z.boolean()),
  /** When defensive mode ends (a date-time or unix seconds), or null. */
  edgeCacheDefensiveModeUntil: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  ipAddress: z.optional(z.string()),
  ipAddressOne: z.optional(z.string()),
  ipAddressTwo: z.optional(z.string()),
  /** Collaborator views give the addresses as a list instead. */
  ipAddresses: z.optional(z.array(z.string())),
  pageViews: z.optional(pageViewsSchema),
  phpVersion: z.optional(z.nullable(z.string())),
  wordpressVersion: z.optional(z.string()),
  tags: z.optional(z.array(siteTagSchema)),
  wpEnvironmentType: z.optional(z.string()),
  collaborators: z.optional(z.array(siteCollaboratorSummarySchema)),
  jetpack: z.optional(z.nullable(z.unknown())),
  /** Storage in use and the limits set with `usageLimits` (bytes; null when no limit is set). */
  fileSystemUsageBytes: z.optional(z.nullable(z.number())),
  databaseUsageBytes: z.optional(z.nullable(z.number())),
  maxFileSystemUsageBytes: z.optional(z.nullable(z.number())),
  warningHeadroomFileSystemUsageBytes: z.optional(z.nullable(z.number())),
  maxDatabaseUsageBytes: z.optional(z.nullable(z.number())),
  warningHeadroomDatabaseUsageBytes: z.optional(z.nullable(z.number())),
});
/** A hosted site. */
export type Site = z.infer<typeof siteSchema>;

/** Paging of the site list. */
export const siteListQuerySchema = z.object({ ...pagingFields });
/** Paging of the site list. */
export type SiteListQuery = z.input<typeof siteListQuerySchema>;

/** A filter of the site search: a key the API approves and the value to match. */
export const siteSearchFilterSchema = z.object({ key: z.string(), value: z.string() });
/** Filters and paging of the site search. */
export const siteSearchSchema = z.object({ filters: z.optional(z.array(siteSearchFilterSchema)), ...pagingFields });
/** Filters and paging of the site search. */
export type SiteSearch = z.input<typeof siteSearchSchema>;

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
/** A new site. */
export type SiteCreate = z.input<typeof siteCreateSchema>;

/** Site settings to change. */
export const siteUpdateSchema = z.object({
  name: z.optional(z.string()),
  php_version: z.optional(phpVersionSchema),
  wp_environment_type: z.optional(wpEnvironmentTypeSchema),
});
/** Site settings to change. */
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

/** A copy of a site. */
export const siteCloneSchema = z.object({
  name: z.string(),
  staging: z.optional(z.boolean()),
  sandbox: z.optional(z.boolean()),
  duplikit: z.optional(z.boolean()),
  datacenter_code: z.optional(datacenterCodeSchema),
});
/** A copy of a site. */
export type SiteClone = z.input<typeof siteCloneSchema>;

/** The site types a site can be converted to. */
export const conversionTargetSchema = z.enum(['sandbox', 'live', 'staging', 'duplikit']);
/** A site type a site can be converted to. */
export type ConversionTarget = z.infer<typeof conversionTargetSchema>;

/** Result of the light-weight 404 toggle. */
export const lightWeight404Schema = z.looseObject({ lightWeight404Enabled: z.boolean() });
/** Result of the model-context plugin toggle. */
export const mcpToggleSchema = z.looseObject({ mcp_enabled: z.boolean() });

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
/** A data transfer between two sites. */
export type DataTransfer = z.input<typeof dataTransferSchema>;

/** A datacenter with its code. */
export const datacenterSchema = z.looseObject({ code: z.string(), name: z.string() });
/** A datacenter. */
export type Datacenter = z.infer<typeof datacenterSchema>;

/** The WordPress version to run; without it the API toggles between the stable and the beta release. */
export const wordpressVersionSchema = z.object({ version: z.optional(z.string()) });

/** Tags to add: existing ones by `tag_id`, new ones by `name` (and `color`). */
export const tagsAddSchema = z.object({
  tags: z
    .array(
      z.object({
        name: z.optional(z.string()),
        color: z.optional(z.string()),
        tag_id: z.optional(z.int()),
      }),
    )
    .check(z.minLength(1)),
});
/** Tags to add to a site. */
export type TagsAdd = z.input<typeof tagsAddSchema>['tags'];

/** Tag ids to remove. */
export const tagsRemoveSchema = z.object({ tag_ids: z.array(z.int()).check(z.minLength(1)) });
