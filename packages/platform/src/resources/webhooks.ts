import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { WebhookCreateFields, WebhookFields } from '../schemas/platform.js';
import type { Webhook, WebhookDispatch } from '../responses/platform.js';
import { createWebhook, deleteWebhook, getWebhook, listWebhookDispatches, listWebhooks, testWebhook, updateWebhook } from '../operations/webhooks.js';

/** Webhooks: HTTP calls the platform makes when runs or builds reach an event. */
export class WebhooksResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists your webhooks, page by page. */
  list(options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<Webhook, OffsetPage<Webhook>> {
    return walkList(this.#http, listWebhooks, { query: options }, requestOptions);
  }

  /** Creates a webhook (event types, condition and request URL are required). */
  create(fields: WebhookCreateFields, options?: RequestOptions): ApiPromise<Webhook> {
    return this.#http.call(createWebhook, { body: fields }, options);
  }

  /** Gets a webhook. */
  get(webhookId: string, options?: RequestOptions): ApiPromise<Webhook> {
    return this.#http.call(getWebhook, { params: { webhookId } }, options);
  }

  /** Changes a webhook. */
  update(webhookId: string, fields: WebhookFields, options?: RequestOptions): ApiPromise<Webhook> {
    return this.#http.call(updateWebhook, { params: { webhookId }, body: fields }, options);
  }

  /** Deletes a webhook. */
  delete(webhookId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteWebhook, { params: { webhookId } }, options);
  }

  /** Fires a test call of the webhook and returns its dispatch. */
  test(webhookId: string, options?: RequestOptions): ApiPromise<WebhookDispatch> {
    return this.#http.call(testWebhook, { params: { webhookId } }, options);
  }

  /** Lists the dispatches of one webhook. */
  listDispatches(webhookId: string, options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<WebhookDispatch, OffsetPage<WebhookDispatch>> {
    return walkList(this.#http, listWebhookDispatches, { params: { webhookId }, query: options }, requestOptions);
  }
}
