import * as z from 'zod/mini';

/** One point in time of a site's scheduled backups, pairing a database and a filesystem backup. */
export const siteBackupSchema = z.looseObject({
  /** `YYYY-MM-DD-HH-MM`. */
  timestamp: z.string(),
  siteId: z.number(),
  databaseBackupId: z.number(),
  filesystemBackupId: z.nullable(z.number()),
});
/** One point in time of a site's scheduled backups. */
export type SiteBackup = z.infer<typeof siteBackupSchema>;

/** The backup points of a site. */
export const siteBackupListSchema = z.array(siteBackupSchema);

/** One filesystem or database backup. */
export const backupEntrySchema = z.looseObject({
  id: z.string(),
  site_id: z.number(),
  /** `YYYY-MM-DD HH:MM:SS`. */
  backup_timestamp: z.string(),
  type: z.string(),
  title: z.optional(z.string()),
  formatted_timestamp: z.optional(z.string()),
});
/** One filesystem or database backup. */
export type BackupEntry = z.infer<typeof backupEntrySchema>;

/** The filesystem or database backups of a site. */
export const backupEntryListSchema = z.array(backupEntrySchema);

/** A restore and its progress. */
export const restoreStatusSchema = z.looseObject({
  id: z.number(),
  /** e.g. `completed`. */
  status: z.string(),
  logMessages: z.optional(z.array(z.string())),
  filesystemId: z.optional(z.nullable(z.string())),
  databaseId: z.optional(z.nullable(z.string())),
  fromSiteId: z.optional(z.nullable(z.number())),
  error: z.optional(z.nullable(z.unknown())),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
  completedAt: z.optional(z.nullable(z.string())),
  failedAt: z.optional(z.nullable(z.string())),
});
/** A restore and its progress. */
export type RestoreStatus = z.infer<typeof restoreStatusSchema>;

/** A backup made on request. */
export const ondemandBackupSchema = z.looseObject({
  /** Null until the backup completes; digits (sent as text), the id the download and delete calls take. */
  id: z.nullable(z.templateLiteral([z.number()])),
  /** The id returned at creation; use it to poll. */
  requestId: z.optional(z.number()),
  siteId: z.number(),
  /** Unix seconds, or null while creating. */
  completed: z.nullable(z.number()),
  /** `creating`, `completed`, `deleting`. */
  status: z.string(),
  type: z.string(),
  bytes: z.nullable(z.string()),
  requested: z.number(),
  backupTimestamp: z.nullable(z.string()),
  createdBy: z.optional(z.string()),
  removedIn: z.optional(z.string()),
  deleteAt: z.optional(z.number()),
});
/** A backup made on request. */
export type OndemandBackup = z.infer<typeof ondemandBackupSchema>;

/** The on-demand backups of a site. */
export const ondemandBackupListSchema = z.array(ondemandBackupSchema);
