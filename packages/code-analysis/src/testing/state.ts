import type { FakeRepositoryCoverage } from './coverage-state.js';
import type { FakeRepositoryFiles } from './files-state.js';
import type { FakeRepositorySettings } from './repositories-state.js';
import type { AutoconfigState } from '../responses/autoconfig.js';
import type { CommitWithAnalysis } from '../responses/commits.js';
import type { FileSummary, LineCoverage } from '../responses/files.js';
import type { Issue } from '../responses/issues.js';
import type { Organization } from '../responses/organizations.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';
import type { Branch } from '../responses/repositories.js';
import type { Tool } from '../responses/tools.js';
import type { FakeCodingStandardsState } from './coding-standards-state.js';
import type { FakeGatesState } from './gates-state.js';
import type { FakeIntegrationsState } from './integrations-state.js';
import type { FakePatternsState } from './patterns-state.js';
import type { FakeSegmentsState } from './segments-state.js';
import type { FakeToolsState } from './tools-state.js';
import type { FakeAiInventoryState } from './ai-inventory-state.js';
import type { FakeSbomState } from './sbom-state.js';
import type { FakeSecurityState } from './security-state.js';
import type { FakeAccountState } from './account-state.js';
import type { FakeAnalysisState } from './analysis-state.js';
import type { FakeIssuesState } from './issues-state.js';
import type { FakeMetricsState } from './metrics-state.js';
import type { FakePullRequestsState } from './pull-requests-state.js';
import type { FakeAdminState } from './admin-state.js';
import type { FakeBillingState } from './billing-state.js';
import type { FakeEnterprisesState } from './enterprises-state.js';
import type { FakeOrganizationsState } from './organizations-state.js';

/** The steps of a first analysis, in the order the server runs them. */
export const ANALYSIS_STEPS = ['clone', 'createTasks', 'runMetrics', 'runPatterns', 'createOverviews'] as const;

/** A pattern of a tool, with the attributes the overview filters on. */
export interface FakePattern {
  /** Pattern id, unique within its tool. */
  id: string;
  /** Language the pattern checks. */
  language: string;
  /** Issue category, e.g. `Security`. */
  category: string;
  /** `Error`, `High`, `Warning` or `Info`. */
  severityLevel: string;
  /** Free-form tags used by the filters. */
  tags: string[];
  /** Whether the pattern runs on the repository. */
  enabled: boolean;
  /** Whether the service recommends enabling it. */
  recommended: boolean;
}

/** One automatic configuration run. */
export interface FakeAutoconfigRun {
  /** Id of the analysis the run belongs to. */
  analysisId: string;
  /** `Requested`, `Running`, `Done` or `Failed`. */
  status: AutoconfigState;
  /** When the status last changed (ISO time). */
  transitionedAt: string;
  /** How the run ends after Running. */
  outcome: 'Done' | 'Failed';
}

/** Everything the fake knows about one repository. */
export interface FakeRepository {
  /** Git provider id (`gh`, `gl`, `bb`…). */
  provider: string;
  /** Organization (owner) name. */
  organization: string;
  /** Repository name. */
  name: string;
  /** `Public` or `Private` (private ones need the API token). */
  visibility: 'Public' | 'Private';
  /** Numeric id of the repository. */
  repositoryId: number;
  /** `NotAdded`, `Added` or `Following`. */
  addedState: 'NotAdded' | 'Added' | 'Following';
  /** Languages detected in the repository. */
  languages: string[];
  /** Branches the service knows. */
  branches: Branch[];
  /** Analysis tools and whether each is enabled. */
  tools: Tool[];
  /** Patterns per tool uuid. */
  patterns: Map<string, FakePattern[]>;
  /** How many first-analysis steps are complete; each progress read completes one more unless stuck. */
  stepsDone: number;
  /** True while the first analysis is stuck (nothing advances until a recover). */
  stuck: boolean;
  /** Automatic configuration runs, oldest first. */
  autoconfig: FakeAutoconfigRun | undefined;
  /** How the next autoconfig run ends. */
  autoconfigOutcome: 'Done' | 'Failed';
  /** Pull requests with their analysis figures. */
  pullRequests: PullRequestWithAnalysis[];
  /** Open issues found by the analysis (none while the first analysis runs). */
  issues: Issue[];
  /** Issues the first analysis finds: they join `issues` when its last step completes. */
  pendingIssues: Issue[];
  /** Files with their grades and coverage; each file's `totalIssues` is read from `issues`, never stored. */
  files: FileSummary[];
  /** Analysed commits, newest first. */
  commits: CommitWithAnalysis[];
  /** Covered lines per file path. */
  lineCoverage: Map<number, LineCoverage[]>;
}

