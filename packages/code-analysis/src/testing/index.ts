import { createFake, type Fake } from '@typed-api/core/testing';
import { namespacePlans } from './plans.js';
import type { Organization } from '../responses/organizations.js';
import { createRoutes } from './handlers.js';
import { seedAiInventory } from './ai-inventory-state.js';
import { seedSbom } from './sbom-state.js';
import { seedSecurity } from './security-state.js';
import { seedAccount } from './account-state.js';
import { seedAnalysis } from './analysis-state.js';
import { seedIssues } from './issues-state.js';
import { seedMetrics } from './metrics-state.js';
import { seedPullRequests } from './pull-requests-state.js';
import { seedAdmin } from './admin-state.js';
import { seedBilling } from './billing-state.js';
import { seedEnterprises } from './enterprises-state.js';
import { seedOrganizationDetails } from './organizations-state.js';
import { codeAnalysisDialect } from './dialect.js';
import { seedCodingStandards } from './coding-standards-state.js';
import { seedGates } from './gates-state.js';
import { seedIntegrations } from './integrations-state.js';
import { seedPatterns } from './patterns-state.js';
import { seedSegments } from './segments-state.js';
import { seedTools } from './tools-state.js';
import { addFakeRepository, ensureOrganization, type FakeRepository, type FakeRepositorySeed, type FakeState } from './state.js';

export { ANALYSIS_STEPS, type FakeAutoconfigRun, type FakePattern, type FakeRepository, type FakeRepositorySeed, type FakeState } from './state.js';
export { makeCursor } from './dialect.js';
export type { FakeDependency, FakeDependencyUse, FakeOrgSbom, FakeSbomState } from './sbom-state.js';
export type { FakeDastReport, FakeDastTarget, FakeMember, FakeOrgSecurity, FakeSecurityItem, FakeSecurityState } from './security-state.js';
export type { FakeCodingStandard, FakeCodingStandardsState, FakePatternSetting, FakeStandardTool } from './coding-standards-state.js';
export type { FakeGatePolicy, FakeGatesState } from './gates-state.js';
export type { FakeIntegrationsState, FakeJira, FakeJiraLink, FakeJiraProject, FakeJiraTicket } from './integrations-state.js';
export type { FakePatternFeedback, FakePatternsState } from './patterns-state.js';
export type { FakeOrganizationSegments, FakeSegmentKey, FakeSegmentsState } from './segments-state.js';
export { CATALOG_TOOLS, type FakeToolsState } from './tools-state.js';
export type { FakeReanalysisRequest, FakeRepositorySettings } from './repositories-state.js';
export type { FakeIgnoredFile, FakeRepositoryFiles } from './files-state.js';
export type { FakeCoverageReport, FakeRepositoryCoverage } from './coverage-state.js';
export type { FakeAccountState, FakeUserProfile } from './account-state.js';
export type { FakeAnalysisState, FakePatternParameter } from './analysis-state.js';
export type { FakeIgnoredIssue, FakeIssuesState } from './issues-state.js';
export { ACCUMULATING_METRICS, FAKE_METRICS, type FakeMetricsState, type FakeOrganizationMetrics } from './metrics-state.js';
export type { FakeAiReview, FakePullRequestsState } from './pull-requests-state.js';
export type { FakeAdminEntity, FakeAdminState, FakePenTestReport } from './admin-state.js';
export type { FakeEnterprise, FakeEnterprisesState } from './enterprises-state.js';
export type { FakeJoinRequest, FakeOrganizationDetails, FakeOrganizationsState } from './organizations-state.js';
export type { FakeBilling, FakeBillingState } from './billing-state.js';
export type { FakeAiInventoryState, FakeAiReference } from './ai-inventory-state.js';

/** Options of {@link createCodeAnalysisFake}. */
export interface CodeAnalysisFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://code-analysis.test`. */
  baseUrl?: string;
  /** The only API token the fake accepts in the `api-token` header. Default `test-token`. */
  apiToken?: string;
}

/**
 * A stateful fake of the code-analysis API: the common fake surface of the core (handlers for every
 * operation under `<baseUrl>/api/v3`, `baseUrl`, `state`, `faults`, `reset`, `close`), plus helpers that
 * add repositories and organizations. `reset()` goes back to the initial data.
 */
export interface CodeAnalysisFake extends Fake<FakeState> {
  /** The only API token the fake accepts in the `api-token` header. */
  readonly apiToken: string;
  /** Adds a repository (and its organization) with generated analysis data. */
  addRepository(seed: FakeRepositorySeed): FakeRepository;
  /** Adds an organization without repositories (no-op when it exists). */
  addOrganization(provider: string, organization: string): Organization;
}

/**
 * The initial data: organization `gh/acme` with a public analysed repository `web` and a private one `api`,
 * a public repository `fresh` whose first analysis is running, and `stuck` whose first analysis is stuck.
 */
function seedState(state: FakeState): void {
  state.analysis = seedAnalysis();
  state.issues = seedIssues();
  state.metrics = seedMetrics();
  state.pullRequests = seedPullRequests();
  state.security = seedSecurity();
  state.sbom = seedSbom();
  state.version = '3.1.0-fake';
  state.maxPageSize = 100;
  state.codingStandards = seedCodingStandards();
  state.gates = seedGates();
  state.segments = seedSegments();
  state.integrations = seedIntegrations();
  state.toolCatalog = seedTools();
  state.patternCatalog = seedPatterns();
  state.account = seedAccount();
  state.enterprises = seedEnterprises();
  state.admin = seedAdmin();
  state.organizationDetails = seedOrganizationDetails();
  state.billing = seedBilling();
  state.aiInventory = seedAiInventory();
  state.repositorySettings = new Map();
  state.files = new Map();
  state.coverage = new Map();
  state.organizations.clear();
  state.repositories.clear();
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'web' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'api', visibility: 'Private' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'fresh', firstAnalysis: 'running' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'stuck', firstAnalysis: 'stuck' });
}

/** Creates a fake of the code-analysis API whose handlers go into MSW's `setupServer` (or core `serveHandlers`). */
export function createCodeAnalysisFake(options: CodeAnalysisFakeOptions = {}): CodeAnalysisFake {
  const state: FakeState = { analysis: seedAnalysis(), issues: seedIssues(), metrics: seedMetrics(), pullRequests: seedPullRequests(), security: seedSecurity(), sbom: seedSbom(), codingStandards: seedCodingStandards(), gates: seedGates(), segments: seedSegments(), integrations: seedIntegrations(), toolCatalog: seedTools(), patternCatalog: seedPatterns(), repositorySettings: new Map(), files: new Map(), coverage: new Map(), version: '', maxPageSize: 100, organizations: new Map(), repositories: new Map(), account: seedAccount(), enterprises: seedEnterprises(), admin: seedAdmin(), organizationDetails: seedOrganizationDetails(), billing: seedBilling(), aiInventory: seedAiInventory() };
  seedState(state);
  const apiToken = options.apiToken ?? 'test-token';
  return createFake(
    {
      baseUrl: options.baseUrl ?? 'https://code-analysis.test',
      dialect: codeAnalysisDialect,
      routes: (baseUrl) => [createRoutes(state, baseUrl, apiToken).handler],
      state: () => state,
      plans: namespacePlans,
      reset: () => {
        seedState(state);
      },
    },
    {
      apiToken,
      addRepository: (seed: FakeRepositorySeed) => addFakeRepository(state, seed),
      addOrganization: (provider: string, organization: string) => ensureOrganization(state, provider, organization),
    },
  );
}
