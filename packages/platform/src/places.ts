// The places under which the API repeats top-level operations (the storages of a run, the last run of
// an Actor or task), and the rules that name an operation at a place and derive its plan. No zod here: the
// scopes of handles (`scope.ts`) look the place's plans up by that rule, the generated plans of a place are
// derived from the top-level plans at run time (`placePlan`), and the descriptions (`place-operations.ts`)
// derive the operations of a place with the same rules.
import type { Plan, Operation, SegmentRule } from '@typed-api/core/internal';
import type { JobStatus } from './constants.js';

/** The origins a run can have (how it was started), as the API spells them. */
export const RUN_ORIGINS = ['DEVELOPMENT', 'WEB', 'API', 'SCHEDULER', 'TEST', 'WEBHOOK', 'ACTOR', 'CLI', 'CI', 'STANDBY', 'MCP'] as const;
/** How a run was started. */
export type RunOrigin = (typeof RUN_ORIGINS)[number];

/** Which run `runs/last` picks: the latest one, or the latest with this status and origin. */
export interface LastRunFilter {
  /** Only runs with this status count, e.g. `SUCCEEDED` for the latest successful run (any other status string is sent as given). */
  status?: JobStatus | (string & {}) | undefined;
  /** Only runs started this way count, e.g. `API` or `SCHEDULER`. */
  origin?: RunOrigin | undefined;
}

/**
 * A place under which the API repeats top-level operations: the storages of one run, or the last
 * run of an Actor or task (which repeats run operations too).
 */
export interface RunPlace {
  /** Prefix of the derived operation ids, e.g. `runs.storages` or `actors.lastRun`. */
  readonly namespace: string;
  /** Path of the place, e.g. `/actor-runs/{runId}` or `/actors/{actorId}/runs/last`. */
  readonly path: string;
  /** The path parameter that picks the place. */
  readonly idName: string;
  /** Prefix of the public description's operation ids at this place, e.g. `actorRun_`. */
  readonly specPrefix: string;
  /** Whether the place takes the last-run filters (`status`, `origin`). */
  readonly filters: boolean;
  /** Operation ids of the public description that do not follow the prefix rule. */
  readonly specExceptions?: Readonly<Record<string, string>> | undefined;
}

/** The storages of one run, by run ID. */
export const RUN_PLACE = { namespace: 'runs.storages', path: '/actor-runs/{runId}', idName: 'runId', specPrefix: 'actorRun_', filters: false } as const satisfies RunPlace;
/** The last run of an Actor. */
export const ACTOR_LAST_RUN_PLACE = { namespace: 'actors.lastRun', path: '/actors/{actorId}/runs/last', idName: 'actorId', specPrefix: 'actor_runs_last_', filters: true } as const satisfies RunPlace;
/** The last run of a task. */
export const TASK_LAST_RUN_PLACE = {
  namespace: 'tasks.lastRun',
  path: '/actor-tasks/{actorTaskId}/runs/last',
  idName: 'actorTaskId',
  specPrefix: 'actorTask_runs_last_',
  filters: true,
  specExceptions: { actorTask_runs_last_log_get: 'actorTask_last_log_get' },
} as const satisfies RunPlace;

/** How a top-level family of operations maps into a place: its path and id become a sub-path of the place. */
export const FAMILIES = [
  { path: '/datasets/{datasetId}', idName: 'datasetId', namespace: 'datasets', sub: '/dataset', subNamespace: 'dataset', specPrefix: '' },
  { path: '/key-value-stores/{storeId}', idName: 'storeId', namespace: 'keyValueStores', sub: '/key-value-store', subNamespace: 'keyValueStore', specPrefix: '' },
  { path: '/request-queues/{queueId}', idName: 'queueId', namespace: 'requestQueues', sub: '/request-queue', subNamespace: 'requestQueue', specPrefix: '' },
  // Run operations repeated under `runs/last`: `actorRun_abort_post` becomes `actor_runs_last_abort_post`.
  { path: '/actor-runs/{runId}', idName: 'runId', namespace: 'runs', sub: '', subNamespace: '', specPrefix: 'actorRun_' },
] as const;

/** The family of top-level operations an operation belongs to, by its path and id; undefined when no place repeats it. */
export function familyOf(base: { readonly id: string; readonly path: string }): (typeof FAMILIES)[number] | undefined {
  const family = FAMILIES.find((f) => base.path === f.path || base.path.startsWith(`${f.path}/`));
  return family && base.id.startsWith(`${family.namespace}.`) ? family : undefined;
}

/**
 * The id of the operation a place repeats a top-level one as: the place's namespace, the family's
 * sub-namespace and the verb (`datasets.get` under a run is `runs.storages.dataset.get`). Undefined when no
 * place repeats it.
 */
export function placeOperationId(base: { readonly id: string; readonly path: string }, place: RunPlace): string | undefined {
  const family = familyOf(base);
  if (!family) return undefined;
  return [place.namespace, family.subNamespace, base.id.slice(family.namespace.length + 1)].filter(Boolean).join('.');
}

/** The rule of the path identifier a place is picked by: an ID, as every resource ID is checked. */
const PLACE_ID_RULE: SegmentRule = { text: 'text', trim: true, slash: false };

/**
 * The plan of the operation a place repeats a top-level one as, from the top-level plan: the place's id and
 * path, its identifier in place of the resource's, and, for a last run, the filters (`status`, `origin`)
 * joining the query. The generator checks that it gives the plan the derived description would, so the
 * plans of a place need not be written out.
 */
export function placePlan<O extends Operation>(base: Plan<Operation>, place: RunPlace): Plan<O> {
  const family = familyOf(base);
  const id = placeOperationId(base, place);
  if (!family || id === undefined) throw new TypeError(`${base.id} has no counterpart under ${place.path}`);
  const path = Object.fromEntries(Object.entries(base.rules.path ?? {}).filter(([name]) => name !== family.idName));
  const query = base.rules.query === undefined || base.rules.query === '*' ? [] : base.rules.query;
  const filters = place.filters ? { query: [...query, 'status', 'origin'], enums: { ...base.rules.enums, origin: RUN_ORIGINS }, types: { ...base.rules.types, status: ['string' as const] } } : {};
  const rules = { ...base.rules, path: { ...path, [place.idName]: PLACE_ID_RULE }, ...filters };
  return { ...base, id, path: `${place.path}${family.sub}${base.path.slice(family.path.length)}`, rules } as Plan<O>;
}
