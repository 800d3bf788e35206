import { walkList } from '@typed-api/core/internal';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import type { CallResult, InputArgs, ListItemOf, ListOperation, Operation, PageOf, Plan } from '@typed-api/core/internal';
import { placePlan, type LastRunFilter, type RunPlace } from './places.js';

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

/**
 * The plans of a place (the storages of a run, the last run of an Actor or task), derived from the top-level
 * plans they repeat (`placePlan`, which the generator checks against each place's description): a handle
 * sends the top-level plan, and its scope swaps in the place's, made once per plan.
 */
export class PlaceOperations {
  /** The place these operations are repeated under. */
  readonly place: RunPlace;
  readonly #derived = new WeakMap<Operation, Operation>();

  constructor(place: RunPlace) {
    this.place = place;
  }

  /** The plan of the place for a top-level plan. */
  operation<O extends Operation>(base: O): O {
    let derived = this.#derived.get(base);
    if (!derived) {
      derived = placePlan(base as Plan<Operation>, this.place);
      this.#derived.set(base, derived);
    }
    return derived as O;
  }

  /** The scope of one place (one run, or the last run of one Actor or task, with filters). */
  scope(id: string, filter?: LastRunFilter): Scope {
    const place = this.place;
    const query = place.filters && filter ? { status: filter.status, origin: filter.origin } : undefined;
    return {
      operation: (base) => this.operation(base),
      params: { [place.idName]: id },
      query,
      key: `${place.namespace}:${id}`,
    };
  }
}

/** What a handle passes for one call: the caller's one object of inputs, and the parameters the scope does not supply. */
export type ScopedArgs<O extends Operation> = Omit<InputArgs<O>, 'params'> & { params?: Record<string, string> };

/** The arguments of a top-level operation as sent within a scope: its parameters and filters added. */
function scopedArgs<O extends Operation>(scope: Scope, args: ScopedArgs<O>): InputArgs<O> {
  // The filters join the caller's inputs; the engine sends them to the query, where the place's operation takes them.
  const input = scope.query ? { ...(args.input as Record<string, unknown> | undefined), ...scope.query } : args.input;
  return { params: { ...args.params, ...scope.params }, input } as unknown as InputArgs<O>;
}

/** Sends a top-level operation within a scope: the scope's operation, its parameters and its filters. */
export function callInScope<O extends Operation>(http: HttpClient, scope: Scope, base: O, args: ScopedArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
  return http.call(scope.operation(base), scopedArgs(scope, args), options);
}

/** Walks a top-level list operation within a scope (the keys of a run's store, say). */
export function listInScope<O extends ListOperation>(http: HttpClient, scope: Scope, base: O, args: ScopedArgs<O>, options?: RequestOptions): Paginated<ListItemOf<O>, PageOf<O>> {
  return walkList(http, scope.operation(base), scopedArgs(scope, args), options);
}

/**
 * What every handle of a storage or a run keeps: the client's HTTP engine and the scope its calls go to. The
 * generated handles and their composites extend it and send through it, so none repeats the fields.
 */
export class ScopedHandle {
  /** The client's HTTP engine. */
  protected readonly http: HttpClient;
  /** Where this handle's calls go: the resource's own ID, or a place such as a run's default storage. */
  protected readonly scope: Scope;

  /** Made by its collection or by a place, on the client's HTTP engine. */
  constructor(http: HttpClient, scope: Scope) {
    this.http = http;
    this.scope = scope;
  }

  /** Sends a top-level operation for this handle's resource or place. */
  protected send<O extends Operation>(base: O, args: ScopedArgs<O>, options?: RequestOptions): ApiPromise<CallResult<O>> {
    return callInScope(this.http, this.scope, base, args, options);
  }

  /** Walks a top-level list operation for this handle's resource or place. */
  protected walk<O extends ListOperation>(base: O, args: ScopedArgs<O>, options?: RequestOptions): Paginated<ListItemOf<O>, PageOf<O>> {
    return listInScope(this.http, this.scope, base, args, options);
  }
}
