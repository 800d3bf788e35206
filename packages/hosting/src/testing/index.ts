import { createFaultInjector, type FaultInjector } from '@typed-api/core/testing';
import type { HttpHandler } from 'msw';
import { resolveConfig, type HostingFakeOptions } from './config.js';
import { hostingDialect } from './http.js';
import { hostingRoutes } from './routes.js';
import { initialState, type HostingFakeState } from './state.js';

export type { HostingFakeOptions } from './config.js';
export { GIT_MESSAGES } from './routes-git.js';
export { newFakeSite, siteRecord, type FakeGit, type FakeOndemandBackup, type FakeSite, type FakeToken, type HostingFakeState, type Json, type RecordedRequest } from './state.js';

/** A stateful fake of the hosting API, as MSW handlers. */
export interface HostingFake {
  /** MSW handlers: the fault injector first, then the token endpoints and every `/v1` operation. */
  readonly handlers: HttpHandler[];
  /** The current state; change it to set up scenarios (it is replaced by `reset()`). */
  readonly state: HostingFakeState;
  /** Makes the next calls fail (429, 5xx, resets, bad JSON). */
  readonly faults: FaultInjector;
  /** The base URL the handlers answer under. */
  readonly baseUrl: string;
  /** Issues a token directly (as the token endpoint would), e.g. with fewer scopes. */
  issueToken(scopes?: string[]): string;
  /** Back to the initial state; drops queued faults. */
  reset(): void;
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
  const faults = createFaultInjector({ scope: config.baseUrl, dialect: hostingDialect });
  return {
    handlers: [faults.handler, ...routes.handlers],
    get state() {
      return state;
    },
    faults,
    baseUrl: config.baseUrl,
    issueToken: routes.issueToken,
    reset() {
      state = initialState();
      faults.clear();
    },
  };
}
