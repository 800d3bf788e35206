import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { deleteCronJobOperation } from '../operations/cron.js';
import type { Acknowledgement } from '../responses/common.js';

/** Scheduled tasks of a site. The public description has only the removal; listing and creating are not published. */
export class Cron {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Removes a scheduled task from a site. */
  delete(siteId: number, cronJobId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteCronJobOperation, { params: { siteId, cronJobId } }, options);
  }
}
