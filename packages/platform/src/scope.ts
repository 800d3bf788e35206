import * as z from 'zod/mini';
import { walkList } from '@typed-api/core/internal';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import type { CallArgs, CallResult, ListItemOf, ListOperation, Operation, PageOf } from '@typed-api/core/internal';
import { jobStatus, resourceId, type JobStatus } from './schemas/common.js';

/**
 * Where the calls of a storage or run handle go. The same handle code serves a storage reached by
 * its own ID (`/datasets/{datasetId}`) and one reached through a run (`/actor-runs/{runId}/dataset`,
 * `/actors/{actorId}/runs/last/dataset`): only the scope differs.
 */
export interface Scope {
  /** The operation to send in place of a top-level one (the same one for a storage reached by ID). */
  readonly operation: <O extends Operation>(base: O) => O;
  /** Path parameters that pick the resource, e.g. `{ datasetId }` or `{ runId }`. */
  readonly params: Readonly<Record<string, string>>;
  /** Query parameters sent with every call (the filters that pick the last run). */
  readonly query?: Readonly<Record<string, unknown>> | undefined;
  /** Identifies the resource for client-side state such as rate limiters. */
  readonly key: string;
}

/** The scope of a resource reached by its own ID: operations are sent unchanged. */
export function idScope(idName: string, id: string): Scope {
  return { operation: (base) => base, params: { [idName]: id }, key: `${idName}:${id}` };
}

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
export const RUN_PLACE: RunPlace = { namespace: 'runs.storages', path: '/actor-runs/{runId}', idName: 'runId', specPrefix: 'actorRun_', filters: false };
/** The last run of an Actor. */
export const ACTOR_LAST_RUN_PLACE: RunPlace = { namespace: 'actors.lastRun', path: '/actors/{actorId}/runs/last', idName: 'actorId', specPrefix: 'actor_runs_last_', filters: true };
/** The last run of a task. */
export const TASK_LAST_RUN_PLACE: RunPlace = {
  namespace: 'tasks.lastRun',
  path: '/actor-tasks/{actorTaskId}/runs/last',
  idName: 'actorTaskId',
  specPrefix: 'actorTask_runs_last_',
  filters: true,
  specExceptions: { actorTask_runs_last_log_get: 'actorTask_last_log_get' },
};

/** How a top-level family of operations maps into a place: its path and id become a sub-path of the place. */
const FAMILIES = [
  { path: '/datasets/{datasetId}', idName: 'datasetId', namespace: 'datasets', sub: '/dataset', subNamespace: 'dataset', specPrefix: '' },
  { path: '/key-value-stores/{storeId}', idName: 'storeId', namespace: 'keyValueStores', sub: '/key-value-store', subNamespace: 'keyValueStore', specPrefix: '' },
  { path: '/request-queues/{queueId}', idName: 'queueId', namespace: 'requestQueues', sub: '/request-queue', subNamespace: 'requestQueue', specPrefix: '' },
  // Run operations repeated under `runs/last`: `actorRun_abort_post` becomes `actor_runs_last_abort_post`.
  { path: '/actor-runs/{runId}', idName: 'runId', namespace: 'runs', sub: '', subNamespace: '', specPrefix: 'actorRun_' },
] as const;

/**
 * Derives the operation a place uses for a top-level one: the path prefix is replaced
 * (`/datasets/{datasetId}/items` → `/actor-runs/{runId}/dataset/items`), the id parameter is swapped
 * for the place's, the last-run filters join the query where the place takes them, and the id and
 * public-description ids are those of the place. Schemas of the body and response are shared.
 */
export function deriveOperation(base: Operation, place: RunPlace): Operation {
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
  return query ? { ...derived, query } : derived;
}

/** The derived operations of a place, looked up by their top-level originals. */
export class PlaceOperations {
  readonly place: RunPlace;
  readonly #byBase: Map<Operation, Operation>;

  constructor(place: RunPlace, bases: readonly Operation[]) {
    this.place = place;
    this.#byBase = new Map(bases.map((base) => [base, deriveOperation(base, place)]));
  }

  /** Every derived operation, in the order of the originals. */
  get all(): Operation[] {
    return [...this.#byBase.values()];
  }

  /** The scope of one place (one run, or the last run of one Actor or task, with filters). */
  scope(id: string, filter?: LastRunFilter): Scope {
    const byBase = this.#byBase;
    const place = this.place;
    const query = place.filters && filter ? { status: filter.status, origin: filter.origin } : undefined;
    return {
      operation: <O extends Operation>(base: O): O => {
        const derived = byBase.get(base);
        if (!derived) throw new TypeError(`${base.id} has no counterpart under ${place.path}`);
        return derived as O;
      },
      params: { [place.idName]: id },
      query,
      key: `${place.namespace}:${id}`,
    };
  }
}

/** What a handle passes for one call: the operation's own arguments, minus the parameters the scope supplies. */
export type ScopedArgs<O extends Operation> = Omit<CallArgs<O>, 'params'> & { params?: Record<string, string> };

/** The arguments of a top-level operation as sent within a scope: its parameters and filters added. */
function scopedArgs<O extends Operation>(scope: Scope, args: ScopedArgs<O>): CallArgs<O> {
  const query = scope.query ? { ...(args.query as Record<string, unknown> | undefined), ...scope.query } : args.query;
  return { ...args, params: { ...args.params, ...scope.params }, query } as unknown as CallArgs<O>;
}

/** Sends a top-level operation within a scope: the scope's operation, its parameters and its filters. */
export function callInScope<O extends Operation>(http: HttpClient, scope: Scope, base: O, args: ScopedArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
  return http.call(scope.operation(base), scopedArgs(scope, args), options);
}

/** Walks a top-level list operation within a scope (the keys of a run's store, say). */
export function listInScope<O extends ListOperation>(http: HttpClient, scope: Scope, base: O, args: ScopedArgs<O>, options?: RequestOptions): Paginated<ListItemOf<O>, PageOf<O>> {
  return walkList(http, scope.operation(base), scopedArgs(scope, args), options);
}
