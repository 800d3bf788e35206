import { backupDownloadAccept, backupParams } from '../schemas/backups.js';
import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Backup points of a site, each pairing a database and a filesystem backup. */
export const listBackupsOperation = defineOperation({
  id: 'backups.list',
  method: 'GET',
  path: '/sites/{siteId}/backups',
  params: siteParams,
  response: (r) => r.siteBackupListSchema,
  specIds: ['GET /sites/{site_id}/backups'],
});
/** Filesystem backups of a site. */
export const listFilesystemOperation = defineOperation({
  id: 'backups.listFilesystem',
  method: 'GET',
  path: '/sites/{siteId}/backups/fs',
  params: siteParams,
  response: (r) => r.backupEntryListSchema,
  specIds: ['GET /sites/{site_id}/backups/fs'],
});
/** Database backups of a site. */
export const listDatabaseOperation = defineOperation({
  id: 'backups.listDatabase',
  method: 'GET',
  path: '/sites/{siteId}/backups/db',
  params: siteParams,
  response: (r) => r.backupEntryListSchema,
  specIds: ['GET /sites/{site_id}/backups/db'],
});
/**
 * Streams one backup: a bzipped tar (filesystem) or SQL text (database). The file is never held in memory:
 * pipe the stream where it should go. `.withResponse()` gives the headers (type, length).
 */
export const downloadBackupOperation = defineOperation({
  id: 'backups.download',
  method: 'GET',
  path: '/sites/{siteId}/backups/{backupId}',
  params: backupParams,
  responseType: 'stream',
  accept: backupDownloadAccept,
  specIds: ['GET /sites/{site_id}/backups/{backup_id}'],
});

/** Operations of the `backups` namespace. */
export const backupsOperations = [listBackupsOperation, listFilesystemOperation, listDatabaseOperation, downloadBackupOperation] as const;
