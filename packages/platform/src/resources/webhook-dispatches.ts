import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { offsetPage, offsetQuery, resourceId, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { webhookDispatch, type WebhookDispatch } from '../schemas/platform.js';

const listDispatches = defineOperation({ id: 'webhookDispatches.list', method: 'GET', path: '/webhook-dispatches', query: offsetQuery, response: offsetPage(webhookDispatch), list: offsetPages(), specIds: ['webhookDispatches_get'] });
const getDispatch = defineOperation({
  id: 'webhookDispatches.get',
  method: 'GET',
  path: '/webhook-dispatches/{dispatchId}',
  params: z.object({ dispatchId: resourceId }),
  response: webhookDispatch,
  specIds: ['webhookDispatch_get'],
});

/** Every operation of the `webhookDispatches` namespace. */
export const webhookDispatchOperations = [listDispatches, getDispatch] as const;

/** Webhook dispatches: the record of each webhook call and its outcome. */
export class WebhookDispatchesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists all dispatches of your webhooks, page by page. */
  list(options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<WebhookDispatch, OffsetPage<WebhookDispatch>> {
    return walkList(this.#http, listDispatches, { query: options }, requestOptions);
  }

  /** Gets one dispatch. */
  get(dispatchId: string, options?: RequestOptions): ApiPromise<WebhookDispatch> {
    return this.#http.call(getDispatch, { params: { dispatchId } }, options);
  }
}
