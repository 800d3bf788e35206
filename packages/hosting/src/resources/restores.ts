import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { createRestoreOperation, getRestoreOperation } from '../operations/restores.js';
import type { RestoreStatus } from '../responses/backups.js';
import type { Acknowledgement } from '../responses/common.js';
import type { RestoreRequest } from '../schemas/backups.js';

/** Restores of backups onto a site. */
export class Restores {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Restores a filesystem and/or database backup, onto the same site or (`restore_on_site_id`) another
   * one of the account. The destination is in maintenance mode meanwhile. Queued.
   */
  create(siteId: number, body: RestoreRequest, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(createRestoreOperation, { params: { siteId }, body }, options);
  }

  /** A restore and its progress. */
  get(siteId: number, restoreId: number, options?: RequestOptions): ApiPromise<RestoreStatus> {
    return this.#http.call(getRestoreOperation, { params: { siteId, restoreId } }, options);
  }
}
