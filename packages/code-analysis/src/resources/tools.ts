import { defineOperation, type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import * as z from 'zod/mini';
import { repoParams, type RepositoryRef } from '../schemas/common.js';
import { toolConflictSchema, toolSchema, type Tool, type ToolConflict } from '../schemas/analysis.js';
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
  response: z.array(toolConflictSchema),
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

  /** Lists the tools whose repository settings conflict with a coding standard. */
  listConflicts(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<ToolConflict[]> {
    return this.#http.call(listConflictsOp, { params: repo }, requestOptions);
  }
}
