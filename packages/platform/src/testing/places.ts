import { fail, type FakeHandler, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as lastRun from '../operations/last-run.js';
import { actorLastRunPairs, taskLastRunPairs } from '../operations/last-run.js';
import type * as runStorages from '../operations/run-storages.js';
import { runStoragePairs } from '../operations/run-storages.js';
import type { PlacePair } from '../place-operations.js';
import { ACTOR_LAST_RUN_PLACE, RUN_PLACE, TASK_LAST_RUN_PLACE } from '../places.js';
import type { FakeRun, FakeState } from './state.js';

/** The field of a run that holds the resource a top-level family names by its path's first parameter. */
const RUN_FIELDS = { datasetId: 'defaultDatasetId', storeId: 'defaultKeyValueStoreId', queueId: 'defaultRequestQueueId', runId: 'id' } as const satisfies Readonly<Record<string, keyof FakeRun>>;

/** Finds the run a request to a place names (a run by ID, or the last run of an Actor or task). */
type RunPicker = (request: FakeRequest) => FakeRun;

/**
 * The latest run of an Actor (`kind` `actors`) or task, optionally the latest with the `status` and
 * `origin` the request filters by; 404 `record-not-found` when there is none.
 */
function lastRunOf(state: FakeState, kind: 'actors' | 'actor-tasks'): RunPicker {
  return ({ path, inputs }) => {
    const owner = kind === 'actors' ? state.actor(String(path.actorId)) : state.task(String(path.actorTaskId));
    const { status, origin } = inputs;
    const runs = state.runs.list().filter(
      (run) =>
        (kind === 'actors' ? run.actId === owner.id : run.actorTaskId === owner.id) &&
        (status === undefined || run.status === status) &&
        (origin === undefined || run.meta?.origin === origin),
    );
    return runs.at(-1) ?? fail(404, 'Actor run was not found', { code: 'record-not-found' });
  };
}

/**
 * The handlers of the operations a place repeats (`pairs`, each top-level operation beside its
 * derived one), built from one table: the family of the top-level operation (its path's first
 * parameter: a dataset, store, queue or run) says which field of the run names its resource; the place
 * says how the run is found. Each derived handler finds the run and answers with the top-level handler
 * under the resource's identifier, so both paths read and change the same state.
 *
 * Typed as the derived module's table: a derived operation shares its top-level operation's body,
 * response and answer style (see `deriveOperation`), so the top-level handler's answer, checked against
 * that operation's result type, is the derived operation's too.
 */
function placeHandlers<M>(pairs: readonly PlacePair[], placeIdName: string, pick: RunPicker, base: Readonly<Record<string, FakeHandler | undefined>>): FakeHandlers<M> {
  const out: Record<string, FakeHandler> = {};
  for (const [top, derived] of pairs) {
    const handler = base[top.id];
    const idName = /\{(\w+)\}/.exec(top.path)?.[1] as keyof typeof RUN_FIELDS | undefined;
    if (!handler || idName === undefined || !(idName in RUN_FIELDS)) throw new TypeError(`${derived.id} has no top-level handler to answer it`);
    const field = RUN_FIELDS[idName];
    out[derived.id] = (request) => {
      const id = pick(request)[field];
      const others = <T>(values: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(values).filter(([name]) => name !== placeIdName));
      return handler({ ...request, operation: top, params: { ...others(request.params), [idName]: id }, path: { ...others(request.path), [idName]: id } });
    };
  }
  // See above: each handler answers with its top-level operation's checked handler.
  return out as FakeHandlers<M>;
}

/**
 * The fake's operations under a run (`/actor-runs/{runId}/dataset/…`, on the run's default storages) and under
 * the last run of an Actor or task (`/actors/{actorId}/runs/last/…`, the latest run that passes the `status` and
 * `origin` filters): the top-level handlers (`base`) on the run they name.
 */
export function runPlaceHandlers(state: FakeState, base: Readonly<Record<string, FakeHandler | undefined>>): FakeHandlers<typeof runStorages & typeof lastRun> {
  return {
    ...placeHandlers<typeof runStorages>(runStoragePairs, RUN_PLACE.idName, ({ path }) => state.run(String(path.runId)), base),
    ...placeHandlers<typeof lastRun>(actorLastRunPairs, ACTOR_LAST_RUN_PLACE.idName, lastRunOf(state, 'actors'), base),
    ...placeHandlers<typeof lastRun>(taskLastRunPairs, TASK_LAST_RUN_PLACE.idName, lastRunOf(state, 'actor-tasks'), base),
  };
}
