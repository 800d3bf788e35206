import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { listEnvelope, pageViewsSchema } from './common.js';

/** An SFTP (and SSH) user of a site; the site owner's user has `owner: true`. */
export const sftpUserSchema = z.looseObject({
  id: z.number(),
  username: z.string(),
  owner: z.optional(z.boolean()),
  email: z.optional(z.nullable(z.string())),
  siteId: z.optional(z.number()),
  siteName: z.optional(z.string()),
  sftpDomain: z.optional(z.string()),
  accountId: z.optional(z.number()),
  created: z.optional(z.string()),
  accessed: z.optional(z.nullable(z.string())),
  modified: z.optional(z.string()),
});

/** The SFTP users of a site. */
export const sftpUserListSchema = z.array(sftpUserSchema);

/** A note kept on a site. */
export const noteSchema = z.looseObject({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  /** Email of the person who wrote it. */
  author: z.optional(z.string()),
  /** Email of the person who changed it last. */
  editor: z.optional(z.string()),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
});

/** One page of a site's notes, the whole envelope with its paging fields. */
export const notePageSchema = listEnvelope(noteSchema);

/** A user of a site's WordPress installation. `roles` is one comma-separated string, as the API sends it. */
export const wpUserSchema = z.looseObject({
  id: z.number(),
  user_login: z.string(),
  display_name: z.optional(z.string()),
  user_email: z.optional(z.string()),
  roles: z.optional(z.string()),
});

/** The WordPress user list as the API sends it: one page of users plus its own paging and table fields. */
export const wpUserListSchema = z.looseObject({
  users: z.array(wpUserSchema),
  total_user_count: z.number(),
  per_page: z.number(),
  page: z.number(),
  table_prefix: z.optional(z.string()),
  user_table: z.optional(z.string()),
  user_meta_table: z.optional(z.string()),
  capabilities_meta_key: z.optional(z.string()),
});

/** A WordPress user just created, with the password the API generated for it (shown once). */
export const wpUserCreatedSchema = z.looseObject({
  /** The API sends this id as a string. */
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  password: z.string(),
});

/** A one-time sign-in link. */
export const loginLinkSchema = z.looseObject({ url: z.string() });

/** Which file-modification constants are defined in a site's wp-config. */
export const fileModificationsSchema = z.looseObject({
  /** The built-in code editor for plugins and themes is hidden. */
  disallow_file_edit: z.boolean(),
  /** Plugin and theme installs, updates and deletions are blocked too. */
  disallow_file_mods: z.boolean(),
});

/** The license of the bundled site-security and performance plugin suite on a site. */
export const siteLicenseSchema = z.looseObject({
  id: z.number(),
  siteId: z.optional(z.number()),
  licenseKey: z.string(),
  /** Unix seconds. */
  issuedAt: z.optional(z.nullable(z.number())),
  /** Unix seconds, or null while valid. */
  revokedAt: z.optional(z.nullable(z.number())),
});

/** The answer of the site name check: the envelope, since its `message` explains a rejection. */
export const nameValidationSchema = z.looseObject({
  /** `Success`, or why the name is not acceptable. */
  message: z.string(),
  data: z.looseObject({ valid: z.boolean() }),
  errors: z.optional(z.nullable(z.array(z.string()))),
});

/** Daily statistics of a site: storage used and page views per period. */
export const siteStatisticsSchema = z.looseObject({
  id: z.number(),
  databaseUsageBytes: z.optional(z.nullable(z.number())),
  fileSystemUsageBytes: z.optional(z.nullable(z.number())),
  pageViews: z.optional(pageViewsSchema),
});

/**
 * One page of a site's WordPress users: the {@link WpUserList} with its `users` handed over as `items`,
 * and `total_user_count`, `page`, `per_page` and the table fields kept as they came.
 */
export type WpUserPage = ListPage<WpUserList, 'users'>;

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** An SFTP user. */
  SftpUser: typeof sftpUserSchema;
  /** A site note. */
  Note: typeof noteSchema;
  /** A WordPress user. */
  WpUser: typeof wpUserSchema;
  /** The WordPress user list as the API sends it (inside the envelope): the users and the fields that page them. */
  WpUserList: typeof wpUserListSchema;
  /** A new WordPress user with its generated password. */
  WpUserCreated: typeof wpUserCreatedSchema;
  /** A one-time sign-in link. */
  LoginLink: typeof loginLinkSchema;
  /** File-modification settings of a site. */
  FileModifications: typeof fileModificationsSchema;
  /** A site's plugin-suite license. */
  SiteLicense: typeof siteLicenseSchema;
  /** The outcome of a site name check. */
  NameValidation: typeof nameValidationSchema;
  /** Daily statistics of a site. */
  SiteStatistics: typeof siteStatisticsSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { PageViews } from './common.js';

