// Hand-written: the last run is a place (`runs/last`) opened with its filters (see `LastRunHandle`).
import type { HttpClient } from '@typed-api/core';
import { ACTOR_LAST_RUN_PLACE, TASK_LAST_RUN_PLACE, type LastRunFilter } from '../places.js';
import { PlaceOperations } from '../scope.js';
import { LastRunHandle } from '../handles/runs.js';

/** The operations under `/actors/{actorId}/runs/last`. */
export const actorLastRunPlace: PlaceOperations = new PlaceOperations(ACTOR_LAST_RUN_PLACE);
/** The operations under `/actor-tasks/{actorTaskId}/runs/last`. */
export const taskLastRunPlace: PlaceOperations = new PlaceOperations(TASK_LAST_RUN_PLACE);

/** Opens the last run of an Actor (`place` = {@link actorLastRunPlace}) or task ({@link taskLastRunPlace}). */
export function openLastRun(http: HttpClient, place: PlaceOperations, id: string, inputs?: LastRunFilter): LastRunHandle {
  return new LastRunHandle(http, place.scope(id, inputs));
}
