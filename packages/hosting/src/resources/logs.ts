import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, paginate } from '@typed-api/core/internal';
import { siteParams } from '../schemas/common.js';
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
  specIds: ['GET /sites/{id}/logs/php'],
});
const serverOperation = defineOperation({
  id: 'logs.server',
  method: 'GET',
  path: '/sites/{siteId}/logs/server',
  params: siteParams,
  query: serverLogQuerySchema,
  response: logPageSchema(serverLogEntrySchema),
  specIds: ['GET /sites/{id}/logs/server'],
});

/** Operations of the `logs` namespace. */
export const logsOperations = [phpOperation, serverOperation] as const;

/**
 * A scroll walk: each page hands back a scroll id for the next one. Scroll ids may stay the same from
 * page to page, so the walk ends on an empty page (or a missing id), not on a repeated id.
 */
function scroll<T>(start: string | undefined, fetchPage: (scrollId: string | undefined) => ApiPromise<{ logs: T[]; scroll_id?: string | null | undefined }>): Paginated<T, LogPage<T>> {
  return paginate<LogPage<T>, string | undefined>({
    start,
    fetchPage: (scrollId) => fetchPage(scrollId).map((body) => ({ items: body.logs, scroll_id: body.scroll_id ?? undefined })),
    next: (page) => (page.items.length > 0 && page.scroll_id ? page.scroll_id : undefined),
  });
}

/** PHP and web-server logs of a site (last 7 days, 200 messages per page). */
export class Logs {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** PHP messages of a site, newest first, walked with the API's scroll id. */
  php(siteId: number, query: PhpLogQuery = {}, options?: RequestOptions): Paginated<PhpLogEntry, LogPage<PhpLogEntry>> {
    return scroll(query.scroll_id, (scrollId) => this.#http.call(phpOperation, { params: { siteId }, query: { ...query, scroll_id: scrollId } }, options));
  }

  /** Web-server access log lines of a site, filtered by status, method or client address, walked with the scroll id. */
  server(siteId: number, query: ServerLogQuery = {}, options?: RequestOptions): Paginated<ServerLogEntry, LogPage<ServerLogEntry>> {
    return scroll(query.scroll_id, (scrollId) => this.#http.call(serverOperation, { params: { siteId }, query: { ...query, scroll_id: scrollId } }, options));
  }
}
