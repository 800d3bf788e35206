// Hand-written: a wait (long polls with the log followed meanwhile) and the log read line by line.
import type { HttpClient, RequestOptions } from '@typed-api/core';
import type { Build } from '../responses/actors.js';
import { logsPlans } from '../plans/index.js';
import type { BuildsMethods } from '../functions/builds.js';
import { followLines, type LogLinesInputs } from '../log-lines.js';
import { waitFollowing, type JobWaitOptions } from './runs.js';

/** What the builds namespace does beyond one call per method: waiting for a build, and its log line by line. */
export class BuildsComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Waits until the build reaches a terminal status or the deadline passes; `onProgress` gets the build's
   * status after each call, and `log` each record of the build's log meanwhile.
   */
  waitForFinish(buildId: string, options?: JobWaitOptions<Build>): Promise<Build> {
    return waitFollowing(
      (waitForFinish, requestOptions) => this.get(buildId, { waitForFinish }, requestOptions),
      (signal) => this.logLines(buildId, undefined, { headers: options?.headers, signal }),
      options,
    );
  }

  /**
   * Follows the log of a build record by record (as `runs.logLines` groups them) until the build ends (`stream=true` on `/logs/{buildId}`,
   * which serves builds and runs alike). The request is sent when the iteration starts; stopping early
   * (`break`) closes the connection, and `options.signal` aborts the request and the reading.
   */
  logLines(buildId: string, inputs?: LogLinesInputs, options?: RequestOptions): AsyncIterable<string> {
    return followLines((callOptions) => this.#http.call(logsPlans('stream'), { params: { buildOrRunId: buildId }, input: inputs }, callOptions), options);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface BuildsComposites extends Pick<BuildsMethods, 'get'> {}
