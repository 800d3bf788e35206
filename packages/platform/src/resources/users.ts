import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { LimitsUpdate } from '../schemas/platform.js';
import type { AccountLimits, monthlyUsage, PrivateUser, publicUser } from '../responses/platform.js';
import { getLimits, getMe, getUsage, getUser, updateLimits } from '../operations/users.js';

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
