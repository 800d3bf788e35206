import { createFake, type Fake } from '@typed-api/core/testing';
import { namespacePlans } from './plans.js';
import { resolveConfig, type HostingFakeOptions } from './config.js';
import { hostingDialect } from './dialect.js';
import { hostingRoutes } from './routes.js';
import { initialState, type HostingFakeState } from './state.js';

export type { HostingFakeOptions } from './config.js';
export { GIT_MESSAGES } from './handlers/git.js';
export { newFakeSite, siteRecord } from './state.js';
export type { FakeCollaborator, FakeOndemandBackup, FakeSite, FakeZone, HostingFakeState, RecordedRequest, WithPassword } from './state.js';

/**
 * A stateful fake of the hosting API: the common fake surface of the core (handlers with the token
 * endpoints and every `/v1` operation, `baseUrl`, `state`, `faults`, `reset`, `close`), plus a way to
 * issue tokens. `state` is replaced by a fresh one on `reset()`; change it to set up scenarios.
 */
export interface HostingFake extends Fake<HostingFakeState> {
  /** Issues a token directly (as the token endpoint would), e.g. with fewer scopes. */
  issueToken(scopes?: string[]): string;
}

/**
 * Creates a stateful fake of the hosting API: OAuth tokens that expire, sites that convert by the
 * allowed moves, on-demand backups that complete, git deploys, paging, and the API's error envelopes
 * (also for unknown paths, wrong methods and injected faults).
 */
export function createHostingFake(options: HostingFakeOptions = {}): HostingFake {
  const config = resolveConfig(options);
  let state = initialState();
  const routes = hostingRoutes(config, () => state);
  return createFake(
    {
      baseUrl: config.baseUrl,
      dialect: hostingDialect,
      routes: () => routes.handlers,
      state: () => state,
      plans: namespacePlans,
      reset: () => {
        state = initialState();
      },
    },
    { issueToken: routes.issueToken },
  );
}
