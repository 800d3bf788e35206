import * as z from 'zod/mini';
import { listEnvelope, pageViewsSchema } from './common.js';

/** A tag on a site. */
export const siteTagSchema = z.looseObject({
  /** The tag's id. */
  id: z.number(),
  /** The tag's name. */
  name: z.string(),
});

/** A person with access to a site, as the site view lists them. */
export const siteCollaboratorSummarySchema = z.looseObject({
  /** The collaborator's id. */
  id: z.number(),
  /** When the collaborator was added, as an ISO 8601 date-time. */
  created: z.optional(z.string()),
  /** The collaborator's email address. */
  email: z.string(),
  /** URL of the collaborator's avatar image, or null. */
  gravatar: z.optional(z.nullable(z.string())),
  /** The collaborator's full name, or null. */
  name: z.optional(z.nullable(z.string())),
  /** The collaborator's user name inside the site, or null. */
  wpUsername: z.optional(z.nullable(z.string())),
  /** Another user name of the collaborator, separate from `wpUsername`, or null; the API documents do not say what it names. */
  username: z.optional(z.nullable(z.string())),
});

/**
 * A hosted site. Which fields are present depends on the view (lists, search and collaborator views
 * leave some out), so most are optional.
 */
export const siteSchema = z.looseObject({
  /** The site's id. */
  id: z.number(),
  /** The site's name as the host knows it. */
  name: z.string(),
  /** `live`, `deploying`, `cloning`, `disabled` and others. */
  state: z.string(),
  /** Id of the account that owns the site. */
  accountId: z.optional(z.number()),
  /** Id of the site this one was cloned from, or null. */
  clonedFromId: z.optional(z.nullable(z.number())),
  /** How many collaborators have access to the site. */
  collaboratorsCount: z.optional(z.number()),
  /** How many domains are attached to the site. */
  domainsCount: z.optional(z.number()),
  /** When the site was created, as an ISO 8601 date-time. */
  created: z.optional(z.string()),
  /** Code of the datacenter hosting the site, e.g. `DFW`. */
  datacenterCode: z.optional(z.string()),
  /** Readable name of the datacenter, such as its city. */
  datacenterName: z.optional(z.string()),
  /** The name shown for the site; updates change this one. */
  displayName: z.optional(z.string()),
  /** The site's address: a host name without scheme. */
  url: z.optional(z.string()),
  /** Address of the site's admin login page. */
  wordpressLoginUrl: z.optional(z.string()),
  /** Host name to connect to over SFTP. */
  sftpDomain: z.optional(z.string()),
  /** True for e-commerce sites. */
  ecommerce: z.optional(z.boolean()),
  /** True when the site is marked as a favorite. */
  favorite: z.optional(z.boolean()),
  /** True for staging sites. */
  staging: z.optional(z.boolean()),
  /** True for sandbox sites. */
  sandbox: z.optional(z.boolean()),
  /** True when the site is a reusable template. */
  duplikit: z.optional(z.boolean()),
  /** True when missing static files get a light 404 answer from the host instead of the site. */
  lightWeight404: z.optional(z.boolean()),
  /** True when multisite support is turned on. */
  multisiteSupport: z.optional(z.boolean()),
  /** State of the edge cache, e.g. `enabled` or `disabled`. */
  edgeCache: z.optional(z.string()),
  /** True when the edge cache's defensive mode (a browser challenge against bots) is on. */
  edgeCacheDefensiveMode: z.optional(z.boolean()),
  /** When defensive mode ends (a date-time or unix seconds), or null. */
  edgeCacheDefensiveModeUntil: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  /** The site's IP address. */
  ipAddress: z.optional(z.string()),
  /** The first of the site's two IP addresses. */
  ipAddressOne: z.optional(z.string()),
  /** The second of the site's two IP addresses. */
  ipAddressTwo: z.optional(z.string()),
  /** Collaborator views give the addresses as a list instead. */
  ipAddresses: z.optional(z.array(z.string())),
  /** Visitor and view counts of the site per period. */
  pageViews: z.optional(pageViewsSchema),
  /** PHP version the site runs, or null. */
  phpVersion: z.optional(z.nullable(z.string())),
  /** Label of the site's core software version, e.g. `Current Stable Release (6.2)`. */
  wordpressVersion: z.optional(z.string()),
  /** Tags attached to the site. */
  tags: z.optional(z.array(siteTagSchema)),
  /** Environment type the site declares: `local`, `staging`, `development` or `production`. */
  wpEnvironmentType: z.optional(z.string()),
  /** People with access to the site. */
  collaborators: z.optional(z.array(siteCollaboratorSummarySchema)),
  /** What the API reports about the plugin this field is named after, or null; the API documents do not describe its contents. */
  jetpack: z.optional(z.nullable(z.unknown())),
  /** Storage in use and the limits set with `usageLimits` (bytes; null when no limit is set). */
  fileSystemUsageBytes: z.optional(z.nullable(z.number())),
  /** Database storage in use, in bytes. */
  databaseUsageBytes: z.optional(z.nullable(z.number())),
  /** Filesystem limit in bytes, or null when no limit is set. */
  maxFileSystemUsageBytes: z.optional(z.nullable(z.number())),
  /** Bytes below the filesystem limit at which a warning is sent, or null when unset. */
  warningHeadroomFileSystemUsageBytes: z.optional(z.nullable(z.number())),
  /** Database limit in bytes, or null when no limit is set. */
  maxDatabaseUsageBytes: z.optional(z.nullable(z.number())),
  /** Bytes below the database limit at which a warning is sent, or null when unset. */
  warningHeadroomDatabaseUsageBytes: z.optional(z.nullable(z.number())),
});

