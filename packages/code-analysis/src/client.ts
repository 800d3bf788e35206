import { ApiClient, type ApiPromise, type ClientOptions, type RequestOptions } from '@typed-api/core';
import { getVersion } from './operations/version.js';
import { codeAnalysisWire } from './wire.js';
import { AccountResource } from './resources/account.js';
import { AdminResource } from './resources/admin.js';
import { AiInventoryResource } from './resources/ai-inventory.js';
import { AnalysisResource } from './resources/analysis.js';
import { AutoconfigResource } from './resources/autoconfig.js';
import { BillingResource } from './resources/billing.js';
import { CodingStandardsResource } from './resources/coding-standards.js';
import { CommitsResource } from './resources/commits.js';
import { CoverageResource } from './resources/coverage.js';
import { EnterprisesResource } from './resources/enterprises.js';
import { FilesResource } from './resources/files.js';
import { GatesResource } from './resources/gates.js';
import { IntegrationsResource } from './resources/integrations.js';
import { IssuesResource } from './resources/issues.js';
import { MetricsResource } from './resources/metrics.js';
import { OrganizationsResource } from './resources/organizations.js';
import { PatternsResource } from './resources/patterns.js';
import { PeopleResource } from './resources/people.js';
import { PullRequestsResource } from './resources/pull-requests.js';
import { RepositoriesResource } from './resources/repositories.js';
import { ReportsResource } from './resources/reports.js';
import { SbomResource } from './resources/sbom.js';
import { SecurityResource } from './resources/security.js';
import { SegmentsResource } from './resources/segments.js';
import { ServiceResource } from './resources/service.js';
import { ToolsResource } from './resources/tools.js';

/** Options of {@link CodeAnalysisClient}. */
export interface CodeAnalysisClientOptions extends ClientOptions {
  /**
   * Account API token, sent in the `api-token` header. Optional: reading public repositories (tools,
   * analysis progress) and the version works without one. Ignored when `auth` is given.
   */
  apiToken?: string | undefined;
  /**
   * Repository API token (a project token, made with `repositories.createToken`), sent in the
   * `project-token` header: it opens the operations of that one repository (coverage reports, the
   * repository's reads and settings) without an account token. With both tokens, both headers are sent.
   * Ignored when `auth` is given.
   */
  projectToken?: string | undefined;
}

/**
 * Client of the code-analysis API v3. `baseUrl` is the service address without `/api/v3`, which the
 * client adds.
 */
export class CodeAnalysisClient extends ApiClient<CodeAnalysisClientOptions> {
  /** The service itself: health, configuration state and the languages of its tools. */
  readonly service: ServiceResource;
  /** The caller's account: profile, e-mails, integrations, organizations, API tokens and session. */
  readonly account: AccountResource;
  /** Enterprise accounts: enterprises, their organizations and seats, and enterprise tokens. */
  readonly enterprises: EnterprisesResource;
  /** People of an organization, as a CSV export. */
  readonly people: PeopleResource;
  /** Operations of the service's administrators. */
  readonly admin: AdminResource;
  /** Repositories with their analysis figures, and their management. */
  readonly repositories: RepositoriesResource;
  /** Analysis tools of a repository, and the service's catalogue of tools. */
  readonly tools: ToolsResource;
  /** Patterns of one tool on a repository, and the patterns of the catalogue's tools. */
  readonly patterns: PatternsResource;
  /** Coding standards of an organization: their tools, patterns and repositories. */
  readonly codingStandards: CodingStandardsResource;
  /** Gate policies of an organization: quality gates and the repositories that follow them. */
  readonly gates: GatesResource;
  /** Segments of an organization (groups of repositories by key and value) and their synchronization. */
  readonly segments: SegmentsResource;
  /** The Jira integration of an organization, and the service's login and git provider integrations. */
  readonly integrations: IntegrationsResource;
  /** First-analysis progress, recovery and category figures. */
  readonly analysis: AnalysisResource;
  /** Automatic tool configuration runs. */
  readonly autoconfig: AutoconfigResource;
  /** Pull requests of a repository. */
  readonly pullRequests: PullRequestsResource;
  /**
   * Organizations: their repositories and pull requests, adding and deleting them, their settings,
   * integrations (Jira, Slack, git provider), people, join requests, onboarding and audit log.
   */
  readonly organizations: OrganizationsResource;
  /** Billing of an organization: plans, prices, invoice details, the card on file and the subscription. */
  readonly billing: BillingResource;
  /** The AI inventory of an organization: where its code uses AI providers, models and libraries. */
  readonly aiInventory: AiInventoryResource;
  /** Issues of a repository. */
  readonly issues: IssuesResource;
  /** Files of a repository. */
  readonly files: FilesResource;
  /** Analysed commits of a repository. */
  readonly commits: CommitsResource;
  /** Test coverage of pull requests and reports. */
  readonly coverage: CoverageResource;
  /** Metrics of organizations and enterprises: readiness, collection start and values. */
  readonly metrics: MetricsResource;
  /** Security findings and their dashboard, security managers, SLA deadlines, DAST targets and reports, OSSF Scorecards. */
  readonly security: SecurityResource;
  /** Software bills of materials: dependencies across the organization, repository SBOMs, container images and their tags. */
  readonly sbom: SbomResource;
  /** CSV exports of security findings and dependencies. */
  readonly reports: ReportsResource;

  constructor(options: CodeAnalysisClientOptions) {
    super(options, codeAnalysisWire);
    this.service = new ServiceResource(this.http);
    this.account = new AccountResource(this.http);
    this.enterprises = new EnterprisesResource(this.http);
    this.people = new PeopleResource(this.http);
    this.admin = new AdminResource(this.http);
    this.repositories = new RepositoriesResource(this.http);
    this.tools = new ToolsResource(this.http);
    this.patterns = new PatternsResource(this.http);
    this.codingStandards = new CodingStandardsResource(this.http);
    this.gates = new GatesResource(this.http);
    this.segments = new SegmentsResource(this.http);
    this.integrations = new IntegrationsResource(this.http);
    this.analysis = new AnalysisResource(this.http);
    this.autoconfig = new AutoconfigResource(this.http);
    this.pullRequests = new PullRequestsResource(this.http);
    this.organizations = new OrganizationsResource(this.http);
    this.billing = new BillingResource(this.http);
    this.aiInventory = new AiInventoryResource(this.http);
    this.issues = new IssuesResource(this.http);
    this.files = new FilesResource(this.http);
    this.commits = new CommitsResource(this.http);
    this.coverage = new CoverageResource(this.http);
    this.metrics = new MetricsResource(this.http);
    this.security = new SecurityResource(this.http);
    this.sbom = new SbomResource(this.http);
    this.reports = new ReportsResource(this.http);
  }

  /** Reads the version of the server installation (no key needed). */
  version(requestOptions?: RequestOptions): ApiPromise<string> {
    return this.http.call(getVersion, {}, requestOptions);
  }
}
