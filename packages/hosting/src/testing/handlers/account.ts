import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as account from '../../operations/account.js';
import type { ActivityLogEntry } from '../../responses/account.js';
import { envelope, pageOf } from '../dialect.js';
import type { FakeContext } from '../state.js';

/** Activity log fields a filter may name, and the entry field each one reads. */
const ACTIVITY_FIELDS = { action: 'name', account_email: 'accountEmail', ip_address: 'ipAddress', source: 'source' } as const;

/** The paging and filters of an activity log search, as the operation's schema parses them. */
export interface ActivityQuery {
  /** The page asked for. */
  readonly page?: number | undefined;
  /** Entries per page (at most 50). */
  readonly per_page?: number | undefined;
  /** Filters every entry must pass. */
  readonly filters?: readonly { field: keyof typeof ACTIVITY_FIELDS; operator: 'equals' | 'contains'; value: string }[] | undefined;
}

/** Filters and pages an activity log (the account's or a site's) as the API does: at most 50 entries per page. */
export function activityPage(log: readonly ActivityLogEntry[], query: ActivityQuery): ReturnType<typeof pageOf<ActivityLogEntry>> {
  if (query.per_page !== undefined && query.per_page < 1) fail(400, 'per_page must be between 1 and 50');
  const filters = query.filters ?? [];
  const entries = log.filter((entry) =>
    filters.every((f) => {
      const actual = entry[ACTIVITY_FIELDS[f.field]] ?? '';
      return f.operator === 'contains' ? actual.includes(f.value) : actual === f.value;
    }),
  );
  return pageOf(entries, query);
}

/** The account's profile, its defaults and its activity log. */
export function accountHandlers({ state }: FakeContext): FakeHandlers<typeof account> {
  return {
    'account.get': () => state().account,
    'account.update': ({ inputs }) => {
      const s = state();
      // The schema admits only the PHP versions and datacenter codes the API knows.
      if (inputs.php_version !== undefined) s.account.defaultPhpVersion = inputs.php_version;
      if (inputs.datacenter_code !== undefined) s.account.defaultDatacenter = inputs.datacenter_code;
      return envelope(null);
    },
    'account.activityLogs': (request) => activityPage(state().activity, request.inputs),
  };
}
