import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { offsetQuery, resourceId } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Lists all dispatches of your webhooks, page by page. */
export const listDispatches = defineOperation({ id: 'webhookDispatches.list', method: 'GET', path: '/webhook-dispatches', query: offsetQuery, response: (r) => r.webhookDispatchPage, list: listPages, specIds: ['webhookDispatches_get'] });
/** Gets one dispatch. */
export const getDispatch = defineOperation({
  id: 'webhookDispatches.get',
  method: 'GET',
  path: '/webhook-dispatches/{dispatchId}',
  params: z.object({ dispatchId: resourceId }),
  response: (r) => r.webhookDispatch,
  specIds: ['webhookDispatch_get'],
});

/** Every operation of the `webhookDispatches` namespace. */
export const webhookDispatchOperations = [listDispatches, getDispatch] as const;
