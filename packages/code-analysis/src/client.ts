import { ApiClient, type ApiPromise, type ClientOptions, type RequestOptions } from '@typed-api/core';
import { getVersion } from './operations/version.js';
import { codeAnalysisWire } from './wire.js';
import { AnalysisResource } from './resources/analysis.js';
import { AutoconfigResource } from './resources/autoconfig.js';
import { CommitsResource } from './resources/commits.js';
import { CoverageResource } from './resources/coverage.js';
import { FilesResource } from './resources/files.js';
import { IssuesResource } from './resources/issues.js';
import { OrganizationsResource } from './resources/organizations.js';
import { PatternsResource } from './resources/patterns.js';
import { PullRequestsResource } from './resources/pull-requests.js';
import { RepositoriesResource } from './resources/repositories.js';
import { ToolsResource } from './resources/tools.js';

/** Options of {@link CodeAnalysisClient}. */
export interface CodeAnalysisClientOptions extends ClientOptions {
  /**
   * Account API token, sent in the `api-token` header. Optional: reading public repositories (tools,
   * analysis progress) and the version works without one. Ignored when `auth` is given.
   */
  apiToken?: string | undefined;
}

/**
 * Client of the code-analysis API v3. `baseUrl` is the service address without `/api/v3`, which the
 * client adds.
 */
export class CodeAnalysisClient extends ApiClient<CodeAnalysisClientOptions> {
  /** Repositories with their analysis figures, and their management. */
  readonly repositories: RepositoriesResource;
  /** Analysis tools of a repository. */
  readonly tools: ToolsResource;
  /** Patterns of one tool on a repository. */
  readonly patterns: PatternsResource;
  /** First-analysis progress, recovery and category figures. */
  readonly analysis: AnalysisResource;
  /** Automatic tool configuration runs. */
  readonly autoconfig: AutoconfigResource;
  /** Pull requests of a repository. */
  readonly pullRequests: PullRequestsResource;
  /** Organizations, their repositories and pull requests. */
  readonly organizations: OrganizationsResource;
  /** Issues of a repository. */
  readonly issues: IssuesResource;
  /** Files of a repository. */
  readonly files: FilesResource;
  /** Analysed commits of a repository. */
  readonly commits: CommitsResource;
  /** Test coverage of pull requests and reports. */
  readonly coverage: CoverageResource;

  constructor(options: CodeAnalysisClientOptions) {
    super(options, codeAnalysisWire);
    this.repositories = new RepositoriesResource(this.http);
    this.tools = new ToolsResource(this.http);
    this.patterns = new PatternsResource(this.http);
    this.analysis = new AnalysisResource(this.http);
    this.autoconfig = new AutoconfigResource(this.http);
    this.pullRequests = new PullRequestsResource(this.http);
    this.organizations = new OrganizationsResource(this.http);
    this.issues = new IssuesResource(this.http);
    this.files = new FilesResource(this.http);
    this.commits = new CommitsResource(this.http);
    this.coverage = new CoverageResource(this.http);
  }

  /** Reads the version of the server installation (no key needed). */
  version(requestOptions?: RequestOptions): ApiPromise<string> {
    return this.http.call(getVersion, {}, requestOptions);
  }
}
