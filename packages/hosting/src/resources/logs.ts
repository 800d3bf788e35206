import type { HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import { phpOperation, serverOperation } from '../operations/logs.js';
import type { LogPage, PhpLogEntry, ServerLogEntry } from '../responses/monitoring.js';
import type { PhpLogQuery, ServerLogQuery } from '../schemas/monitoring.js';

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
