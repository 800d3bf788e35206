import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import { accountActionsOperation, accountActivityLogsOperation, getAccountOperation, updateAccountOperation } from '../operations/account.js';
import type { Account, AccountAction, ActivityLogEntry } from '../responses/account.js';
import type { Acknowledgement, HostingPage } from '../responses/common.js';
import type { AccountUpdate, ActivityLogQuery } from '../schemas/account.js';

/** The account: profile, defaults for new sites, activity log. */
export class AccountResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The account's profile, limits and usage. */
  get(options?: RequestOptions): ApiPromise<Account> {
    return this.#http.call(getAccountOperation, {}, options);
  }

  /** Sets the default PHP version or datacenter of new sites (`datacenter_code: null` clears it). */
  update(body: AccountUpdate, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateAccountOperation, { body }, options);
  }

  /**
   * The activity log of the last 60 days, newest first, page by page (at most 50 per page; more is
   * refused before sending). Filters narrow it by action, email, IP address or source.
   */
  activityLogs(query: ActivityLogQuery = {}, options?: RequestOptions): Paginated<ActivityLogEntry, HostingPage<ActivityLogEntry>> {
    return walkList(this.#http, accountActivityLogsOperation, { body: query }, options);
  }

  /** The action codes the activity log uses (for `action` filters). */
  actions(options?: RequestOptions): ApiPromise<AccountAction[]> {
    return this.#http.call(accountActionsOperation, {}, options);
  }
}
