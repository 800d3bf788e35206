import { branchQuery } from '../schemas/analysis.js';
import { cursorPagingQuery, repoParams } from '../schemas/common.js';
import { bulkIgnoreIssuesBody, ignoredIssueFiltersBody, issueFiltersBody, issueIdParams, issueParams, issueStateBody } from '../schemas/issues.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/**
 * Searches a repository's current issues, page by page; the inputs hold the filters and the paging side by
 * side.
 */
export const searchRepositoryIssues = defineOperation({
  id: 'issues.search',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/search',
  params: repoParams,
  query: cursorPagingQuery,
  body: issueFiltersBody,
  response: (r) => r.issuePageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (an issue search with its filters in the body)',
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
  idempotent: 'a POST that only reads (issue counts with their filters in the body)',
  specIds: ['issuesOverview'],
});

/** Reads one issue by its numeric id (the `resultDataId` of search results). */
export const getIssue = defineOperation({
  id: 'issues.get',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/{issueId}',
  params: issueParams,
  response: (r) => r.issueSchema,
  specIds: ['getIssue'],
});

/**
 * Searches a repository's ignored issues (with who ignored each, when and why), page by page; the inputs hold
 * the filters (`ignoreReasons` among them) and the paging side by side.
 */
export const searchRepositoryIgnoredIssues = defineOperation({
  id: 'issues.searchIgnored',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/ignoredIssues/search',
  params: repoParams,
  query: cursorPagingQuery,
  body: ignoredIssueFiltersBody,
  response: (r) => r.ignoredIssuePageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (a search of ignored issues with its filters in the body)',
  specIds: ['searchRepositoryIgnoredIssues'],
});

/** Ignores up to 50 issues at once, by their `issueId`. */
export const bulkIgnoreIssues = defineOperation({
  id: 'issues.bulkIgnore',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/bulk-ignore',
  params: repoParams,
  body: bulkIgnoreIssuesBody,
  responseType: 'none',
  specIds: ['bulkIgnoreIssues'],
});

/** Says whether the service has quick fixes for the issues of a branch (the main one by default). */
export const hasQuickfixSuggestions = defineOperation({
  id: 'issues.hasSuggestions',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/hasSuggestions',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.hasQuickfixSuggestionsSchema,
  // The server answers `{ hasSuggestions }` as the whole body, without a `{ data }` envelope.
  payload: 'body',
  specIds: ['hasQuickfixSuggestions'],
});

/** Reads the quick fixes of a branch's issues (the main one by default) as one Base64-encoded patch. */
export const getQuickfixesPatch = defineOperation({
  id: 'issues.quickfixesPatch',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/patch',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.quickfixPatchSchema,
  specIds: ['getQuickfixesPatch'],
});

/** Ignores an issue, by its `issueId`, or brings an ignored one back (`ignored: false`). */
export const updateIssueState = defineOperation({
  id: 'issues.updateState',
  method: 'PATCH',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/{issueId}',
  params: issueIdParams,
  body: issueStateBody,
  responseType: 'none',
  idempotent: 'sets the issue ignored or not, with its reason and comment: a repeat leaves the same state',
  specIds: ['updateIssueState'],
});

/** Dismisses the verdict that an issue is probably a false positive; the issue stays open. */
export const ignoreFalsePositive = defineOperation({
  id: 'issues.ignoreFalsePositive',
  method: 'PATCH',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/issues/{issueId}/false-positive/ignore',
  params: issueIdParams,
  responseType: 'none',
  specIds: ['ignoreFalsePositive'],
});
