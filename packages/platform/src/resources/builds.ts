import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { Build, BuildShort } from '../responses/actors.js';
import { abortBuild, buildLog, buildOpenApi, deleteBuild, getBuild, listBuilds, type buildLogQuery } from '../operations/builds.js';
import { waitWithLongPoll, type WaitOptions } from './runs.js';

/** Options of {@link BuildsResource.log}. */
export type BuildLogOptions = z.input<typeof buildLogQuery>;

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

  /** Waits until the build reaches a terminal status or the deadline passes; `onProgress` gets the build's status after each call. */
  waitForFinish(buildId: string, options?: WaitOptions<Build>): Promise<Build> {
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
