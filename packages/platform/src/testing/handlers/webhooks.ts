import type { FakeHandlers } from '@typed-api/core/testing';
import type * as webhooks from '../../operations/webhooks.js';
import type { Webhook, WebhookDispatch } from '../../responses/platform.js';
import { now, offsetList } from '../helpers.js';
import type { FakeState } from '../state.js';

/** The fake's `webhooks` operations: webhooks, their test calls and their dispatches. */
export function webhookHandlers(state: FakeState): FakeHandlers<typeof webhooks> {
  const webhook = (ref: string): Webhook => state.resolve(state.webhooks, ref, 'Webhook', (w) => w.name);
  return {
    'webhooks.list': ({ inputs }) => offsetList(state.webhooks.list(), inputs, state.settings.maxListLimit),
    'webhooks.create': ({ inputs, reply }) => {
      const { eventTypes, condition, requestUrl } = inputs;
      // A create repeated with the same idempotency key answers with the webhook the first one made.
      const key = inputs.idempotencyKey ?? undefined;
      const earlier = key === undefined ? undefined : state.webhooks.list().find((w) => w.idempotencyKey === key);
      if (earlier) return reply(earlier, { status: 201 });
      const id = state.id('whk');
      const created: Webhook = { isAdHoc: false, ...inputs, eventTypes, condition, requestUrl, id, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.webhooks.set(id, created);
      return reply(created, { status: 201 });
    },
    'webhooks.get': ({ path }) => webhook(path.webhookId),
    'webhooks.update': ({ path, inputs }) => {
      const w = webhook(path.webhookId);
      // Fields set to null are stored as given (the fake does not tell "unset" from null).
      Object.assign(w, inputs, { id: w.id, modifiedAt: now() });
      return w;
    },
    'webhooks.delete': ({ path }) => {
      state.webhooks.delete(webhook(path.webhookId).id);
    },
    'webhooks.test': ({ path, reply }) => {
      const w = webhook(path.webhookId);
      const id = state.id('dsp');
      const dispatch: WebhookDispatch = { id, userId: state.user.id, webhookId: w.id, createdAt: now(), status: 'SUCCEEDED', eventType: 'TEST', eventData: {} };
      state.dispatches.set(id, dispatch);
      return reply(dispatch, { status: 201 });
    },
    'webhooks.listDispatches': ({ path, inputs }) => {
      const w = webhook(path.webhookId);
      return offsetList(
        state.dispatches.list().filter((d) => d.webhookId === w.id),
        inputs,
        state.settings.maxListLimit,
      );
    },
  };
}
