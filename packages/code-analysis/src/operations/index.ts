// Where an operation goes. Each namespace of the client (`repositories`, `pullRequests`, …) has one
// module here, `operations/<ns>.ts` (or two, where one would pass 400 lines: `repository-settings.ts` holds the
// settings of `repositories`), that holds its descriptions and nothing else: each one is
// `export const <name> = defineOperation({...})` with the `defineOperation` of `../define.js`, named after
// the operation's id in the public description (its first `specIds` entry), which keeps names unique
// across the package. The schema of its response goes into `responses/<ns>.ts` under a name of its own
// (a list page or an array too, e.g. `branchPageSchema`), is re-exported by that name from
// `responses/index.ts`, and is read with `response: (r) => r.<schemaName>`. Its request schemas (path
// parameters, query, body) go into `schemas/<ns>.ts`, the shared ones into `schemas/common.ts`. Paths
// are written out whole as plain string literals (a template with a shared prefix is code a bundler may
// not drop, and it would keep every description of the module). The list below picks up every export
// of the namespace modules (it only type-checks while each of them is an operation); a new namespace
// module is added to it. `pnpm generate` then writes the namespace's plans and functions from them.
import type { Operation } from '@typed-api/core/internal';
import * as account from './account.js';
import * as admin from './admin.js';
import * as aiInventory from './ai-inventory.js';
import * as analysis from './analysis.js';
import * as autoconfig from './autoconfig.js';
import * as billing from './billing.js';
import * as codingStandards from './coding-standards.js';
import * as commits from './commits.js';
import * as coverage from './coverage.js';
import * as enterprises from './enterprises.js';
import * as files from './files.js';
import * as gates from './gates.js';
import * as integrations from './integrations.js';
import * as issues from './issues.js';
import * as metrics from './metrics.js';
import * as organizations from './organizations.js';
import * as patterns from './patterns.js';
import * as people from './people.js';
import * as pullRequests from './pull-requests.js';
import * as reports from './reports.js';
import * as repositories from './repositories.js';
import * as repositorySettings from './repository-settings.js';
import * as sbom from './sbom.js';
import * as security from './security.js';
import * as segments from './segments.js';
import * as service from './service.js';
import * as tools from './tools.js';
import * as version from './version.js';

/** Every operation of the package, described as data (for contract tests, the fake and coverage counts). */
export const operations: readonly Operation[] = [
  version,
  service,
  account,
  enterprises,
  people,
  admin,
  repositories,
  repositorySettings,
  tools,
  patterns,
  codingStandards,
  gates,
  segments,
  integrations,
  analysis,
  autoconfig,
  pullRequests,
  organizations,
  billing,
  aiInventory,
  issues,
  files,
  commits,
  coverage,
  metrics,
  security,
  sbom,
  reports,
].flatMap((module) => Object.values<Operation>(module));
