import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { repoParams, type RepositoryRef } from '../schemas/common.js';
import { toolSchema, type Tool } from '../schemas/analysis.js';
import { ANALYSIS_REPO } from './paths.js';

const listOp = defineOperation({
  id: 'tools.list',
  method: 'GET',
  path: `${ANALYSIS_REPO}/tools`,
  params: repoParams,
  response: z.array(toolSchema),
  specIds: ['listRepositoryTools'],
});

const listConflictsOp = defineOperation({
  id: 'tools.listConflicts',
  method: 'GET',
  path: `${ANALYSIS_REPO}/tools/conflicts`,
  params: repoParams,
  // The answer lists the uuids of the conflicting tools, nothing more.
  response: z.array(z.string()),
  specIds: ['listRepositoryToolConflicts'],
});

/** The tool operations of this resource. */
export const toolOperations = [listOp, listConflictsOp] as const;

/** Analysis tools of a repository. */
export class ToolsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the analysis tools of a repository and their settings (no key needed for public repositories). */
  list(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<Tool[]> {
    return this.#http.call(listOp, { params: repo }, requestOptions);
  }

  /**
   * Lists the tools whose repository settings conflict with a coding standard, as tool uuids (match them
   * with the `uuid` of {@link ToolsResource.list}).
   */
  listConflicts(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(listConflictsOp, { params: repo }, requestOptions);
  }
}
