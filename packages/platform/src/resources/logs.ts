import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { getLog, streamLog } from '../operations/logs.js';

/** Logs of runs and builds. */
export class LogsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Gets the log of a run or build as text. */
  get(buildOrRunId: string, options?: { raw?: boolean; download?: boolean }, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(getLog, { params: { buildOrRunId }, query: options }, requestOptions);
  }

  /** Follows the log of a running job as a byte stream, which ends when the job does. */
  stream(buildOrRunId: string, options?: { raw?: boolean }, requestOptions?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#http.call(streamLog, { params: { buildOrRunId }, query: { stream: true, ...options } }, requestOptions);
  }
}
