import type { CodeAnalysisClient } from '../../src/index.js';
import type { CodeAnalysisFake } from '../../src/testing/index.js';
import type { FakeRepository } from '../../src/testing/state.js';
import { codingStandardsRows } from './coding-standards.js';
import { gatesRows } from './gates.js';
import { integrationsRows } from './integrations.js';
import { patternsRows } from './patterns.js';
import { segmentsRows } from './segments.js';
import { toolsRows } from './tools.js';
import { reportsRows } from './reports.js';
import { sbomRows } from './sbom.js';
import { securityRows } from './security.js';
import { accountRows } from './account.js';
import { analysisRows } from './analysis.js';
import { commitsRows } from './commits.js';
import { issuesRows } from './issues.js';
import { metricsRows } from './metrics.js';
import { pullRequestsRows } from './pull-requests.js';
import { adminRows } from './admin.js';
import { enterprisesRows } from './enterprises.js';
import { peopleRows } from './people.js';
import { serviceRows } from './service.js';
import { coverageRows } from './coverage.js';
import { filesRows } from './files.js';
import { repositoriesRows } from './repositories.js';
import { aiInventoryRows } from './ai-inventory.js';
import { billingRows } from './billing.js';
import { organizationsRows } from './organizations.js';

/** One operation's contract: what the call sends on the wire, and what its result must be. */
export interface Row {
  /** What the call sends. */
  call: (c: CodeAnalysisClient) => PromiseLike<unknown>;
  /** Where it goes (its method is the operation's, from the description). */
  path: string | (() => string);
  query?: Record<string, string>;
  body?: unknown;
  /** For a body that is not JSON (text, a multipart form): checks the body as sent and its content type (instead of `body`). */
  rawBody?: (body: string, contentType: string | null) => void;
  /** Checks the unwrapped result. */
  result: (value: never) => void;
}

/** What a row module gets from the contract test: the fake (with its state), the seed organization and repository. */
export interface ContractContext {
  fake: CodeAnalysisFake;
  /** The seed organization `gh/acme`, as the path identifiers a method takes first. */
  org: readonly [provider: string, organization: string];
  /** The seed repository `gh/acme/web`, as the path identifiers a method takes first. */
  repo: readonly [provider: string, organization: string, repository: string];
  /** The seed repository `gh/acme/web` in the fake's state. */
  web: () => FakeRepository;
  /** The sha of the first commit of `web`. */
  firstCommit: () => string;
}

/** The row modules of the namespaces added after the first forty operations, one per namespace. */
export const rowModules: readonly ((context: ContractContext) => Record<string, Row>)[] = [
  securityRows,
  sbomRows,
  reportsRows,
  toolsRows,
  patternsRows,
  codingStandardsRows,
  gatesRows,
  segmentsRows,
  integrationsRows,
  organizationsRows,
  billingRows,
  aiInventoryRows,
  repositoriesRows,
  filesRows,
  coverageRows,
  serviceRows,
  accountRows,
  enterprisesRows,
  peopleRows,
  adminRows,
  analysisRows,
  pullRequestsRows,
  issuesRows,
  commitsRows,
  metricsRows,
];
