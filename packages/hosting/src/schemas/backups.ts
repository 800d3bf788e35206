import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { backupTypeSchema, idSchema } from './common.js';

/**
 * The `Accept` header of backup downloads: a bzipped tar (filesystem), SQL text (database), or the JSON
 * error body `{ message, errors }`.
 */
export const backupDownloadAccept = 'application/x-bzip2, application/octet-stream, application/sql, text/plain, application/json';

/** Path parameters of one backup of a site: the backup id as a number or a string of digits. */
export const backupParams = z.object({ siteId: idSchema, backupId: z.union([idSchema, checked(z.string(), z.regex(/^\d+$/))]) });

/** Which backups to restore, and optionally another site of the account to restore onto. */
export const restoreSchema = z.object({
  /** Id of the filesystem backup to restore, when the files should be restored. */
  filesystem_id: z.optional(z.int()),
  /** Id of the database backup to restore, when the database should be restored. */
  database_id: z.optional(z.int()),
  /** Another site of the account to restore onto. */
  restore_on_site_id: z.optional(z.int()),
});
/** Which kind of on-demand backup to make. */
export const ondemandBackupCreateSchema = z.object({
  /** Whether to back up the site's files or its database. */
  backup_type: backupTypeSchema,
});
