import type { FakeHandler, FakeHandlers } from '@typed-api/core/testing';
import type * as runStorages from '../../operations/run-storages.js';
import { runStoragePairs } from '../../operations/run-storages.js';
import { RUN_PLACE } from '../../places.js';
import { placeHandlers, runById } from '../places.js';
import type { FakeState } from '../state.js';

/** The fake's storage operations under a run (`/actor-runs/{runId}/dataset/…`): the top-level handlers (`base`), on the run's default storages. */
export function runStorageHandlers(state: FakeState, base: Readonly<Record<string, FakeHandler | undefined>>): FakeHandlers<typeof runStorages> {
  return placeHandlers<typeof runStorages>(runStoragePairs, RUN_PLACE.idName, runById(state), base);
}
