import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { actionSchema, listEnvelope, type providerSettingsSchema } from './common.js';
import { repositorySchema } from './repositories.js';

/** An organization on a git provider. */
export const organizationSchema = z.looseObject({
  /** The service's id of the organization. */
  identifier: z.optional(z.number()),
  /** The organization's id on the Git provider. */
  remoteIdentifier: z.string(),
  /** The organization name. */
  name: z.string(),
  /** Link to the organization's avatar image. */
  avatar: z.optional(z.string()),
  /** When the organization was created (ISO 8601 date-time). */
  created: z.optional(z.string()),
  /** The Git provider code, e.g. `gh`, `gl` or `bb`. */
  provider: z.string(),
  /** `Account` for a personal account or `Organization`. */
  type: z.string(),
  /** How people join the organization: `auto`, `adminAuto` or `request`. */
  joinMode: z.optional(z.string()),
  /** The caller's membership state: `member`, `pendingMember` or `remoteMember`. */
  joinStatus: z.optional(z.string()),
  singleProviderLogin: z.boolean(),
  /** Whether the organization may use dynamic application security testing (DAST). */
  hasDastAccess: z.boolean(),
  /** Whether software composition analysis (dependency scanning) is on for the organization. */
  hasScaEnabled: z.boolean(),
});

/** A page of the caller's organizations. */
export const organizationPageSchema = listEnvelope(organizationSchema);

/** An organization with the caller's membership and the organization's plan. */
export const organizationWithMetaSchema = z.looseObject({
  /** The organization. */
  organization: organizationSchema,
  /** The caller's membership, with their role: `admin`, `manager` or `member`. */
  membership: z.looseObject({}),
  /** The organization's billing details, when there are any. */
  billing: z.optional(z.looseObject({})),
  /** The lowest repository permission that may change analysis settings: `admin`, `write` or `read`. */
  analysisConfigurationMinimumPermission: z.string(),
  /** The organization's product subscriptions and their plans. */
  subscriptions: z.array(z.looseObject({})),
});

/** A page of an organization's repositories, without analysis figures. */
export const repositoryPageSchema = listEnvelope(repositorySchema);

/** An organization just added to the service, with any warnings the addition raised. */
export const addedOrganizationSchema = z.looseObject({
  /** The organization that was added. */
  organization: organizationSchema,
  /** Warnings raised while adding it, if any. */
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
  /** The service's id of the organization. */
  organization_id: z.number(),
  /** The cloud id of the connected issue-tracker site. */
  instance_id: z.string(),
  /** The name of the issue-tracker site the service can reach. */
  instance_name: z.string(),
  /** When the integration was set up (ISO 8601 date-time). */
  created_at: z.string(),
  /** When the integration last changed (ISO 8601 date-time). */
  updated_at: z.string(),
});

/** The Slack integration of an organization. */
export const slackIntegrationSchema = z.looseObject({
  /** The service's id of the organization. */
  organization_id: z.number(),
  /** The incoming-webhook URL the service posts its notifications to. */
  webhook_url: z.string(),
  /** When the integration was set up (ISO 8601 date-time). */
  created_at: z.string(),
  /** When the integration last changed (ISO 8601 date-time). */
  updated_at: z.string(),
});

/** The organization's default settings of the git-provider integration, and which of them the provider supports. */
export { providerSettingsSchema } from './common.js';

/** A request to join an organization. */
export const joinRequestSchema = z.looseObject({
  /** The email address of the person asking to join. */
  email: z.string(),
  /** Their display name. */
  name: z.string(),
  /** How many commits the service counts for them. */
  numberOfCommits: z.optional(z.number()),
  /** How many repositories the service counts for them. */
  numberOfRepositories: z.optional(z.number()),
  /** When they were last active (ISO 8601 date-time). */
  lastActivity: z.optional(z.string()),
  /** When they asked to join (ISO 8601 date-time). */
  creationDate: z.string(),
});

/** A page of requests to join an organization. */
export const joinRequestPageSchema = listEnvelope(joinRequestSchema);

/** The caller's state in an organization after asking to join it. */
export const joinResultSchema = z.looseObject({
  /** The service's id of the organization. */
  organizationIdentifier: z.number(),
  /** The caller's state: `member`, `pendingMember` (awaiting approval) or `remoteMember`. */
  joinStatus: openEnum(['member', 'pendingMember', 'remoteMember']),
});

