import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { downloadBackupOperation, listBackupsOperation, listDatabaseOperation, listFilesystemOperation } from '../operations/backups.js';
import type { BackupEntry, SiteBackup } from '../responses/backups.js';

/** Scheduled backups of a site. */
export class Backups {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Backup points of a site, each pairing a database and a filesystem backup. */
  list(siteId: number, options?: RequestOptions): ApiPromise<SiteBackup[]> {
    return this.#http.call(listBackupsOperation, { params: { siteId } }, options);
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
    return this.#http.call(downloadBackupOperation, { params: { siteId, backupId } }, options);
  }
}
