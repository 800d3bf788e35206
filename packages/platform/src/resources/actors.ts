import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import {
  actor,
  actorCreateFields,
  actorFields,
  actorInput,
  actorShort,
  actorVersion,
  build,
  buildShort,
  envVar,
  envVarFields,
  inputValidation,
  plainList,
  run,
  runMemory,
  runShort,
  runStartQuery,
  versionFields,
  type Actor,
  type ActorCreateFields,
  type ActorFields,
  type ActorShort,
  type Build,
  type BuildShort,
  type EnvVarFields,
  type Run,
  type RunShort,
  type RunStartOptions,
  type VersionFields,
} from '../schemas/actors.js';
import { descFlag, offsetPage, pageLimit, pageOffset, offsetQuery, resourceId, waitForFinishSecs, type JsonObject, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { webhook, type Webhook } from '../schemas/platform.js';
import { LONG_POLL_ATTEMPT_MS, runListQuery, type RunsResource, type WaitOptions } from './runs.js';
import { actorLastRunPlace, openLastRun, type LastRun } from './last-run.js';
import type { LastRunFilter } from '../scope.js';
import { runSyncOperations, RunSyncMethods } from './run-sync.js';

const actorParams = z.object({ actorId: resourceId });
const versionParams = z.object({ actorId: resourceId, versionNumber: resourceId });
const envVarParams = z.object({ actorId: resourceId, versionNumber: resourceId, envVarName: resourceId });

const listActors = defineOperation({
  id: 'actors.list',
  method: 'GET',
  path: '/actors',
  query: z.object({
    my: z.optional(z.boolean()),
    offset: pageOffset,
    limit: pageLimit,
    desc: descFlag,
    sortBy: z.optional(z.enum(['createdAt', 'stats.lastRunStartedAt'])),
  }),
  response: offsetPage(actorShort),
  list: offsetPages(),
  specIds: ['actors_get'],
});
const createActor = defineOperation({ id: 'actors.create', method: 'POST', path: '/actors', body: actorCreateFields, response: actor, specIds: ['actors_post'] });
const getActor = defineOperation({ id: 'actors.get', method: 'GET', path: '/actors/{actorId}', params: actorParams, response: actor, specIds: ['actor_get'] });
const updateActor = defineOperation({ id: 'actors.update', method: 'PUT', path: '/actors/{actorId}', params: actorParams, body: actorFields, response: actor, specIds: ['actor_put'] });
const deleteActor = defineOperation({ id: 'actors.delete', method: 'DELETE', path: '/actors/{actorId}', params: actorParams, responseType: 'none', specIds: ['actor_delete'] });

const startActor = defineOperation({
  id: 'actors.start',
  method: 'POST',
  path: '/actors/{actorId}/runs',
  params: actorParams,
  query: runStartQuery,
  body: actorInput,
  response: run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actors_runs_post'],
});
const listActorRuns = defineOperation({
  id: 'actors.listRuns',
  method: 'GET',
  path: '/actors/{actorId}/runs',
  params: actorParams,
  query: runListQuery,
  response: offsetPage(runShort),
  list: offsetPages(),
  specIds: ['actors_runs_get'],
});
const validateInput = defineOperation({
  id: 'actors.validateInput',
  method: 'POST',
  path: '/actors/{actorId}/validate-input',
  params: actorParams,
  query: z.object({ build: z.optional(z.string()) }),
  body: actorInput,
  response: inputValidation,
  specIds: ['actor_validateInput_post'],
});
const resurrectActorRun = defineOperation({
  id: 'actors.resurrectRun',
  method: 'POST',
  path: '/actors/{actorId}/runs/{runId}/resurrect',
  params: z.object({ actorId: resourceId, runId: resourceId }),
  query: z.object({ build: z.optional(z.string()), timeout: z.optional(z.number()), memory: runMemory, restartOnError: z.optional(z.boolean()) }),
  response: run,
  specIds: ['actor_run_resurrect_post'],
});

const listVersions = defineOperation({ id: 'actors.listVersions', method: 'GET', path: '/actors/{actorId}/versions', params: actorParams, response: plainList(actorVersion), specIds: ['actor_versions_get'] });
const createVersion = defineOperation({ id: 'actors.createVersion', method: 'POST', path: '/actors/{actorId}/versions', params: actorParams, body: versionFields, response: actorVersion, specIds: ['actor_versions_post'] });
const getVersion = defineOperation({ id: 'actors.getVersion', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, response: actorVersion, specIds: ['actor_version_get'] });
const updateVersion = defineOperation({ id: 'actors.updateVersion', method: 'PUT', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, body: versionFields, response: actorVersion, specIds: ['actor_version_put'] });
const updateVersionViaPost = defineOperation({ id: 'actors.updateVersionViaPost', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, body: versionFields, response: actorVersion, specIds: ['actor_version_post'] });
const deleteVersion = defineOperation({ id: 'actors.deleteVersion', method: 'DELETE', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, responseType: 'none', specIds: ['actor_version_delete'] });

const listEnvVars = defineOperation({ id: 'actors.listEnvVars', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}/env-vars', params: versionParams, response: plainList(envVar), specIds: ['actor_version_envVars_get'] });
const createEnvVar = defineOperation({ id: 'actors.createEnvVar', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}/env-vars', params: versionParams, body: envVarFields, response: envVar, specIds: ['actor_version_envVars_post'] });
const getEnvVar = defineOperation({ id: 'actors.getEnvVar', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, response: envVar, specIds: ['actor_version_envVar_get'] });
const updateEnvVar = defineOperation({ id: 'actors.updateEnvVar', method: 'PUT', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, body: envVarFields, response: envVar, specIds: ['actor_version_envVar_put'] });
const updateEnvVarViaPost = defineOperation({ id: 'actors.updateEnvVarViaPost', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, body: envVarFields, response: envVar, specIds: ['actor_version_envVar_post'] });
const deleteEnvVar = defineOperation({ id: 'actors.deleteEnvVar', method: 'DELETE', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, responseType: 'none', specIds: ['actor_version_envVar_delete'] });

const listActorWebhooks = defineOperation({ id: 'actors.listWebhooks', method: 'GET', path: '/actors/{actorId}/webhooks', params: actorParams, query: offsetQuery, response: offsetPage(webhook), list: offsetPages(), specIds: ['actor_webhooks_get'] });
const listActorBuilds = defineOperation({ id: 'actors.listBuilds', method: 'GET', path: '/actors/{actorId}/builds', params: actorParams, query: offsetQuery, response: offsetPage(buildShort), list: offsetPages(), specIds: ['actors_builds_get'] });
const buildActor = defineOperation({
  id: 'actors.build',
  method: 'POST',
  path: '/actors/{actorId}/builds',
  params: actorParams,
  query: z.object({
    version: z.string(),
    useCache: z.optional(z.boolean()),
    betaPackages: z.optional(z.boolean()),
    tag: z.optional(z.string()),
    waitForFinish: waitForFinishSecs,
  }),
  response: build,
  specIds: ['actors_builds_post'],
});
const defaultBuild = defineOperation({
  id: 'actors.defaultBuild',
  method: 'GET',
  path: '/actors/{actorId}/builds/default',
  params: actorParams,
  query: z.object({ waitForFinish: waitForFinishSecs }),
  response: build,
  specIds: ['actor_build_default_get'],
});
const actorBuildOpenApi = defineOperation({
  id: 'actors.buildOpenApi',
  method: 'GET',
  path: '/actors/{actorId}/builds/{buildId}/openapi.json',
  params: z.object({ actorId: resourceId, buildId: resourceId }),
  response: z.looseObject({}),
  payload: 'body',
  specIds: ['actor_openapi_json_get'],
});

/** Every operation of the `actors` namespace. */
export const actorOperations = [
  listActors, createActor, getActor, updateActor, deleteActor, startActor, listActorRuns, validateInput, resurrectActorRun,
  listVersions, createVersion, getVersion, updateVersion, updateVersionViaPost, deleteVersion,
  listEnvVars, createEnvVar, getEnvVar, updateEnvVar, updateEnvVarViaPost, deleteEnvVar,
  listActorWebhooks, listActorBuilds, buildActor, defaultBuild, actorBuildOpenApi,
  ...runSyncOperations('actors', '/actors/{actorId}', 'actorId', 'actor'),
] as const;

/** Options of {@link ActorsResource.list}. */
export type ListActorsOptions = z.input<typeof listActors.query>;
/** Options of {@link ActorsResource.listRuns}. */
export type ListRunsOptions = z.input<typeof listActorRuns.query>;
/** Options of {@link ActorsResource.build}. */
export type BuildActorOptions = z.input<typeof buildActor.query>;

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

  /** Starts a run and returns at once (or after `waitForFinish` seconds) with the run object. The input must be a JSON object. */
  start(actorId: string, input?: JsonObject, options?: RunStartOptions, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(startActor, { params: { actorId }, query: options, body: input }, requestOptions);
  }

  /**
   * The last run of an Actor (or the last with `status` / `origin`) and its default storages:
   * `lastRun(id, { status: 'SUCCEEDED' }).dataset.listItems()`. The server picks the run on every call.
   */
  lastRun(actorId: string, filter?: LastRunFilter): LastRun {
    return openLastRun(this.#http, actorLastRunPlace, actorId, filter);
  }

  /**
   * Starts a run and waits until it reaches a terminal status, using the server's long poll.
   * `wait.timeoutMs` and `wait.signal` bound the whole wait.
   */
  async call(actorId: string, input?: JsonObject, options?: RunStartOptions, wait?: WaitOptions): Promise<Run> {
    const started = await this.start(actorId, input, options, { signal: wait?.signal, headers: wait?.headers, maxRetries: wait?.maxRetries });
    return this.#runs.waitForFinish(started.id, wait);
  }

  /** Lists the runs of an Actor, filtered by status or start time. */
  listRuns(actorId: string, options?: ListRunsOptions, requestOptions?: RequestOptions): Paginated<RunShort, OffsetPage<RunShort>> {
    return walkList(this.#http, listActorRuns, { params: { actorId }, query: options }, requestOptions);
  }

  /** Checks an input against the Actor's input schema without running it. */
  validateInput(actorId: string, input: JsonObject, options?: { build?: string }, requestOptions?: RequestOptions): ApiPromise<z.infer<typeof inputValidation>> {
    return this.#http.call(validateInput, { params: { actorId }, query: options, body: input }, requestOptions);
  }

  /** Resumes a finished run of this Actor in the same storages. */
  resurrectRun(actorId: string, runId: string, options?: z.input<typeof resurrectActorRun.query>, requestOptions?: RequestOptions): ApiPromise<Run> {
    return this.#http.call(resurrectActorRun, { params: { actorId, runId }, query: options }, requestOptions);
  }

  /** Lists the versions of an Actor. */
  listVersions(actorId: string, options?: RequestOptions): ApiPromise<z.infer<ReturnType<typeof plainList<typeof actorVersion>>>> {
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
  listEnvVars(actorId: string, versionNumber: string, options?: RequestOptions): ApiPromise<z.infer<ReturnType<typeof plainList<typeof envVar>>>> {
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
