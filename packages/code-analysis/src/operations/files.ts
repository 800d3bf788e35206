import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { fileContentQuery, fileParams, filePathParams, fileStateBody, listFilesQuery, listIgnoredFilesQuery } from '../schemas/files.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Lists a repository's analysed files, a page at a time. */
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

/** Lists the issues of one file, a page at a time. */
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

/** Ignores a file in the analysis, or takes it back in. */
export const updateFileState = defineOperation({
  id: 'files.updateState',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/file',
  params: repoParams,
  body: fileStateBody,
  responseType: 'none',
  specIds: ['updateFileState'],
});

/** Lists the duplicated code blocks of a file, a page at a time. */
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

/** Reads lines of a file at a commit, branch or tag. */
export const getFileContent = defineOperation({
  id: 'files.getContent',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/repositories/{repository}/files/{filePath}/content',
  params: filePathParams,
  query: fileContentQuery,
  response: (r) => r.codeLinesSchema,
  specIds: ['getFileContent'],
});

/** Lists the files the analysis ignores, a page at a time. */
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
