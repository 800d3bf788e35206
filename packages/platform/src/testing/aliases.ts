import { FakeHttpError, type FakeHandler } from '@typed-api/core/testing';
import type { Operation } from '@typed-api/core/internal';
import { operations } from '../operations/index.js';
import { actorLastRunPlace, taskLastRunPlace } from '../composed/last-run.js';
import { runStoragePlace } from '../composed/run-storages.js';
import type { PlaceOperations } from '../scope.js';
import type { FakeJob, FakeState } from './state.js';

/** The field of a run that holds the resource named by a top-level path's first parameter. */
const RUN_FIELDS: Readonly<Record<string, string>> = { datasetId: 'defaultDatasetId', storeId: 'defaultKeyValueStoreId', queueId: 'defaultRequestQueueId', runId: 'id' };

/** The latest run of an Actor or task, optionally the latest with a given `status` and `origin`; 404 when there is none. */
function lastRun(state: FakeState, kind: 'actors' | 'actor-tasks', ref: string, query: URLSearchParams): FakeJob {
  const owner = kind === 'actors' ? state.resolve(state.actors, ref, 'Actor') : state.resolve(state.tasks, ref, 'Actor task');
  const status = query.get('status');
  const origin = query.get('origin');
  const runs = [...state.runs.values()].filter(
    (run) =>
      (kind === 'actors' ? run.actId === owner.id : run.actorTaskId === owner.id) &&
      (status === null || run.status === status) &&
      (origin === null || (run.meta as { origin?: unknown } | undefined)?.origin === origin),
  );
  const found = runs.at(-1);
  if (!found) throw new FakeHttpError(404, 'record-not-found', 'Actor run was not found');
  return found;
}

/** The operation a place repeats for a top-level one, or undefined when the place has no counterpart. */
function counterpart(place: PlaceOperations, base: Operation): Operation | undefined {
  try {
    return place.scope('').operation(base);
  } catch {
    return undefined;
  }
}

/**
 * Handlers of the operations the API repeats under a run (`/actor-runs/{runId}/dataset/…`) and under
 * the last run of an Actor or task (`/actors/{actorId}/runs/last/…`). Each finds the run, names its
 * storage (or the run itself) the way the top-level operation does, and answers with that
 * operation's handler, so both paths read and change the same state.
 */
export function placeHandlers(state: FakeState, handlers: Readonly<Record<string, FakeHandler>>): Record<string, FakeHandler> {
  const places: [PlaceOperations, (params: Readonly<Record<string, string>>, query: URLSearchParams) => FakeJob][] = [
    [runStoragePlace, (params) => state.resolve(state.runs, params.runId ?? '', 'Actor run')],
    [actorLastRunPlace, (params, query) => lastRun(state, 'actors', params.actorId ?? '', query)],
    [taskLastRunPlace, (params, query) => lastRun(state, 'actor-tasks', params.actorTaskId ?? '', query)],
  ];
  const out: Record<string, FakeHandler> = {};
  for (const base of operations) {
    const handler = handlers[base.id];
    const idName = /\{(\w+)\}/.exec(base.path)?.[1];
    const field = idName === undefined ? undefined : RUN_FIELDS[idName];
    if (!handler || idName === undefined || field === undefined) continue;
    for (const [place, pickRun] of places) {
      const derived = counterpart(place, base);
      if (!derived) continue;
      out[derived.id] = (call) => {
        const run = pickRun(call.params, call.query);
        const params = Object.fromEntries(Object.entries(call.params).filter(([name]) => name !== place.place.idName));
        return handler({ ...call, operation: base, params: { ...params, [idName]: String(run[field]) } });
      };
    }
  }
  return out;
}
