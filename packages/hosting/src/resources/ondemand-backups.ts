import { waitUntil, type ApiPromise, type HttpClient, type RequestOptions, type WaitOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { backupDownloadAccept, ondemandBackupCreateSchema, ondemandBackupSchema, type OndemandBackup } from '../schemas/backups.js';
import { idSchema, siteParams, type BackupType } from '../schemas/common.js';

const backupParams = z.object({ siteId: idSchema, backupId: z.union([idSchema, z.string().check(z.regex(/^\d+$/))]) });

const listOperation = defineOperation({
  id: 'ondemandBackups.list',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  response: z.array(ondemandBackupSchema),
  specIds: ['GET /sites/{id}/ondemand-backups'],
});
const createOperation = defineOperation({
  id: 'ondemandBackups.create',
  method: 'POST',
  path: '/sites/{siteId}/ondemand-backups',
  params: siteParams,
  body: ondemandBackupCreateSchema,
  response: ondemandBackupSchema,
  specIds: ['POST /sites/{id}/ondemand-backups'],
});
const getOperation = defineOperation({
  id: 'ondemandBackups.get',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}',
  params: backupParams,
  response: ondemandBackupSchema,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}'],
});
const downloadOperation = defineOperation({
  id: 'ondemandBackups.download',
  method: 'GET',
  path: '/sites/{siteId}/ondemand-backups/{backupId}/download',
  params: backupParams,
  responseType: 'stream',
  accept: backupDownloadAccept,
  specIds: ['GET /sites/{site_id}/ondemand-backups/{id}/download'],
});
const deleteOperation = defineOperation({
  id: 'ondemandBackups.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/ondemand-backups/{backupId}',
  params: backupParams,
  response: ondemandBackupSchema,
  specIds: ['DELETE /sites/{site_id}/ondemand-backups/{id}'],
});

/** Operations of the `ondemandBackups` namespace. */
export const ondemandBackupsOperations = [listOperation, createOperation, getOperation, downloadOperation, deleteOperation] as const;

/** Options of {@link OndemandBackups.waitUntilCompleted}: poll timing, deadline and signal. */
export type WaitForBackupOptions = WaitOptions<OndemandBackup>;

/** Backups made on request: at most 3 filesystem and 3 database backups per site at a time. */
export class OndemandBackups {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The on-demand backups of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<OndemandBackup[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /**
   * Starts a backup (`fs` or `db`); it comes back with status `creating` and a `requestId` to poll with.
   * When the site already has 3 of that type, the API refuses: delete one first.
   */
  create(siteId: number, body: { backup_type: BackupType }, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(createOperation, { params: { siteId }, body }, options);
  }

  /** One backup, by its request id (or its backup id once completed). */
  get(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(getOperation, { params: { siteId, backupId } }, options);
  }

  /** Streams a completed backup: a bzipped tar (`fs`) or SQL text (`db`), never held in memory. */
  download(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#http.call(downloadOperation, { params: { siteId, backupId } }, options);
  }

  /** Deletes a backup (irreversible); it comes back with status `deleting`. */
  delete(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(deleteOperation, { params: { siteId, backupId } }, options);
  }

  /**
   * Polls a backup until it leaves `creating` and returns it (normally `completed`). Bounded by
   * `timeoutMs` (a TimeoutError) and cancellable with `signal`.
   */
  waitUntilCompleted(siteId: number, backupRequestId: number | string, options: WaitForBackupOptions = {}): Promise<OndemandBackup> {
    return waitUntil(
      (signal) => this.get(siteId, backupRequestId, { signal }),
      (backup) => backup.status !== 'creating',
      options,
    );
  }
}
