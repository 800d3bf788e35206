import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as schedules from '../../operations/schedules.js';
import type { Schedule } from '../../responses/platform.js';
import { now, offsetList } from '../helpers.js';
import type { FakeState } from '../state.js';

/** The fake's `schedules` operations: schedules and their (made-up) invocation log. */
export function scheduleHandlers(state: FakeState): FakeHandlers<typeof schedules> {
  const schedule = (ref: string): Schedule => state.resolve(state.schedules, ref, 'Schedule', (s) => s.name);
  return {
    'schedules.list': ({ inputs }) => offsetList(state.schedules.list(), inputs, state.settings.maxListLimit),
    'schedules.create': ({ inputs, reply }) => {
      const cronExpression = inputs.cronExpression;
      if (typeof cronExpression !== 'string' || cronExpression.trim().split(/\s+/).length < 5) return fail(400, 'The cron expression is invalid', { code: 'cron-expression-invalid' });
      const id = state.id('sch');
      const created: Schedule = {
        ...inputs,
        // Fields left null take the fake's defaults.
        isEnabled: inputs.isEnabled ?? false,
        isExclusive: inputs.isExclusive ?? false,
        actions: inputs.actions ?? [],
        timezone: inputs.timezone ?? 'UTC',
        cronExpression,
        name: inputs.name ?? `schedule-${id}`,
        id,
        userId: state.user.id,
        createdAt: now(),
        modifiedAt: now(),
      };
      state.schedules.set(id, created);
      return reply(created, { status: 201 });
    },
    'schedules.get': ({ path }) => schedule(path.scheduleId),
    'schedules.update': ({ path, inputs }) => {
      const s = schedule(path.scheduleId);
      // Fields set to null are stored as given (the fake does not tell "unset" from null).
      Object.assign(s, inputs, { id: s.id, modifiedAt: now() });
      return s;
    },
    'schedules.delete': ({ path }) => {
      state.schedules.delete(schedule(path.scheduleId).id);
    },
    'schedules.log': ({ path }) => {
      const s = schedule(path.scheduleId);
      return [{ message: `schedule ${s.name} created`, level: 'INFO', createdAt: s.createdAt }];
    },
  };
}
