import { backupDownloadAccept, backupParams, ondemandBackupCreateSchema } from '../schemas/backups.js';
import { siteParams } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

/** Lists the on-demand backups of a site. */
export const listOndemandBackupsOperation = defineOperation({
  id: 'ondemandBackups.list',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  response: (r) => r.ondemandBackupListSchema,
  specIds: ['GET /sites/{id}/ondemand-backups'],
});
/** Starts an on-demand backup. */
export const createOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.create',
  method: 'POST',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  body: ondemandBackupCreateSchema,
  response: (r) => r.ondemandBackupSchema,
  specIds: ['POST /sites/{id}/ondemand-backups'],
});
/** Reads one on-demand backup. */
export const getOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.get',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}',
  params: backupParams,
  response: (r) => r.ondemandBackupSchema,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}'],
});
/** Streams a completed on-demand backup. */
export const downloadOndemandBackupOperation = defineOperation({
  id: 'ondemandBackups.download',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}/download',
  params: backupParams,
  responseType: 'stream',
  accept: backupDownloadAccept,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}/download'],
});
/** Deletes an on-demand backup. */
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
