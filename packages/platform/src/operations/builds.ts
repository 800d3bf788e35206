import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { offsetQuery, resourceId, waitForFinishSecs } from '../schemas/common.js';
import { LONG_POLL_ATTEMPT_MS } from '../constants.js';
import { defineOperation } from '../define.js';

const buildParams = z.object({ buildId: resourceId });

/** Query of a build's log. */
export const buildLogQuery = z.object({
  /** Keep the answer open while the build goes on: the text comes complete when the build ends. */
  stream: z.optional(z.boolean()),
  /** Ask the server to mark the answer as a file download. */
  download: z.optional(z.boolean()),
});

/** Lists all your builds, page by page. */
export const listBuilds = defineOperation({ id: 'builds.list', method: 'GET', path: '/actor-builds', query: offsetQuery, response: (r) => r.buildShortPage, list: listPages, specIds: ['actorBuilds_get'] });
/** Gets a build; with `waitForFinish` (≤ 60 s) the server holds the answer until it ends or that time passes. */
export const getBuild = defineOperation({
  id: 'builds.get',
  method: 'GET',
  path: '/actor-builds/{buildId}',
  params: buildParams,
  query: z.object({ waitForFinish: waitForFinishSecs }),
  response: (r) => r.build,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorBuild_get'],
});
/** Deletes a build. */
export const deleteBuild = defineOperation({ id: 'builds.delete', method: 'DELETE', path: '/actor-builds/{buildId}', params: buildParams, responseType: 'none', specIds: ['actorBuild_delete'] });
/** Aborts a running build. */
export const abortBuild = defineOperation({ id: 'builds.abort', method: 'POST', path: '/actor-builds/{buildId}/abort', params: buildParams, response: (r) => r.build, specIds: ['actorBuild_abort_post'] });
/** Gets the log of a build as text. */
export const buildLog = defineOperation({
  id: 'builds.log',
  method: 'GET',
  path: '/actor-builds/{buildId}/log',
  params: buildParams,
  query: buildLogQuery,
  responseType: 'text',
  accept: 'text/plain',
  specIds: ['actorBuild_log_get'],
});
/** Gets the generated API description of a build. */
export const buildOpenApi = defineOperation({
  id: 'builds.openApi',
  method: 'GET',
  path: '/actor-builds/{buildId}/openapi.json',
  params: buildParams,
  response: (r) => r.openApiDocument,
  payload: 'body',
  specIds: ['actorBuild_openapi_json_get'],
});

/** Every operation of the `builds` namespace. */
export const buildOperations = [listBuilds, getBuild, deleteBuild, abortBuild, buildLog, buildOpenApi] as const;
