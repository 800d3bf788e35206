import { siteParams } from '../schemas/common.js';
import { phpLogQuerySchema, serverLogQuerySchema } from '../schemas/monitoring.js';
import { defineOperation, logPages } from '../wire.js';

/** Reads a site's PHP log, one page per call. */
export const phpOperation = defineOperation({
  id: 'logs.php',
  method: 'GET',
  path: '/sites/{siteId}/logs/php',
  params: siteParams,
  query: phpLogQuerySchema,
  response: (r) => r.phpLogPageSchema,
  list: logPages,
  specIds: ['GET /sites/{id}/logs/php'],
});
/** Reads a site's web-server log, one page per call. */
export const serverOperation = defineOperation({
  id: 'logs.server',
  method: 'GET',
  path: '/sites/{siteId}/logs/server',
  params: siteParams,
  query: serverLogQuerySchema,
  response: (r) => r.serverLogPageSchema,
  list: logPages,
  specIds: ['GET /sites/{id}/logs/server'],
});

/** Operations of the `logs` namespace. */
export const logsOperations = [phpOperation, serverOperation] as const;
