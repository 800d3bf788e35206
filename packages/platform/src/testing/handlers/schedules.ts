// Hand-written: the refusal of an invalid cron expression; the schedules are the store's (platformCollection over
// collectionHandlers), and their invocation log a sample of its schema.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import * as schedules from '../../operations/schedules.js';
import type { Schedule } from '../../responses/platform.js';
import { platformCollection } from '../collections.js';
import type { FakeState } from '../state.js';

/** The fake's `schedules` operations: the account's schedules. */
export function scheduleHandlers(state: FakeState): Partial<FakeHandlers<typeof schedules>> {
  const store = platformCollection(state, schedules.scheduleOperations, { what: 'Schedule', prefix: 'sch', records: () => state.schedules });
  return {
    ...(store as FakeHandlers<typeof schedules>),
    'schedules.create': (request) => {
      const cron = request.inputs.cronExpression;
      if (typeof cron !== 'string' || cron.trim().split(/\s+/).length < 5) fail(400, 'The cron expression is invalid', { code: 'cron-expression-invalid' });
      return store['schedules.create']?.(request) as Schedule;
    },
  };
}
