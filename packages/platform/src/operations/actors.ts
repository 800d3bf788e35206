import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { actorCreateFields, actorFields, actorInput, envVarFields, runMemory, runStartQuery, versionFields } from '../schemas/actors.js';
import { offsetQuery, descFlag, pageLimit, pageOffset, resourceId, waitForFinishSecs } from '../schemas/common.js';
import { LONG_POLL_ATTEMPT_MS, RAISED_RATE_PER_SECOND } from '../constants.js';
import { defineOperation } from '../define.js';
import { runListQuery } from './runs.js';
import {
  ACTOR_SYNC_TARGET,
  runSyncExportItemsOperation,
  runSyncExportItemsWithoutInputOperation,
  runSyncGetDatasetItemsOperation,
  runSyncGetDatasetItemsWithoutInputOperation,
  runSyncOperation,
  runSyncWithoutInputOperation,
  type RunSyncOperations,
} from './run-sync.js';

const actorParams = z.object({ actorId: resourceId });
const versionParams = z.object({ actorId: resourceId, versionNumber: resourceId });
const envVarParams = z.object({ actorId: resourceId, versionNumber: resourceId, envVarName: resourceId });

/** Lists your Actors (or, with `my: false`, every Actor you can use), page by page. */
export const listActors = defineOperation({
  id: 'actors.list',
  method: 'GET',
  path: '/actors',
  query: z.object({
    /** Keep only the Actors you own; left out or false, Actors you have used are listed too. */
    my: z.optional(z.boolean()),
    /** Where a page starts: how many Actors to skip before its first one (0 when left out). */
    offset: pageOffset,
    /** The most Actors one page holds; the server applies its own maximum and reports the size it used. */
    limit: pageLimit,
    /** Sort in descending order (newest first, or most recently run first when sorting by last run); ascending when left out. */
    desc: descFlag,
    /** What the Actors are ordered by: when they were created (the default) or when their last run started. */
    sortBy: z.optional(z.enum(['createdAt', 'stats.lastRunStartedAt'])),
  }),
  response: (r) => r.actorShortPage,
  list: listPages,
  specIds: ['actors_get'],
});
/** Creates an Actor. */
export const createActor = defineOperation({ id: 'actors.create', method: 'POST', path: '/actors', body: actorCreateFields, response: (r) => r.actor, specIds: ['actors_post'] });
/** Gets an Actor by ID or `username~name`. */
export const getActor = defineOperation({ id: 'actors.get', method: 'GET', path: '/actors/{actorId}', params: actorParams, response: (r) => r.actor, specIds: ['actor_get'] });
/** Changes fields of an Actor. */
export const updateActor = defineOperation({ id: 'actors.update', method: 'PUT', path: '/actors/{actorId}', params: actorParams, body: actorFields, response: (r) => r.actor, specIds: ['actor_put'] });
/** Deletes an Actor. */
export const deleteActor = defineOperation({ id: 'actors.delete', method: 'DELETE', path: '/actors/{actorId}', params: actorParams, responseType: 'none', specIds: ['actor_delete'] });

/**
 * Starts a run and returns at once (or after `waitForFinish` seconds) with the run object: `start(id, {
 * input: { startUrls: [] }, memory: 1024 })`. The inputs hold the run's `input` (a JSON object, sent as the
 * body) and the run's options (sent in the query). The client's `start` and `call` also send an input of
 * another content type (text or bytes with `contentType`).
 */
export const startActor = defineOperation({
  id: 'actors.start',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/actors/{actorId}/runs',
  params: actorParams,
  query: runStartQuery,
  body: actorInput,
  // The Actor's input is any JSON object: it travels under its own key, beside the run's options.
  bodyKey: 'input',
  response: (r) => r.run,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actors_runs_post'],
});
/** Lists the runs of an Actor, filtered by status or start time. */
export const listActorRuns = defineOperation({
  id: 'actors.listRuns',
  method: 'GET',
  path: '/actors/{actorId}/runs',
  params: actorParams,
  query: runListQuery,
  response: (r) => r.runShortPage,
  list: listPages,
  specIds: ['actors_runs_get'],
});
/**
 * Checks an `input` against the Actor's input schema (of the default build, or of `build`) without running
 * it.
 */