/** A person of an organization: a user of the service, a commit author, or both. */
export const personSchema = z.looseObject({
  /** The person's name. */
  name: z.optional(z.string()),
  /** Deprecated by the API: one email address of the person; read `emails` instead. */
  email: z.string(),
  /** All email addresses of the person. */
  emails: z.array(z.string()),
  /** Their user id on the service; set only for users of the service. */
  userId: z.optional(z.number()),
  /** Their commit-author id; set only for commit authors. */
  committerId: z.optional(z.number()),
  /** When they last signed in to the service (ISO 8601 date-time). */
  lastLogin: z.optional(z.string()),
  /** When the service last analysed a commit of theirs (ISO 8601 date-time). */
  lastAnalysis: z.optional(z.string()),
  // The description says null marks someone who is no committer (and takes no seat).
  /** True for an active committer; null for someone who is no committer and takes no seat. */
  isActive: z.optional(z.nullable(z.boolean())),
  /** Whether the person can be removed from the organization. */
  canBeRemoved: z.boolean(),
  /** The service's id of their latest commit. */
  lastCommitId: z.optional(z.number()),
  /** Their id on the Git provider. */
  providerId: z.optional(z.string()),
  /** Their username on the Git provider. */
  providerLogin: z.optional(z.string()),
  /** True when the person has an account on the Git provider. */
  isProviderRegistered: z.optional(z.boolean()),
});

/** A page of an organization's people. */
export const personPageSchema = listEnvelope(personSchema);

/** Whether the caller may leave an organization, and if not, why. */
export const leaveCheckSchema = z.looseObject({
  /** True when the caller may leave the organization. */
  canLeave: z.boolean(),
  /** A readable explanation, e.g. of why the caller cannot leave. */
  message: z.string(),
  /** Why the caller cannot leave: a stable `code` and helpful actions. */
  reason: z.optional(z.looseObject({ actions: z.array(actionSchema), code: z.string() })),
});

/** One email address of a removal, with the error when it failed. */
const removalStatusSchema = z.looseObject({ email: z.string(), error: z.optional(z.string()) });

/** Which people were removed from an organization and which were not. */
export const removePeopleResultSchema = z.looseObject({
  /** The addresses that were removed. */
  success: z.optional(z.array(removalStatusSchema)),
  /** The addresses that could not be removed, each with its error. */
  failed: z.optional(z.array(removalStatusSchema)),
});

/** A commit author who is not yet in the organization, with their activity. */
export const suggestedPersonSchema = z.looseObject({
  /** The email address the author commits with. */
  commitEmail: z.string(),
  /** How many repositories they committed to. */
  totalProjects: z.number(),
  /** How many commits they made in all. */
  totalCommits: z.number(),
  /** When they last committed (ISO 8601 date-time). */
  lastCommit: z.optional(z.string()),
  /** Their commits per repository: the count and the first and last commit times. */
  projectCommitStats: z.array(
    z.looseObject({ projectId: z.number(), firstCommit: z.optional(z.string()), lastCommit: z.optional(z.string()), numberOfCommits: z.number() }),
  ),
});

/** A page of people suggestions. */
export const suggestedPersonPageSchema = listEnvelope(suggestedPersonSchema);

