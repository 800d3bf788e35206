import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { WebhookDispatch } from '../responses/platform.js';
import { getDispatch, listDispatches } from '../operations/webhook-dispatches.js';

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
