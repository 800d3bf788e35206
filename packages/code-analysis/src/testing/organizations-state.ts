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

/** A person of an organization: a member when the fields give a `userId` (a user of the service), else a committer. */
function person(name: string, email: string, fields: Partial<Person> = {}): Person {
  return { name, email, emails: [email], isActive: true, canBeRemoved: true, isProviderRegistered: fields.userId !== undefined, ...fields };
}

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
    // The caller is the organization's last admin: they cannot be removed.
    people: [person('Ada Lovelace', CALLER_EMAIL, { userId: CALLER_USER_ID, committerId: 51001, canBeRemoved: false })],
    suggestions: [],
    submodules: false,
    cacheCleanedAt: undefined,
    auditLogs: [],
  };
}

/** A pending request to join from `email`, made at a fixed time. */
export function fakeJoinRequest(email: string, name: string, creationDate: string): FakeJoinRequest {
  return { accountIdentifier: nextAccountId++, email, name, numberOfCommits: 12, numberOfRepositories: 2, lastActivity: creationDate, creationDate };
}

/** A commit author who is not in the organization yet, with their number of commits in each project (by project id). */
function suggestion(commitEmail: string, commits: Readonly<Record<number, number>>): SuggestedPerson {
  const projectCommitStats = Object.entries(commits).map(([projectId, numberOfCommits]) => ({ projectId: Number(projectId), numberOfCommits }));
  return { commitEmail, totalProjects: projectCommitStats.length, totalCommits: projectCommitStats.reduce((n, p) => n + p.numberOfCommits, 0), projectCommitStats };
}

/** An audit event of an organization, made through the UI or the API. */
function auditEvent(email: string, role: string, action: string, timestamp: string, source: string): AuditLog {
  return { actor: { email, role }, action, result: 'succeed', timestamp, source };
}

/**
 * The organization details the fake starts with: `gh/acme` has the caller (an admin) and two more members,
 * one committer without an account, three requests to join, two suggested commit authors and two audit events.
 */
export function seedOrganizationDetails(): FakeOrganizationsState {
  const acme = defaultOrganizationDetails('gh');
  acme.people.push(
    person('Grace Hopper', 'grace@example.test', { userId: 7002, committerId: 51002 }),
    person('Alan Turing', 'alan@example.test', { userId: 7003, emails: ['alan@example.test', 'alan@users.noreply.example.test'], isActive: null }),
    person('Build Bot', 'bot@example.test', { committerId: 51004 }),
  );
  acme.joinRequests.push(
    fakeJoinRequest('linus@example.test', 'Linus', '2024-04-01T10:00:00Z'),
    fakeJoinRequest('margaret@example.test', 'Margaret Hamilton', '2024-04-02T10:00:00Z'),
    fakeJoinRequest('dennis@example.test', 'Dennis', '2024-04-03T10:00:00Z'),
  );
  acme.suggestions.push(suggestion('ken@example.test', { 3101: 30, 3102: 11 }), suggestion('barbara@example.test', { 3101: 7 }));
  acme.auditLogs.push(
    auditEvent(CALLER_EMAIL, 'organizationAdmin', 'organizations.repositories.add', '2024-01-02T09:00:00Z', 'UI'),
    auditEvent('grace@example.test', 'organizationManager', 'organizations.gatepolicies.update', '2024-03-05T14:29:13Z', 'API'),
  );
  return new Map([['gh/acme', acme]]);
}