/** One event of an organization's audit log. */
export const auditLogSchema = z.looseObject({
  /** Who performed the action. */
  actor: z.looseObject({
    /** The actor's email address. */
    email: z.string(),
    /** The actor's role, e.g. `repositoryAdmin` or `organizationMember`. */
    role: z.optional(openEnum(['repositoryRead', 'repositoryWrite', 'repositoryAdmin', 'organizationMember', 'organizationManager', 'organizationAdmin'])),
  }),
  /** What was done, as a dotted name such as `organizations.gatepolicies.update`. */
  action: z.string(),
  /** How the action ended: `succeed`, `failed` or `rejected`. */
  result: openEnum(['succeed', 'failed', 'rejected']),
  /** When the event happened (ISO 8601 date-time). */
  timestamp: z.string(),
  /** Where the action came from: `UI` (the web app) or `API`. */
  source: z.optional(z.string()),
  /** The repository acted on, when the action concerns one. */
  repositoryName: z.optional(z.string()),
  /** A readable summary of the event. */
  description: z.optional(z.string()),
  /** Data specific to the action, such as the request body that was sent. */
  details: z.optional(z.looseObject({})),
  /** The id of what was acted on, e.g. the gate policy that was changed. */
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
  /**
   * The service's id of the organization.
   *
   * A whole number. Not always present.
   */
  identifier?: number | undefined;
  /**
   * The organization's id on the Git provider.
   *
   * Text.
   */
  remoteIdentifier: string;
  /**
   * The organization name.
   *
   * Text.
   */
  name: string;
  /**
   * Link to the organization's avatar image.
   *
   * Text. Not always present.
   */
  avatar?: string | undefined;
  /**
   * When the organization was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form. Not always present.
   */
  created?: string | undefined;
  /**
   * The Git provider code, e.g. `gh`, `gl` or `bb`.
   *
   * Text.
   */
  provider: string;
  /**
   * `Account` for a personal account or `Organization`.
   *
   * Text. The description lists `'Account'` or `'Organization'`.
   */
  type: string;
  /**
   * How people join the organization: `auto`, `adminAuto` or `request`.
   *
   * Text. The description lists `'auto'`, `'adminAuto'` or `'request'`. Not always present.
   */
  joinMode?: string | undefined;
  /**
   * The caller's membership state: `member`, `pendingMember` or `remoteMember`.
   *
   * Text. The description lists `'member'`, `'pendingMember'` or `'remoteMember'`. Not always present.
   */
  joinStatus?: string | undefined;
  /** `true` or `false`. */
  singleProviderLogin: boolean;
  /**
   * Whether the organization may use dynamic application security testing (DAST).
   *
   * `true` or `false`.
   */
  hasDastAccess: boolean;
  /**
   * Whether software composition analysis (dependency scanning) is on for the organization.
   *
   * `true` or `false`.
   */
  hasScaEnabled: boolean;
}

/** An organization with membership and plan details. */
export interface OrganizationWithMeta {
  /**
   * The organization.
   *
   * A `Organization`.
   */
  organization: Organization;
  /**
   * The caller's membership, with their role: `admin`, `manager` or `member`.
   *
   * An object.
   */
  membership: Record<string, unknown>;
  /**
   * The organization's billing details, when there are any.
   *
   * An object. Not always present.
   */
  billing?: Record<string, unknown> | undefined;
  /**
   * The lowest repository permission that may change analysis settings: `admin`, `write` or `read`.
   *
   * Text. The description lists `'admin'`, `'write'` or `'read'`.
   */
  analysisConfigurationMinimumPermission: string;
  /**
   * The organization's product subscriptions and their plans.
   *
   * A list, each an object.
   */
  subscriptions: Record<string, unknown>[];
}

/** The result of adding an organization. */
export interface AddedOrganization {
  /**
   * The organization that was added.
   *
   * A `Organization`.
   */
  organization: Organization;
  /**
   * Warnings raised while adding it, if any.
   *
   * A list, each text. Not always present.
   */
  warnings?: string[] | undefined;
}

/** An onboarding step (`addRepositories`, `enableStatusChecks`, ...) and whether it is completed. */
export interface OnboardingStep {
  /** Text. */
  step: string;
  /** `true` or `false`. */
  isCompleted: boolean;
}

/** The permissions of the git provider app: repository contents, and custom properties. */
export interface AppPermissions {
  /** `true` or `false`. */
  contentPermission: boolean;
  /** `true` or `false`. */
  customPropertiesPermission: boolean;
}

/** The synced name of an organization. */
export interface OrganizationName {
  /** Text. */
  name: string;
}

/** The Jira integration: the service's organization id, the Jira cloud instance, and when it was set up and changed. */
export interface JiraIntegration {
  /**
   * The service's id of the organization.
   *
   * A whole number.
   */
  organization_id: number;
  /**
   * The cloud id of the connected issue-tracker site.
   *
   * Text.
   */
  instance_id: string;
  /**
   * The name of the issue-tracker site the service can reach.
   *
   * Text.
   */
  instance_name: string;
  /**
   * When the integration was set up (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  created_at: string;
  /**
   * When the integration last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  updated_at: string;
}

/** The Slack integration: the incoming-webhook URL notifications go to, and when it was set up and changed. */
export interface SlackIntegration {
  /**
   * The service's id of the organization.
   *
   * A whole number.
   */
  organization_id: number;
  /**
   * The incoming-webhook URL the service posts its notifications to.
   *
   * Text.
   */
  webhook_url: string;
  /**
   * When the integration was set up (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  created_at: string;
  /**
   * When the integration last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  updated_at: string;
}

/** Default git-provider integration settings (status checks, annotations, summaries, AI features) of an organization. */
export interface ProviderSettings {
  /**
   * Whether the service reports status checks on the Git provider.
   *
   * `true` or `false`.
   */
  commitStatus: boolean;
  /**
   * Whether the service annotates pull requests with the issues it finds.
   *
   * `true` or `false`.
   */
  pullRequestComment: boolean;
  /**
   * Whether the service posts an issue summary on pull requests.
   *
   * `true` or `false`.
   */
  pullRequestSummary: boolean;
  /**
   * Whether the service posts a coverage summary on pull requests (offered by one Git provider only).
   *
   * `true` or `false`. Not always present.
   */
  coverageSummary?: boolean | undefined;
  /**
   * Whether the service posts suggested fixes (offered by one Git provider only).
   *
   * `true` or `false`. Not always present.
   */
  suggestions?: boolean | undefined;
  /**
   * Whether AI-enhanced comments are on (experimental); with `suggestions` on, they also propose fixes.
   *
   * `true` or `false`.
   */
  aiEnhancedComments: boolean;
  /**
   * Whether the experimental AI reviewer comments on pull requests.
   *
   * `true` or `false`. Not always present.
   */
  aiPullRequestReviewer?: boolean | undefined;
  /**
   * Whether the automatic mode of the AI pull request reviewer is on.
   *
   * `true` or `false`. Not always present.
   */
  aiPullRequestReviewerAutomatic?: boolean | undefined;
  /**
   * Whether the unified pull request summary is on.
   *
   * `true` or `false`. Not always present.
   */
  pullRequestUnifiedSummary?: boolean | undefined;
  /**
   * Names of the settings this Git provider supports.
   *
   * A list, each text.
   */
  availableSettings: string[];
}

/** A pending request to join an organization: who asked, when, and their activity. */
export interface JoinRequest {
  /**
   * The email address of the person asking to join.
   *
   * Text.
   */
  email: string;
  /**
   * Their display name.
   *
   * Text.
   */
  name: string;
  /**
   * How many commits the service counts for them.
   *
   * A number. Not always present.
   */
  numberOfCommits?: number | undefined;
  /**
   * How many repositories the service counts for them.
   *
   * A number. Not always present.
   */
  numberOfRepositories?: number | undefined;
  /**
   * When they were last active (ISO 8601 date-time).
   *
   * Text. Not always present.
   */
  lastActivity?: string | undefined;
  /**
   * When they asked to join (ISO 8601 date-time).
   *
   * Text.
   */
  creationDate: string;
}

/** The result of joining: the organization's id and the caller's status (`member`, `pendingMember`, `remoteMember`). */
export interface JoinResult {
  /**
   * The service's id of the organization.
   *
   * A whole number.
   */
  organizationIdentifier: number;
  /**
   * The caller's state: `member`, `pendingMember` (awaiting approval) or `remoteMember`.
   *
   * One of `'member'`, `'pendingMember'` or `'remoteMember'`, or another value the API adds later.
   */
  joinStatus: 'member' | 'pendingMember' | 'remoteMember' | (string & {});
}

/** A person of an organization (`userId` is set for users of the service, `committerId` for commit authors). */
export interface Person {
  /**
   * The person's name.
   *
   * Text. Not always present.
   */
  name?: string | undefined;
  /**
   * Deprecated by the API: one email address of the person; read `emails` instead.
   *
   * Text.
   */
  email: string;
  /**
   * All email addresses of the person.
   *
   * A list, each text.
   */
  emails: string[];
  /**
   * Their user id on the service; set only for users of the service.
   *
   * A number. Not always present.
   */
  userId?: number | undefined;
  /**
   * Their commit-author id; set only for commit authors.
   *
   * A number. Not always present.
   */
  committerId?: number | undefined;
  /**
   * When they last signed in to the service (ISO 8601 date-time).
   *
   * Text. Not always present.
   */
  lastLogin?: string | undefined;
  /**
   * When the service last analysed a commit of theirs (ISO 8601 date-time).
   *
   * Text. Not always present.
   */
  lastAnalysis?: string | undefined;
  /**
   * True for an active committer; null for someone who is no committer and takes no seat.
   *
   * `true` or `false`. May be `null`. Not always present.
   */
  isActive?: boolean | null | undefined;
  /**
   * Whether the person can be removed from the organization.
   *
   * `true` or `false`.
   */
  canBeRemoved: boolean;
  /**
   * The service's id of their latest commit.
   *
   * A number. Not always present.
   */
  lastCommitId?: number | undefined;
  /**
   * Their id on the Git provider.
   *
   * Text. Not always present.
   */
  providerId?: string | undefined;
  /**
   * Their username on the Git provider.
   *
   * Text. Not always present.
   */
  providerLogin?: string | undefined;
  /**
   * True when the person has an account on the Git provider.
   *
   * `true` or `false`. Not always present.
   */
  isProviderRegistered?: boolean | undefined;
}

/** The answer of the leave check: `canLeave`, a message, and the problem (a stable `code` and actions) when not. */
export interface LeaveCheck {
  /**
   * True when the caller may leave the organization.
   *
   * `true` or `false`.
   */
  canLeave: boolean;
  /**
   * A readable explanation, e.g. of why the caller cannot leave.
   *
   * Text.
   */
  message: string;
  /**
   * Why the caller cannot leave: a stable `code` and helpful actions.
   *
   * An object. Not always present.
   */
  reason?: {
    /** A list, each a `Action`. */
    actions: Action[];
    /** Text. */
    code: string;
  } | undefined;
}

/** The result of removing people: the addresses removed (`success`) and those that failed, with the reason. */
export interface RemovePeopleResult {
  /**
   * The addresses that were removed.
   *
   * A list, each an object. Not always present.
   */
  success?: {
    /** Text. */
    email: string;
    /** Text. Not always present. */
    error?: string | undefined;
  }[] | undefined;
  /**
   * The addresses that could not be removed, each with its error.
   *
   * A list, each an object. Not always present.
   */
  failed?: {
    /** Text. */
    email: string;
    /** Text. Not always present. */
    error?: string | undefined;
  }[] | undefined;
}

/** A suggested person: a commit author's email, how many repositories and commits, and the commits per repository. */
export interface SuggestedPerson {
  /**
   * The email address the author commits with.
   *
   * Text.
   */
  commitEmail: string;
  /**
   * How many repositories they committed to.
   *
   * A number.
   */
  totalProjects: number;
  /**
   * How many commits they made in all.
   *
   * A number.
   */
  totalCommits: number;
  /**
   * When they last committed (ISO 8601 date-time).
   *
   * Text. Not always present.
   */
  lastCommit?: string | undefined;
  /**
   * Their commits per repository: the count and the first and last commit times.
   *
   * A list, each an object.
   */
  projectCommitStats: {
    /** A number. */
    projectId: number;
    /** Text. Not always present. */
    firstCommit?: string | undefined;
    /** Text. Not always present. */
    lastCommit?: string | undefined;
    /** A number. */
    numberOfCommits: number;
  }[];
}

/** An audit event: who (`actor`), what (`action`, e.g. `organizations.joinmode.update`), its result and time, and details. */
export interface AuditLog {
  /**
   * Who performed the action.
   *
   * An object.
   */
  actor: {
    /**
     * The actor's email address.
     *
     * Text.
     */
    email: string;
    /**
     * The actor's role, e.g. `repositoryAdmin` or `organizationMember`.
     *
     * One of `'repositoryRead'`, `'repositoryWrite'`, `'repositoryAdmin'`, `'organizationMember'`, `'organizationManager'` or `'organizationAdmin'`, or another value the API adds later. Not always present.
     */
    role?: 'repositoryRead' | 'repositoryWrite' | 'repositoryAdmin' | 'organizationMember' | 'organizationManager' | 'organizationAdmin' | (string & {}) | undefined;
  };
  /**
   * What was done, as a dotted name such as `organizations.gatepolicies.update`.
   *
   * Text.
   */
  action: string;
  /**
   * How the action ended: `succeed`, `failed` or `rejected`.
   *
   * One of `'succeed'`, `'failed'` or `'rejected'`, or another value the API adds later.
   */
  result: 'failed' | 'succeed' | 'rejected' | (string & {});
  /**
   * When the event happened (ISO 8601 date-time).
   *
   * Text.
   */
  timestamp: string;
  /**
   * Where the action came from: `UI` (the web app) or `API`.
   *
   * Text. Not always present.
   */
  source?: string | undefined;
  /**
   * The repository acted on, when the action concerns one.
   *
   * Text. Not always present.
   */
  repositoryName?: string | undefined;
  /**
   * A readable summary of the event.
   *
   * Text. Not always present.
   */
  description?: string | undefined;
  /**
   * Data specific to the action, such as the request body that was sent.
   *
   * An object. Not always present.
   */
  details?: Record<string, unknown> | undefined;
  /**
   * The id of what was acted on, e.g. the gate policy that was changed.
   *
   * Text. Not always present.
   */
  entityId?: string | undefined;
}
// End of the generated answer types.