/** An SFTP user. */
export interface SftpUser {
  /** A number. */
  id: number;
  /** Text. */
  username: string;
  /** `true` or `false`. Not always present. */
  owner?: boolean | undefined;
  /** Text. May be `null`. Not always present. */
  email?: string | null | undefined;
  /** A number. Not always present. */
  siteId?: number | undefined;
  /** Text. Not always present. */
  siteName?: string | undefined;
  /** Text. Not always present. */
  sftpDomain?: string | undefined;
  /** A number. Not always present. */
  accountId?: number | undefined;
  /** Text. Not always present. */
  created?: string | undefined;
  /** Text. May be `null`. Not always present. */
  accessed?: string | null | undefined;
  /** Text. Not always present. */
  modified?: string | undefined;
}

/** A site note. */
export interface Note {
  /** A number. */
  id: number;
  /** Text. */
  subject: string;
  /** Text. */
  body: string;
  /**
   * Email of the person who wrote it.
   *
   * Text. Not always present.
   */
  author?: string | undefined;
  /**
   * Email of the person who changed it last.
   *
   * Text. Not always present.
   */
  editor?: string | undefined;
  /** Text. Not always present. */
  created?: string | undefined;
  /** Text. Not always present. */
  updated?: string | undefined;
}

/** A WordPress user. */
export interface WpUser {
  /** A number. */
  id: number;
  /** Text. */
  user_login: string;
  /** Text. Not always present. */
  display_name?: string | undefined;
  /** Text. Not always present. */
  user_email?: string | undefined;
  /** Text. Not always present. */
  roles?: string | undefined;
}

/** The WordPress user list as the API sends it (inside the envelope): the users and the fields that page them. */
export interface WpUserList {
  /** A list, each a `WpUser`. */
  users: WpUser[];
  /** A number. */
  total_user_count: number;
  /** A number. */
  per_page: number;
  /** A number. */
  page: number;
  /** Text. Not always present. */
  table_prefix?: string | undefined;
  /** Text. Not always present. */
  user_table?: string | undefined;
  /** Text. Not always present. */
  user_meta_table?: string | undefined;
  /** Text. Not always present. */
  capabilities_meta_key?: string | undefined;
}

/** A new WordPress user with its generated password. */
export interface WpUserCreated {
  /**
   * The API sends this id as a string.
   *
   * Text or a number.
   */
  id: string | number;
  /** Text. */
  email: string;
  /** Text. */
  password: string;
}

/** A one-time sign-in link. */
export interface LoginLink {
  /** Text. */
  url: string;
}

/** File-modification settings of a site. */
export interface FileModifications {
  /**
   * The built-in code editor for plugins and themes is hidden.
   *
   * `true` or `false`.
   */
  disallow_file_edit: boolean;
  /**
   * Plugin and theme installs, updates and deletions are blocked too.
   *
   * `true` or `false`.
   */
  disallow_file_mods: boolean;
}

/** A site's plugin-suite license. */
export interface SiteLicense {
  /** A number. */
  id: number;
  /** A number. Not always present. */
  siteId?: number | undefined;
  /** Text. */
  licenseKey: string;
  /**
   * Unix seconds.
   *
   * A number. May be `null`. Not always present.
   */
  issuedAt?: number | null | undefined;
  /**
   * Unix seconds, or null while valid.
   *
   * A number. May be `null`. Not always present.
   */
  revokedAt?: number | null | undefined;
}

/** The outcome of a site name check. */
export interface NameValidation {
  /**
   * `Success`, or why the name is not acceptable.
   *
   * Text.
   */
  message: string;
  /** An object. */
  data: {
    /** `true` or `false`. */
    valid: boolean;
  };
  /** A list, each text. May be `null`. Not always present. */
  errors?: string[] | null | undefined;
}

/** Daily statistics of a site. */
export interface SiteStatistics {
  /** A number. */
  id: number;
  /** A number. May be `null`. Not always present. */
  databaseUsageBytes?: number | null | undefined;
  /** A number. May be `null`. Not always present. */
  fileSystemUsageBytes?: number | null | undefined;
  /** A `PageViews`. Not always present. */
  pageViews?: PageViews | undefined;
}
// End of the generated answer types.
