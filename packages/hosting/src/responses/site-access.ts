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
/** An SFTP user. */
export type SftpUser = z.infer<typeof sftpUserSchema>;

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
/** A site note. */
export type Note = z.infer<typeof noteSchema>;

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
/** A WordPress user. */
export type WpUser = z.infer<typeof wpUserSchema>;

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
/** The WordPress user list as the API sends it (inside the envelope): the users and the fields that page them. */
export type WpUserList = z.infer<typeof wpUserListSchema>;

/** A WordPress user just created, with the password the API generated for it (shown once). */
export const wpUserCreatedSchema = z.looseObject({
  /** The API sends this id as a string. */
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  password: z.string(),
});
/** A new WordPress user with its generated password. */
export type WpUserCreated = z.infer<typeof wpUserCreatedSchema>;

/** A one-time sign-in link. */
export const loginLinkSchema = z.looseObject({ url: z.string() });
/** A one-time sign-in link. */
export type LoginLink = z.infer<typeof loginLinkSchema>;

/** Which file-modification constants are defined in a site's wp-config. */
export const fileModificationsSchema = z.looseObject({
  /** The built-in code editor for plugins and themes is hidden. */
  disallow_file_edit: z.boolean(),
  /** Plugin and theme installs, updates and deletions are blocked too. */
  disallow_file_mods: z.boolean(),
});
/** File-modification settings of a site. */
export type FileModifications = z.infer<typeof fileModificationsSchema>;

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
/** A site's plugin-suite license. */
export type SiteLicense = z.infer<typeof siteLicenseSchema>;

/** The answer of the site name check: the envelope, since its `message` explains a rejection. */
export const nameValidationSchema = z.looseObject({
  /** `Success`, or why the name is not acceptable. */
  message: z.string(),
  data: z.looseObject({ valid: z.boolean() }),
  errors: z.optional(z.nullable(z.array(z.string()))),
});
/** The outcome of a site name check. */
export type NameValidation = z.infer<typeof nameValidationSchema>;

/** Daily statistics of a site: storage used and page views per period. */
export const siteStatisticsSchema = z.looseObject({
  id: z.number(),
  databaseUsageBytes: z.optional(z.nullable(z.number())),
  fileSystemUsageBytes: z.optional(z.nullable(z.number())),
  pageViews: z.optional(pageViewsSchema),
});
/** Daily statistics of a site. */
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;

/**
 * One page of a site's WordPress users: the {@link WpUserList} with its `users` handed over as `items`,
 * and `total_user_count`, `page`, `per_page` and the table fields kept as they came.
 */
export type WpUserPage = ListPage<WpUserList, 'users'>;
