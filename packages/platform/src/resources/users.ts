import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { resourceId } from '../schemas/common.js';
import { accountLimits, limitsUpdate, monthlyUsage, privateUser, publicUser, type AccountLimits, type LimitsUpdate, type PrivateUser } from '../schemas/platform.js';

const getUser = defineOperation({ id: 'users.get', method: 'GET', path: '/users/{userId}', params: z.object({ userId: resourceId }), response: publicUser, specIds: ['user_get'] });
const getMe = defineOperation({ id: 'users.me', method: 'GET', path: '/users/me', response: privateUser, specIds: ['users_me_get'] });
const getUsage = defineOperation({
  id: 'users.monthlyUsage',
  method: 'GET',
  path: '/users/me/usage/monthly',
  query: z.object({ date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) }),
  response: monthlyUsage,
  specIds: ['users_me_usage_monthly_get'],
});
const getLimits = defineOperation({ id: 'users.limits', method: 'GET', path: '/users/me/limits', response: accountLimits, specIds: ['users_me_limits_get'] });
const updateLimits = defineOperation({ id: 'users.updateLimits', method: 'PUT', path: '/users/me/limits', body: limitsUpdate, responseType: 'none', specIds: ['users_me_limits_put'] });

/** Every operation of the `users` namespace. */
export const userOperations = [getUser, getMe, getUsage, getLimits, updateLimits] as const;

/** Users: public profiles, and the token owner's account, usage and limits. */
export class UsersResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Gets the public profile of a user by ID or username. */
  get(userId: string, options?: RequestOptions): ApiPromise<z.infer<typeof publicUser>> {
    return this.#http.call(getUser, { params: { userId } }, options);
  }

  /** Gets the account of the token's owner. */
  me(options?: RequestOptions): ApiPromise<PrivateUser> {
    return this.#http.call(getMe, {}, options);
  }

  /** Gets the usage of the billing cycle containing `date` (YYYY-MM-DD; default: now). */
  monthlyUsage(options?: { date?: string }, requestOptions?: RequestOptions): ApiPromise<z.infer<typeof monthlyUsage>> {
    return this.#http.call(getUsage, { query: options }, requestOptions);
  }

  /** Gets the account's limits and current usage against them. */
  limits(options?: RequestOptions): ApiPromise<AccountLimits> {
    return this.#http.call(getLimits, {}, options);
  }

  /** Changes the limits the owner controls. */
  updateLimits(fields: LimitsUpdate, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateLimits, { body: fields }, options);
  }
}
