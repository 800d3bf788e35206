import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { offsetPage, offsetQuery, resourceId, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { webhook, webhookCreateFields, webhookDispatch, webhookFields, type Webhook, type WebhookCreateFields, type WebhookDispatch, type WebhookFields } from '../schemas/platform.js';

const webhookParams = z.object({ webhookId: resourceId });

const listWebhooks = defineOperation({ id: 'webhooks.list', method: 'GET', path: '/webhooks', query: offsetQuery, response: offsetPage(webhook), list: offsetPages(), specIds: ['webhooks_get'] });
const createWebhook = defineOperation({ id: 'webhooks.create', method: 'POST', path: '/webhooks', body: webhookCreateFields, response: webhook, specIds: ['webhooks_post'] });
const getWebhook = defineOperation({ id: 'webhooks.get', method: 'GET', path: '/webhooks/{webhookId}', params: webhookParams, response: webhook, specIds: ['webhook_get'] });
const updateWebhook = defineOperation({ id: 'webhooks.update', method: 'PUT', path: '/webhooks/{webhookId}', params: webhookParams, body: webhookFields, response: webhook, specIds: ['webhook_put'] });
const deleteWebhook = defineOperation({ id: 'webhooks.delete', method: 'DELETE', path: '/webhooks/{webhookId}', params: webhookParams, responseType: 'none', specIds: ['webhook_delete'] });
const testWebhook = defineOperation({ id: 'webhooks.test', method: 'POST', path: '/webhooks/{webhookId}/test', params: webhookParams, response: webhookDispatch, specIds: ['webhook_test_post'] });
const listWebhookDispatches = defineOperation({
  id: 'webhooks.listDispatches',
  method: 'GET',
  path: '/webhooks/{webhookId}/dispatches',
  params: webhookParams,
  query: offsetQuery,
  response: offsetPage(webhookDispatch),
  list: offsetPages(),
  specIds: ['webhook_webhookDispatches_get'],
});

/** Every operation of the `webhooks` namespace. */
export const webhookOperations = [listWebhooks, createWebhook, getWebhook, updateWebhook, deleteWebhook, testWebhook, listWebhookDispatches] as const;

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
