import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { resourceId } from '../schemas/common.js';

const logParams = z.object({ buildOrRunId: resourceId });

const getLog = defineOperation({
  id: 'logs.get',
  method: 'GET',
  path: '/logs/{buildOrRunId}',
  params: logParams,
  query: z.object({ raw: z.optional(z.boolean()), download: z.optional(z.boolean()) }),
  responseType: 'text',
  accept: 'text/plain',
  specIds: ['log_get'],
});
const streamLog = defineOperation({
  id: 'logs.stream',
  method: 'GET',
  path: '/logs/{buildOrRunId}',
  params: logParams,
  // `stream` is always sent as true by the method; the schema takes the flag as the API does.
  query: z.object({ stream: z.optional(z.boolean()), raw: z.optional(z.boolean()) }),
  responseType: 'stream',
  accept: 'text/plain',
  specIds: ['log_get'],
});

/** Every operation of the `logs` namespace. */
export const logOperations = [getLog, streamLog] as const;

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
