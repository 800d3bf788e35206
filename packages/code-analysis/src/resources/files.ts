import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getFileCoverage, getFileIssues, getFileWithAnalysis, listFiles } from '../operations/files.js';
import type { FileSummary, FileWithAnalysis, LineCoverage } from '../responses/files.js';
import type { Issue } from '../responses/issues.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { listFilesQuery } from '../schemas/files.js';
import type { CursorPage } from '../wire.js';

/**
 * Options of {@link FilesResource.list}: the branch, a path search, and the order (`sort` by `filename`,
 * `issues`, `grade`, `duplication`, `complexity` or `coverage`; `direction` `asc` or `desc`).
 */
export type ListFilesOptions = z.input<typeof listFilesQuery>;

/** Paging options of {@link FilesResource.listIssues}. */
export type ListFileIssuesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

/** Files of a repository with their latest analysis. */
export class FilesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists a repository's analysed files (ignored files excluded), page by page. */
  list(repo: RepositoryRef, options: ListFilesOptions = {}, requestOptions?: RequestOptions): Paginated<FileSummary, CursorPage<FileSummary>> {
    return walkList(this.#http, listFiles, { params: repo, query: options }, requestOptions);
  }

  /** Reads one file's metadata, metrics, coverage and quality. */
  get(repo: RepositoryRef, fileId: number, requestOptions?: RequestOptions): ApiPromise<FileWithAnalysis> {
    return this.#http.call(getFileWithAnalysis, { params: { ...repo, fileId } }, requestOptions);
  }

  /** Lists the issues of one file, page by page. */
  listIssues(repo: RepositoryRef, fileId: number, options: ListFileIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<Issue, CursorPage<Issue>> {
    const { cursor, limit } = options;
    return walkList(this.#http, getFileIssues, { params: { ...repo, fileId }, query: { cursor, limit } }, requestOptions);
  }

  /** Lists the test hits of each coverable line of a file. */
  coverage(repo: RepositoryRef, fileId: number, requestOptions?: RequestOptions): ApiPromise<LineCoverage[]> {
    return this.#http.call(getFileCoverage, { params: { ...repo, fileId } }, requestOptions);
  }
}