export const validateInput = defineOperation({
  id: 'actors.validateInput',
  method: 'POST',
  path: '/actors/{actorId}/validate-input',
  params: actorParams,
  query: z.object({ build: z.optional(z.string()) }),
  body: actorInput,
  bodyKey: 'input',
  response: (r) => r.inputValidation,
  specIds: ['actor_validateInput_post'],
});
/** Resumes a finished run of this Actor in the same storages. */
export const resurrectActorRun = defineOperation({
  id: 'actors.resurrectRun',
  method: 'POST',
  path: '/actors/{actorId}/runs/{runId}/resurrect',
  params: z.object({ actorId: resourceId, runId: resourceId }),
  query: z.object({ build: z.optional(z.string()), timeout: z.optional(z.number()), memory: runMemory, restartOnError: z.optional(z.boolean()) }),
  response: (r) => r.run,
  specIds: ['actor_run_resurrect_post'],
});

/** Lists the versions of an Actor. */
export const listVersions = defineOperation({ id: 'actors.listVersions', method: 'GET', path: '/actors/{actorId}/versions', params: actorParams, response: (r) => r.actorVersionList, specIds: ['actor_versions_get'] });
/** Creates a version. */
export const createVersion = defineOperation({ id: 'actors.createVersion', method: 'POST', path: '/actors/{actorId}/versions', params: actorParams, body: versionFields, response: (r) => r.actorVersion, specIds: ['actor_versions_post'] });
/** Gets a version by its number (e.g. `0.1`). */
export const getVersion = defineOperation({ id: 'actors.getVersion', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, response: (r) => r.actorVersion, specIds: ['actor_version_get'] });
/** Changes a version. */
export const updateVersion = defineOperation({ id: 'actors.updateVersion', method: 'PUT', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, body: versionFields, response: (r) => r.actorVersion, specIds: ['actor_version_put'] });
/**
 * /** Changes a version like {@link ActorsResource.updateVersion}, sent as POST (the API's twin of the PUT
 * call, for networks that let only GET and POST through).
 */
export const updateVersionViaPost = defineOperation({ id: 'actors.updateVersionViaPost', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, body: versionFields, response: (r) => r.actorVersion, specIds: ['actor_version_post'] });
/** Deletes a version. */
export const deleteVersion = defineOperation({ id: 'actors.deleteVersion', method: 'DELETE', path: '/actors/{actorId}/versions/{versionNumber}', params: versionParams, responseType: 'none', specIds: ['actor_version_delete'] });

