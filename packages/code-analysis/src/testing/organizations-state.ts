import type { AuditLog, JiraIntegration, JoinRequest, Person, ProviderSettings, SlackIntegration, SuggestedPerson } from '../responses/organizations.js';

/** A pending request to join an organization, with the numeric id of the account that asked (the `accountIdentifier` path parameter). */
export type FakeJoinRequest = JoinRequest & { accountIdentifier: number };

/** What the fake keeps about one organization beyond its record (`organizations` namespace). */
export interface FakeOrganizationDetails {
  /** The lowest permission that may configure analysis: `RepoAdmin`, `RepoWrite` or `RepoRead`. */
  minimumPermission: string;
  /** Default git-provider integration settings. */
  providerSettings: ProviderSettings;
  /** When the settings were last applied to every repository (ISO time), if ever. */
  providerSettingsAppliedAt: string | undefined;
  /** The Jira integration, when connected. */
  jira: JiraIntegration | undefined;
  /** The Slack integration, when connected. */
  slack: SlackIntegration | undefined;
  /** Pending requests to join, oldest first. */
  joinRequests: FakeJoinRequest[];
  /** People of the organization: members (with a `userId`) and committers. */
  people: Person[];
  /** Commit authors who are not in the organization yet. */
  suggestions: SuggestedPerson[];
  /** Whether the submodules option is enabled. */
  submodules: boolean;
  /** Permissions of the git provider app installed on the organization. */
  appPermissions: { contentPermission: boolean; customPropertiesPermission: boolean };
  /** When the caller's cache was last cleaned (ISO time), if ever. */
  cacheCleanedAt: string | undefined;
  /** Audit events, oldest first; the fake appends one for each change made through the API. */
  auditLogs: AuditLog[];
}

/** The organization details of the fake (keyed by `provider/organization`); created on first use for organizations without any. */
export type FakeOrganizationsState = Map<string, FakeOrganizationDetails>;

/** The email address of the fake's token holder: the caller of `join`, `canLeave` and the actor of audit events. */
export const CALLER_EMAIL = 'ada@example.test';

/** The numeric id of the fake's token holder. */
export const CALLER_USER_ID = 7001;

let nextAccountId = 88000;

/** Default details of an organization: an admin (the caller) and one committer, no integrations, default settings. */
export function defaultOrganizationDetails(provider: string): FakeOrganizationDetails {
  const github = provider === 'gh';
  return {
    minimumPermission: 'RepoAdmin',
    providerSettings: {
      commitStatus: false,
      pullRequestComment: true,
      pullRequestSummary: true,
      ...(github ? { coverageSummary: false, suggestions: false } : {}),
      aiEnhancedComments: false,
      aiPullRequestReviewer: false,
      aiPullRequestReviewerAutomatic: false,
      pullRequestUnifiedSummary: false,
      availableSettings: github ? ['GitHubCoverageSummary', 'GitHubSuggestions', 'GitHubAIEnhancedComments'] : ['AIEnhancedComments'],
    },
    providerSettingsAppliedAt: undefined,
    jira: undefined,
    slack: undefined,
    joinRequests: [],
    people: [
      {
        name: 'Ada Lovelace',
        email: CALLER_EMAIL,
        emails: [CALLER_EMAIL],
        userId: CALLER_USER_ID,
        committerId: 51001,
        lastLogin: '2024-05-02T08:15:00Z',
        lastAnalysis: '2024-05-01T17:02:11Z',
        isActive: true,
        canBeRemoved: false,
        lastCommitId: 2335557754,
        providerId: '1024001',
        providerLogin: 'ada',
        isProviderRegistered: true,
      },
    ],
    suggestions: [],
    submodules: false,
    appPermissions: { contentPermission: true, customPropertiesPermission: false },
    cacheCleanedAt: undefined,
    auditLogs: [],
  };
}

/** A pending request to join from `email`, made at a fixed time. */
export function fakeJoinRequest(email: string, name: string, creationDate: string): FakeJoinRequest {
  return { accountIdentifier: nextAccountId++, email, name, numberOfCommits: 12, numberOfRepositories: 2, lastActivity: creationDate, creationDate };
}

/**
 * The organization details the fake starts with: `gh/acme` has the caller (an admin) and two more members,
 * one committer without an account, three requests to join, two suggested commit authors and two audit events.
 */
export function seedOrganizationDetails(): FakeOrganizationsState {
  const acme = defaultOrganizationDetails('gh');
  acme.people.push(
    {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      emails: ['grace@example.test'],
      userId: 7002,
      committerId: 51002,
      lastLogin: '2024-04-29T12:00:00Z',
      lastAnalysis: '2024-04-30T09:45:00Z',
      isActive: true,
      canBeRemoved: true,
      providerId: '1024002',
      providerLogin: 'grace',
      isProviderRegistered: true,
    },
    {
      name: 'Alan Turing',
      email: 'alan@example.test',
      emails: ['alan@example.test', 'alan@users.noreply.example.test'],
      userId: 7003,
      lastLogin: '2024-03-18T07:30:00Z',
      isActive: null,
      canBeRemoved: true,
      providerLogin: 'aturing',
      isProviderRegistered: true,
    },
    {
      name: 'Build Bot',
      email: 'bot@example.test',
      emails: ['bot@example.test'],
      committerId: 51004,
      lastAnalysis: '2024-05-01T17:02:11Z',
      isActive: true,
      canBeRemoved: true,
      isProviderRegistered: false,
    },
  );
  acme.joinRequests.push(
    fakeJoinRequest('linus@example.test', 'Linus', '2024-04-01T10:00:00Z'),
    fakeJoinRequest('margaret@example.test', 'Margaret Hamilton', '2024-04-02T10:00:00Z'),
    fakeJoinRequest('dennis@example.test', 'Dennis', '2024-04-03T10:00:00Z'),
  );
  acme.suggestions.push(
    {
      commitEmail: 'ken@example.test',
      totalProjects: 2,
      totalCommits: 41,
      lastCommit: '2024-04-28T16:20:00Z',
      projectCommitStats: [
        { projectId: 3101, firstCommit: '2023-11-02T10:00:00Z', lastCommit: '2024-04-28T16:20:00Z', numberOfCommits: 30 },
        { projectId: 3102, firstCommit: '2024-01-15T10:00:00Z', lastCommit: '2024-03-01T11:00:00Z', numberOfCommits: 11 },
      ],
    },
    {
      commitEmail: 'barbara@example.test',
      totalProjects: 1,
      totalCommits: 7,
      lastCommit: '2024-02-10T09:00:00Z',
      projectCommitStats: [{ projectId: 3101, firstCommit: '2024-02-01T09:00:00Z', lastCommit: '2024-02-10T09:00:00Z', numberOfCommits: 7 }],
    },
  );
  acme.auditLogs.push(
    {
      actor: { email: CALLER_EMAIL, role: 'organizationAdmin' },
      action: 'organizations.repositories.add',
      result: 'succeed',
      timestamp: '2024-01-02T09:00:00Z',
      source: 'UI',
      repositoryName: 'web',
      description: 'Add repository',
      details: { repositoryFullPath: 'acme/web' },
      entityId: '1001',
    },
    {
      actor: { email: 'grace@example.test', role: 'organizationManager' },
      action: 'organizations.gatepolicies.update',
      result: 'succeed',
      timestamp: '2024-03-05T14:29:13Z',
      source: 'API',
      repositoryName: '',
      description: 'Update gate policy',
      details: { name: 'Strict' },
      entityId: '123456',
    },
  );
  return new Map([['gh/acme', acme]]);
}
