import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, openEnum, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { cursorQuery, listEnvelope, repoParams, sortDirectionSchema, type RepositoryRef } from '../schemas/common.js';
import { fileSummarySchema, fileWithAnalysisSchema, issueSchema, lineCoverageSchema, type FileSummary, type FileWithAnalysis, type Issue, type LineCoverage } from '../schemas/reports.js';
import { cursorListStyle, type CursorPage } from '../wire.js';
import { REPO } from './paths.js';

const listQuery = z.object({
  ...cursorQuery,
  branch: z.optional(z.string()),
  search: z.optional(z.string()),
  sort: z.optional(openEnum(['filename', 'issues', 'grade', 'duplication', 'complexity', 'coverage'])),
  direction: sortDirectionSchema,
});
/**
 * Options of {@link FilesResource.list}: the branch, a path search, and the order (`sort` by `filename`,
 * `issues`, `grade`, `duplication`, `complexity` or `coverage`; `direction` `asc` or `desc`).
 */
export type ListFilesOptions = z.input<typeof listQuery>;

/** Paging options of {@link FilesResource.listIssues}. */
export type ListFileIssuesOptions = {
  /** Where to start: the cursor of a previous page (the list follows the next ones itself). */
  cursor?: string | undefined;
  /** Items per page, 1 to 100 (the server's default is 100). */
  limit?: number | undefined;
};

const fileParams = z.extend(repoParams, { fileId: z.int() });

const listOp = defineOperation({
  id: 'files.list',
  method: 'GET',
  path: `${REPO}/files`,
  params: repoParams,
  query: listQuery,
  response: listEnvelope(fileSummarySchema),
  list: cursorListStyle,
  specIds: ['listFiles'],
});

const getOp = defineOperation({
  id: 'files.get',
  method: 'GET',
  path: `${REPO}/files/{fileId}`,
  params: fileParams,
  response: fileWithAnalysisSchema,
  // The server answers with the bare file, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getFileWithAnalysis'],
});

const listIssuesOp = defineOperation({
  id: 'files.listIssues',
  method: 'GET',
  path: `${REPO}/files/{fileId}/issues`,
  params: fileParams,
  query: z.object(cursorQuery),
  response: listEnvelope(issueSchema),
  list: cursorListStyle,
  specIds: ['getFileIssues'],
});

const coverageOp = defineOperation({
  id: 'files.coverage',
  method: 'GET',
  path: `${REPO}/files/{fileId}/coverage`,
  params: fileParams,
  response: z.array(lineCoverageSchema),
  specIds: ['getFileCoverage'],
});

/** The file operations of this resource. */
export const fileOperations = [listOp, getOp, listIssuesOp, coverageOp] as const;

/** Files of a repository with their latest analysis. */
export class FilesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists a repository's analysed files (ignored files excluded), page by page. */
  list(repo: RepositoryRef, options: ListFilesOptions = {}, requestOptions?: RequestOptions): Paginated<FileSummary, CursorPage<FileSummary>> {
    return walkList(this.#http, listOp, { params: repo, query: options }, requestOptions);
  }

  /** Reads one file's metadata, metrics, coverage and quality. */
  get(repo: RepositoryRef, fileId: number, requestOptions?: RequestOptions): ApiPromise<FileWithAnalysis> {
    return this.#http.call(getOp, { params: { ...repo, fileId } }, requestOptions);
  }

  /** Lists the issues of one file, page by page. */
  listIssues(repo: RepositoryRef, fileId: number, options: ListFileIssuesOptions = {}, requestOptions?: RequestOptions): Paginated<Issue, CursorPage<Issue>> {
    const { cursor, limit } = options;
    return walkList(this.#http, listIssuesOp, { params: { ...repo, fileId }, query: { cursor, limit } }, requestOptions);
  }

  /** Lists the test hits of each coverable line of a file. */
  coverage(repo: RepositoryRef, fileId: number, requestOptions?: RequestOptions): ApiPromise<LineCoverage[]> {
    return this.#http.call(coverageOp, { params: { ...repo, fileId } }, requestOptions);
  }
}
