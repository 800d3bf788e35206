import type { HttpHandler } from 'msw';
import { createFaultInjector, type FaultInjector } from '@typed-api/core/testing';
import { platformDialect } from './dialect.js';
import { platformRoutes } from './routes.js';
import { FakeState } from './state.js';

export { FakeState, compareUtf8, type FakeJob, type FakeRecord, type FakeRequest, type FakeSettings, type Json } from './state.js';

/** Options of {@link createPlatformFake}. */
export interface PlatformFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://platform.test`. */
  baseUrl?: string | undefined;
  /** The one valid API token. Default `test-token`. */
  token?: string | undefined;
}

/** A stateful fake of the platform API: MSW handlers, their data, and fault injection. */
export interface PlatformFake {
  /** MSW handlers; the fault injector's handler comes first. */
  readonly handlers: HttpHandler[];
  /** The in-memory data (seed it, inspect it, change its settings). */
  readonly state: FakeState;
  /** Makes the next calls fail (429, 5xx, resets, bad JSON). */
  readonly faults: FaultInjector;
  /** The base URL the handlers answer under. */
  readonly baseUrl: string;
  /** The valid token. */
  readonly token: string;
  /** Forgets every resource and queued fault, and restores the default settings. */
  reset(): void;
}

/**
 * Creates a fake of the platform API for tests: `setupServer(...fake.handlers)`. It keeps Actors,
 * runs, storages and queues in memory, answers with the API's envelopes and errors, and checks the
 * token (bearer header or `token` query parameter; payment headers are accepted in place of a token).
 */
export function createPlatformFake(options: PlatformFakeOptions = {}): PlatformFake {
  const baseUrl = (options.baseUrl ?? 'https://platform.test').replace(/\/+$/, '');
  const token = options.token ?? 'test-token';
  const faults = createFaultInjector({ scope: baseUrl, dialect: platformDialect });
  const state = new FakeState();
  const routes = platformRoutes({ baseUrl, token, state });
  return {
    handlers: [faults.handler, routes.handler],
    state,
    faults,
    baseUrl,
    token,
    reset() {
      state.clear();
      faults.clear();
    },
  };
}
