import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commaList, cursorPagingQuery, limitSchema, orgParams, segmentSchema } from './common.js';

/** Path parameters of the caller's organizations on one git provider. */
export const providerParams = z.object({ provider: segmentSchema });

/** Query of an organization's repositories: paging, a name search, which ones (`filter`), languages and segments. */
export const organizationRepositoriesQuery = z.extend(cursorPagingQuery, {
  search: z.optional(z.string()),
  filter: z.optional(z.enum(['Synced', 'NotSynced', 'AllSynced'])),
  languages: commaList(z.string()),
  segments: commaList(z.union([z.string(), z.number()])),
});

/** Query of an organization's latest pull requests: how many, a search, and which repositories. */
export const organizationPullRequestsQuery = z.object({ limit: limitSchema, search: z.optional(z.string()), repositories: commaList(z.string()) });

/** Path parameters of one request to join an organization, by the numeric id of the account that asked. */
export const joinRequestParams = z.extend(orgParams, { accountIdentifier: z.int() });

/** The body of adding an organization of a git provider to the service. */
export const addOrganizationBody = z.object({
  /** Git provider id, e.g. `gh`. */
  provider: z.string(),
  /** The organization's id on the git provider. */
  remoteIdentifier: z.string(),
  /** The organization's name on the git provider. */
  name: z.string(),
  /** `Organization`, or `Account` for a personal account. */
  type: z.enum(['Account', 'Organization']),
  /** Products to enable for it, e.g. `quality` and `coverage`. */
  products: z.optional(z.array(openEnum(['quality', 'coverage']))),
});

/** Why an organization joined and why it leaves: a title and notes each. */
const churnReasonSchema = z.object({ title: z.string(), notes: z.array(z.string()) });

/** Optional feedback sent with the deletion of an organization or the cancellation of its subscription. */
export const churnFeedbackBody = z.optional(z.object({ joinReason: churnReasonSchema, cancelReason: churnReasonSchema }));

/** The lowest repository permission that may configure analysis (patterns, analysed files and branches, ignores). */
export const minimumPermissionBody = z.object({ permission: z.optional(z.enum(['RepoAdmin', 'RepoWrite', 'RepoRead'])) });

/** Query of connecting the Jira integration: the OAuth code of the user installing the Jira app. */
export const jiraIntegrationQuery = z.object({ oauthCode: z.string() });

/** The body of connecting the Slack integration: the incoming-webhook URL notifications go to. */
export const slackIntegrationBody = z.object({ webhook_url: z.string() });

/** The git-provider integration settings to change; settings left out keep their value. */
export { providerSettingsBody } from './common.js';

/** A bare JSON list of email addresses (the whole body of adding people and declining join requests). */
export const emailListBody = z.array(z.string());

/** The body of changing who may join an organization: `auto`, `adminAuto` or `request`. */
export const joinModeBody = z.object({ joinMode: z.enum(['auto', 'adminAuto', 'request']) });

/** Query of the lists of join requests and of people suggestions: paging and a search. */
export const searchPagingQuery = z.extend(cursorPagingQuery, { search: z.optional(z.string()) });

/** Query of an organization's people: paging, a search, and whether to list only users of the service. */
export const listPeopleQuery = z.extend(searchPagingQuery, { onlyMembers: z.optional(z.boolean()) });

/** The body of removing people from an organization: their email addresses. */
export const removePeopleBody = z.object({ emails: z.array(z.string()) });

/** Query of the audit log: the time range, in milliseconds since the Unix epoch (both ends optional). */
export const auditLogsQuery = z.object({ from: z.optional(z.int()), to: z.optional(z.int()) });
