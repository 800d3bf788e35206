import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import { listDuplicationTools, listMetricsTools, listRepositoryToolConflicts, listRepositoryTools, listTools } from '../operations/tools.js';
import type { EngineTool, Tool, ToolDefinition } from '../responses/tools.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';
import type { PagingOptions } from './coding-standards.js';

/** Analysis tools: those of a repository and their settings, and the service's catalogue of tools. */
export class ToolsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the analysis tools of a repository and their settings (no key needed for public repositories). */
  list(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<Tool[]> {
    return this.#http.call(listRepositoryTools, { params: repo }, requestOptions);
  }

  /**
   * Lists the tools whose repository settings conflict with a coding standard, as tool uuids (match them
   * with the `uuid` of {@link ToolsResource.list}).
   */
  listConflicts(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(listRepositoryToolConflicts, { params: repo }, requestOptions);
  }

  /** Lists the tools of the service's catalogue (analysis tools of every language), page by page (no key needed). */
  listAvailable(options: PagingOptions = {}, requestOptions?: RequestOptions): Paginated<ToolDefinition, CursorPage<ToolDefinition>> {
    return walkList(this.#http, listTools, { query: options }, requestOptions);
  }

  /** Lists the service's duplication tools and the languages they cover (no key needed). */
  listDuplicationTools(requestOptions?: RequestOptions): ApiPromise<EngineTool[]> {
    return this.#http.call(listDuplicationTools, {}, requestOptions);
  }

  /** Lists the service's metrics tools and the languages they cover (no key needed). */
  listMetricsTools(requestOptions?: RequestOptions): ApiPromise<EngineTool[]> {
    return this.#http.call(listMetricsTools, {}, requestOptions);
  }
}