/** The fake's whole state: plain maps and arrays that tests may read and change. */
export interface FakeState {
  /** Settings of repositories (`repositories` namespace: quality, SSH keys, tokens, integrations, languages), by repository key, made on first use. */
  repositorySettings: Map<string, FakeRepositorySettings>;
  /** Ignored files of repositories (`files` namespace), by repository key, made on first use. */
  files: Map<string, FakeRepositoryFiles>;
  /** Coverage reports of repositories by commit (`coverage` namespace), by repository key, made on first use. */
  coverage: Map<string, FakeRepositoryCoverage>;
  /** Security findings, managers, SLA, DAST targets and reports of every organization (`security` namespace; `reports` exports them). */
  security: FakeSecurityState;
  /** Dependencies and container images of every organization (`sbom` namespace; `reports` exports them). */
  sbom: FakeSbomState;
  /** The version string `/version` answers. */
  version: string;
  /**
   * The most items one page of a cursor list holds, whatever `limit` asks: 100, the API's maximum, after
   * each reset. Lower it to walk a short list in several pages.
   */
  maxPageSize: number;
  /** Organizations, keyed by `provider/organization`. */
  organizations: Map<string, Organization>;
  /** Repositories, keyed by `provider/organization/repository`. */
  repositories: Map<string, FakeRepository>;
  /** Tool and pattern configuration set on repositories (`analysis` namespace). */
  analysis: FakeAnalysisState;
  /** Ignored issues of every repository (`issues` namespace). */
  issues: FakeIssuesState;
  /** Metric readiness of every organization (`metrics` namespace). */
  metrics: FakeMetricsState;
  /** Bypassed analysis statuses and requested AI reviews of pull requests (`pullRequests` namespace). */
  pullRequests: FakePullRequestsState;
  /** Coding standards of every organization (`codingStandards` namespace). */
  codingStandards: FakeCodingStandardsState;
  /** Gate policies of every organization (`gates` namespace). */
  gates: FakeGatesState;
  /** Segments of every organization and their synchronization (`segments` namespace). */
  segments: FakeSegmentsState;
  /** Login and git provider integrations, and each organization's Jira (`integrations` namespace). */
  integrations: FakeIntegrationsState;
  /** The service's catalogue of tools (`tools` namespace). */
  toolCatalog: FakeToolsState;
  /** The patterns of the catalogue's tools, and feedback on them (`patterns` namespace). */
  patternCatalog: FakePatternsState;
  /** The token holder's account (`account` namespace); reseeded by `reset()`. */
  account: FakeAccountState;
  /** Enterprises and the caller's enterprise tokens (`enterprises` namespace). */
  enterprises: FakeEnterprisesState;
  /** The admin area: entities, uploaded pen test reports, generated licenses (`admin` namespace). */
  admin: FakeAdminState;
  /** Organization details beyond the record: people, join requests, settings, integrations, audit log (`organizations` namespace). */
  organizationDetails: FakeOrganizationsState;
  /** Billing of organizations: plan, seats, invoice details, card (`billing` namespace). */
  billing: FakeBillingState;
  /** AI usage found in organizations' repositories (`aiInventory` namespace). */
  aiInventory: FakeAiInventoryState;
}

/** What `fake.addRepository` takes: where the repository lives, and how its data should look. */
export interface FakeRepositorySeed {
  /** Git provider id (`gh`, `gl`, `bb`…). */
  provider: string;
  /** Organization (owner) name; created when missing. */
  organization: string;
  /** Repository name. */
  repository: string;
  /** Default `Public`. */
  visibility?: 'Public' | 'Private';
  /** `done` (default): analysed; `running`: each progress read completes one step; `stuck`: needs a recover. */
  firstAnalysis?: 'done' | 'running' | 'stuck';
  /** Number of pull requests (default 3). */
  pullRequests?: number;
  /** Number of issues the analysis finds (default 4; a repository under its first analysis gets them when it completes). */
  issues?: number;
  /** Number of files (default 3). */
  files?: number;
  /** Number of analysed commits (default 3). */
  commits?: number;
}

