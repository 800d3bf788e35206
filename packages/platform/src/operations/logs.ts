import * as z from 'zod/mini';
import { resourceId } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

const logParams = z.object({ buildOrRunId: resourceId });

/** Gets the log of a run or build as text. */
export const getLog = defineOperation({
  id: 'logs.get',
  method: 'GET',
  path: '/logs/{buildOrRunId}',
  params: logParams,
  query: z.object({ raw: z.optional(z.boolean()), download: z.optional(z.boolean()) }),
  responseType: 'text',
  accept: 'text/plain',
  specIds: ['log_get'],
});
/** Follows the log of a running job as a byte stream, which ends when the job does. */
export const streamLog = defineOperation({
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
