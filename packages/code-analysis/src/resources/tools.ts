import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { listRepositoryToolConflicts, listRepositoryTools } from '../operations/tools.js';
import type { Tool } from '../responses/tools.js';
import type { RepositoryRef } from '../schemas/common.js';

/** Analysis tools of a repository. */
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
}
