import { backupDownloadAccept, backupParams, ondemandBackupCreateSchema } from '../schemas/backups.js';
import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** The on-demand backups of a site. */
export const listOndemandBackupsOperation = defineOperation({
  id: 'ondemandBackups.list',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  response: (r) => r.ondemandBackupListSchema,
  specIds: ['GET /sites/{id}/ondemand-backups'],
});
/**
 * Starts a backup (`fs` or `db`); it comes back with status `creating` and a `requestId` to poll with. When
 * the site already has 3 of that type, the API refuses: delete one first.
 */
export const createOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.create',
  method: 'POST',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  body: ondemandBackupCreateSchema,
  response: (r) => r.ondemandBackupSchema,
  specIds: ['POST /sites/{id}/ondemand-backups'],
});
/** One backup, by its request id (or its backup id once completed). */
export const getOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.get',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}',
  params: backupParams,
  response: (r) => r.ondemandBackupSchema,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}'],
});
/** Streams a completed backup: a bzipped tar (`fs`) or SQL text (`db`), never held in memory. */
export const downloadOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.download',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}/download',
  params: backupParams,
  responseType: 'stream',
  accept: backupDownloadAccept,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}/download'],
});
/** Deletes a backup (irreversible); it comes back with status `deleting`. */
export const deleteOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/ondemand-backups/{backupId}',
  params: backupParams,
  response: (r) => r.ondemandBackupSchema,
  specIds: ['DELETE /sites/{site_id}/ondemand-backups/{id}'],
});

/** Operations of the `ondemandBackups` namespace. */
export const ondemandBackupsOperations = [
  listOndemandBackupsOperation,
  createOndemandBackupOperation,
  getOndemandBackupOperation,
  downloadOndemandBackupOperation,
  deleteOndemandBackupOperation,
] as const;
