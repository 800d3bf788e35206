import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import { getLog, streamLog } from '../operations/logs.js';

/** Inputs of {@link LogsResource.get}: `raw` for the log as written, `download` to have it marked as a file download. */
export type GetLogInputs = Inputs<typeof getLog>;

/** Inputs of {@link LogsResource.stream}: `raw` for the log as written (the stream flag itself is always sent). */
export type StreamLogInputs = Omit<Inputs<typeof streamLog>, 'stream'>;

/** Logs of runs and builds. */
export class LogsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Gets the log of a run or build as text. */
  get(buildOrRunId: string, inputs?: GetLogInputs, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(getLog, { params: { buildOrRunId }, query: inputs }, requestOptions);
  }

  /** Follows the log of a running job as a byte stream, which ends when the job does. */
  stream(buildOrRunId: string, inputs?: StreamLogInputs, requestOptions?: RequestOptions): ApiPromise<ReadableStream<Uint8Array>> {
    return this.#http.call(streamLog, { params: { buildOrRunId }, query: { ...inputs, stream: true } }, requestOptions);
  }
}
