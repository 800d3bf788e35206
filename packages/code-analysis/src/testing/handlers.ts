import { fakeRoutes, sampleAnswers, type FakeHandler, type FakeRoutes } from '@typed-api/core/testing';
import * as responses from '../responses/index.js';
import { operations } from '../operations/index.js';
import { checkAccess } from './auth.js';
import type { FakeContext } from './context.js';
import { codeAnalysisDialect } from './dialect.js';
import type { FakeState } from './state.js';
import { reportsHandlers } from './handlers/reports.js';
import { sbomHandlers } from './handlers/sbom.js';
import { securityHandlers } from './handlers/security.js';
import { accountHandlers } from './handlers/account.js';
import { analysisHandlers } from './handlers/analysis.js';
import { commitsHandlers } from './handlers/commits.js';
import { issuesHandlers } from './handlers/issues.js';
import { metricsHandlers } from './handlers/metrics.js';
import { pullRequestsHandlers } from './handlers/pull-requests.js';
import { aiInventoryHandlers } from './handlers/ai-inventory.js';
import { billingHandlers } from './handlers/billing.js';
import { organizationsHandlers } from './handlers/organizations.js';
import { coverageHandlers } from './handlers/coverage.js';
import { filesHandlers } from './handlers/files.js';
import { repositoriesHandlers } from './handlers/repositories.js';
import { adminHandlers } from './handlers/admin.js';
import { enterprisesHandlers } from './handlers/enterprises.js';
import { peopleHandlers } from './handlers/people.js';
import { serviceHandlers } from './handlers/service.js';
import { codingStandardsHandlers } from './handlers/coding-standards.js';
import { gatesHandlers } from './handlers/gates.js';
import { integrationsHandlers } from './handlers/integrations.js';
import { patternsHandlers } from './handlers/patterns.js';
import { segmentsHandlers } from './handlers/segments.js';
import { toolsHandlers } from './handlers/tools.js';
import { autoconfigHandlers } from './handlers/autoconfig.js';
import { versionHandlers } from './handlers/version.js';

/** The fake's handlers over a state, by operation id: one typed table per operations module, under `./handlers/`. */
function createHandlers(state: FakeState, apiToken: string): Record<string, FakeHandler> {
  const ctx: FakeContext = { state, config: { apiToken } };
  const handlers: Record<string, FakeHandler> = {
    ...versionHandlers(ctx),
    ...serviceHandlers(ctx),
    ...accountHandlers(ctx),
    ...enterprisesHandlers(ctx),
    ...peopleHandlers(ctx),
    ...adminHandlers(ctx),
    ...repositoriesHandlers(ctx),
    ...toolsHandlers(ctx),
    ...patternsHandlers(ctx),
    ...codingStandardsHandlers(ctx),
    ...gatesHandlers(ctx),
    ...segmentsHandlers(ctx),
    ...integrationsHandlers(ctx),
    ...analysisHandlers(ctx),
    ...autoconfigHandlers(ctx),
    ...pullRequestsHandlers(ctx),
    ...organizationsHandlers(ctx),
    ...billingHandlers(ctx),
    ...aiInventoryHandlers(ctx),
    ...issuesHandlers(ctx),
    ...filesHandlers(ctx),
    ...commitsHandlers(ctx),
    ...coverageHandlers(ctx),
    ...metricsHandlers(ctx),
    ...securityHandlers(ctx),
    ...sbomHandlers(ctx),
    ...reportsHandlers(ctx),
  };
  return handlers;
}

/**
 * The fake's routes: every operation of the package under `<baseUrl>/api/v3`, routed by the core's fake
 * engine to the handler of its id after the credentials check; other paths are the API's 404. `missing`
 * lists operations without a handler (the coverage test wants none).
 */
export function createRoutes(state: FakeState, baseUrl: string, apiToken: string): FakeRoutes {
  return fakeRoutes({ baseUrl, dialect: codeAnalysisDialect, operations, handlers: createHandlers(state, apiToken), unhandled: sampleAnswers(responses), before: checkAccess(state, apiToken) });
}
