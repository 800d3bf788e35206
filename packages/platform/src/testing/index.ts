import { createFake, type Fake } from '@typed-api/core/testing';
import { namespacePlans } from './plans.js';
import { platformDialect } from './dialect.js';
import { platformRoutes } from './routes.js';
import { FakeState } from './state.js';

export {
  FakeState,
  compareUtf8,
  type FakeActor,
  type FakeBuild,
  type FakeJob,
  type FakeRun,
  type FakeSettings,
  type FakeTask,
  type Json,
} from './state.js';
export type { FakeDataset, FakeQueue, FakeQueueRequest, FakeRecord, FakeStore } from './storage.js';

/** Options of {@link createPlatformFake}. */
export interface PlatformFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://platform.test`. */
  baseUrl?: string | undefined;
  /** The one valid API token. Default `test-token`. */
  token?: string | undefined;
}

/**
 * A stateful fake of the platform API: the common fake surface of the core (handlers, `baseUrl`, `state`
 * with Actors, runs, storages, queues and settings, `faults`, `reset`, `close`), plus the valid token.
 * `reset()` forgets every resource and restores the default settings.
 */
export interface PlatformFake extends Fake<FakeState> {
  /** The valid token. */
  readonly token: string;
}

/**
 * Creates a fake of the platform API for tests: `setupServer(...fake.handlers)`. It keeps Actors,
 * runs, storages and queues in memory, answers with the API's envelopes and errors, and checks the
 * token (bearer header or `token` query parameter; payment headers are accepted in place of a token).
 */
export function createPlatformFake(options: PlatformFakeOptions = {}): PlatformFake {
  const token = options.token ?? 'test-token';
  const state = new FakeState();
  return createFake(
    {
      baseUrl: options.baseUrl ?? 'https://platform.test',
      dialect: platformDialect,
      routes: (baseUrl) => [platformRoutes({ baseUrl, token, state }).handler],
      state: () => state,
      plans: namespacePlans,
      reset: () => {
        state.clear();
      },
    },
    { token },
  );
}
