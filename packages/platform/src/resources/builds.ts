import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { build, buildShort, type Build, type BuildShort } from '../schemas/actors.js';
import { offsetPage, offsetQuery, resourceId, waitForFinishSecs, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { LONG_POLL_ATTEMPT_MS, waitWithLongPoll, type WaitOptions } from './runs.js';

const buildParams = z.object({ buildId: resourceId });

/** Query of a build's log. */
const buildLogQuery = z.object({
  /** Keep the answer open while the build goes on: the text comes complete when the build ends. */
  stream: z.optional(z.boolean()),
  /** Ask the server to mark the answer as a file download. */
  download: z.optional(z.boolean()),
});
/** Options of {@link BuildsResource.log}. */
export type BuildLogOptions = z.input<typeof buildLogQuery>;

const listBuilds = defineOperation({ id: 'builds.list', method: 'GET', path: '/actor-builds', query: offsetQuery, response: offsetPage(buildShort), list: offsetPages(), specIds: ['actorBuilds_get'] });
const getBuild = defineOperation({
  id: 'builds.get',
  method: 'GET',
  path: '/actor-builds/{buildId}',
  params: buildParams,
  query: z.object({ waitForFinish: waitForFinishSecs }),
  response: build,
  timeoutMs: LONG_POLL_ATTEMPT_MS,
  specIds: ['actorBuild_get'],
});
const deleteBuild = defineOperation({ id: 'builds.delete', method: 'DELETE', path: '/actor-builds/{buildId}', params: buildParams, responseType: 'none', specIds: ['actorBuild_delete'] });
const abortBuild = defineOperation({ id: 'builds.abort', method: 'POST', path: '/actor-builds/{buildId}/abort', params: buildParams, response: build, specIds: ['actorBuild_abort_post'] });
const buildLog = defineOperation({
  id: 'builds.log',
  method: 'GET',
  path: '/actor-builds/{buildId}/log',
  params: buildParams,
  query: buildLogQuery,
  responseType: 'text',
  accept: 'text/plain',
  specIds: ['actorBuild_log_get'],
});
const buildOpenApi = defineOperation({
  id: 'builds.openApi',
  method: 'GET',
  path: '/actor-builds/{buildId}/openapi.json',
  params: buildParams,
  response: z.looseObject({}),
  payload: 'body',
  specIds: ['actorBuild_openapi_json_get'],
});

/** Every operation of the `builds` namespace. */
export const buildOperations = [listBuilds, getBuild, deleteBuild, abortBuild, buildLog, buildOpenApi] as const;

/** Builds of Actor versions: list, read, wait for, abort, delete, and their logs. */
export class BuildsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists all your builds, page by page. */
  list(options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<BuildShort, OffsetPage<BuildShort>> {
    return walkList(this.#http, listBuilds, { query: options }, requestOptions);
  }

  /** Gets a build; with `waitForFinish` (≤ 60 s) the server holds the answer until it ends or that time passes. */
  get(buildId: string, options?: { waitForFinish?: number }, requestOptions?: RequestOptions): ApiPromise<Build> {
    return this.#http.call(getBuild, { params: { buildId }, query: options }, requestOptions);
  }

  /** Waits until the build reaches a terminal status or the deadline passes. */
  waitForFinish(buildId: string, options?: WaitOptions): Promise<Build> {
    return waitWithLongPoll((waitForFinish, requestOptions) => this.get(buildId, { waitForFinish }, requestOptions), options);
  }

  /** Deletes a build. */
  delete(buildId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteBuild, { params: { buildId } }, options);
  }

  /** Aborts a running build. */
  abort(buildId: string, options?: RequestOptions): ApiPromise<Build> {
    return this.#http.call(abortBuild, { params: { buildId } }, options);
  }

  /** Gets the log of a build as text. */
  log(buildId: string, options?: BuildLogOptions, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(buildLog, { params: { buildId }, query: options }, requestOptions);
  }

  /** Gets the generated API description of a build. */
  openApi(buildId: string, options?: RequestOptions): ApiPromise<Record<string, unknown>> {
    return this.#http.call(buildOpenApi, { params: { buildId } }, options);
  }
}
