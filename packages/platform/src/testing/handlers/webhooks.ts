// Hand-written: a create repeated with an idempotency key, the test call's dispatch and a webhook's dispatches;
// the webhooks and dispatches themselves are the store's (platformCollection over collectionHandlers).
import { fieldsOf, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import * as webhookDispatches from '../../operations/webhook-dispatches.js';
import * as webhooks from '../../operations/webhooks.js';
import type { Webhook, WebhookDispatch } from '../../responses/platform.js';
import { platformCollection } from '../collections.js';
import { now } from '../helpers.js';
import type { FakeState } from '../state.js';

/** The fake's `webhooks` and `webhookDispatches` operations: webhooks, their test calls and their dispatches. */
export function webhookHandlers(state: FakeState): FakeHandlers<typeof webhooks & typeof webhookDispatches> {
  const store = platformCollection(state, webhooks.webhookOperations, { what: 'Webhook', prefix: 'whk', records: () => state.webhooks });
  const dispatches = platformCollection(state, webhookDispatches.webhookDispatchOperations, { what: 'Webhook dispatch', records: () => state.dispatches });
  // A webhook a path names, found (or refused) as a read of it would.
  const webhook = (request: FakeRequest) => store['webhooks.get']?.(request) as Webhook;
  return {
    ...(store as FakeHandlers<typeof webhooks>),
    ...(dispatches as FakeHandlers<typeof webhookDispatches>),
    'webhooks.create': (request) => {
      // A create repeated with the same idempotency key answers with the webhook the first one made.
      const key = request.inputs.idempotencyKey ?? undefined;
      const earlier = key === undefined ? undefined : state.webhooks.find((w) => fieldsOf(w)?.idempotencyKey === key);
      return earlier ? request.reply(earlier, { status: 201 }) : (store['webhooks.create']?.(request) as Webhook);
    },
    'webhooks.test': (request) => {
      const { id: webhookId } = webhook(request);
      const dispatch: WebhookDispatch = { id: state.id('dsp'), userId: state.user.id, webhookId, createdAt: now(), status: 'SUCCEEDED', eventType: 'TEST' };
      state.dispatches.push(dispatch);
      return request.reply(dispatch, { status: 201 });
    },
    'webhooks.listDispatches': (request) => {
      const { id } = webhook(request);
      return state.page(state.dispatches.filter((d) => d.webhookId === id), request.inputs);
    },
  };
}
