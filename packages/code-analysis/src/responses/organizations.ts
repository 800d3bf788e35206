import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { actionSchema, listEnvelope, type providerSettingsSchema } from './common.js';
import { repositorySchema } from './repositories.js';

/** An organization on a git provider. */
export const organizationSchema = z.looseObject({
  identifier: z.optional(z.number()),
  remoteIdentifier: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
  created: z.optional(z.string()),
  provider: z.string(),
  type: z.string(),
  joinMode: z.optional(z.string()),
  joinStatus: z.optional(z.string()),
  singleProviderLogin: z.boolean(),
  hasDastAccess: z.boolean(),
  hasScaEnabled: z.boolean(),
});
/** An organization. */
export type Organization = z.infer<typeof organizationSchema>;

/** A page of the caller's organizations. */
export const organizationPageSchema = listEnvelope(organizationSchema);

/** An organization with the caller's membership and the organization's plan. */
export const organizationWithMetaSchema = z.looseObject({
  organization: organizationSchema,
  membership: z.looseObject({}),
  billing: z.optional(z.looseObject({})),
  analysisConfigurationMinimumPermission: z.string(),
  subscriptions: z.array(z.looseObject({})),
});
/** An organization with membership and plan details. */
export type OrganizationWithMeta = z.infer<typeof organizationWithMetaSchema>;

/** A page of an organization's repositories, without analysis figures. */
export const repositoryPageSchema = listEnvelope(repositorySchema);

/** An organization just added to the service, with any warnings the addition raised. */
export const addedOrganizationSchema = z.looseObject({
  organization: organizationSchema,
  warnings: z.optional(z.array(z.string())),
});
/** The result of adding an organization. */
export type AddedOrganization = z.infer<typeof addedOrganizationSchema>;

/** One step of an organization's onboarding and whether it is done. */
export const onboardingStepSchema = z.looseObject({ step: z.string(), isCompleted: z.boolean() });
/** An onboarding step (`addRepositories`, `enableStatusChecks`, ...) and whether it is completed. */
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** The steps of an organization's onboarding. */
export const onboardingStepsSchema = z.array(onboardingStepSchema);

/** Whether the git provider app installed on the organization has the permissions the service needs. */
export const appPermissionsSchema = z.looseObject({ contentPermission: z.boolean(), customPropertiesPermission: z.boolean() });
/** The permissions of the git provider app: repository contents, and custom properties. */
export type AppPermissions = z.infer<typeof appPermissionsSchema>;

/** Whether the submodules option is enabled for the organization. */
export const submodulesEnabledSchema = z.boolean();

/** The organization's name after a sync with the git provider. */
export const organizationNameSchema = z.looseObject({ name: z.string() });
/** The synced name of an organization. */
export type OrganizationName = z.infer<typeof organizationNameSchema>;

