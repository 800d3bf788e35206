import { createFaultInjector, type FaultInjector } from '@typed-api/core/testing';
import type { HttpHandler } from 'msw';
import type { Organization } from '../responses/organizations.js';
import { createRoutes } from './handlers.js';
import { codeAnalysisDialect } from './responses.js';
import { addFakeRepository, ensureOrganization, type FakeRepository, type FakeRepositorySeed, type FakeState } from './state.js';

export { ANALYSIS_STEPS, type FakeAutoconfigRun, type FakePattern, type FakeRepository, type FakeRepositorySeed, type FakeState } from './state.js';
export { makeCursor } from './responses.js';

/** Options of {@link createCodeAnalysisFake}. */
export interface CodeAnalysisFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://code-analysis.test`. */
  baseUrl?: string;
  /** The only API token the fake accepts in the `api-token` header. Default `test-token`. */
  apiToken?: string;
}

/** A stateful fake of the code-analysis API for MSW. */
export interface CodeAnalysisFake {
  /** MSW handlers: fault injection first, then every operation under `<baseUrl>/api/v3`, routed by the core's fake engine. */
  readonly handlers: HttpHandler[];
  /** The in-memory state; tests may read and change it. */
  readonly state: FakeState;
  /** Makes the next calls fail (429, 5xx, resets, bad JSON). */
  readonly faults: FaultInjector;
  /** Adds a repository (and its organization) with generated analysis data. */
  addRepository(seed: FakeRepositorySeed): FakeRepository;
  /** Adds an organization without repositories (no-op when it exists). */
  addOrganization(provider: string, organization: string): Organization;
  /** Goes back to the initial data and drops queued faults. */
  reset(): void;
}

/**
 * The initial data: organization `gh/acme` with a public analysed repository `web` and a private one `api`,
 * a public repository `fresh` whose first analysis is running, and `stuck` whose first analysis is stuck.
 */
function seedState(state: FakeState): void {
  state.version = '3.1.0-fake';
  state.organizations.clear();
  state.repositories.clear();
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'web' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'api', visibility: 'Private' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'fresh', firstAnalysis: 'running' });
  addFakeRepository(state, { provider: 'gh', organization: 'acme', repository: 'stuck', firstAnalysis: 'stuck' });
}

/** Creates a fake of the code-analysis API whose handlers go into MSW's `setupServer` (or core `serveHandlers`). */
export function createCodeAnalysisFake(options: CodeAnalysisFakeOptions = {}): CodeAnalysisFake {
  const state: FakeState = { version: '', organizations: new Map(), repositories: new Map() };
  seedState(state);
  const baseUrl = options.baseUrl ?? 'https://code-analysis.test';
  const faults = createFaultInjector({ scope: baseUrl, dialect: codeAnalysisDialect });
  const handlers = [faults.handler, createRoutes(state, baseUrl, options.apiToken ?? 'test-token').handler];
  return {
    handlers,
    state,
    faults,
    addRepository: (seed) => addFakeRepository(state, seed),
    addOrganization: (provider, organization) => ensureOrganization(state, provider, organization),
    reset: () => {
      faults.clear();
      seedState(state);
    },
  };
}
