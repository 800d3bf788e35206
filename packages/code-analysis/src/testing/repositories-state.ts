import type { ApiToken, IntegrationSettings, QualityGate, RepositoryLanguage, RepositoryQualitySettings } from '../responses/repositories.js';
import type { FakeRepository } from './state.js';

/** A commit reanalysis the fake was asked for. */
export interface FakeReanalysisRequest {
  /** The commit, as the request named it. */
  commitUuid: string;
  /** Whether the cache was to be cleaned first. */
  cleanCache: boolean;
  /** When it was asked for (ISO time). */
  requestedAt: string;
}

/** The settings of one repository that the `repositories` namespace reads and changes. */
export interface FakeRepositorySettings {
  /** Quality goals of the repository. */
  quality: RepositoryQualitySettings;
  /** Quality gate of commits (it never holds `diffCoverageThreshold`). */
  commitGate: QualityGate;
  /** Quality gate of pull requests. */
  pullRequestGate: QualityGate;
  /** "Run analysis on your build server". */
  buildServerAnalysis: boolean;
  /** The public SSH key generated last. */
  publicSshKey: string;
  /** How many SSH keys were generated (numbers the next one). */
  sshKeysGenerated: number;
  /** Repository API tokens, oldest first. */
  tokens: ApiToken[];
  /** The id the next token gets. */
  nextTokenId: number;
  /** Git provider integration settings. */
  integration: IntegrationSettings;
  /** Every language with its settings on the repository. */
  languages: RepositoryLanguage[];
  /** Commit reanalyses asked for, oldest first. */
  reanalyses: FakeReanalysisRequest[];
  /**
   * Analyses still running, by `commit:<sha>` or `pull-request:<number>`: how many more reads see them
   * running (a reanalysis starts one for the commit and for the pull requests it heads).
   */
  running: Map<string, number>;
  /** True once a badge pull request was asked for. */
  badgePullRequestRequested: boolean;
  /** How many post-commit hooks were created. */
  postCommitHooks: number;
}

/** The quality goals a repository starts with (and a reset goes back to). */
export function defaultRepositoryQuality(): RepositoryQualitySettings {
  return { maxIssuePercentage: 20, maxDuplicatedFilesPercentage: 10, minCoveragePercentage: 60, maxComplexFilesPercentage: 10, fileDuplicationBlockThreshold: 1, fileComplexityValueThreshold: 20 };
}

/** The quality gate of commits a repository starts with (and a reset goes back to): no diff coverage threshold. */
export function defaultCommitGate(): QualityGate {
  return {
    issueThreshold: { threshold: 0, minimumSeverity: 'Warning' },
    securityIssueThreshold: 0,
    securityIssueMinimumSeverity: 'High',
    duplicationThreshold: 2,
    coverageThresholdWithDecimals: -0.01,
    complexityThreshold: 4,
  };
}

/** The quality gate of pull requests a repository starts with (and a reset goes back to). */
export function defaultPullRequestGate(): QualityGate {
  return { ...defaultCommitGate(), diffCoverageThreshold: 70 };
}

/** A public SSH key as the service generates them: an ed25519 key named after the repository. */
export function fakeSshKey(repo: FakeRepository, serial: number): string {
  const body = btoa(`fake-ed25519-key:${repo.provider}/${repo.organization}/${repo.name}#${String(serial)}`).replace(/=+$/, '');
  return `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${body} service-${repo.organization}-${repo.name}`;
}

const LANGUAGES: readonly { name: string; codacyDefaults: string[]; defaultFiles: string[] }[] = [
  { name: 'TypeScript', codacyDefaults: ['.ts', '.tsx', '.mts', '.cts'], defaultFiles: [] },
  { name: 'JavaScript', codacyDefaults: ['.js', '.jsx', '.mjs', '.cjs'], defaultFiles: [] },
  { name: 'Python', codacyDefaults: ['.py'], defaultFiles: [] },
  { name: 'Go', codacyDefaults: ['.go'], defaultFiles: [] },
  { name: 'Dockerfile', codacyDefaults: ['.dockerfile'], defaultFiles: ['Dockerfile'] },
];

/** The settings a repository starts with: defaults, one API token, and its languages detected. */
function initialRepositorySettings(repo: FakeRepository): FakeRepositorySettings {
  const github = repo.provider === 'gh';
  return {
    quality: defaultRepositoryQuality(),
    commitGate: defaultCommitGate(),
    pullRequestGate: defaultPullRequestGate(),
    buildServerAnalysis: false,
    publicSshKey: fakeSshKey(repo, 1),
    sshKeysGenerated: 1,
    tokens: [{ id: repo.repositoryId * 10, token: `rt${btoa(`${repo.name}:${String(repo.repositoryId)}`).replace(/[^A-Za-z0-9]/g, '')}` }],
    nextTokenId: repo.repositoryId * 10 + 1,
    integration: {
      settings: {
        commitStatus: true,
        pullRequestComment: true,
        pullRequestSummary: false,
        ...(github ? { coverageSummary: false, suggestions: false } : {}),
        aiEnhancedComments: false,
        aiPullRequestReviewer: false,
        availableSettings: github ? ['GitHubCommitStatus', 'GitHubPullRequestComment', 'GitHubPullRequestSummary', 'GitHubCoverageSummary', 'GitHubSuggestions', 'AIEnhancedComments'] : ['CommitStatus', 'PullRequestComment', 'PullRequestSummary', 'AIEnhancedComments'],
      },
      integratedBy: 'ada@example.test',
    },
    languages: LANGUAGES.map((l) => ({ ...l, extensions: [], enabled: true, detected: repo.languages.includes(l.name) })),
    reanalyses: [],
    running: new Map(),
    badgePullRequestRequested: false,
    postCommitHooks: 0,
  };
}

/** The settings of a repository in the state, made on first use. */
export function repositorySettingsOf(settings: Map<string, FakeRepositorySettings>, key: string, repo: FakeRepository): FakeRepositorySettings {
  let found = settings.get(key);
  if (!found) {
    found = initialRepositorySettings(repo);
    settings.set(key, found);
  }
  return found;
}
