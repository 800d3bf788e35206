import * as z from 'zod/mini';
import { listEnvelope, pageViewsSchema } from './common.js';

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

/** One page of sites (the account's list or a search), the whole envelope with its paging fields. */
export const sitePageSchema = listEnvelope(siteSchema);

/** Result of the light-weight 404 toggle. */
export const lightWeight404Schema = z.looseObject({ lightWeight404Enabled: z.boolean() });
/** Result of the light-weight 404 toggle. */
export type LightWeight404Toggle = z.infer<typeof lightWeight404Schema>;
/** Result of the model-context plugin toggle. */
export const mcpToggleSchema = z.looseObject({ mcp_enabled: z.boolean() });
/** Result of the model-context plugin toggle. */
export type McpToggle = z.infer<typeof mcpToggleSchema>;

/** A datacenter with its code. */
export const datacenterSchema = z.looseObject({ code: z.string(), name: z.string() });
/** A datacenter. */
export type Datacenter = z.infer<typeof datacenterSchema>;

/** The datacenters sites can live in. */
export const datacenterListSchema = z.array(datacenterSchema);
