import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { issueFiltersBody, issueParams } from '../schemas/issues.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Searches a repository's current issues, a page at a time. */
export const searchRepositoryIssues = defineOperation({
  id: 'issues.search',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/search',
  params: repoParams,
  query: cursorPagingQuery,
  body: issueFiltersBody,
  response: (r) => r.issuePageSchema,
  list: cursorListStyle,
  // A search only reads: safe to repeat after a network failure.
  idempotent: true,
  specIds: ['searchRepositoryIssues'],
});

/** Counts a repository's current issues by category, language, level, tag, pattern and author. */
export const issuesOverview = defineOperation({
  id: 'issues.overview',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/overview',
  params: repoParams,
  body: issueFiltersBody,
  response: (r) => r.issuesOverviewSchema,
  idempotent: true,
  specIds: ['issuesOverview'],
});

/** Reads one issue by its numeric id. */
export const getIssue = defineOperation({
  id: 'issues.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/{issueId}',
  params: issueParams,
  response: (r) => r.issueSchema,
  specIds: ['getIssue'],
});
