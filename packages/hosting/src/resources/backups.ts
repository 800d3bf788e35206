import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { backupDownloadAccept, backupEntrySchema, siteBackupSchema, type BackupEntry, type SiteBackup } from '../schemas/backups.js';
import { idSchema, siteParams } from '../schemas/common.js';

const listOperation = defineOperation({
  id: 'backups.list',
  method: 'GET',
  path: '/sites/{siteId}/backups',
  params: siteParams,
  response: z.array(siteBackupSchema),
  specIds: ['GET /sites/{site_id}/backups'],
});
const listFilesystemOperation = defineOperation({
  id: 'backups.listFilesystem',
  method: 'GET',
  path: '/sites/{siteId}/backups/fs',
  params: siteParams,
  response: z.array(backupEntrySchema),
  specIds: ['GET /sites/{site_id}/backups/fs'],
});
const listDatabaseOperation = defineOperation({
  id: 'backups.listDatabase',
  method: 'GET',
  path: '/sites/{siteId}/backups/db',
  params: siteParams,
  response: z.array(backupEntrySchema),
  specIds: ['GET /sites/{site_id}/backups/db'],
});
const downloadOperation = defineOperation({
  id: 'backups.download',
  method: 'GET',
  path: '/sites/{siteId}/backups/{backupId}',
  params: z.object({ siteId: idSchema, backupId: z.union([idSchema, z.string().check(z.regex(/^\d+$/))]) }),
  responseType: 'stream',
  accept: backupDownloadAccept,
  specIds: ['GET /sites/{site_id}/backups/{backup_id}'],
});

/** Operations of the `backups` namespace. */
export const backupsOperations = [listOperation, listFilesystemOperation, listDatabaseOperation, downloadOperation] as const;

/** Scheduled backups of a site. */
export class Backups {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Backup points of a site, each pairing a database and a filesystem backup. */
  list(siteId: number, options?: RequestOptions): ApiPromise<SiteBackup[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** Filesystem backups of a site. */
  listFilesystem(siteId: number, options?: RequestOptions): ApiPromise<BackupEntry[]> {
    return this.#http.call(listFilesystemOperation, { params: { siteId } }, options);
  }

  /** Database backups of a site. */
  listDatabase(siteId: number, options?: RequestOptions): ApiPromise<BackupEntry[]> {
    return this.#http.call(listDatabaseOperation, { params: { siteId } }, options);
  }

  /**
   * Streams one backup: a bzipped tar (filesystem) or SQL text (database). The file is never held in
   * memory: pipe the stream where it should go. `.withResponse()` gives the headers (type, length).
   */
  download(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#http.call(downloadOperation, { params: { siteId, backupId } }, options);
  }
}
