import type { FakeHandler, FakeHandlers } from '@typed-api/core/testing';
import type * as lastRun from '../../operations/last-run.js';
import { actorLastRunPairs, taskLastRunPairs } from '../../operations/last-run.js';
import { ACTOR_LAST_RUN_PLACE, TASK_LAST_RUN_PLACE } from '../../places.js';
import { lastRunOf, placeHandlers } from '../places.js';
import type { FakeState } from '../state.js';

/**
 * The fake's operations under the last run of an Actor or task (`/actors/{actorId}/runs/last/…`): the
 * top-level handlers (`base`), on the latest run that passes the `status` and `origin` filters.
 */
export function lastRunHandlers(state: FakeState, base: Readonly<Record<string, FakeHandler | undefined>>): FakeHandlers<typeof lastRun> {
  return {
    ...placeHandlers<typeof lastRun>(actorLastRunPairs, ACTOR_LAST_RUN_PLACE.idName, lastRunOf(state, 'actors'), base),
    ...placeHandlers<typeof lastRun>(taskLastRunPairs, TASK_LAST_RUN_PLACE.idName, lastRunOf(state, 'actor-tasks'), base),
  };
}
