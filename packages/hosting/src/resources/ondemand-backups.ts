import { type ApiPromise, type HttpClient, type RequestOptions, type WaitOptions, waitUntil } from '@typed-api/core';
import {
  createOndemandBackupOperation,
  deleteOndemandBackupOperation,
  downloadOndemandBackupOperation,
  getOndemandBackupOperation,
  listOndemandBackupsOperation,
} from '../operations/ondemand-backups.js';
import type { OndemandBackup } from '../responses/backups.js';
import type { BackupType } from '../schemas/common.js';

/** Options of {@link OndemandBackups.waitUntilCompleted}: poll timing, deadline, signal and `onProgress`. */
export type WaitForBackupOptions = WaitOptions<OndemandBackup>;

/** Backups made on request: at most 3 filesystem and 3 database backups per site at a time. */
export class OndemandBackups {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The on-demand backups of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<OndemandBackup[]> {
    return this.#http.call(listOndemandBackupsOperation, { params: { siteId } }, options);
  }

  /**
   * Starts a backup (`fs` or `db`); it comes back with status `creating` and a `requestId` to poll with.
   * When the site already has 3 of that type, the API refuses: delete one first.
   */
  create(siteId: number, body: { backup_type: BackupType }, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(createOndemandBackupOperation, { params: { siteId }, body }, options);
  }

  /** One backup, by its request id (or its backup id once completed). */
  get(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(getOndemandBackupOperation, { params: { siteId, backupId } }, options);
  }

  /** Streams a completed backup: a bzipped tar (`fs`) or SQL text (`db`), never held in memory. */
  download(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#http.call(downloadOndemandBackupOperation, { params: { siteId, backupId } }, options);
  }

  /** Deletes a backup (irreversible); it comes back with status `deleting`. */
  delete(siteId: number, backupId: number | string, options?: RequestOptions): ApiPromise<OndemandBackup> {
    return this.#http.call(deleteOndemandBackupOperation, { params: { siteId, backupId } }, options);
  }

  /**
   * Polls a backup until it leaves `creating` and returns it (normally `completed`). Bounded by
   * `timeoutMs` (a `WaitTimeoutError`, whose `lastValue` is the backup as last read) and cancellable with
   * `signal`. `onProgress` gets the backup's `status`
   * (`creating`, then `completed`) after each check.
   */
  waitUntilCompleted(siteId: number, backupRequestId: number | string, options: WaitForBackupOptions = {}): Promise<OndemandBackup> {
    return waitUntil(
      (signal) => this.get(siteId, backupRequestId, { signal }),
      (backup) => backup.status !== 'creating',
      options,
    );
  }
}
