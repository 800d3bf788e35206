// Hand-written: the last run is a place (`runs/last`) opened with its filters; the calls the API has no
// `runs/last` form of read the run's ID first and call the run's own endpoint.
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { parseInput, splitInputs, type Operation } from '@typed-api/core/internal';
import type { Run } from '../responses/actors.js';
import { ACTOR_LAST_RUN_PLACE, TASK_LAST_RUN_PLACE, type LastRunFilter } from '../places.js';
import { callInScope, PlaceOperations, type Scope } from '../scope.js';
import { abortRun, chargeRun, getRun, metamorphRun, rebootRun, resurrectRun, runLog, streamRunLog, updateRun } from '../operations/runs.js';
import { actorLastRunPairs, taskLastRunPairs } from '../operations/last-run.js';
import { followLines, type LogLinesInputs } from '../log-lines.js';
import { RunStorages } from './run-storages.js';
import { charge, delete as deleteRun, resurrect, update } from '../functions/runs.js';
import type { RunsChargeInputs, RunsGetInputs, RunsAbortInputs, RunsLogInputs, RunsMetamorphInputs, RunsResurrectInputs, RunsUpdateInputs } from '../resources/runs.js';
import { waitForRun, type RunWaitOptions } from './runs.js';

/** The operations under `/actors/{actorId}/runs/last`. */
export const actorLastRunPlace: PlaceOperations = new PlaceOperations(ACTOR_LAST_RUN_PLACE, actorLastRunPairs);
/** The operations under `/actor-tasks/{actorTaskId}/runs/last`. */
export const taskLastRunPlace: PlaceOperations = new PlaceOperations(TASK_LAST_RUN_PLACE, taskLastRunPairs);

/**
 * The last run of an Actor or task (optionally the last with a given status or origin), and its
 * default storages. Every call asks the server afresh which run is the last, so a run started in
 * between is picked up by the next call.
 *
 * `get`, `abort`, `metamorph`, `reboot`, `log`, `logLines` and the storages are sent under `runs/last`.
 * The API has no `runs/last` form of `waitForFinish`, `update`, `delete`, `resurrect` and `charge`:
 * those first read the last run with one `get()` and then call the run's own endpoint by its ID, so
 * a wait follows the run that was the last when it began.
 */
export class LastRun extends RunStorages {
  readonly #http: HttpClient;
  readonly #scope: Scope;

  constructor(http: HttpClient, scope: Scope) {
    super(http, scope);
    this.#http = http;
    this.#scope = scope;
  }

  /** The ID of the run that is the last one now (one `get()`). */
  async #runId(options?: RequestOptions): Promise<string> {
    return (await this.get(undefined, options)).id;
  }

  /** Gets the run; with `waitForFinish` (≤ 60 s) the server holds the answer until the run ends or that time passes. */
  get(inputs?: RunsGetInputs, options?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, getRun, { input: inputs }, options);
  }

  /** Aborts the run; `gracefully` lets it save its state first. */
  abort(inputs?: RunsAbortInputs, options?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, abortRun, { input: inputs }, options);
  }

  /**
   * Turns the running run into a run of another Actor, in the same storages, with a new input (the
   * inputs of `runs.metamorph`: `targetActorId`, `build`, `input`).
   */
  metamorph(inputs: RunsMetamorphInputs, options?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, metamorphRun, { input: inputs }, options);
  }

  /** Restarts the container of the running run. */
  reboot(options?: RequestOptions): ApiPromise<Run> {
    return callInScope(this.#http, this.#scope, rebootRun, {}, options);
  }

  /** Gets the log of the run as text. */
  log(inputs?: RunsLogInputs, options?: RequestOptions): ApiPromise<string> {
    return callInScope(this.#http, this.#scope, runLog, { input: inputs }, options);
  }

  /**
   * Follows the log of the run line by line until the run ends (`stream=true` on `runs/last/log`). The
   * request is sent when the iteration starts; stopping early (`break`) closes the connection, and
   * `options.signal` aborts the request and the reading.
   */
  logLines(inputs?: LogLinesInputs, options?: RequestOptions): AsyncIterable<string> {
    return followLines((callOptions) => callInScope(this.#http, this.#scope, streamRunLog, { input: { stream: true, ...inputs } }, callOptions), options);
  }

  /**
   * Waits until the run that is the last one now reaches a terminal status (see
   * `runs.waitForFinish`: the same options, `log` included, and its `WaitTimeoutError` with the run as
   * last seen). Reads the run with one `get()` first.
   */
  async waitForFinish(options?: RunWaitOptions): Promise<Run> {
    const run = await this.get(undefined, { headers: options?.headers, signal: options?.signal, maxRetries: options?.maxRetries });
    return waitForRun(this.#http, run.id, options, run);
  }

  /** Changes the status message or access of the run. Reads the run's ID with one `get()` first. */
  async update(inputs?: RunsUpdateInputs, options?: RequestOptions): Promise<Run> {
    checkBeforeRead(updateRun, inputs);
    return update(this.#http, await this.#runId(options), inputs, options);
  }

  /** Deletes the run, which must have finished. Reads the run's ID with one `get()` first. */
  async delete(options?: RequestOptions): Promise<undefined> {
    return deleteRun(this.#http, await this.#runId(options), options);
  }

  /** Resumes the finished run in its storages. Reads the run's ID with one `get()` first. */
  async resurrect(inputs?: RunsResurrectInputs, options?: RequestOptions): Promise<Run> {
    checkBeforeRead(resurrectRun, inputs);
    return resurrect(this.#http, await this.#runId(options), inputs, options);
  }

  /**
   * Charges the pay-per-event run for `count` events of `eventName`, with an idempotency key (your
   * `idempotencyKey` or one the SDK makes) so that a retried charge counts once. Reads the run's ID with
   * one `get()` first.
   */
  async charge(inputs: RunsChargeInputs, options?: RequestOptions): Promise<unknown> {
    checkBeforeRead(chargeRun, inputs);
    return charge(this.#http, await this.#runId(options), inputs, options);
  }
}

/**
 * Checks the inputs of a call that first reads the last run's ID, so that a misspelt or misplaced key is
 * refused before that read is sent (the call checks them again).
 */
function checkBeforeRead(op: Operation, inputs: unknown): void {
  const { query, body } = splitInputs(op, undefined, inputs);
  parseInput(op, 'query', query);
  parseInput(op, 'body', body);
}

/** Opens the last run of an Actor (`place` = {@link actorLastRunPlace}) or task ({@link taskLastRunPlace}). */
export function openLastRun(http: HttpClient, place: PlaceOperations, id: string, inputs?: LastRunFilter): LastRun {
  return new LastRun(http, place.scope(id, inputs));
}
