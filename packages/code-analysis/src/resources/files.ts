import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getFileClones, getFileContent, getFileCoverage, getFileIssues, getFileWithAnalysis, listFiles, listIgnoredFiles, updateFileState } from '../operations/files.js';
import type { CodeLine, FileClone, FileSummary, FileWithAnalysis, IgnoredFile, LineCoverage } from '../responses/files.js';
import type { Issue } from '../responses/issues.js';
import type { cursorPagingQuery, RepositoryRef } from '../schemas/common.js';
import type { fileContentQuery, fileStateBody, listFilesQuery, listIgnoredFilesQuery } from '../schemas/files.js';
import type { CursorPage } from '../wire.js';

/**
 * Options of {@link FilesResource.list}: the branch, a path search, and the order (`sort` by `filename`,
 * `issues`, `grade`, `duplication`, `complexity` or `coverage`; `direction` `asc` or `desc`).
 */
export type ListFilesOptions = z.input<typeof listFilesQuery>;

/** Paging options of {@link FilesResource.listIssues}: where to start (a cursor of a previous page) and the page size (1 to 100). */
export type ListFileIssuesOptions = z.input<typeof cursorPagingQuery>;

/** Paging options of {@link FilesResource.listClones}. */
export type ListFileClonesOptions = ListFileIssuesOptions;

/** Options of {@link FilesResource.getContent}: the first and last line to read (inclusive), and the commit, branch or tag (HEAD by default). */
export type FileContentOptions = z.input<typeof fileContentQuery>;

/** Options of {@link FilesResource.listIgnored}: the branch (the main one by default), a path search, and paging. */
export type ListIgnoredFilesOptions = z.input<typeof listIgnoredFilesQuery>;

/** What {@link FilesResource.updateState} sends: the file's path from the repository root, and whether the analysis ignores it. */
export type FileStateBody = z.input<typeof fileStateBody>;

/** Files of a repository with their latest analysis, their content, duplicated blocks, and which files are ignored. */
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
    return walkList(this.#http, getFileIssues, { params: { ...repo, fileId }, query: options }, requestOptions);
  }

  /** Lists the test hits of each coverable line of a file. */
  coverage(repo: RepositoryRef, fileId: number, requestOptions?: RequestOptions): ApiPromise<LineCoverage[]> {
    return this.#http.call(getFileCoverage, { params: { ...repo, fileId } }, requestOptions);
  }

  /** Lists the duplicated code blocks of a file, each with every place it occurs, page by page. */
  listClones(repo: RepositoryRef, fileId: number, options: ListFileClonesOptions = {}, requestOptions?: RequestOptions): Paginated<FileClone, CursorPage<FileClone>> {
    return walkList(this.#http, getFileClones, { params: { ...repo, fileId }, query: options }, requestOptions);
  }

  /**
   * Reads lines of a file by its path from the repository root (`src/index.ts`; sent encoded as one
   * path segment), at HEAD of the main branch or at `commitRef`. Files over 1 MB are refused by the server.
   */
  getContent(repo: RepositoryRef, filePath: string, options?: FileContentOptions, requestOptions?: RequestOptions): ApiPromise<CodeLine[]> {
    return this.#http.call(getFileContent, { params: { ...repo, filePath }, query: options }, requestOptions);
  }

  /** Ignores a file in the analysis (`ignored: true`) or takes it back in (`ignored: false`). */
  updateState(repo: RepositoryRef, body: FileStateBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateFileState, { params: repo, body }, requestOptions);
  }

  /**
   * Lists the files the analysis ignores, page by page; each page also says whether a configuration
   * file in the repository decides which files are ignored (`hasCodacyConfigurationFile`).
   */
  listIgnored(
    repo: RepositoryRef,
    options: ListIgnoredFilesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<IgnoredFile, CursorPage<IgnoredFile, { hasCodacyConfigurationFile: boolean }>> {
    return walkList(this.#http, listIgnoredFiles, { params: repo, query: options }, requestOptions);
  }
}
