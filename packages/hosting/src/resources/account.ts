import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import { hostingBodyPages } from '../wire.js';
import {
  accountActionSchema,
  accountSchema,
  accountUpdateSchema,
  activityLogEntrySchema,
  activityLogQuerySchema,
  type AccountAction,
  type Account,
  type AccountUpdate,
  type ActivityLogEntry,
  type ActivityLogQuery,
} from '../schemas/account.js';
import { acknowledgementSchema, listEnvelope, type Acknowledgement, type HostingPage } from '../schemas/common.js';
import * as z from 'zod/mini';

const getOperation = defineOperation({ id: 'account.get', method: 'GET', path: '/account', response: accountSchema, specIds: ['GET /account'] });
const updateOperation = defineOperation({
  id: 'account.update',
  method: 'PUT',
  path: '/account',
  body: accountUpdateSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['PUT /account'],
});
const activityLogsOperation = defineOperation({
  id: 'account.activityLogs',
  method: 'POST',
  path: '/account/logs/activity',
  body: activityLogQuerySchema,
  list: hostingBodyPages,
  response: listEnvelope(activityLogEntrySchema),
  // Reading logs changes nothing, so a retry after a network error is safe.
  idempotent: true,
  specIds: ['POST /account/logs/activity'],
});
const actionsOperation = defineOperation({
  id: 'account.actions',
  method: 'GET',
  path: '/activity/account-actions',
  response: z.array(accountActionSchema),
  specIds: ['GET /activity/account-actions'],
});

/** Operations of the `account` namespace. */
export const accountOperations = [getOperation, updateOperation, activityLogsOperation, actionsOperation] as const;

/** The account: profile, defaults for new sites, activity log. */
export class AccountResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The account's profile, limits and usage. */
  get(options?: RequestOptions): ApiPromise<Account> {
    return this.#http.call(getOperation, {}, options);
  }

  /** Sets the default PHP version or datacenter of new sites (`datacenter_code: null` clears it). */
  update(body: AccountUpdate, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateOperation, { body }, options);
  }

  /**
   * The activity log of the last 60 days, newest first, page by page (at most 50 per page; more is
   * refused before sending). Filters narrow it by action, email, IP address or source.
   */
  activityLogs(query: ActivityLogQuery = {}, options?: RequestOptions): Paginated<ActivityLogEntry, HostingPage<ActivityLogEntry>> {
    return walkList(this.#http, activityLogsOperation, { body: query }, options);
  }

  /** The action codes the activity log uses (for `action` filters). */
  actions(options?: RequestOptions): ApiPromise<AccountAction[]> {
    return this.#http.call(actionsOperation, {}, options);
  }
}