/** One page of sites (the account's list or a search), the whole envelope with its paging fields. */
export const sitePageSchema = listEnvelope(siteSchema);

/** Result of the light-weight 404 toggle. */
export const lightWeight404Schema = z.looseObject({ lightWeight404Enabled: z.boolean() });
/** Result of the model-context plugin toggle. */
export const mcpToggleSchema = z.looseObject({ mcp_enabled: z.boolean() });

/** A datacenter with its code. */
export const datacenterSchema = z.looseObject({ code: z.string(), name: z.string() });

/** The datacenters sites can live in. */
export const datacenterListSchema = z.array(datacenterSchema);

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A hosted site. */
  Site: typeof siteSchema;
  /** Result of the light-weight 404 toggle. */
  LightWeight404Toggle: typeof lightWeight404Schema;
  /** Result of the model-context plugin toggle. */
  McpToggle: typeof mcpToggleSchema;
  /** A datacenter. */
  Datacenter: typeof datacenterSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { PageViews } from './common.js';

/** A hosted site. */
export interface Site {
  /**
   * The site's id.
   *
   * A number.
   */
  id: number;
  /**
   * The site's name as the host knows it.
   *
   * Text.
   */
  name: string;
  /**
   * `live`, `deploying`, `cloning`, `disabled` and others.
   *
   * Text.
   */
  state: string;
  /**
   * Id of the account that owns the site.
   *
   * A number. Not always present.
   */
  accountId?: number | undefined;
  /**
   * Id of the site this one was cloned from, or null.
   *
   * A number. May be `null`. Not always present.
   */
  clonedFromId?: number | null | undefined;
  /**
   * How many collaborators have access to the site.
   *
   * A number. Not always present.
   */
  collaboratorsCount?: number | undefined;
  /**
   * How many domains are attached to the site.
   *
   * A number. Not always present.
   */
  domainsCount?: number | undefined;
  /**
   * When the site was created, as an ISO 8601 date-time.
   *
   * Text. Not always present.
   */
  created?: string | undefined;
  /**
   * Code of the datacenter hosting the site, e.g. `DFW`.
   *
   * Text. Not always present.
   */
  datacenterCode?: string | undefined;
  /**
   * Readable name of the datacenter, such as its city.
   *
   * Text. Not always present.
   */
  datacenterName?: string | undefined;
  /**
   * The name shown for the site; updates change this one.
   *
   * Text. Not always present.
   */
  displayName?: string | undefined;
  /**
   * The site's address: a host name without scheme.
   *
   * Text. Not always present.
   */
  url?: string | undefined;
  /**
   * Address of the site's admin login page.
   *
   * Text. Not always present.
   */
  wordpressLoginUrl?: string | undefined;
  /**
   * Host name to connect to over SFTP.
   *
   * Text. Not always present.
   */
  sftpDomain?: string | undefined;
  /**
   * True for e-commerce sites.
   *
   * `true` or `false`. Not always present.
   */
  ecommerce?: boolean | undefined;
  /**
   * True when the site is marked as a favorite.
   *
   * `true` or `false`. Not always present.
   */
  favorite?: boolean | undefined;
  /**
   * True for staging sites.
   *
   * `true` or `false`. Not always present.
   */
  staging?: boolean | undefined;
  /**
   * True for sandbox sites.
   *
   * `true` or `false`. Not always present.
   */
  sandbox?: boolean | undefined;
  /**
   * True when the site is a reusable template.
   *
   * `true` or `false`. Not always present.
   */
  duplikit?: boolean | undefined;
  /**
   * True when missing static files get a light 404 answer from the host instead of the site.
   *
   * `true` or `false`. Not always present.
   */
  lightWeight404?: boolean | undefined;
  /**
   * True when multisite support is turned on.
   *
   * `true` or `false`. Not always present.
   */
  multisiteSupport?: boolean | undefined;
  /**
   * State of the edge cache, e.g. `enabled` or `disabled`.
   *
   * Text. Not always present.
   */
  edgeCache?: string | undefined;
  /**
   * True when the edge cache's defensive mode (a browser challenge against bots) is on.
   *
   * `true` or `false`. Not always present.
   */
  edgeCacheDefensiveMode?: boolean | undefined;
  /**
   * When defensive mode ends (a date-time or unix seconds), or null.
   *
   * Text or a number. May be `null`. Not always present.
   */
  edgeCacheDefensiveModeUntil?: string | number | null | undefined;
  /**
   * The site's IP address.
   *
   * Text. Not always present.
   */
  ipAddress?: string | undefined;
  /**
   * The first of the site's two IP addresses.
   *
   * Text. Not always present.
   */
  ipAddressOne?: string | undefined;
  /**
   * The second of the site's two IP addresses.
   *
   * Text. Not always present.
   */
  ipAddressTwo?: string | undefined;
  /**
   * Collaborator views give the addresses as a list instead.
   *
   * A list, each text. Not always present.
   */
  ipAddresses?: string[] | undefined;
  /**
   * Visitor and view counts of the site per period.
   *
   * A `PageViews`. Not always present.
   */
  pageViews?: PageViews | undefined;
  /**
   * PHP version the site runs, or null.
   *
   * Text. May be `null`. Not always present.
   */
  phpVersion?: string | null | undefined;
  /**
   * Label of the site's core software version, e.g. `Current Stable Release (6.2)`.
   *
   * Text. Not always present.
   */
  wordpressVersion?: string | undefined;
  /**
   * Tags attached to the site.
   *
   * A list, each an object. Not always present.
   */
  tags?: {
    /**
     * The tag's id.
     *
     * A number.
     */
    id: number;
    /**
     * The tag's name.
     *
     * Text.
     */
    name: string;
  }[] | undefined;
  /**
   * Environment type the site declares: `local`, `staging`, `development` or `production`.
   *
   * Text. Not always present.
   */
  wpEnvironmentType?: string | undefined;
  /**
   * People with access to the site.
   *
   * A list, each an object. Not always present.
   */
  collaborators?: {
    /**
     * The collaborator's id.
     *
     * A number.
     */
    id: number;
    /**
     * When the collaborator was added, as an ISO 8601 date-time.
     *
     * Text. Not always present.
     */
    created?: string | undefined;
    /**
     * The collaborator's email address.
     *
     * Text.
     */
    email: string;
    /**
     * URL of the collaborator's avatar image, or null.
     *
     * Text. May be `null`. Not always present.
     */
    gravatar?: string | null | undefined;
    /**
     * The collaborator's full name, or null.
     *
     * Text. May be `null`. Not always present.
     */
    name?: string | null | undefined;
    /**
     * The collaborator's user name inside the site, or null.
     *
     * Text. May be `null`. Not always present.
     */
    wpUsername?: string | null | undefined;
    /**
     * Another user name of the collaborator, separate from `wpUsername`, or null; the API documents do not say what it names.
     *
     * Text. May be `null`. Not always present.
     */
    username?: string | null | undefined;
  }[] | undefined;
  /**
   * What the API reports about the plugin this field is named after, or null; the API documents do not describe its contents.
   *
   * Any value. May be `null`. Not always present.
   */
  jetpack?: unknown;
  /**
   * Storage in use and the limits set with `usageLimits` (bytes; null when no limit is set).
   *
   * A number. May be `null`. Not always present.
   */
  fileSystemUsageBytes?: number | null | undefined;
  /**
   * Database storage in use, in bytes.
   *
   * A number. May be `null`. Not always present.
   */
  databaseUsageBytes?: number | null | undefined;
  /**
   * Filesystem limit in bytes, or null when no limit is set.
   *
   * A number. May be `null`. Not always present.
   */
  maxFileSystemUsageBytes?: number | null | undefined;
  /**
   * Bytes below the filesystem limit at which a warning is sent, or null when unset.
   *
   * A number. May be `null`. Not always present.
   */
  warningHeadroomFileSystemUsageBytes?: number | null | undefined;
  /**
   * Database limit in bytes, or null when no limit is set.
   *
   * A number. May be `null`. Not always present.
   */
  maxDatabaseUsageBytes?: number | null | undefined;
  /**
   * Bytes below the database limit at which a warning is sent, or null when unset.
   *
   * A number. May be `null`. Not always present.
   */
  warningHeadroomDatabaseUsageBytes?: number | null | undefined;
}

/** Result of the light-weight 404 toggle. */
export interface LightWeight404Toggle {
  /** `true` or `false`. */
  lightWeight404Enabled: boolean;
}

/** Result of the model-context plugin toggle. */
export interface McpToggle {
  /** `true` or `false`. */
  mcp_enabled: boolean;
}

/** A datacenter. */
export interface Datacenter {
  /** Text. */
  code: string;
  /** Text. */
  name: string;
}
// End of the generated answer types.
