// The places under which the API repeats top-level operations (the storages of a run, the last run of
// an Actor or task), and how an operation is derived for a place. Descriptions only: the operations
// modules call `deriveOperation` at their top level, and the scopes of resources (`scope.ts`) look the
// derived operations up.
import * as z from 'zod/mini';
import type { Operation } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { jobStatus, resourceId } from './schemas/common.js';
import type { JobStatus } from './constants.js';

/** The origins a run can have (how it was started). */
export const runOrigin = z.enum(['DEVELOPMENT', 'WEB', 'API', 'SCHEDULER', 'TEST', 'WEBHOOK', 'ACTOR', 'CLI', 'CI', 'STANDBY', 'MCP']);
/** How a run was started. */
export type RunOrigin = z.infer<typeof runOrigin>;

const lastRunFilters = { status: z.optional(jobStatus), origin: z.optional(runOrigin) };

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
const FAMILIES = [
  { path: '/datasets/{datasetId}', idName: 'datasetId', namespace: 'datasets', sub: '/dataset', subNamespace: 'dataset', specPrefix: '' },
  { path: '/key-value-stores/{storeId}', idName: 'storeId', namespace: 'keyValueStores', sub: '/key-value-store', subNamespace: 'keyValueStore', specPrefix: '' },
  { path: '/request-queues/{queueId}', idName: 'queueId', namespace: 'requestQueues', sub: '/request-queue', subNamespace: 'requestQueue', specPrefix: '' },
  // Run operations repeated under `runs/last`: `actorRun_abort_post` becomes `actor_runs_last_abort_post`.
  { path: '/actor-runs/{runId}', idName: 'runId', namespace: 'runs', sub: '', subNamespace: '', specPrefix: 'actorRun_' },
] as const;

/** The path parameters that pick a top-level resource, which a place replaces by its own. */
type FamilyId = (typeof FAMILIES)[number]['idName'];

/** The shape of an object schema (empty for none). */
type ShapeOf<S> = S extends z.ZodMiniObject<infer Shape> ? Shape : object;

/** The shape `A` extended by `B`, as `z.extend` makes it. */
type Extended<A, B> = { [K in keyof A as K extends keyof B ? never : K]: A[K] } & B;

/**
 * The path a place derives from the path `Path` of a top-level operation, as {@link deriveOperation} builds
 * it (`/datasets/{datasetId}/items` under a run is `/actor-runs/{runId}/dataset/items`): typed, so that a
 * standalone function of the derived operation takes the place's identifiers first, in path order.
 */
type PlacePath<Path extends string, P extends RunPlace> = Path extends `/datasets/{datasetId}${infer Rest}`
  ? `${P['path']}/dataset${Rest}`
  : Path extends `/key-value-stores/{storeId}${infer Rest}`
    ? `${P['path']}/key-value-store${Rest}`
    : Path extends `/request-queues/{queueId}${infer Rest}`
      ? `${P['path']}/request-queue${Rest}`
      : Path extends `/actor-runs/{runId}${infer Rest}`
        ? `${P['path']}${Rest}`
        : string;

/**
 * The operation a place derives from `O`: the same description (body, response, list style…) with the
 * place's id, path and public ids, its parameter in place of the resource's, and, for a last run, the
 * filters joining the query. Typed, so that a call of it (a standalone function) takes the place's arguments.
 */
export type PlaceOperation<O extends Operation, P extends RunPlace> = Omit<O, 'id' | 'path' | 'params' | 'query' | 'specIds'> & {
  readonly id: string;
  readonly path: PlacePath<O['path'], P>;
  readonly params: z.ZodMiniObject<Extended<Omit<ShapeOf<O['params']>, FamilyId>, Record<P['idName'], typeof resourceId>>>;
  readonly specIds?: readonly string[] | undefined;
} & (P extends { readonly filters: true }
    ? { readonly query: z.ZodMiniObject<Extended<ShapeOf<O['query']>, typeof lastRunFilters>> }
    : O extends { readonly query: infer Q } ? { readonly query: Q } : object);

/**
 * Derives the operation a place uses for a top-level one: the path prefix is replaced
 * (`/datasets/{datasetId}/items` → `/actor-runs/{runId}/dataset/items`), the id parameter is swapped
 * for the place's, the last-run filters join the query where the place takes them, and the id and
 * public-description ids are those of the place. Schemas of the body and response are shared.
 */
export function deriveOperation<O extends Operation, const P extends RunPlace>(base: O, place: P): PlaceOperation<O, P> {
  const family = FAMILIES.find((f) => base.path === f.path || base.path.startsWith(`${f.path}/`));
  if (!family || !base.id.startsWith(`${family.namespace}.`)) throw new TypeError(`${base.id} has no counterpart under ${place.path}`);
  const verb = base.id.slice(family.namespace.length + 1);
  const baseParams = base.params as z.ZodMiniObject | undefined;
  const params = baseParams
    ? z.extend(z.omit(baseParams, { [family.idName]: true }), { [place.idName]: resourceId })
    : z.object({ [place.idName]: resourceId });
  const baseQuery = base.query as z.ZodMiniObject | undefined;
  const query = place.filters ? (baseQuery ? z.extend(baseQuery, lastRunFilters) : z.object(lastRunFilters)) : baseQuery;
  const specIds = base.specIds?.map((specId) => {
    const derived = `${place.specPrefix}${specId.slice(family.specPrefix.length)}`;
    return place.specExceptions?.[derived] ?? derived;
  });
  const derived: Operation = {
    ...base,
    id: [place.namespace, family.subNamespace, verb].filter(Boolean).join('.'),
    path: `${place.path}${family.sub}${base.path.slice(family.path.length)}`,
    params,
    specIds,
  };
  // Described again, so that its input rules follow its own path identifiers and query.
  return defineOperation(query ? { ...derived, query } : derived) as unknown as PlaceOperation<O, P>;
}

