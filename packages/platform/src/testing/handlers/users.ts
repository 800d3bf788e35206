// Hand-written: the token's owner, their limits (written and read back, negative ones refused) and public profile.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as users from '../../operations/users.js';
import type { FakeState } from '../state.js';

/** The fake's `users` operations: the token's owner, their usage and limits, and public profiles. */
export function userHandlers(state: FakeState): FakeHandlers<typeof users> {
  return {
    'users.me': () => ({ ...state.user, profile: {}, plan: { id: 'FREE' } }),
    // The schema has checked `date` (YYYY-MM-DD); every month looks alike in the fake.
    'users.monthlyUsage': () => ({ usageCycle: { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-01-31T23:59:59.999Z' }, monthlyServiceUsage: {}, totalUsageCreditsUsdAfterVolumeDiscount: 0 }),
    'users.limits': () => ({ monthlyUsageCycle: {}, limits: state.limits, current: { monthlyUsageUsd: 0 } }),
    'users.updateLimits': ({ inputs, reply }) => {
      for (const key of ['maxMonthlyUsageUsd', 'dataRetentionDays'] as const) {
        const value = inputs[key];
        if (value === undefined) continue;
        if (value < 0) fail(400, `${key} must be a non-negative number`, { code: 'invalid-value' });
        state.limits[key] = value;
      }
      // The API answers a change of limits with an empty 201.
      return reply(undefined, { status: 201 });
    },
    'users.get': ({ path }) => {
      if (path.userId !== state.user.id && path.userId !== state.user.username) fail(404, 'User was not found', { code: 'user-not-found' });
      return { username: state.user.username, profile: {} };
    },
  };
}
