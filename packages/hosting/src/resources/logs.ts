import { type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import { siteParams } from '../schemas/common.js';
import { logPages } from '../wire.js';
import {
  logPageSchema,
  phpLogEntrySchema,
  phpLogQuerySchema,
  serverLogEntrySchema,
  serverLogQuerySchema,
  type LogPage,
  type PhpLogEntry,
  type PhpLogQuery,
  type ServerLogEntry,
  type ServerLogQuery,
} from '../schemas/monitoring.js';

const phpOperation = defineOperation({
  id: 'logs.php',
  method: 'GET',
  path: '/sites/{siteId}/logs/php',
  params: siteParams,
  query: phpLogQuerySchema,
  response: logPageSchema(phpLogEntrySchema),
  list: logPages,
  specIds: ['GET /sites/{id}/logs/php'],
});
const serverOperation = defineOperation({
  id: 'logs.server',
  method: 'GET',
  path: '/sites/{siteId}/logs/server',
  params: siteParams,
  query: serverLogQuerySchema,
  response: logPageSchema(serverLogEntrySchema),
  list: logPages,
  specIds: ['GET /sites/{id}/logs/server'],
});

/** Operations of the `logs` namespace. */
export const logsOperations = [phpOperation, serverOperation] as const;

/** PHP and web-server logs of a site (last 7 days, 200 messages per page). */
export class Logs {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** PHP messages of a site, newest first, walked with the API's scroll id. */
  php(siteId: number, query: PhpLogQuery = {}, options?: RequestOptions): Paginated<PhpLogEntry, LogPage<PhpLogEntry>> {
    return walkList(this.#http, phpOperation, { params: { siteId }, query }, options);
  }

  /** Web-server access log lines of a site, filtered by status, method or client address, walked with the scroll id. */
  server(siteId: number, query: ServerLogQuery = {}, options?: RequestOptions): Paginated<ServerLogEntry, LogPage<ServerLogEntry>> {
    return walkList(this.#http, serverOperation, { params: { siteId }, query }, options);
  }
}
