import type { FakeHandlers } from '@typed-api/core/testing';
import type * as webhookDispatches from '../../operations/webhook-dispatches.js';
import { offsetList } from '../helpers.js';
import type { FakeState } from '../state.js';

/** The fake's `webhookDispatches` operations: every dispatch of the account's webhooks. */
export function webhookDispatchHandlers(state: FakeState): FakeHandlers<typeof webhookDispatches> {
  return {
    'webhookDispatches.list': ({ inputs }) => offsetList(state.dispatches.list(), inputs, state.settings.maxListLimit),
    'webhookDispatches.get': ({ path }) => state.resolve(state.dispatches, path.dispatchId, 'Webhook dispatch', (d) => d.name),
  };
}