/** Key of an organization in {@link FakeState.organizations}. */
export const orgKey = (provider: string, organization: string): string => `${provider}/${organization}`;
/** Key of a repository in {@link FakeState.repositories}. */
export const repoKey = (provider: string, organization: string, repository: string): string => `${provider}/${organization}/${repository}`;

/** The time every generated date of the fake's data is (a fixed clock, so that answers are the same every run). */
export const FIXED_TIME = '2024-01-01T00:00:00Z';
let nextId = 1000;

function sha(seed: string): string {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h.toString(16).padStart(8, '0') + seed.length.toString(16)).padEnd(40, 'a').slice(0, 40);
}

/** Creates an organization entry if it does not exist yet. */
export function ensureOrganization(state: FakeState, provider: string, organization: string): Organization {
  const key = orgKey(provider, organization);
  let org = state.organizations.get(key);
  if (!org) {
    org = {
      identifier: nextId++,
      remoteIdentifier: String(nextId++),
      name: organization,
      provider,
      type: 'Organization',
      joinMode: 'auto',
      singleProviderLogin: false,
      hasDastAccess: false,
      hasScaEnabled: false,
      created: FIXED_TIME,
    };
    state.organizations.set(key, org);
  }
  return org;
}

/** Adds a repository with generated, deterministic data and returns it. */
export function addFakeRepository(state: FakeState, seed: FakeRepositorySeed): FakeRepository {
  ensureOrganization(state, seed.provider, seed.organization);
  const full = `${seed.organization}/${seed.repository}`;
  const main: Branch = { id: nextId++, name: 'main', isDefault: true, isEnabled: true, branchType: 'Branch', lastUpdated: FIXED_TIME, lastCommit: sha(`${full}#0`) };
  const dev: Branch = { id: nextId++, name: 'develop', isDefault: false, isEnabled: true, branchType: 'Branch', lastUpdated: FIXED_TIME, lastCommit: sha(`${full}#1`) };
  const tools: Tool[] = [
    { uuid: `tool-lint-${seed.repository}`, name: 'linter', isClientSide: false, settings: { isEnabled: true, followsStandard: false, isCustom: false, hasConfigurationFile: false, usesConfigurationFile: false, enabledBy: [] } },
    { uuid: `tool-sec-${seed.repository}`, name: 'security-scanner', isClientSide: true, settings: { isEnabled: false, followsStandard: true, isCustom: false, hasConfigurationFile: true, usesConfigurationFile: true, enabledBy: [{ id: 7, name: 'baseline' }] } },
  ];
  const patterns = new Map<string, FakePattern[]>();
  for (const tool of tools) {
    patterns.set(tool.uuid, [
      { id: `${tool.name}_no-eval`, language: 'TypeScript', category: 'Security', severityLevel: 'Error', tags: ['injection'], enabled: true, recommended: true },
      { id: `${tool.name}_unused-var`, language: 'TypeScript', category: 'UnusedCode', severityLevel: 'Warning', tags: ['cleanup'], enabled: true, recommended: false },
      { id: `${tool.name}_max-depth`, language: 'Python', category: 'Complexity', severityLevel: 'Info', tags: ['cleanup', 'readability'], enabled: false, recommended: true },
    ]);
  }
  const files: FileSummary[] = Array.from({ length: seed.files ?? 3 }, (_, i) => ({
    fileId: nextId++,
    branchId: main.id,
    path: `src/module-${String(i)}.ts`,
    totalIssues: 0, // read from the repository's issues (fileWithIssues), never restated
    complexity: i * 2,
    grade: 90 - i * 10,
    gradeLetter: ['A', 'B', 'C', 'D'][Math.min(i, 3)] ?? 'D',
    coverage: 80 - i * 5,
    coverageWithDecimals: 80 - i * 5 + 0.25,
    duplication: 0,
    linesOfCode: 100 + i,
    sourceLinesOfCode: 80 + i,
    numberOfMethods: 5 + i,
    numberOfClones: 0,
  }));
  const lineCoverage = new Map<number, LineCoverage[]>(files.map((f) => [f.fileId, [{ line: 1, hits: 2 }, { line: 2, hits: 0 }]]));
  const commits: CommitWithAnalysis[] = Array.from({ length: seed.commits ?? 3 }, (_, i) => ({
    commit: {
      sha: sha(`${full}#${String(i)}`),
      id: nextId++,
      commitTimestamp: `2024-01-0${String(9 - i)}T10:00:00Z`,
      authorName: 'Ada',
      authorEmail: 'ada@example.test',
      message: `change ${String(i)}`,
      startedAnalysis: FIXED_TIME,
      endedAnalysis: FIXED_TIME,
      isMergeCommit: false,
      gitHref: `https://git.example.test/${full}/commit/${String(i)}`,
      parents: [sha(`${full}#${String(i + 1)}`)],
    },
    quality: { newIssues: i, fixedIssues: 1 },
    meta: { analyzable: true },
  }));
  const issues: Issue[] = Array.from({ length: seed.issues ?? 4 }, (_, i) => {
    const file = files[i % Math.max(files.length, 1)];
    const severity = (['Error', 'Warning', 'Info', 'High'] as const)[i % 4] ?? 'Info';
    return {
      issueId: `issue-${String(i)}`,
      resultDataId: 5000 + i,
      filePath: file?.path ?? 'src/index.ts',
      fileId: file?.fileId ?? 0,
      patternInfo: { id: i % 2 ? 'linter_unused-var' : 'linter_no-eval', category: i % 2 ? 'UnusedCode' : 'Security', level: severity, severityLevel: severity },
      toolInfo: { uuid: tools[0]?.uuid ?? '', name: 'linter' },
      lineNumber: 10 + i,
      message: `finding ${String(i)}`,
      language: 'TypeScript',
      lineText: `const x${String(i)} = 1;`,
      commitInfo: { sha: commits[0]?.commit.sha },
      falsePositiveThreshold: 0.5,
    };
  });
  const pullRequests: PullRequestWithAnalysis[] = Array.from({ length: seed.pullRequests ?? 3 }, (_, i) => ({
    isUpToStandards: i % 2 === 0,
    isAnalysing: false,
    pullRequest: {
      id: nextId++,
      number: i + 1,
      updated: FIXED_TIME,
      status: 'open',
      repository: seed.repository,
      title: `Change number ${String(i + 1)}`,
      owner: { name: 'Ada' },
      headCommitSha: sha(`${full}!pr${String(i)}`),
      commonAncestorCommitSha: sha(`${full}#0`),
      originBranch: `feature-${String(i + 1)}`,
      targetBranch: 'main',
      gitHref: `https://git.example.test/${full}/pull/${String(i + 1)}`,
    },
    newIssues: i,
    fixedIssues: 1,
    deltaCoverage: 1,
    coverage: { deltaCoverage: 1, diffCoverage: { value: 75 } },
    meta: { analyzable: true },
  }));
  const firstAnalysis = seed.firstAnalysis ?? 'done';
  const repository: FakeRepository = {
    provider: seed.provider,
    organization: seed.organization,
    name: seed.repository,
    visibility: seed.visibility ?? 'Public',
    repositoryId: nextId++,
    addedState: 'Added',
    languages: ['TypeScript', 'Python'],
    branches: [main, dev],
    tools,
    patterns,
    stepsDone: firstAnalysis === 'done' ? ANALYSIS_STEPS.length : firstAnalysis === 'stuck' ? 2 : 0,
    stuck: firstAnalysis === 'stuck',
    autoconfig: undefined,
    autoconfigOutcome: 'Done',
    pullRequests,
    // A repository under its first analysis has no issues yet: the analysis finds them when it completes.
    issues: firstAnalysis === 'done' ? issues : [],
    pendingIssues: firstAnalysis === 'done' ? [] : issues,
    files,
    commits,
    lineCoverage,
  };
  state.repositories.set(repoKey(seed.provider, seed.organization, seed.repository), repository);
  return repository;
}
