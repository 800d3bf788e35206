import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { offsetQuery, resourceId } from '../schemas/common.js';
import { webhookCreateFields, webhookFields } from '../schemas/platform.js';
import { defineOperation } from '../define.js';

const webhookParams = z.object({ webhookId: resourceId });

/** Lists your webhooks, page by page. */
export const listWebhooks = defineOperation({ id: 'webhooks.list', method: 'GET', path: '/webhooks', query: offsetQuery, response: (r) => r.webhookPage, list: listPages, specIds: ['webhooks_get'] });
/** Creates a webhook (event types, condition and request URL are required). */
export const createWebhook = defineOperation({
  id: 'webhooks.create',
  method: 'POST',
  path: '/webhooks',
  body: webhookCreateFields,
  response: (r) => r.webhook,
  idempotencyKey: { in: 'body', name: 'idempotencyKey' },
  specIds: ['webhooks_post'],
});
/** Gets a webhook. */
export const getWebhook = defineOperation({ id: 'webhooks.get', method: 'GET', path: '/webhooks/{webhookId}', params: webhookParams, response: (r) => r.webhook, specIds: ['webhook_get'] });
/** Changes a webhook. */
export const updateWebhook = defineOperation({ id: 'webhooks.update', method: 'PUT', path: '/webhooks/{webhookId}', params: webhookParams, body: webhookFields, response: (r) => r.webhook, specIds: ['webhook_put'] });
/** Deletes a webhook. */
export const deleteWebhook = defineOperation({ id: 'webhooks.delete', method: 'DELETE', path: '/webhooks/{webhookId}', params: webhookParams, responseType: 'none', specIds: ['webhook_delete'] });
/** Fires a test call of the webhook and returns its dispatch. */
export const testWebhook = defineOperation({ id: 'webhooks.test', method: 'POST', path: '/webhooks/{webhookId}/test', params: webhookParams, response: (r) => r.webhookDispatch, specIds: ['webhook_test_post'] });
/** Lists the dispatches of one webhook. */
export const listWebhookDispatches = defineOperation({
  id: 'webhooks.listDispatches',
  method: 'GET',
  path: '/webhooks/{webhookId}/dispatches',
  params: webhookParams,
  query: offsetQuery,
  response: (r) => r.webhookDispatchPage,
  list: listPages,
  specIds: ['webhook_webhookDispatches_get'],
});

/** Every operation of the `webhooks` namespace. */
export const webhookOperations = [listWebhooks, createWebhook, getWebhook, updateWebhook, deleteWebhook, testWebhook, listWebhookDispatches] as const;
