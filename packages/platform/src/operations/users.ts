import * as z from 'zod/mini';
import { resourceId } from '../schemas/common.js';
import { limitsUpdate } from '../schemas/platform.js';
import { defineOperation } from '../define.js';

/** Gets the public profile of a user by ID or username. */
export const getUser = defineOperation({ id: 'users.get', method: 'GET', path: '/users/{userId}', params: z.object({ userId: resourceId }), response: (r) => r.publicUser, specIds: ['user_get'] });
/** Gets the account of the token's owner. */
export const getMe = defineOperation({ id: 'users.me', method: 'GET', path: '/users/me', response: (r) => r.privateUser, specIds: ['users_me_get'] });
/** Gets the usage of the billing cycle containing `date` (YYYY-MM-DD; default: now). */
export const getUsage = defineOperation({
  id: 'users.monthlyUsage',
  method: 'GET',
  path: '/users/me/usage/monthly',
  query: z.object({ date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) }),
  response: (r) => r.monthlyUsage,
  specIds: ['users_me_usage_monthly_get'],
});
/** Gets the account's limits and current usage against them. */
export const getLimits = defineOperation({ id: 'users.limits', method: 'GET', path: '/users/me/limits', response: (r) => r.accountLimits, specIds: ['users_me_limits_get'] });
/** Changes the limits the owner controls. */
export const updateLimits = defineOperation({ id: 'users.updateLimits', method: 'PUT', path: '/users/me/limits', body: limitsUpdate, responseType: 'none', specIds: ['users_me_limits_put'] });

/** Every operation of the `users` namespace. */
export const userOperations = [getUser, getMe, getUsage, getLimits, updateLimits] as const;
