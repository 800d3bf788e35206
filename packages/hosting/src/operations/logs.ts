import { siteParams } from '../schemas/common.js';
import { phpLogQuerySchema, serverLogQuerySchema } from '../schemas/monitoring.js';
import { logPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** PHP messages of a site, newest first, walked with the API's scroll id. */
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
/**
 * Web-server access log lines of a site, filtered by status, method or client address, walked with the scroll
 * id.
 */
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
