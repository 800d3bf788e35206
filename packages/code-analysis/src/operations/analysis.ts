import { branchQuery, configureToolBody, listToolPatternsQuery, toolPatternFiltersQuery, toolPatternParams, updateToolPatternsBody } from '../schemas/analysis.js';
import { repoParams, toolParams } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads the steps of the first analysis and whether it is stuck (no key needed for public repositories). */
export const getFirstAnalysisOverview = defineOperation({
  id: 'analysis.progress',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/analysis-progress',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.analysisProgressSchema,
  // `isStuck` sits next to `data`: keep the whole body.
  payload: 'body',
  specIds: ['getFirstAnalysisOverview'],
});

/**
 * Restarts a first analysis that is stuck. The server answers 422 (`UnprocessableEntity`) when the repository
 * is not stuck.
 */
export const recoverRepository = defineOperation({
  id: 'analysis.recover',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/recover',
  params: repoParams,
  query: branchQuery,
  responseType: 'none',
  specIds: ['recoverRepository'],
});

/** Lists the issue figures of a repository by category. */
export const listCategoryOverviews = defineOperation({
  id: 'analysis.categoryOverviews',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/category-overviews',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.categoryOverviewsSchema,
  specIds: ['listCategoryOverviews'],
});

/**
 * Turns a tool on or off, marks whether it uses a configuration file, and switches patterns (with their
 * parameters). The server applies it without checking whether a coding standard governs the repository.
 */
export const configureTool = defineOperation({
  id: 'analysis.configureTool',
  method: 'PATCH',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}',
  params: toolParams,
  body: configureToolBody,
  responseType: 'none',
  idempotent: 'sets absolute values (tool on or off, configuration file, pattern states): a repeat leaves the same setup',
  specIds: ['configureTool'],
});

/**
 * Lists a tool's patterns with their configuration on the repository (by its coding standard when one
 * applies), page by page; each page also carries `meta.totalEnabled`.
 */
export const listRepositoryToolPatterns = defineOperation({
  id: 'analysis.listToolPatterns',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}/patterns',
  params: toolParams,
  query: listToolPatternsQuery,
  // The same page shape as a coding standard's patterns.
  response: (r) => r.configuredPatternPageSchema,
  list: cursorListStyle,
  specIds: ['listRepositoryToolPatterns'],
});

/** Enables or disables, at once, every pattern of a tool that the filters pick (all of them without filters). */
export const updateRepositoryToolPatterns = defineOperation({
  id: 'analysis.updateToolPatterns',
  method: 'PATCH',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}/patterns',
  params: toolParams,
  query: toolPatternFiltersQuery,
  body: updateToolPatternsBody,
  responseType: 'none',
  idempotent: 'sets the picked patterns to the given on or off state: a repeat leaves the same setup',
  specIds: ['updateRepositoryToolPatterns'],
});

/** Reads one pattern of a tool with its configuration on the repository. */
export const getRepositoryToolPattern = defineOperation({
  id: 'analysis.getToolPattern',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}/patterns/{patternId}',
  params: toolPatternParams,
  response: (r) => r.toolPatternSchema,
  specIds: ['getRepositoryToolPattern'],
});
