import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { restoreSchema, restoreStatusSchema, type RestoreRequest, type RestoreStatus } from '../schemas/backups.js';
import { acknowledgementSchema, idSchema, siteParams, type Acknowledgement } from '../schemas/common.js';

const createOperation = defineOperation({
  id: 'restores.create',
  method: 'POST',
  path: '/sites/{siteId}/restores',
  params: siteParams,
  body: restoreSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /sites/{site_id}/restores'],
});
const getOperation = defineOperation({
  id: 'restores.get',
  method: 'GET',
  path: '/sites/{siteId}/restores/{restoreId}',
  params: z.object({ siteId: idSchema, restoreId: idSchema }),
  response: restoreStatusSchema,
  specIds: ['GET /sites/{site_id}/restores/{restore_id}'],
});

/** Operations of the `restores` namespace. */
export const restoresOperations = [createOperation, getOperation] as const;

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
    return this.#http.call(createOperation, { params: { siteId }, body }, options);
  }

  /** A restore and its progress. */
  get(siteId: number, restoreId: number, options?: RequestOptions): ApiPromise<RestoreStatus> {
    return this.#http.call(getOperation, { params: { siteId, restoreId } }, options);
  }
}
