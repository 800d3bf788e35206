import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { fileParams, listFilesQuery } from '../schemas/files.js';
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
