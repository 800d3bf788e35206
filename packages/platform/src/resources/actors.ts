import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type { ActorCreateFields, ActorFields, EnvVarFields, VersionFields } from '../schemas/actors.js';
import type { JsonObject, OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { actorVersion, actorVersionList, envVar, envVarList, inputValidation, Actor, ActorShort, Build, BuildShort, Run, RunShort } from '../responses/actors.js';
import type { Webhook } from '../responses/platform.js';
import {
  actorBuildOpenApi,
  buildActor,
  createActor,
  createEnvVar,
  createVersion,
  defaultBuild,
  deleteActor,
  deleteEnvVar,
  deleteVersion,
  getActor,
  getEnvVar,
  getVersion,
  listActorBuilds,
  listActorRuns,
  listActors,
  listActorWebhooks,
  listEnvVars,
  listVersions,
  resurrectActorRun,
  startActor,
  updateActor,
  updateEnvVar,
  updateEnvVarViaPost,
  updateVersion,
  updateVersionViaPost,
  validateInput,
} from '../operations/actors.js';
import { waitForRun, type RunsResource, type RunWaitOptions } from './runs.js';
import { actorLastRunPlace, openLastRun, type LastRun } from './last-run.js';
import type { LastRunFilter } from '../places.js';
import { RunSyncMethods } from './run-sync.js';

/** Options of {@link ActorsResource.list}. */
export type ListActorsOptions = z.input<typeof listActors.query>;
/** Options of {@link ActorsResource.listRuns}. */
export type ListRunsOptions = z.input<typeof listActorRuns.query>;
/** Options of {@link ActorsResource.build}. */
export type BuildActorOptions = z.input<typeof buildActor.query>;
/**
 * Inputs of {@link ActorsResource.start} and {@link ActorsResource.call}: the run's `input` (a JSON object)
 * beside the run's options (`memory`, `timeout`, `build`, `webhooks`, `waitForFinish`…).
 */
export type StartActorInputs = Inputs<typeof startActor>;
/** Inputs of {@link ActorsResource.validateInput}: the `input` to check, and the `build` whose input schema checks it. */
export type ValidateInputInputs = Inputs<typeof validateInput> & { input: JsonObject };

/** Actors: list, create, change and delete them, run them (async or sync), and manage versions, env vars and builds. */
export class ActorsResource extends RunSyncMethods {
  readonly #http: HttpClient;
  readonly #runs: RunsResource;

  constructor(http: HttpClient, runs: RunsResource) {
    super(http, 'actors', '/actors/{actorId}', 'actorId', 'actor');
    this.#http = http;
    this.#runs = runs;
  }

  /** Lists your Actors (or, with `my: false`, every Actor you can use), page by page. */
  list(options?: ListActorsOptions, requestOptions?: RequestOptions): Paginated<ActorShort, OffsetPage<ActorShort>> {
    return walkList(this.#http, listActors, { query: options }, requestOptions);
  }

  /** Creates an Actor. */
  create(fields: ActorCreateFields, options?: RequestOptions): ApiPromise<Actor> {
    return this.#http.call(createActor, { body: fields }, options);
  }

  /** Gets an Actor by ID or `username~name`. */
  get(actorId: string, options?: RequestOptions): ApiPromise<Actor> {
    return this.#http.call(getActor, { params: { actorId } }, options);
  }

  /** Changes fields of an Actor. */
  update(actorId: string, fields: ActorFields, options?: RequestOptions): ApiPromise<Actor> {
    return this.#http.call(updateActor, { params: { actorId }, body: fields }, options);
  }

  /** Deletes an Actor. */
  delete(actorId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteActor, { params: { actorId } }, options);
  }

  /**
   * Starts a run and returns at once (or after `waitForFinish` seconds) with the run object:
   * `start(id, { input: { startUrls: [] }, memory: 1024 })`. The inputs hold the run's `input` (a JSON object,
   * sent as the body) and the run's options (sent in the query).
   */
  start(actorId: string, inputs?: StartActorInputs, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(startActor, { params: { actorId }, input: inputs }, requestOptions);
  }

  /**
   * The last run of an Actor (or the last with `status` / `origin`) and its default storages:
   * `lastRun(id, { status: 'SUCCEEDED' }).dataset.listItems()`. The server picks the run on every call.
   */
  lastRun(actorId: string, filter?: LastRunFilter): LastRun {
    return openLastRun(this.#http, actorLastRunPlace, actorId, filter);
  }

  /**
   * Starts a run and waits until it reaches a terminal status, using the server's long poll. The inputs
   * are those of {@link ActorsResource.start}; `wait.timeoutMs` and `wait.signal` bound the whole wait,
   * and `wait.log` gets each line of the run's log while it runs. Past `wait.timeoutMs` it fails with a
   * `WaitTimeoutError` whose `lastValue` is the run as last seen (the started run at least).
   */
  async call(actorId: string, inputs?: StartActorInputs, wait?: RunWaitOptions): Promise<Run> {
    const started = await this.start(actorId, inputs, { signal: wait?.signal, headers: wait?.headers, maxRetries: wait?.maxRetries });
    return waitForRun(this.#runs, started.id, wait, started);
  }

  /** Lists the runs of an Actor, filtered by status or start time. */
  listRuns(actorId: string, options?: ListRunsOptions, requestOptions?: RequestOptions): Paginated<RunShort, OffsetPage<RunShort>> {
    return walkList(this.#http, listActorRuns, { params: { actorId }, query: options }, requestOptions);
  }

  /** Checks an `input` against the Actor's input schema (of the default build, or of `build`) without running it. */
  validateInput(actorId: string, inputs: ValidateInputInputs, requestOptions?: RequestOptions): ApiPromise<z.infer<typeof inputValidation>> {
    return this.#http.call(validateInput, { params: { actorId }, input: inputs }, requestOptions);
  }

  /** Resumes a finished run of this Actor in the same storages. */
  resurrectRun(actorId: string, runId: string, options?: z.input<typeof resurrectActorRun.query>, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(resurrectActorRun, { params: { actorId, runId }, query: options }, requestOptions);
  }

  /** Lists the versions of an Actor. */
  listVersions(actorId: string, options?: RequestOptions): ApiPromise<z.infer<typeof actorVersionList>> {
    return this.#http.call(listVersions, { params: { actorId } }, options);
  }

  /** Creates a version. */
  createVersion(actorId: string, fields: VersionFields, options?: RequestOptions): ApiPromise<z.infer<typeof actorVersion>> {
    return this.#http.call(createVersion, { params: { actorId }, body: fields }, options);
  }

  /** Gets a version by its number (e.g. `0.1`). */
  getVersion(actorId: string, versionNumber: string, options?: RequestOptions): ApiPromise<z.infer<typeof actorVersion>> {
    return this.#http.call(getVersion, { params: { actorId, versionNumber } }, options);
  }

  /** Changes a version. */
  updateVersion(actorId: string, versionNumber: string, fields: VersionFields, options?: RequestOptions): ApiPromise<z.infer<typeof actorVersion>> {
    return this.#http.call(updateVersion, { params: { actorId, versionNumber }, body: fields }, options);
  }

  /** Changes a version like {@link ActorsResource.updateVersion}, sent as POST (the API's twin of the PUT call, for networks that let only GET and POST through). */
  updateVersionViaPost(actorId: string, versionNumber: string, fields: VersionFields, options?: RequestOptions): ApiPromise<z.infer<typeof actorVersion>> {
    return this.#http.call(updateVersionViaPost, { params: { actorId, versionNumber }, body: fields }, options);
  }

  /** Deletes a version. */
  deleteVersion(actorId: string, versionNumber: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteVersion, { params: { actorId, versionNumber } }, options);
  }

  /** Lists the environment variables of a version (secret values are hidden by the server). */
  listEnvVars(actorId: string, versionNumber: string, options?: RequestOptions): ApiPromise<z.infer<typeof envVarList>> {
    return this.#http.call(listEnvVars, { params: { actorId, versionNumber } }, options);
  }

  /** Adds an environment variable to a version. */
  createEnvVar(actorId: string, versionNumber: string, fields: EnvVarFields & { name: string }, options?: RequestOptions): ApiPromise<z.infer<typeof envVar>> {
    return this.#http.call(createEnvVar, { params: { actorId, versionNumber }, body: fields }, options);
  }

  /** Gets one environment variable of a version. */
  getEnvVar(actorId: string, versionNumber: string, envVarName: string, options?: RequestOptions): ApiPromise<z.infer<typeof envVar>> {
    return this.#http.call(getEnvVar, { params: { actorId, versionNumber, envVarName } }, options);
  }

  /** Changes one environment variable of a version. */
  updateEnvVar(actorId: string, versionNumber: string, envVarName: string, fields: EnvVarFields, options?: RequestOptions): ApiPromise<z.infer<typeof envVar>> {
    return this.#http.call(updateEnvVar, { params: { actorId, versionNumber, envVarName }, body: fields }, options);
  }

  /** Changes an environment variable like {@link ActorsResource.updateEnvVar}, sent as POST (the API's twin of the PUT call). */
  updateEnvVarViaPost(actorId: string, versionNumber: string, envVarName: string, fields: EnvVarFields, options?: RequestOptions): ApiPromise<z.infer<typeof envVar>> {
    return this.#http.call(updateEnvVarViaPost, { params: { actorId, versionNumber, envVarName }, body: fields }, options);
  }

  /** Deletes one environment variable of a version. */
  deleteEnvVar(actorId: string, versionNumber: string, envVarName: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteEnvVar, { params: { actorId, versionNumber, envVarName } }, options);
  }

  /** Lists the webhooks attached to an Actor. */
  listWebhooks(actorId: string, options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<Webhook, OffsetPage<Webhook>> {
    return walkList(this.#http, listActorWebhooks, { params: { actorId }, query: options }, requestOptions);
  }

  /** Lists the builds of an Actor. */
  listBuilds(actorId: string, options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<BuildShort, OffsetPage<BuildShort>> {
    return walkList(this.#http, listActorBuilds, { params: { actorId }, query: options }, requestOptions);
  }

  /** Starts a build of a version; `waitForFinish` (≤ 60 s) lets the server wait for it first. */
  build(actorId: string, options: BuildActorOptions, requestOptions?: RequestOptions): ApiPromise<Build> {
    return this.#http.call(buildActor, { params: { actorId }, query: options }, requestOptions);
  }

  /** Gets the build an Actor runs by default. */
  defaultBuild(actorId: string, options?: { waitForFinish?: number }, requestOptions?: RequestOptions): ApiPromise<Build> {
    return this.#http.call(defaultBuild, { params: { actorId }, query: options }, requestOptions);
  }

  /** Gets the generated API description of one build of an Actor. */
  buildOpenApi(actorId: string, buildId: string, options?: RequestOptions): ApiPromise<Record<string, unknown>> {
    return this.#http.call(actorBuildOpenApi, { params: { actorId, buildId } }, options);
  }
}