/** Lists the environment variables of a version (secret values are hidden by the server). */
export const listEnvVars = defineOperation({ id: 'actors.listEnvVars', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}/env-vars', params: versionParams, response: (r) => r.envVarList, specIds: ['actor_version_envVars_get'] });
/** Adds an environment variable to a version. */
export const createEnvVar = defineOperation({ id: 'actors.createEnvVar', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}/env-vars', params: versionParams, body: envVarFields, response: (r) => r.envVar, specIds: ['actor_version_envVars_post'] });
/** Gets one environment variable of a version. */
export const getEnvVar = defineOperation({ id: 'actors.getEnvVar', method: 'GET', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, response: (r) => r.envVar, specIds: ['actor_version_envVar_get'] });
/** Changes one environment variable of a version. */
export const updateEnvVar = defineOperation({ id: 'actors.updateEnvVar', method: 'PUT', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, body: envVarFields, response: (r) => r.envVar, specIds: ['actor_version_envVar_put'] });
/**
 * /** Changes an environment variable like {@link ActorsResource.updateEnvVar}, sent as POST (the API's twin
 * of the PUT call).
 */
export const updateEnvVarViaPost = defineOperation({ id: 'actors.updateEnvVarViaPost', method: 'POST', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, body: envVarFields, response: (r) => r.envVar, specIds: ['actor_version_envVar_post'] });
/** Deletes one environment variable of a version. */
export const deleteEnvVar = defineOperation({ id: 'actors.deleteEnvVar', method: 'DELETE', path: '/actors/{actorId}/versions/{versionNumber}/env-vars/{envVarName}', params: envVarParams, responseType: 'none', specIds: ['actor_version_envVar_delete'] });

/** Lists the webhooks attached to an Actor. */
export const listActorWebhooks = defineOperation({ id: 'actors.listWebhooks', method: 'GET', path: '/actors/{actorId}/webhooks', params: actorParams, query: offsetQuery, response: (r) => r.webhookPage, list: listPages, specIds: ['actor_webhooks_get'] });
/** Lists the builds of an Actor. */
export const listActorBuilds = defineOperation({ id: 'actors.listBuilds', method: 'GET', path: '/actors/{actorId}/builds', params: actorParams, query: offsetQuery, response: (r) => r.buildShortPage, list: listPages, specIds: ['actors_builds_get'] });
/** Starts a build of a version; `waitForFinish` (≤ 60 s) lets the server wait for it first. */
export const buildActor = defineOperation({
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
  response: (r) => r.build,
  specIds: ['actors_builds_post'],
});
/** Gets the build an Actor runs by default. */
export const defaultBuild = defineOperation({
  id: 'actors.defaultBuild',
  method: 'GET',
  path: '/actors/{actorId}/builds/default',
  params: actorParams,
  query: z.object({ waitForFinish: waitForFinishSecs }),
  response: (r) => r.build,
  specIds: ['actor_build_default_get'],
});
/** Gets the generated API description of one build of an Actor. */
export const actorBuildOpenApi = defineOperation({
  id: 'actors.buildOpenApi',
  method: 'GET',
  path: '/actors/{actorId}/builds/{buildId}/openapi.json',
  params: z.object({ actorId: resourceId, buildId: resourceId }),
  response: (r) => r.openApiDocument,
  payload: 'body',
  specIds: ['actor_openapi_json_get'],
});

/** Runs an Actor synchronously with an input and answers with its output record. */
export const runActorSync = runSyncOperation(ACTOR_SYNC_TARGET);
/** Runs an Actor synchronously without an input and answers with its output record. */
export const runActorSyncWithoutInput = runSyncWithoutInputOperation(ACTOR_SYNC_TARGET);
/** Runs an Actor synchronously with an input and answers with the items of its default dataset. */
export const runActorSyncGetDatasetItems = runSyncGetDatasetItemsOperation(ACTOR_SYNC_TARGET);
/** Runs an Actor synchronously without an input and answers with the items of its default dataset. */
export const runActorSyncGetDatasetItemsWithoutInput = runSyncGetDatasetItemsWithoutInputOperation(ACTOR_SYNC_TARGET);
/** Runs an Actor synchronously with an input and streams its default dataset in an export format. */
export const runActorSyncExportItems = runSyncExportItemsOperation(ACTOR_SYNC_TARGET);
/** Runs an Actor synchronously without an input and streams its default dataset in an export format. */
export const runActorSyncExportItemsWithoutInput = runSyncExportItemsWithoutInputOperation(ACTOR_SYNC_TARGET);

/** The synchronous run operations of Actors, as the resource methods pick them. */
export const actorRunSyncOperations: RunSyncOperations = {
  runSync: runActorSync,
  runSyncWithoutInput: runActorSyncWithoutInput,
  runSyncGetDatasetItems: runActorSyncGetDatasetItems,
  runSyncGetDatasetItemsWithoutInput: runActorSyncGetDatasetItemsWithoutInput,
  runSyncExportItems: runActorSyncExportItems,
  runSyncExportItemsWithoutInput: runActorSyncExportItemsWithoutInput,
};

/** Every operation of the `actors` namespace. */
export const actorOperations = [
  listActors, createActor, getActor, updateActor, deleteActor, startActor, listActorRuns, validateInput, resurrectActorRun,
  listVersions, createVersion, getVersion, updateVersion, updateVersionViaPost, deleteVersion,
  listEnvVars, createEnvVar, getEnvVar, updateEnvVar, updateEnvVarViaPost, deleteEnvVar,
  listActorWebhooks, listActorBuilds, buildActor, defaultBuild, actorBuildOpenApi,
  runActorSync, runActorSyncWithoutInput, runActorSyncGetDatasetItems, runActorSyncGetDatasetItemsWithoutInput, runActorSyncExportItems, runActorSyncExportItemsWithoutInput,
] as const;