/** The Jira integration of an organization. */
export const jiraIntegrationSchema = z.looseObject({
  organization_id: z.number(),
  instance_id: z.string(),
  instance_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** The Jira integration: the service's organization id, the Jira cloud instance, and when it was set up and changed. */
export type JiraIntegration = z.infer<typeof jiraIntegrationSchema>;

/** The Slack integration of an organization. */
export const slackIntegrationSchema = z.looseObject({
  organization_id: z.number(),
  webhook_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** The Slack integration: the incoming-webhook URL notifications go to, and when it was set up and changed. */
export type SlackIntegration = z.infer<typeof slackIntegrationSchema>;

/** The organization's default settings of the git-provider integration, and which of them the provider supports. */
export { providerSettingsSchema } from './common.js';
/** Default git-provider integration settings (status checks, annotations, summaries, AI features) of an organization. */
export type ProviderSettings = z.infer<typeof providerSettingsSchema>;

/** A request to join an organization. */
export const joinRequestSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  numberOfCommits: z.optional(z.number()),
  numberOfRepositories: z.optional(z.number()),
  lastActivity: z.optional(z.string()),
  creationDate: z.string(),
});
/** A pending request to join an organization: who asked, when, and their activity. */
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** A page of requests to join an organization. */
export const joinRequestPageSchema = listEnvelope(joinRequestSchema);

/** The caller's state in an organization after asking to join it. */
export const joinResultSchema = z.looseObject({
  organizationIdentifier: z.number(),
  joinStatus: openEnum(['member', 'pendingMember', 'remoteMember']),
});
/** The result of joining: the organization's id and the caller's status (`member`, `pendingMember`, `remoteMember`). */
export type JoinResult = z.infer<typeof joinResultSchema>;

/** A person of an organization: a user of the service, a commit author, or both. */
export const personSchema = z.looseObject({
  name: z.optional(z.string()),
  email: z.string(),
  emails: z.array(z.string()),
  userId: z.optional(z.number()),
  committerId: z.optional(z.number()),
  lastLogin: z.optional(z.string()),
  lastAnalysis: z.optional(z.string()),
  // The description says null marks someone who is no committer (and takes no seat).
  isActive: z.optional(z.nullable(z.boolean())),
  canBeRemoved: z.boolean(),
  lastCommitId: z.optional(z.number()),
  providerId: z.optional(z.string()),
  providerLogin: z.optional(z.string()),
  isProviderRegistered: z.optional(z.boolean()),
});
/** A person of an organization (`userId` is set for users of the service, `committerId` for commit authors). */
export type Person = z.infer<typeof personSchema>;

/** A page of an organization's people. */
export const personPageSchema = listEnvelope(personSchema);

/** Whether the caller may leave an organization, and if not, why. */
export const leaveCheckSchema = z.looseObject({
  canLeave: z.boolean(),
  message: z.string(),
  reason: z.optional(z.looseObject({ actions: z.array(actionSchema), code: z.string() })),
});
/** The answer of the leave check: `canLeave`, a message, and the problem (a stable `code` and actions) when not. */
export type LeaveCheck = z.infer<typeof leaveCheckSchema>;

/** One email address of a removal, with the error when it failed. */
const removalStatusSchema = z.looseObject({ email: z.string(), error: z.optional(z.string()) });

/** Which people were removed from an organization and which were not. */
export const removePeopleResultSchema = z.looseObject({
  success: z.optional(z.array(removalStatusSchema)),
  failed: z.optional(z.array(removalStatusSchema)),
});
/** The result of removing people: the addresses removed (`success`) and those that failed, with the reason. */
export type RemovePeopleResult = z.infer<typeof removePeopleResultSchema>;

/** A commit author who is not yet in the organization, with their activity. */
export const suggestedPersonSchema = z.looseObject({
  commitEmail: z.string(),
  totalProjects: z.number(),
  totalCommits: z.number(),
  lastCommit: z.optional(z.string()),
  projectCommitStats: z.array(
    z.looseObject({ projectId: z.number(), firstCommit: z.optional(z.string()), lastCommit: z.optional(z.string()), numberOfCommits: z.number() }),
  ),
});
/** A suggested person: a commit author's email, how many repositories and commits, and the commits per repository. */
export type SuggestedPerson = z.infer<typeof suggestedPersonSchema>;

/** A page of people suggestions. */
export const suggestedPersonPageSchema = listEnvelope(suggestedPersonSchema);

/** One event of an organization's audit log. */
export const auditLogSchema = z.looseObject({
  actor: z.looseObject({
    email: z.string(),
    role: z.optional(openEnum(['repositoryRead', 'repositoryWrite', 'repositoryAdmin', 'organizationMember', 'organizationManager', 'organizationAdmin'])),
  }),
  action: z.string(),
  result: openEnum(['succeed', 'failed', 'rejected']),
  timestamp: z.string(),
  source: z.optional(z.string()),
  repositoryName: z.optional(z.string()),
  description: z.optional(z.string()),
  details: z.optional(z.looseObject({})),
  entityId: z.optional(z.string()),
});
/** An audit event: who (`actor`), what (`action`, e.g. `organizations.joinmode.update`), its result and time, and details. */
export type AuditLog = z.infer<typeof auditLogSchema>;

/** An organization's audit events (a bare list, without paging). */
export const auditLogsSchema = z.array(auditLogSchema);
