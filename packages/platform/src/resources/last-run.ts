import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { JsonObject } from '../schemas/common.js';
import type { Run } from '../responses/actors.js';
import { ACTOR_LAST_RUN_PLACE, TASK_LAST_RUN_PLACE, type LastRunFilter } from '../places.js';
import { callInScope, PlaceOperations, type Scope } from '../scope.js';
import { abortRun, getRun, metamorphRun, rebootRun, runLog } from '../operations/runs.js';
import { actorLastRunPairs, taskLastRunPairs } from '../operations/last-run.js';
import { RunStorages } from './run-storages.js';
import type { RunLogOptions } from './runs.js';

/** The operations under `/actors/{actorId}/runs/last`. */
export const actorLastRunPlace: PlaceOperations = new PlaceOperations(ACTOR_LAST_RUN_PLACE, actorLastRunPairs);
/** The operations under `/actor-tasks/{actorTaskId}/runs/last`. */
export const taskLastRunPlace: PlaceOperations = new PlaceOperations(TASK_LAST_RUN_PLACE, taskLastRunPairs);

/**
 * The last run of an Actor or task (optionally the last with a given status or origin), and its
 * default storages. Every call asks the server afresh which run is the last, so a run started in
 * between is picked up by the next call.
 */
export class LastRun extends RunStorages {
  readonly #http: HttpClient;
  readonly #scope: Scope;

  constructor(http: HttpClient, scope: Scope) {
    super(http, scope);
    this.#http = http;
    this.#scope = scope;
  }

  /** Gets the run; with `waitForFinish` (≤ 60 s) the server holds the answer until the run ends or that time passes. */
  get(options?: { waitForFinish?: number }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, getRun, { query: options }, requestOptions);
  }

  /** Aborts the run; `gracefully` lets it save its state first. */
  abort(options?: { gracefully?: boolean }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, abortRun, { query: options }, requestOptions);
  }

  /** Turns the running run into a run of another Actor, in the same storages, with a new input. */
  metamorph(targetActorId: string, input?: JsonObject, options?: { build?: string }, requestOptions?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, metamorphRun, { query: { targetActorId, ...options }, body: input }, requestOptions);
  }

  /** Restarts the container of the running run. */
  reboot(options?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, rebootRun, {}, options);
  }

  /** Gets the log of the run as text. */
  log(options?: RunLogOptions, requestOptions?: RequestOptions): ApiPromise<string> {
    return callInScope(this.#http, this.#scope, runLog, { query: options }, requestOptions);
  }
}

/** Opens the last run of an Actor (`place` = {@link actorLastRunPlace}) or task ({@link taskLastRunPlace}). */
export function openLastRun(http: HttpClient, place: PlaceOperations, id: string, filter?: LastRunFilter): LastRun {
  return new LastRun(http, place.scope(id, filter));
}
