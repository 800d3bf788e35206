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

/** A page of an organization's repositories, without analysis figures. */
export const repositoryPageSchema = listEnvelope(repositorySchema);

/** An organization just added to the service, with any warnings the addition raised. */
export const addedOrganizationSchema = z.looseObject({
  organization: organizationSchema,
  warnings: z.optional(z.array(z.string())),
});

/** One step of an organization's onboarding and whether it is done. */
export const onboardingStepSchema = z.looseObject({ step: z.string(), isCompleted: z.boolean() });

/** The steps of an organization's onboarding. */
export const onboardingStepsSchema = z.array(onboardingStepSchema);

/** Whether the git provider app installed on the organization has the permissions the service needs. */
export const appPermissionsSchema = z.looseObject({ contentPermission: z.boolean(), customPropertiesPermission: z.boolean() });

/** Whether the submodules option is enabled for the organization. */
export const submodulesEnabledSchema = z.boolean();

/** The organization's name after a sync with the git provider. */
export const organizationNameSchema = z.looseObject({ name: z.string() });

/** The Jira integration of an organization. */
export const jiraIntegrationSchema = z.looseObject({
  organization_id: z.number(),
  instance_id: z.string(),
  instance_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The Slack integration of an organization. */
export const slackIntegrationSchema = z.looseObject({
  organization_id: z.number(),
  webhook_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The organization's default settings of the git-provider integration, and which of them the provider supports. */
export { providerSettingsSchema } from './common.js';

/** A request to join an organization. */
export const joinRequestSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  numberOfCommits: z.optional(z.number()),
  numberOfRepositories: z.optional(z.number()),
  lastActivity: z.optional(z.string()),
  creationDate: z.string(),
});

/** A page of requests to join an organization. */
export const joinRequestPageSchema = listEnvelope(joinRequestSchema);

/** The caller's state in an organization after asking to join it. */
export const joinResultSchema = z.looseObject({
  organizationIdentifier: z.number(),
  joinStatus: openEnum(['member', 'pendingMember', 'remoteMember']),
});

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

/** A page of an organization's people. */
export const personPageSchema = listEnvelope(personSchema);

/** Whether the caller may leave an organization, and if not, why. */
export const leaveCheckSchema = z.looseObject({
  canLeave: z.boolean(),
  message: z.string(),
  reason: z.optional(z.looseObject({ actions: z.array(actionSchema), code: z.string() })),
});

/** One email address of a removal, with the error when it failed. */
const removalStatusSchema = z.looseObject({ email: z.string(), error: z.optional(z.string()) });

/** Which people were removed from an organization and which were not. */
export const removePeopleResultSchema = z.looseObject({
  success: z.optional(z.array(removalStatusSchema)),
  failed: z.optional(z.array(removalStatusSchema)),
});

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

/** An organization's audit events (a bare list, without paging). */
export const auditLogsSchema = z.array(auditLogSchema);

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** An organization. */
  Organization: typeof organizationSchema;
  /** An organization with membership and plan details. */
  OrganizationWithMeta: typeof organizationWithMetaSchema;
  /** The result of adding an organization. */
  AddedOrganization: typeof addedOrganizationSchema;
  /** An onboarding step (`addRepositories`, `enableStatusChecks`, ...) and whether it is completed. */
  OnboardingStep: typeof onboardingStepSchema;
  /** The permissions of the git provider app: repository contents, and custom properties. */
  AppPermissions: typeof appPermissionsSchema;
  /** The synced name of an organization. */
  OrganizationName: typeof organizationNameSchema;
  /** The Jira integration: the service's organization id, the Jira cloud instance, and when it was set up and changed. */
  JiraIntegration: typeof jiraIntegrationSchema;
  /** The Slack integration: the incoming-webhook URL notifications go to, and when it was set up and changed. */
  SlackIntegration: typeof slackIntegrationSchema;
  /** Default git-provider integration settings (status checks, annotations, summaries, AI features) of an organization. */
  ProviderSettings: typeof providerSettingsSchema;
  /** A pending request to join an organization: who asked, when, and their activity. */
  JoinRequest: typeof joinRequestSchema;
  /** The result of joining: the organization's id and the caller's status (`member`, `pendingMember`, `remoteMember`). */
  JoinResult: typeof joinResultSchema;
  /** A person of an organization (`userId` is set for users of the service, `committerId` for commit authors). */
  Person: typeof personSchema;
  /** The answer of the leave check: `canLeave`, a message, and the problem (a stable `code` and actions) when not. */
  LeaveCheck: typeof leaveCheckSchema;
  /** The result of removing people: the addresses removed (`success`) and those that failed, with the reason. */
  RemovePeopleResult: typeof removePeopleResultSchema;
  /** A suggested person: a commit author's email, how many repositories and commits, and the commits per repository. */
  SuggestedPerson: typeof suggestedPersonSchema;
  /** An audit event: who (`actor`), what (`action`, e.g. `organizations.joinmode.update`), its result and time, and details. */
  AuditLog: typeof auditLogSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.
import type { Action } from './common.js';

/** An organization. */
export interface Organization {
  identifier?: number | undefined;
  remoteIdentifier: string;
  name: string;
  avatar?: string | undefined;
  created?: string | undefined;
  provider: string;
  type: string;
  joinMode?: string | undefined;
  joinStatus?: string | undefined;
  singleProviderLogin: boolean;
  hasDastAccess: boolean;
  hasScaEnabled: boolean;
}

/** An organization with membership and plan details. */
export interface OrganizationWithMeta {
  organization: Organization;
  membership: Record<string, unknown>;
  billing?: Record<string, unknown> | undefined;
  analysisConfigurationMinimumPermission: string;
  subscriptions: Record<string, unknown>[];
}

/** The result of adding an organization. */
export interface AddedOrganization {
  organization: Organization;
  warnings?: string[] | undefined;
}

/** An onboarding step (`addRepositories`, `enableStatusChecks`, ...) and whether it is completed. */
export interface OnboardingStep {
  step: string;
  isCompleted: boolean;
}

/** The permissions of the git provider app: repository contents, and custom properties. */
export interface AppPermissions {
  contentPermission: boolean;
  customPropertiesPermission: boolean;
}

/** The synced name of an organization. */
export interface OrganizationName {
  name: string;
}

/** The Jira integration: the service's organization id, the Jira cloud instance, and when it was set up and changed. */
export interface JiraIntegration {
  organization_id: number;
  instance_id: string;
  instance_name: string;
  created_at: string;
  updated_at: string;
}

/** The Slack integration: the incoming-webhook URL notifications go to, and when it was set up and changed. */
export interface SlackIntegration {
  organization_id: number;
  webhook_url: string;
  created_at: string;
  updated_at: string;
}

/** Default git-provider integration settings (status checks, annotations, summaries, AI features) of an organization. */
export interface ProviderSettings {
  commitStatus: boolean;
  pullRequestComment: boolean;
  pullRequestSummary: boolean;
  coverageSummary?: boolean | undefined;
  suggestions?: boolean | undefined;
  aiEnhancedComments: boolean;
  aiPullRequestReviewer?: boolean | undefined;
  aiPullRequestReviewerAutomatic?: boolean | undefined;
  pullRequestUnifiedSummary?: boolean | undefined;
  availableSettings: string[];
}

/** A pending request to join an organization: who asked, when, and their activity. */
export interface JoinRequest {
  email: string;
  name: string;
  numberOfCommits?: number | undefined;
  numberOfRepositories?: number | undefined;
  lastActivity?: string | undefined;
  creationDate: string;
}

/** The result of joining: the organization's id and the caller's status (`member`, `pendingMember`, `remoteMember`). */
export interface JoinResult {
  organizationIdentifier: number;
  joinStatus: 'member' | 'pendingMember' | 'remoteMember' | (string & {});
}

/** A person of an organization (`userId` is set for users of the service, `committerId` for commit authors). */
export interface Person {
  name?: string | undefined;
  email: string;
  emails: string[];
  userId?: number | undefined;
  committerId?: number | undefined;
  lastLogin?: string | undefined;
  lastAnalysis?: string | undefined;
  isActive?: boolean | null | undefined;
  canBeRemoved: boolean;
  lastCommitId?: number | undefined;
  providerId?: string | undefined;
  providerLogin?: string | undefined;
  isProviderRegistered?: boolean | undefined;
}

/** The answer of the leave check: `canLeave`, a message, and the problem (a stable `code` and actions) when not. */
export interface LeaveCheck {
  canLeave: boolean;
  message: string;
  reason?: {
    actions: Action[];
    code: string;
  } | undefined;
}

/** The result of removing people: the addresses removed (`success`) and those that failed, with the reason. */
export interface RemovePeopleResult {
  success?: {
    email: string;
    error?: string | undefined;
  }[] | undefined;
  failed?: {
    email: string;
    error?: string | undefined;
  }[] | undefined;
}

/** A suggested person: a commit author's email, how many repositories and commits, and the commits per repository. */
export interface SuggestedPerson {
  commitEmail: string;
  totalProjects: number;
  totalCommits: number;
  lastCommit?: string | undefined;
  projectCommitStats: {
    projectId: number;
    firstCommit?: string | undefined;
    lastCommit?: string | undefined;
    numberOfCommits: number;
  }[];
}

/** An audit event: who (`actor`), what (`action`, e.g. `organizations.joinmode.update`), its result and time, and details. */
export interface AuditLog {
  actor: {
    email: string;
    role?: 'repositoryRead' | 'repositoryWrite' | 'repositoryAdmin' | 'organizationMember' | 'organizationManager' | 'organizationAdmin' | (string & {}) | undefined;
  };
  action: string;
  result: 'failed' | 'succeed' | 'rejected' | (string & {});
  timestamp: string;
  source?: string | undefined;
  repositoryName?: string | undefined;
  description?: string | undefined;
  details?: Record<string, unknown> | undefined;
  entityId?: string | undefined;
}
// End of the generated answer types.
