import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { fileContentQuery, fileParams, filePathParams, fileStateBody, listFilesQuery, listIgnoredFilesQuery } from '../schemas/files.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists a repository's analysed files (ignored files excluded), page by page. */
export const listFiles = defineOperation({
  id: 'files.list',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files',
  params: repoParams,
  query: listFilesQuery,
  response: (r) => r.fileSummaryPageSchema,
  list: cursorListStyle,
  specIds: ['listFiles'],
});

/** Reads one file's metadata, metrics, coverage and quality. */
export const getFileWithAnalysis = defineOperation({
  id: 'files.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{fileId}',
  params: fileParams,
  response: (r) => r.fileWithAnalysisSchema,
  // The server answers with the bare file, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getFileWithAnalysis'],
});

/** Lists the issues of one file, page by page. */
export const getFileIssues = defineOperation({
  id: 'files.listIssues',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{fileId}/issues',
  params: fileParams,
  query: cursorPagingQuery,
  response: (r) => r.issuePageSchema,
  list: cursorListStyle,
  specIds: ['getFileIssues'],
});

/** Lists the test hits of each coverable line of a file. */
export const getFileCoverage = defineOperation({
  id: 'files.coverage',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{fileId}/coverage',
  params: fileParams,
  response: (r) => r.lineCoveragesSchema,
  specIds: ['getFileCoverage'],
});

/** Ignores a file in the analysis (`ignored: true`) or takes it back in (`ignored: false`). */
export const updateFileState = defineOperation({
  id: 'files.updateState',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/file',
  params: repoParams,
  body: fileStateBody,
  responseType: 'none',
  specIds: ['updateFileState'],
});

/** Lists the duplicated code blocks of a file, each with every place it occurs, page by page. */
export const getFileClones = defineOperation({
  id: 'files.listClones',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{fileId}/duplication',
  params: fileParams,
  query: cursorPagingQuery,
  response: (r) => r.fileClonePageSchema,
  list: cursorListStyle,
  specIds: ['getFileClones'],
});

/**
 * Reads lines of a file by its path from the repository root (`src/index.ts`; sent encoded as one path
 * segment), at HEAD of the main branch or at `commitRef`. Files over 1 MB are refused by the server.
 */
export const getFileContent = defineOperation({
  id: 'files.getContent',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{filePath}/content',
  params: filePathParams,
  query: fileContentQuery,
  response: (r) => r.codeLinesSchema,
  specIds: ['getFileContent'],
});

/**
 * Lists the files the analysis ignores, page by page; each page also says whether a configuration file in the
 * repository decides which files are ignored (`hasCodacyConfigurationFile`).
 */
export const listIgnoredFiles = defineOperation({
  id: 'files.listIgnored',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/ignored-files',
  params: repoParams,
  query: listIgnoredFilesQuery,
  response: (r) => r.ignoredFilePageSchema,
  list: cursorListStyle,
  specIds: ['listIgnoredFiles'],
});
