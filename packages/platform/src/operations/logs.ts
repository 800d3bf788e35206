import * as z from 'zod/mini';
import { resourceId } from '../schemas/common.js';
import { defineOperation } from '../define.js';

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
  // The stream form of the log read: `stream=true` is always sent (the schema fills it in).
  query: z.object({ stream: z._default(z.boolean(), true), raw: z.optional(z.boolean()) }),
  responseType: 'stream',
  accept: 'text/plain',
  specIds: ['log_get'],
});

/** Every operation of the `logs` namespace. */
export const logOperations = [getLog, streamLog] as const;
