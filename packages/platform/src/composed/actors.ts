// Hand-written: `start` encodes the run's input by its type, `call` starts a run and waits for it, `lastRun` opens a place, and the synchronous runs
// pick one of two operations each (see run-sync.ts).
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { withPlan } from '@typed-api/core/internal';
import type { Run } from '../responses/actors.js';
import type { ActorsStartInputs } from '../functions/actors.js';
import { sendWithRunInput, type WithRunInput } from './run-input.js';
import { actorsPlans } from '../plans/index.js';
import type { LastRunFilter } from '../places.js';
import type { LastRunHandle } from '../handles/runs.js';
import { actorLastRunPlace, openLastRun } from './last-run.js';
import { RunSyncMethods } from './run-sync.js';
import { waitForRun, type RunWaitOptions } from './runs.js';

/** What the Actors namespace does beyond one call per method: runs waited for, the last run, synchronous runs. */
export class ActorsComposites extends RunSyncMethods {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, 'actors');
    this.#http = http;
  }

  /**
   * The last run of an Actor (or the last with `status` / `origin`) and its default storages:
   * `lastRun(id, { status: 'SUCCEEDED' }).dataset.listItems()`. The server picks the run on every call.
   */
  lastRun(actorId: string, inputs?: LastRunFilter): LastRunHandle {
    return openLastRun(this.#http, actorLastRunPlace, actorId, inputs);
  }

  /**
   * Starts a run of an Actor and returns at once (or after `waitForFinish` seconds) with the run object:
   * `start(id, { input: { startUrls: [] }, memory: 1024 })`. The `input` is an object, sent as JSON, or
   * text or bytes of another type, sent as they are with their `contentType` (`{ input: 'a=b', contentType:
   * 'application/x-www-form-urlencoded' }`); text or bytes without a `contentType` are refused before
   * sending. The run's options go in the query.
   */
  start(actorId: string, inputs?: WithRunInput<ActorsStartInputs>, options?: RequestOptions): ApiPromise<Run> {
    // The plan itself is read (its body key, its rules) before the input is encoded.
    return withPlan(actorsPlans('start'), (plan) => sendWithRunInput(plan, inputs, (op, input) => this.#http.call(op as typeof plan, { params: { actorId }, input }, options)), options?.signal);
  }

  /**
   * Starts a run and waits until it reaches a terminal status, using the server's long poll. The inputs
   * are those of `start`; `options.timeoutMs` and `options.signal` bound the whole wait, and `options.log`
   * gets each record of the run's log (one call per record, its lines joined) while it runs. Past `options.timeoutMs` it fails with a
   * `WaitTimeoutError` whose `lastValue` is the run as last seen (the started run at least).
   */
  async call(actorId: string, inputs?: WithRunInput<ActorsStartInputs>, options?: RunWaitOptions): Promise<Run> {
    const started = await this.start(actorId, inputs, { signal: options?.signal, headers: options?.headers, maxRetries: options?.maxRetries });
    return waitForRun(this.#http, started.id, options, started);
  }
}
