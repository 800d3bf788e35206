import { accountUpdateSchema, activityLogQuerySchema } from '../schemas/account.js';
import { hostingBodyPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** The account's profile, limits and usage. */
export const getAccountOperation = defineOperation({
  id: 'account.get',
  method: 'GET',
  path: '/account',
  response: (r) => r.accountSchema,
  specIds: ['GET /account'],
});
/** Sets the default PHP version or datacenter of new sites (`datacenter_code: null` clears it). */
export const updateAccountOperation = defineOperation({
  id: 'account.update',
  method: 'PUT',
  path: '/account',
  body: accountUpdateSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /account'],
});
/**
 * The activity log of the last 60 days, newest first, page by page (at most 50 per page; more is refused
 * before sending). Filters narrow it by action, email, IP address or source.
 */
export const accountActivityLogsOperation = defineOperation({
  id: 'account.activityLogs',
  method: 'POST',
  path: '/account/logs/activity',
  body: activityLogQuerySchema,
  list: hostingBodyPages,
  response: (r) => r.activityLogPageSchema,
  idempotent: 'a POST that only reads (the account activity log, with its filters and page in the body)',
  specIds: ['POST /account/logs/activity'],
});
/** The action codes the activity log uses (for `action` filters). */
export const accountActionsOperation = defineOperation({
  id: 'account.actions',
  method: 'GET',
  path: '/activity/account-actions',
  response: (r) => r.accountActionListSchema,
  specIds: ['GET /activity/account-actions'],
});

/** Operations of the `account` namespace. */
export const accountOperations = [getAccountOperation, updateAccountOperation, accountActivityLogsOperation, accountActionsOperation] as const;
