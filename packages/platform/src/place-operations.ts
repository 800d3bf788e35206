// The operations a place repeats, derived from the top-level descriptions with their schemas: what the
// operations modules call at their top level (`operations/run-storages.ts`, `operations/last-run.ts`).
import * as z from 'zod/mini';
import type { Operation } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { jobStatus, resourceId } from './schemas/common.js';
import { familyOf, placeOperationId, RUN_ORIGINS, type FAMILIES, type RunPlace } from './places.js';

/** The origins a run can have (how it was started). */
export const runOrigin = z.enum(RUN_ORIGINS);

const lastRunFilters = { status: z.optional(jobStatus), origin: z.optional(runOrigin) };

/** A top-level operation and the operation a place repeats it as (the tables of `operations/run-storages.ts` and `operations/last-run.ts`). */
export type PlacePair = readonly [base: Operation, derived: Operation];

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
  readonly specIds?: readonly string[];
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
  const family = familyOf(base);
  const id = placeOperationId(base, place);
  if (!family || id === undefined) throw new TypeError(`${base.id} has no counterpart under ${place.path}`);
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
    id,
    path: `${place.path}${family.sub}${base.path.slice(family.path.length)}`,
    params,
    ...(specIds ? { specIds } : {}),
  };
  // Described again, so that its input rules follow its own path identifiers and query.
  return defineOperation(query ? { ...derived, query } : derived) as unknown as PlaceOperation<O, P>;
}

