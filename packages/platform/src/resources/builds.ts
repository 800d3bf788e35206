import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { Build, BuildShort } from '../responses/actors.js';
import { abortBuild, buildLog, buildOpenApi, deleteBuild, getBuild, listBuilds, type buildLogQuery } from '../operations/builds.js';
import { streamLog } from '../operations/logs.js';
import { followLines, type LogLinesOptions } from '../log-lines.js';
import { waitFollowing, type JobWaitOptions } from './runs.js';

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

  /**
   * Waits until the build reaches a terminal status or the deadline passes; `onProgress` gets the build's
   * status after each call, and `log` each line of the build's log meanwhile.
   */
  waitForFinish(buildId: string, options?: JobWaitOptions<Build>): Promise<Build> {
    return waitFollowing(
      (waitForFinish, requestOptions) => this.get(buildId, { waitForFinish }, requestOptions),
      (signal) => this.logLines(buildId, undefined, { headers: options?.headers, signal }),
      options,
    );
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

  /**
   * Follows the log of a build line by line until the build ends (`stream=true` on `/logs/{buildId}`,
   * which serves builds and runs alike). The request is sent when the iteration starts; stopping early
   * (`break`) closes the connection, and `requestOptions.signal` aborts the request and the reading.
   */
  logLines(buildId: string, options?: LogLinesOptions, requestOptions?: RequestOptions): AsyncIterable<string> {
    return followLines((callOptions) => this.#http.call(streamLog, { params: { buildOrRunId: buildId }, query: { stream: true, ...options } }, callOptions), requestOptions);
  }

  /** Gets the generated API description of a build. */
  openApi(buildId: string, options?: RequestOptions): ApiPromise<Record<string, unknown>> {
    return this.#http.call(buildOpenApi, { params: { buildId } }, options);
  }
}
