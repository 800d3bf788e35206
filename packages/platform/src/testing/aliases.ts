import { FakeError } from './router.js';
import type { FakeJob, FakeState } from './state.js';

const LAST_RUN = /^\/(actors|actor-tasks)\/([^/]+)\/runs\/last(\/.*)?$/;
const RUN_STORAGE = /^\/actor-runs\/([^/]+)\/(dataset|key-value-store|request-queue)(\/.*)?$/;
const STORAGES = {
  dataset: { path: '/datasets', field: 'defaultDatasetId' },
  'key-value-store': { path: '/key-value-stores', field: 'defaultKeyValueStoreId' },
  'request-queue': { path: '/request-queues', field: 'defaultRequestQueueId' },
} as const;

/** True when a path reaches a run or storage through another resource (`runs/last`, `/actor-runs/{id}/dataset`, ...). */
export function isAlias(path: string): boolean {
  return LAST_RUN.test(path) || RUN_STORAGE.test(path);
}

/** The latest run of an Actor or task, optionally the latest with a given `status` and `origin`; 404 when there is none. */
export function lastRun(state: FakeState, kind: 'actors' | 'actor-tasks', ref: string, query: URLSearchParams): FakeJob {
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
  if (!found) throw new FakeError(404, 'record-not-found', 'Actor run was not found');
  return found;
}

/**
 * Maps a path that reaches a run or storage through another resource onto the top-level path of
 * the same state: `runs/last` becomes the run it picks, a run's storage its default storage. Other
 * paths come back unchanged.
 */
export function resolveAlias(path: string, query: URLSearchParams, state: FakeState): string {
  let resolved = path;
  const last = LAST_RUN.exec(resolved);
  if (last) {
    const run = lastRun(state, last[1] === 'actors' ? 'actors' : 'actor-tasks', decodeURIComponent(last[2] ?? ''), query);
    resolved = `/actor-runs/${run.id}${last[3] ?? ''}`;
  }
  const storage = RUN_STORAGE.exec(resolved);
  if (storage) {
    const run = state.resolve(state.runs, decodeURIComponent(storage[1] ?? ''), 'Actor run');
    const target = STORAGES[storage[2] as keyof typeof STORAGES];
    resolved = `${target.path}/${String(run[target.field])}${storage[3] ?? ''}`;
  }
  return resolved;
}
